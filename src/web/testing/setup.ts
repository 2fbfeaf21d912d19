import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

// jsdom lays nothing out, so it has no scrolling: where a page scrolls is for the browser tests to prove.
Element.prototype.scrollIntoView ??= () => undefined;

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store: clear it so one test's notices cannot satisfy the next test's assertions.
  toast.dismiss();
});
