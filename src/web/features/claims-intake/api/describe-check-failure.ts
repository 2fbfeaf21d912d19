import { intakeMessages } from '@/domain/intake-messages';
import { ApiError } from '@/web/lib/api-client';
import { NOTICE_DURATION_MS } from '@/web/lib/notify';

export interface CheckFailureNotice {
  title: string;
  message: string;
  duration?: number;
}

/** Statuses whose server text tells the user something to act on (signed out, not allowed, slow down). */
const TELLING_STATUSES = [401, 403, 429];

/**
 * The toast for a refused or failed check (already checked, settled or denied; the provider failed): the server's
 * words where it has any.
 */
export function describeCheckFailure(error: unknown): CheckFailureNotice {
  const fallback = { title: intakeMessages.checkFailedTitle, message: intakeMessages.checkFailed };
  if (!(error instanceof ApiError)) return fallback;
  const { title } = error;
  if (title) {
    const isNotice = error.status === 400 || error.status === 409;
    return { title, message: error.message, ...(isNotice ? { duration: NOTICE_DURATION_MS } : {}) };
  }
  if (TELLING_STATUSES.includes(error.status)) return { ...fallback, message: error.message };
  return fallback;
}
