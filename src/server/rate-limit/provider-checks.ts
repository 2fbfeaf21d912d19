import { tooManyChecksMessage } from '@/domain/messages';
import type { SessionContext } from '@/server/auth/session-context';
import { AppError } from '@/server/errors';
import type { RateLimit, RateLimiter } from './rate-limiter';

const MINUTE = 60;

/**
 * Checks that ask a paid upstream (device-history search, carrier lookup), counted per user and per IP before the
 * provider is called, each upstream on its own budget. Generous on purpose: a busy claim handler works through a
 * claim in well over a second (type the IMEI, read the answer, settle or deny), so 120 a minute is about twice the
 * fastest human pace and only a script or a stuck client reaches it. Per IP the limit is five such users, since an
 * office often shares one address; one address spreading a script over several accounts still stops there.
 */
export const PROVIDER_CHECK_LIMITS = {
  perUser: { limit: 120, windowSeconds: MINUTE },
  perIp: { limit: 600, windowSeconds: MINUTE },
} satisfies Record<string, RateLimit>;

/** Who a check is counted against: the user, or the API key (a key is one checker, like a user). */
export const checkerKey = (who: { userId: string; apiKeyId: string | null }) =>
  who.apiKeyId ? `key:${who.apiKeyId}` : `user:${who.userId}`;

/**
 * Counts a search made in the background for a user or key (a bulk intake's row) against the same per-user limit
 * as their own intakes: one budget of paid searches whichever path makes them. The caller waits when it is over.
 */
export function countBackgroundProviderCheck(
  rateLimiter: RateLimiter,
  kind: 'device-history' | 'carrier',
  who: { userId: string; apiKeyId: string | null },
) {
  return rateLimiter.count(`${kind}:${checkerKey(who)}`, PROVIDER_CHECK_LIMITS.perUser);
}

/**
 * Counts one provider check of the signed-in user against both limits, before anything else is done; over either,
 * a 429 with Retry-After and a text saying what was refused and how long to wait.
 */
export async function consumeProviderCheck(
  rateLimiter: RateLimiter,
  kind: 'device-history' | 'carrier',
  session: SessionContext,
): Promise<void> {
  const { userId, request } = session;
  try {
    await rateLimiter.consume([
      {
        key: `${kind}:${checkerKey({ userId, apiKeyId: request.apiKeyId })}`,
        rule: PROVIDER_CHECK_LIMITS.perUser,
      },
      { key: `${kind}:ip:${request.ip}`, rule: PROVIDER_CHECK_LIMITS.perIp },
    ]);
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
    const retryAfter = Number(error.headers['retry-after']);
    throw new AppError({
      status: 429,
      code: error.code,
      message: tooManyChecksMessage(retryAfter),
      headers: error.headers,
    });
  }
}
