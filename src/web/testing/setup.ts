import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store: clear it so one test's notices cannot satisfy the next test's assertions.
  toast.dismiss();
});
