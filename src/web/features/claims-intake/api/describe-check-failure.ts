import { intakeMessages } from '@/domain/intake-messages';
import type { ApiError } from '@/web/lib/api-client';
import { describeFailure, type FailureNotice } from '@/web/lib/describe-failure';
import { NOTICE_DURATION_MS } from '@/web/lib/notify';

/** Statuses whose server text tells the user something to act on (signed out, not allowed, slow down). */
const TELLING_STATUSES = [401, 403, 429];

/** The server's words count where it gives its own heading or the status tells the user something to act on. */
const saysWhy = (error: ApiError) => Boolean(error.title) || TELLING_STATUSES.includes(error.status);

/**
 * A refused form, a device already on record or the organisation's search budget used up, under the server's heading,
 * stays as long as a validation notice.
 */
const isHeadedRefusal = (error: ApiError) =>
  Boolean(error.title) && (error.status === 400 || error.status === 409 || error.status === 429);

/**
 * The toast for a refused or failed check (already checked, settled or denied; the provider failed): the server's
 * words where it has any.
 */
export function describeCheckFailure(error: unknown): FailureNotice {
  const fallback = { title: intakeMessages.checkFailedTitle, description: intakeMessages.checkFailed };
  const notice = describeFailure(error, fallback, { saysWhy });
  return describeFailure(error, notice, { saysWhy: isHeadedRefusal, duration: NOTICE_DURATION_MS });
}
