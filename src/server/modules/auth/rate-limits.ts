import type { RateLimit } from '../../rate-limit/rate-limiter';

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
