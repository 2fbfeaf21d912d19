import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { invitations } from '@/server/db/schema/invitations';

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

export async function markInvitationAccepted(tx: Transaction, invitationId: string) {
  await tx.update(invitations).set({ acceptedAt: sql`now()` }).where(eq(invitations.id, invitationId));
}
