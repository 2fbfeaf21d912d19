import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Role } from '@/domain/roles';
import type { Database, Transaction } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { organizations } from '@/server/db/schema/organisations';
import { profiles, userRoles } from '@/server/db/schema/people';
import type { UserFilter } from './filter';

/**
 * A person as the directory sees them. People are no tenant's rows: the owner reads them, always bounded by the
 * token's organisation. Super admins are the platform's, managed in the Super Admin Panel: the directory never sees
 * them (and so can neither change nor deactivate one).
 */
const personColumns = {
  id: users.id,
  email: users.email,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  title: profiles.title,
  externalId: profiles.scimExternalId,
  role: userRoles.role,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};
const peopleOf = (organisationId: string, where?: SQL) =>
  and(
    eq(profiles.organizationId, organisationId),
    sql`${userRoles.role} is distinct from 'super_admin'`,
    where,
  );

function selectPeople(db: Database | Transaction, where: SQL | undefined) {
  return db
    .select(personColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(where)
    .$dynamic();
}

const filterOf = (filter: UserFilter) =>
  and(
    filter.userName === undefined ? undefined : eq(users.email, filter.userName.trim().toLowerCase()),
    filter.externalId === undefined ? undefined : eq(profiles.scimExternalId, filter.externalId),
  );

/** One page of the organisation's people matching the filter, oldest first (a stable order for startIndex), and how many match. */
export async function selectPeoplePage(
  db: Database,
  organisationId: string,
  query: { filter: UserFilter; offset: number; limit: number },
) {
  const where = peopleOf(organisationId, filterOf(query.filter));
  const [items, [totals]] = await Promise.all([
    selectPeople(db, where).orderBy(users.createdAt, users.id).limit(query.limit).offset(query.offset),
    db
      .select({ total: count() })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .leftJoin(userRoles, eq(userRoles.userId, users.id))
      .where(where),
  ]);
  return { items, total: Number(totals?.total ?? 0) };
}

/** One person of the organisation, or undefined for anyone else. */
export async function selectPerson(db: Database | Transaction, organisationId: string, userId: string) {
  const [row] = await selectPeople(db, peopleOf(organisationId, eq(users.id, userId)));
  return row;
}
export type DirectoryPerson = NonNullable<Awaited<ReturnType<typeof selectPerson>>>;

/** The organisation's people holding the role, oldest first: a group's members. */
export function selectRoleHolders(db: Database, organisationId: string, role: Role) {
  return selectPeople(db, peopleOf(organisationId, eq(userRoles.role, role))).orderBy(
    users.createdAt,
    users.id,
  );
}

/** Keeps the identity provider's id of the person (null forgets it). */
export async function saveExternalId(tx: Transaction, userId: string, externalId: string | null) {
  await tx.update(profiles).set({ scimExternalId: externalId }).where(eq(profiles.id, userId));
  await tx.update(users).set({ updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/** The organisation's name and e-mail domain: what an invitation names and what a new person's address must end in. */
export async function selectOrganisation(db: Database, organisationId: string) {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name, domain: organizations.domain })
    .from(organizations)
    .where(eq(organizations.id, organisationId));
  return row;
}
