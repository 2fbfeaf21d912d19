import type { FailureCount, FailureRule } from '@/server/rate-limit/failure-limiter';
import type { RateLimit } from '@/server/rate-limit/rate-limiter';

const MINUTE = 60;

/**
 * Failed sign-ins (wrong password or wrong second-factor code; successes never count), after OWASP's guidance. One
 * address guessing one account stops after 5 failures for the rest of the 15 minutes. Past 10 failures on an account
 * from anywhere, an address that has failed on it waits after each further failure, 1 s doubling up to 15 minutes:
 * a spread of addresses cannot guess quickly, yet the owner, from an address with no failures, still signs in. One
 * address failing on 30 accounts (password spraying) stops for the window.
 */
export const SIGN_IN_FAILURE_RULES = {
  perAccountAndIp: { limit: 5, windowSeconds: 15 * MINUTE, kind: 'fixed' },
  perAccount: { limit: 10, windowSeconds: 15 * MINUTE, kind: 'growing' },
  perIp: { limit: 30, windowSeconds: 15 * MINUTE, kind: 'fixed' },
} satisfies Record<string, FailureRule>;

/** The counters a sign-in attempt of this account from this address is judged by, and adds a failure to. */
export function signInFailureCounts(ip: string, email: string): FailureCount[] {
  const account = email.toLowerCase();
  const pair = `sign-in:account-ip:${account}:${ip}`;
  return [
    { key: pair, rule: SIGN_IN_FAILURE_RULES.perAccountAndIp },
    { key: `sign-in:account:${account}`, rule: SIGN_IN_FAILURE_RULES.perAccount, onlyAfterFailuresOf: pair },
    { key: `sign-in:ip:${ip}`, rule: SIGN_IN_FAILURE_RULES.perIp },
  ];
}

/** A full sign-in forgives the address's failures on the account (the account's and the address's own stay). */
export const forgivenOnSuccess = (counts: FailureCount[]) => counts.slice(0, 1).map((count) => count.key);

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
