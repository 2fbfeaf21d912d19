import { eq } from 'drizzle-orm';
import { recordEvent } from '@/server/audit/record-event';
import { users } from '@/server/db/schema/auth';
import { profiles } from '@/server/db/schema/people';
import type { FailureCount } from '@/server/rate-limit/failure-limiter';
import type { Services } from '@/server/services';

type Deps = Pick<Services, 'db' | 'failureLimiter'>;

/** Why a sign-in step (or a password asked again in a session) failed, as the audit log names it. */
type FailedSignInReason =
  | 'wrong-password'
  | 'wrong-code'
  | 'account-disabled'
  | 'wrong-password-reentry'
  | 'sso-required';

/**
 * A failed sign-in step in the audit log of the account's organisation (an address with no account goes to the
 * platform's own log, as 'unknown-account'), and when this failure made the limits lock the address or the account
 * out, a lock-out event saying for how long. Attempts refused during a lock-out are not failures and write nothing,
 * so a flood of them costs no audit rows.
 */
export async function auditFailedSignIn(
  deps: Deps,
  input: { email: string; reason: FailedSignInReason; counts: FailureCount[] },
): Promise<void> {
  const email = input.email.trim().toLowerCase().slice(0, 254);
  const [account] = await deps.db
    .select({ id: users.id, organisationId: profiles.organizationId })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, email));
  const context = { organisationId: account?.organisationId ?? null, userId: null };
  const subjectId = account?.id ?? null;
  const reason = account ? input.reason : 'unknown-account';
  // Locked out: this address, or past the account's limit every address but the owner's.
  const retryAfterSeconds =
    input.reason === 'account-disabled' || input.reason === 'sso-required'
      ? 0
      : await deps.failureLimiter.retryAfterSeconds(input.counts.map(({ key, rule }) => ({ key, rule })));
  await deps.db.transaction(async (tx) => {
    await recordEvent(tx, context, { name: 'sign_in.failed', subjectId, data: { email, reason } });
    if (retryAfterSeconds > 0)
      await recordEvent(tx, context, {
        name: 'sign_in.locked_out',
        subjectId,
        data: { email, retryAfterSeconds },
      });
  });
}
