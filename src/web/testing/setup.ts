import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

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

// Components join their own classes with a caller's without settling conflicts (src/web/lib/cn.ts). Here every join is
// checked with tailwind-merge: classes that set the same thing (`text-sm` and `text-xs`) fail the render, since the
// stylesheet's order, not the caller, would decide between them.
vi.mock('@/web/lib/cn', async () => {
  const { clsx } = await import('clsx');
  const { twMerge } = await import('tailwind-merge');
  return {
    cn: (...inputs: Parameters<typeof clsx>) => {
      const joined = clsx(inputs);
      const kept = new Set(twMerge(joined).split(' '));
      const overridden = joined.split(/\s+/).filter((name) => name && !kept.has(name));
      if (overridden.length > 0)
        throw new Error(`Conflicting classes: ${overridden.join(' ')} overridden in "${joined}"`);
      return joined;
    },
  };
});
