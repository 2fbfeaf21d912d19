import { toast } from 'sonner';

/** Validation and denial notices stay 8 seconds (spec section 9). */
export const NOTICE_DURATION_MS = 8_000;

export const notify = {
  success: (title: string, description?: string) => toast.success(title, { description }),
  error: (title: string, description?: string, duration?: number) =>
    toast.error(title, { description, ...(duration ? { duration } : {}) }),
};
