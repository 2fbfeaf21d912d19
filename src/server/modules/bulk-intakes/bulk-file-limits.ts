import { bulkIntakeMessages } from '@/domain/bulk-intake-messages';
import type { SessionContext } from '@/server/auth/session-context';
import { AppError } from '@/server/errors';
import { checkerKey } from '@/server/rate-limit/provider-checks';
import type { RateLimit, RateLimiter } from '@/server/rate-limit/rate-limiter';

/**
 * Bulk files one user or API key may have checked (validated or uploaded) a minute. A person checks a file, corrects
 * it and checks it again a few times; a claim system uploads a few files an hour. Reading a 10,000-row file is up to a
 * second of a worker thread's time, so a loop of files is refused before the file is read.
 */
export const BULK_FILE_LIMIT = { limit: 20, windowSeconds: 60 } satisfies RateLimit;

export async function consumeBulkFile(rateLimiter: RateLimiter, session: SessionContext) {
  const state = await rateLimiter.count(
    `bulk-file:${checkerKey({ userId: session.userId, apiKeyId: session.request.apiKeyId })}`,
    BULK_FILE_LIMIT,
  );
  if (!state.isOver) return;
  throw new AppError({
    status: 429,
    code: 'TOO_MANY_REQUESTS',
    message: bulkIntakeMessages.tooManyFiles(state.resetSeconds),
    title: bulkIntakeMessages.title,
    headers: { 'retry-after': String(state.resetSeconds) },
  });
}
