import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { lockOrganisationRecords } from '@/server/db/organisation-lock';
import { personName } from '@/server/db/person-name';
import { users } from '@/server/db/schema/auth';
import { scimTokens } from '@/server/db/schema/scim-tokens';
import type { TenantTx } from '@/server/db/tenant';

const isActive = (organisationId: string) =>
  and(eq(scimTokens.organizationId, organisationId), isNull(scimTokens.revokedAt));

/** The organisation's tokens not revoked, newest first, with their creator's name. */
export function selectActiveTokens(tx: TenantTx, organisationId: string) {
  return tx
    .select({
      id: scimTokens.id,
      name: scimTokens.name,
      prefix: scimTokens.prefix,
      createdBy: personName,
      createdAt: scimTokens.createdAt,
      lastUsedAt: scimTokens.lastUsedAt,
    })
    .from(scimTokens)
    .leftJoin(users, eq(users.id, scimTokens.createdBy))
    .where(isActive(organisationId))
    .orderBy(desc(scimTokens.createdAt), desc(scimTokens.id));
}

/** How many tokens the organisation has not revoked, counted under a lock so two creations cannot both pass the limit. */
export async function countActiveTokensLocked(tx: TenantTx, organisationId: string): Promise<number> {
  await lockOrganisationRecords(tx, 'scim-tokens', organisationId);
  const [row] = await tx.select({ total: count() }).from(scimTokens).where(isActive(organisationId));
  return row?.total ?? 0;
}

export async function insertToken(
  tx: TenantTx,
  token: typeof scimTokens.$inferInsert,
): Promise<{ id: string }> {
  const [row] = await tx.insert(scimTokens).values(token).returning({ id: scimTokens.id });
  if (!row) throw new Error('scim_tokens insert returned no row');
  return row;
}

/** Revokes an active token of the organisation; its name, or undefined when it has none such. */
export async function revokeToken(tx: TenantTx, organisationId: string, id: string, revokedBy: string) {
  const [row] = await tx
    .update(scimTokens)
    .set({ revokedAt: new Date(), revokedBy })
    .where(and(eq(scimTokens.id, id), isActive(organisationId)))
    .returning({ name: scimTokens.name });
  return row;
}

/**
 * The active token with this hash, found as the owner (the organisation is not known before it), and noted as used:
 * the card shows when the directory last called.
 */
export async function touchActiveToken(db: Database, tokenHash: string) {
  const [row] = await db
    .update(scimTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(scimTokens.tokenHash, tokenHash), isNull(scimTokens.revokedAt)))
    .returning({ id: scimTokens.id, organisationId: scimTokens.organizationId });
  return row;
}
