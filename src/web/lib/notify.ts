import type { ReactNode } from 'react';
import { toast } from 'sonner';

/** Validation and denial notices stay 8 seconds. */
export const NOTICE_DURATION_MS = 8_000;

const withDuration = (duration?: number) => (duration ? { duration } : {});

export const notify = {
  success: (title: string, description?: string) => toast.success(title, { description }),
  warning: (title: string, description?: ReactNode, duration?: number) =>
    toast.warning(title, { description, ...withDuration(duration) }),
  error: (title: string, description?: string, duration?: number) =>
    toast.error(title, { description, ...withDuration(duration) }),
  /** Takes back a notice (by the id `success`, `warning` or `error` returned) that no longer applies. */
  dismiss: (id: string | number) => toast.dismiss(id),
};
