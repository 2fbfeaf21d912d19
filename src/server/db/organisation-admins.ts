import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from './client';
import { users } from './schema/auth';
import { profiles, userRoles } from './schema/people';

/**
 * The e-mail addresses of the organisation's active admins, whom its notices go to (a deactivated admin gets none).
 * Read on the owner's connection: the tenant role reads no roles.
 */
export function organisationAdminEmails(db: Database | Transaction, organisationId: string) {
  return db
    .select({ email: users.email })
    .from(profiles)
    .innerJoin(userRoles, eq(userRoles.userId, profiles.id))
    .innerJoin(users, eq(users.id, profiles.id))
    .where(
      and(
        eq(profiles.organizationId, organisationId),
        eq(userRoles.role, 'organization_admin'),
        isNull(users.deactivatedAt),
      ),
    );
}
