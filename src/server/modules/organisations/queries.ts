import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { memberColumns, passwordAccountOf } from '@/server/db/people';
import { accounts, users } from '@/server/db/schema/auth';
import { invitations } from '@/server/db/schema/invitations';
import { organizations } from '@/server/db/schema/organisations';
import { profiles, userRoles } from '@/server/db/schema/people';

/** Every organisation with how many profiles belong to it, newest first (Super Admin Panel). */
export function listOrganisationsWithUserCounts(db: Database) {
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      domain: organizations.domain,
      createdAt: organizations.createdAt,
      userCount: count(profiles.id),
    })
    .from(organizations)
    .leftJoin(profiles, eq(profiles.organizationId, organizations.id))
    .groupBy(organizations.id)
    .orderBy(desc(organizations.createdAt), desc(organizations.id));
}

export async function insertOrganisation(tx: Transaction, input: { name: string; domain: string }) {
  const [row] = await tx.insert(organizations).values(input).returning({
    id: organizations.id,
    name: organizations.name,
    domain: organizations.domain,
    createdAt: organizations.createdAt,
  });
  if (!row) throw new Error('organization insert returned no row');
  return row;
}

/** People (profiles and roles) are not the tenant role's to read: the owner counts and lists them by organisation. */
export async function countMembers(db: Database, organisationId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(profiles)
    .where(eq(profiles.organizationId, organisationId));
  return Number(row?.total ?? 0);
}

/**
 * The organisation's people with their roles, by name (Org Admin Panel, Team Members), each with their password
 * account (none: invited, not accepted yet) and when their latest link that is neither used nor revoked expires.
 */
export function listMembers(db: Database, organisationId: string) {
  const latestLinkExpiry = sql`(select max(${invitations.expiresAt}) from ${invitations}
    where ${invitations.userId} = ${users.id} and ${invitations.acceptedAt} is null and ${invitations.revokedAt} is null)`;
  return db
    .select({
      ...memberColumns,
      passwordAccount: accounts.id,
      invitationExpiresAt: latestLinkExpiry.mapWith(invitations.expiresAt),
      deactivatedAt: users.deactivatedAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(userRoles, eq(userRoles.userId, profiles.id))
    .leftJoin(accounts, passwordAccountOf(users.id))
    .where(eq(profiles.organizationId, organisationId))
    .orderBy(asc(profiles.firstName), asc(profiles.lastName), asc(users.email));
}
