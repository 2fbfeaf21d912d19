import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { ListUsersQuery } from '@/domain/contracts/users';
import type { Role } from '@/domain/roles';
import type { Database, Transaction } from '@/server/db/client';
import { containsPattern } from '@/server/db/contains-pattern';
import { joinProfile, memberColumns, passwordAccountOf } from '@/server/db/people';
import { accounts, sessions, users } from '@/server/db/schema/auth';
import { organizations } from '@/server/db/schema/organisations';
import { profiles, userRoles } from '@/server/db/schema/people';
import { pageOffset } from '@/server/http/paging';

/** Every user on the platform (super admins only), newest first, optionally those whose name or e-mail contain `search`. */
export async function listUsers(db: Database, query: ListUsersQuery) {
  const pattern = containsPattern(query.search);
  const fullName = sql`coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')`;
  const where = query.search ? or(ilike(users.email, pattern), ilike(fullName, pattern)) : undefined;
  const [rows, [totals]] = await Promise.all([
    joinProfile(
      db
        .select({
          ...memberColumns,
          organisationId: organizations.id,
          organisationName: organizations.name,
          passwordAccount: accounts.id,
          twoFactorEnabled: users.twoFactorEnabled,
          twoFactorExempt: users.twoFactorExempt,
          deactivatedAt: users.deactivatedAt,
        })
        .from(users)
        .$dynamic(),
    )
      .leftJoin(accounts, passwordAccountOf(users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(users).leftJoin(profiles, eq(profiles.id, users.id)).where(where),
  ]);
  const items = rows.map(({ organisationId, organisationName, passwordAccount, deactivatedAt, ...user }) => ({
    ...user,
    organisation: organisationId && organisationName ? { id: organisationId, name: organisationName } : null,
    invitationPending: passwordAccount === null,
    deactivated: deactivatedAt !== null,
  }));
  return { items, total: Number(totals?.total ?? 0) };
}

/** The user's current role, locked for the change that follows; undefined when none is assigned. */
export async function lockUserRole(tx: Transaction, userId: string) {
  const [row] = await tx
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .for('update');
  return row?.role;
}

export async function userExists(tx: Transaction, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return row !== undefined;
}

/** The organisation the user belongs to; undefined for no such user (or one without an organisation). */
export async function organisationOfUser(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ organisationId: profiles.organizationId })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.organisationId ?? undefined;
}

/** Gives the user the role: changes the one they have (`previous`), or assigns their first. */
export async function saveUserRole(tx: Transaction, userId: string, role: Role, previous: Role | undefined) {
  if (previous) {
    await tx.update(userRoles).set({ role, updatedAt: new Date() }).where(eq(userRoles.userId, userId));
  } else {
    await tx.insert(userRoles).values({ userId, role });
  }
}

/** Takes the user's role away: they read "No Role Assigned" from their next request. */
export async function deleteUserRole(tx: Transaction, userId: string) {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
}

/** The super admins' role rows, locked until the transaction ends, so two demotions cannot both leave one. */
export async function lockSuperAdmins(tx: Transaction): Promise<string[]> {
  const rows = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, 'super_admin'))
    .orderBy(userRoles.userId)
    .for('update');
  return rows.map((row) => row.userId);
}

/** The id of the user with this e-mail (any letter case, spaces trimmed), or undefined. */
export async function findUserIdByEmail(tx: Transaction, email: string) {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return user?.id;
}

/** Makes the user a super admin, whatever role they had. */
export async function upsertSuperAdminRole(tx: Transaction, userId: string) {
  await tx
    .insert(userRoles)
    .values({ userId, role: 'super_admin' })
    .onConflictDoUpdate({ target: userRoles.userId, set: { role: 'super_admin', updatedAt: new Date() } });
}

/**
 * The organisation's admins who can sign in (active, with a password: a pending invitee is none), their role rows locked until the transaction ends (in id order, as
 * lockSuperAdmins), so that two demotions or deactivations at once cannot both leave the organisation without one.
 */
export async function lockActiveOrganisationAdmins(
  tx: Transaction,
  organisationId: string,
): Promise<string[]> {
  const rows = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(profiles, eq(profiles.id, userRoles.userId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    // Only an admin who can sign in counts: one with a password (an invitee who never accepted has none).
    .innerJoin(accounts, and(passwordAccountOf(users.id), isNotNull(accounts.password)))
    .where(
      and(
        eq(profiles.organizationId, organisationId),
        eq(userRoles.role, 'organization_admin'),
        isNull(users.deactivatedAt),
      ),
    )
    .orderBy(userRoles.userId)
    .for('update', { of: userRoles });
  return rows.map((row) => row.userId);
}

/** A person of the organisation, their user row locked for the change that follows; undefined for anyone else. */
export async function lockOrganisationMember(tx: Transaction, organisationId: string, userId: string) {
  const [row] = await tx
    .select({ role: userRoles.role, deactivatedAt: users.deactivatedAt })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.id, userId), eq(profiles.organizationId, organisationId)))
    .for('update', { of: users });
  return row;
}

/** Deactivates or reactivates the user; deactivating ends every session of theirs in the same transaction. */
export async function setDeactivated(tx: Transaction, userId: string, deactivated: boolean) {
  await tx
    .update(users)
    .set({ deactivatedAt: deactivated ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  if (deactivated) await tx.delete(sessions).where(eq(sessions.userId, userId));
}
