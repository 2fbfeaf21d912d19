import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { ApiScope } from '@/domain/api-scopes';
import type { Transaction } from '@/server/db/client';
import { lockOrganisationRecords } from '@/server/db/organisation-lock';
import { personName } from '@/server/db/person-name';
import { apiKeys } from '@/server/db/schema/api-keys';
import { users } from '@/server/db/schema/auth';
import type { TenantTx } from '@/server/db/tenant';

const isActive = (organisationId: string) =>
  and(eq(apiKeys.organizationId, organisationId), isNull(apiKeys.revokedAt));

/** The organisation's keys not revoked, newest first, with their creator's id and name. */
export function selectActiveKeys(tx: TenantTx, organisationId: string) {
  return tx
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      creatorId: apiKeys.createdBy,
      createdBy: personName,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      expiresAt: apiKeys.expiresAt,
      previousPrefix: apiKeys.previousPrefix,
      previousKeyValidUntil: apiKeys.previousKeyValidUntil,
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(isActive(organisationId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/**
 * How many keys the organisation has not revoked. Counted under a lock of the organisation's keys, held until the
 * transaction ends, so two creations at once cannot both pass the limit.
 */
export async function countActiveKeysLocked(tx: TenantTx, organisationId: string): Promise<number> {
  await lockOrganisationRecords(tx, 'api-keys', organisationId);
  const [row] = await tx.select({ total: count() }).from(apiKeys).where(isActive(organisationId));
  return row?.total ?? 0;
}

export async function insertKey(
  tx: TenantTx,
  key: {
    organizationId: string;
    name: string;
    prefix: string;
    keyHash: string;
    scopes: ApiScope[];
    createdBy: string;
    expiresAt: Date | null;
  },
): Promise<{ id: string }> {
  const [row] = await tx.insert(apiKeys).values(key).returning({ id: apiKeys.id });
  if (!row) throw new Error('api_keys insert returned no row');
  return row;
}

/**
 * Gives an active key of the organisation a new secret; the one before stays valid until `previousKeyValidUntil`
 * (the secret before that stops at once). The key as it is now, or undefined when the organisation has no active key
 * of that id that has not expired.
 */
export async function rotateKey(
  tx: TenantTx,
  organisationId: string,
  id: string,
  secret: { keyHash: string; prefix: string; previousKeyValidUntil: Date },
) {
  const [row] = await tx
    .update(apiKeys)
    .set({
      previousKeyHash: sql`${apiKeys.keyHash}`,
      previousPrefix: sql`${apiKeys.prefix}`,
      previousKeyValidUntil: secret.previousKeyValidUntil,
      keyHash: secret.keyHash,
      prefix: secret.prefix,
    })
    .where(
      and(
        eq(apiKeys.id, id),
        isActive(organisationId),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`)),
      ),
    )
    .returning({
      name: apiKeys.name,
      scopes: apiKeys.scopes,
      expiresAt: apiKeys.expiresAt,
      previousPrefix: apiKeys.previousPrefix,
    });
  return row;
}

/** Whether the organisation has an active key of that id (expired or not). */
export async function hasActiveKey(tx: TenantTx, organisationId: string, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), isActive(organisationId)));
  return row !== undefined;
}

/** Revokes an active key of the organisation; the key's name, or null when it has none such. */
export async function revokeKey(
  tx: TenantTx,
  organisationId: string,
  id: string,
  revokedBy: string,
): Promise<{ name: string } | undefined> {
  const [row] = await tx
    .update(apiKeys)
    .set({ revokedAt: new Date(), revokedBy })
    .where(and(eq(apiKeys.id, id), isActive(organisationId)))
    .returning({ name: apiKeys.name });
  return row;
}

/** The organisation's active keys created by this user, for the change of that user's role or access. */
export function selectActiveKeysCreatedBy(tx: Transaction, organisationId: string, userId: string) {
  return tx
    .select({ id: apiKeys.id, name: apiKeys.name })
    .from(apiKeys)
    .where(and(isActive(organisationId), eq(apiKeys.createdBy, userId)))
    .orderBy(apiKeys.id);
}
