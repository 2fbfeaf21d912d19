import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '@/domain/roles';
import type { Database, Transaction } from '@/server/db/client';
import { passwordAccountOf } from '@/server/db/people';
import { accounts, users } from '@/server/db/schema/auth';
import { invitations } from '@/server/db/schema/invitations';
import { organizations } from '@/server/db/schema/organisations';
import { profiles, userRoles } from '@/server/db/schema/people';

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

/** The invitee's account (no password yet), profile and role; returns the new user's id. */
export async function insertInvitee(
  tx: Transaction,
  invitee: {
    email: string;
    firstName: string;
    lastName: string;
    title: string | null;
    organisationId: string;
    role: Role;
    externalId: string | null;
  },
) {
  const [user] = await tx
    .insert(users)
    .values({ email: invitee.email, name: `${invitee.firstName} ${invitee.lastName}`.trim() })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned no row');
  await tx.insert(profiles).values({
    id: user.id,
    firstName: invitee.firstName,
    lastName: invitee.lastName,
    title: invitee.title,
    organizationId: invitee.organisationId,
    scimExternalId: invitee.externalId,
  });
  await tx.insert(userRoles).values({ userId: user.id, role: invitee.role });
  return user.id;
}

export async function insertInvitation(tx: Transaction, invitation: typeof invitations.$inferInsert) {
  const [row] = await tx.insert(invitations).values(invitation).returning({ id: invitations.id });
  if (!row) throw new Error('invitation insert returned no row');
  return row.id;
}

/** The invitee, locked so two resends in a row cannot leave two open links, with whether a password is set. */
export async function lockInvitee(tx: Transaction, userId: string) {
  const [row] = await tx
    .select({
      email: users.email,
      organisationId: organizations.id,
      organisationName: organizations.name,
      passwordAccount: accounts.id,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .innerJoin(organizations, eq(organizations.id, profiles.organizationId))
    .leftJoin(accounts, passwordAccountOf(users.id))
    .where(eq(users.id, userId))
    .for('update', { of: users })
    .limit(1);
  return row;
}

/** Revokes every link of the user that is neither accepted nor revoked yet. */
export async function revokeOpenInvitations(tx: Transaction, userId: string) {
  await tx
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(invitations.userId, userId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)),
    );
}
