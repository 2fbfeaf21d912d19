import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Role } from '@/domain/roles';
import type { Database, Transaction } from './client';
import { users } from './schema/auth';
import { profiles, userRoles } from './schema/people';

/**
 * The organisation's active (not deactivated) people holding one of `roles`, narrowed further by `where`.
 * Read on the owner's connection: the tenant role reads no roles.
 */
function activeHoldersOf(
  db: Database | Transaction,
  organisationId: string,
  roles: readonly Role[],
  where?: SQL,
) {
  return db
    .select({ id: profiles.id, email: users.email })
    .from(profiles)
    .innerJoin(userRoles, eq(userRoles.userId, profiles.id))
    .innerJoin(users, eq(users.id, profiles.id))
    .where(
      and(
        eq(profiles.organizationId, organisationId),
        inArray(userRoles.role, [...roles]),
        isNull(users.deactivatedAt),
        where,
      ),
    );
}

/** The e-mail addresses of the organisation's active admins, whom its notices go to (a deactivated admin gets none). */
export function organisationAdminEmails(db: Database | Transaction, organisationId: string) {
  return activeHoldersOf(db, organisationId, ['organization_admin']);
}

/** Which of `userIds` are still active admins (organisation or super admin) of the organisation. */
export async function activeAdminIdsAmong(
  db: Database,
  organisationId: string,
  userIds: string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await activeHoldersOf(
    db,
    organisationId,
    ['organization_admin', 'super_admin'],
    inArray(profiles.id, userIds),
  );
  return new Set(rows.map((row) => row.id));
}
