import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

// findBy… and waitFor give up after one second by default. With three test workers on two cores, a debounced search box
// and the re-render after it took longer than that in CI (the audit log filters test failed so): wait up to five.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lays nothing out, so it has no scrolling: where a page scrolls is for the browser tests to prove.
Element.prototype.scrollIntoView ??= () => undefined;

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store: clear it so one test's notices cannot satisfy the next test's assertions.
  toast.dismiss();
});
