import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { accounts, sessions, users } from '../../db/schema/auth';
import { invitations } from '../../db/schema/invitations';

/** An invitation that can still be accepted: not used, not revoked, not expired. */
const isOpen = and(
  isNull(invitations.acceptedAt),
  isNull(invitations.revokedAt),
  gt(invitations.expiresAt, sql`now()`),
);

export async function findOpenInvitation(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ id: invitations.id, email: users.email })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(and(eq(invitations.tokenHash, tokenHash), isOpen))
    .limit(1);
  return row ?? null;
}

/** Locks the row so two acceptances of one link cannot both succeed. */
export async function lockOpenInvitation(tx: Transaction, tokenHash: string) {
  const [row] = await tx
    .select({ id: invitations.id, userId: invitations.userId, organizationId: invitations.organizationId })
    .from(invitations)
    .where(and(eq(invitations.tokenHash, tokenHash), isOpen))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function setCredentialPassword(tx: Transaction, userId: string, passwordHash: string) {
  const updated = await tx
    .update(accounts)
    .set({ password: passwordHash, updatedAt: sql`now()` })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .returning({ id: accounts.id });
  if (updated.length === 0) {
    await tx
      .insert(accounts)
      .values({ userId, accountId: userId, providerId: 'credential', password: passwordHash });
  }
}

export async function markInvitationAccepted(
  tx: Transaction,
  input: { invitationId: string; userId: string },
) {
  await tx.update(invitations).set({ acceptedAt: sql`now()` }).where(eq(invitations.id, input.invitationId));
  await tx
    .update(users)
    .set({ emailVerified: true, updatedAt: sql`now()` })
    .where(eq(users.id, input.userId));
  await tx.delete(sessions).where(eq(sessions.userId, input.userId));
}
