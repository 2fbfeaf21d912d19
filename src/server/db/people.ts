import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { accounts, users } from './schema/auth';
import { organizations } from './schema/organisations';
import { profiles, userRoles } from './schema/people';

/** A person as the member lists show them: id, e-mail, name, title and role (profiles and roles joined to users). */
export const memberColumns = {
  id: users.id,
  email: users.email,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  title: profiles.title,
  role: userRoles.role,
};

/** The user's password sign-in account; an invited user has none until they set a password. */
export const passwordAccountOf = (userId: AnyPgColumn | string) =>
  and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'));

/** The user's profile, role and organisation (each may be missing), joined to a query that starts from the user. */
export function joinProfile<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, profiles.organizationId));
}
