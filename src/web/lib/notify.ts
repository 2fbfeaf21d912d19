import type { ReactNode } from 'react';

/** Validation and denial notices stay 8 seconds. */
export const NOTICE_DURATION_MS = 8_000;

type Toast = typeof import('sonner').toast;

/**
 * The toast library is imported with the first notice (or by the Toaster, once the page has started), so the public
 * pages do not evaluate it before they answer input; by the time anyone acts it is there and a notice shows at once.
 */
let loadedToast: Toast | undefined;
function withToast(show: (toast: Toast) => void): void {
  if (loadedToast) {
    show(loadedToast);
    return;
  }
  void import('sonner').then(({ toast }) => {
    loadedToast = toast;
    show(toast);
  });
}

/** Each notice gets its id here, so it can be taken back before the library has arrived. */
let lastId = 0;
function showNotice(show: (toast: Toast, id: string) => void): string {
  const id = `notice-${++lastId}`;
  withToast((toast) => show(toast, id));
  return id;
}

const withDuration = (duration?: number) => (duration ? { duration } : {});

export const notify = {
  success: (title: string, description?: string) =>
    showNotice((toast, id) => toast.success(title, { id, description })),
  warning: (title: string, description?: ReactNode, duration?: number) =>
    showNotice((toast, id) => toast.warning(title, { id, description, ...withDuration(duration) })),
  error: (title: string, description?: string, duration?: number) =>
    showNotice((toast, id) => toast.error(title, { id, description, ...withDuration(duration) })),
  /** Takes back a notice (by the id `success`, `warning` or `error` returned) that no longer applies. */
  dismiss: (id: string) => withToast((toast) => toast.dismiss(id)),
};
