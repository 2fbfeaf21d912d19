import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { knownSignInAddresses, users } from '@/server/db/schema/auth';
import { addressGroup } from '@/server/rate-limit/address-group';
import type { FailureCount, FailureRule } from '@/server/rate-limit/failure-limiter';
import type { RateLimit } from '@/server/rate-limit/rate-limiter';
import type { Services } from '@/server/services';

type Deps = Pick<Services, 'db' | 'failureLimiter'>;

const MINUTE = 60;

/**
 * Failed sign-ins (wrong password or wrong second-factor code, and a password asked again in a session; successes
 * never count), after OWASP's guidance, an address counted by its group (an IPv6 /64). One address guessing one
 * account stops after 5 failures for the rest of the 15 minutes; one address failing on 30 accounts (password
 * spraying) too. Past 10 failures on an account from anywhere, every address is refused for the rest of the
 * account's 15 minutes, its password or code left unchecked, except the owner's: one it fully signed in from in the
 * last 30 days, or one with one or two failures of its own (a typo made before the guessing began). A spread of
 * addresses thus makes at most 30 guesses an account in 15 minutes, and cannot lock the owner out by guessing on.
 */
export const SIGN_IN_FAILURE_RULES = {
  perAccountAndIp: { limit: 5, windowSeconds: 15 * MINUTE },
  perAccount: { limit: 10, windowSeconds: 15 * MINUTE },
  perIp: { limit: 30, windowSeconds: 15 * MINUTE },
} satisfies Record<string, FailureRule>;

/** An address with fewer failures than this on an account (and at least one) is not refused past the account's limit. */
const OWNER_TYPOS_BELOW = 3;
/** How long a full sign-in makes its address known to the account. */
const KNOWN_ADDRESS_DAYS = 30;

/** The counters a sign-in attempt of this account from this address is judged by, and adds a failure to. */
export async function signInFailureCounts(
  deps: Pick<Deps, 'db'>,
  ip: string,
  email: string,
): Promise<FailureCount[]> {
  const account = email.toLowerCase();
  const address = addressGroup(ip);
  const pair = `sign-in:account-ip:${account}:${address}`;
  const [known] = await deps.db
    .select({ userId: knownSignInAddresses.userId })
    .from(knownSignInAddresses)
    .innerJoin(users, eq(users.id, knownSignInAddresses.userId))
    .where(
      and(
        eq(users.email, account),
        eq(knownSignInAddresses.address, address),
        gt(knownSignInAddresses.lastSignedInAt, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`),
      ),
    );
  return [
    { key: pair, rule: SIGN_IN_FAILURE_RULES.perAccountAndIp },
    {
      key: `sign-in:account:${account}`,
      rule: SIGN_IN_FAILURE_RULES.perAccount,
      spares: known ? 'known-address' : { key: pair, fewerThan: OWNER_TYPOS_BELOW },
    },
    { key: `sign-in:ip:${address}`, rule: SIGN_IN_FAILURE_RULES.perIp },
  ];
}

/** A right password or code forgives the address its failures on the account (the account's and the address's own stay). */
export const forgiveAddress = (deps: Pick<Deps, 'failureLimiter'>, counts: FailureCount[]) =>
  deps.failureLimiter.clear(counts.slice(0, 1).map((count) => count.key));

/** A full sign-in forgives the address, and makes it known to the account for the next 30 days. */
export async function signedInFrom(
  deps: Deps,
  input: { counts: FailureCount[]; userId: string; ip: string },
) {
  await forgiveAddress(deps, input.counts);
  await deps.db
    .insert(knownSignInAddresses)
    .values({ userId: input.userId, address: addressGroup(input.ip), lastSignedInAt: sql`now()` })
    .onConflictDoUpdate({
      target: [knownSignInAddresses.userId, knownSignInAddresses.address],
      set: { lastSignedInAt: sql`now()` },
    });
  if (Math.random() < 0.01) {
    await deps.db
      .delete(knownSignInAddresses)
      .where(
        lt(knownSignInAddresses.lastSignedInAt, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`),
      );
  }
}

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
    { key: `${kind}:ip:${addressGroup(ip)}`, rule: rules.perIp },
    { key: `${kind}:account:${email.toLowerCase()}`, rule: rules.perAccount },
  ];
}
