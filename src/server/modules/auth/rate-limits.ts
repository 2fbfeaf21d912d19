import { tooManyChecksMessage } from '../../../domain/messages';
import { AppError, unauthenticated } from '../../errors';
import type { RateLimit, RateLimiter } from '../../rate-limit/rate-limiter';
import type { Actor } from './actor';

const MINUTE = 60;

/** Per IP and per account, so neither one address nor a spread of addresses can guess a password. */
export const SIGN_IN_LIMITS = {
  perIp: { limit: 30, windowSeconds: 15 * MINUTE },
  perAccount: { limit: 10, windowSeconds: 15 * MINUTE },
} satisfies Record<string, RateLimit>;

export const PASSWORD_RESET_LIMITS = {
  perIp: { limit: 10, windowSeconds: 60 * MINUTE },
  perAccount: { limit: 3, windowSeconds: 60 * MINUTE },
} satisfies Record<string, RateLimit>;

export function limitsFor(
  kind: string,
  ip: string,
  email: string,
  rules: { perIp: RateLimit; perAccount: RateLimit },
) {
  return [
    { key: `${kind}:ip:${ip}`, rule: rules.perIp },
    { key: `${kind}:account:${email.toLowerCase()}`, rule: rules.perAccount },
  ];
}

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

/**
 * Counts one provider check of the signed-in user against both limits, before anything else is done; over either,
 * a 429 with Retry-After and a text saying what was refused and how long to wait.
 */
export async function consumeProviderCheck(
  rateLimiter: RateLimiter,
  kind: 'device-history' | 'carrier',
  request: { actor: Actor | null; ip: string },
): Promise<void> {
  if (!request.actor) throw unauthenticated();
  try {
    await rateLimiter.consume([
      { key: `${kind}:user:${request.actor.userId}`, rule: PROVIDER_CHECK_LIMITS.perUser },
      { key: `${kind}:ip:${request.ip}`, rule: PROVIDER_CHECK_LIMITS.perIp },
    ]);
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
    const retryAfter = Number(error.headers['retry-after']);
    throw new AppError(429, error.code, tooManyChecksMessage(retryAfter), error.headers);
  }
}
