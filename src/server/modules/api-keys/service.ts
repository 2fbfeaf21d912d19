import { apiKeyMessages } from '@/domain/api-key-messages';
import type { NewApiKeySchema } from '@/domain/schemas/api-key';
import { type EventContext, recordEvent } from '@/server/audit/record-event';
import { generateApiKey } from '@/server/auth/api-key-actor';
import type { TenantContext } from '@/server/auth/tenant-context';
import type { Transaction } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/errors';
import { activeAdminIdsAmong } from '@/server/db/organisation-admins';
import { conflict, notFound } from '@/server/errors';
import type { Services } from '@/server/services';
import {
  countActiveKeysLocked,
  insertKey,
  revokeKey,
  selectActiveKeys,
  selectActiveKeysCreatedBy,
} from './queries';

type Deps = Pick<Services, 'db'>;

type NewApiKey = import('zod').output<typeof NewApiKeySchema>;

/** Active keys an organisation may have at once: enough for every claim system and environment, few to review. */
export const MAX_ACTIVE_API_KEYS = 20;

/**
 * The organisation's keys, each saying whether it works (a key whose creator was deleted does not) and whether its
 * creator is a former admin (demoted or deactivated: the key, the organisation's, keeps working).
 */
export async function listApiKeys(deps: Deps, tenant: TenantContext) {
  const keys = await tenant.run((tx) => selectActiveKeys(tx, tenant.organisationId));
  const creators = keys.flatMap((key) => (key.creatorId ? [key.creatorId] : []));
  const admins = await activeAdminIdsAmong(deps.db, tenant.organisationId, [...new Set(creators)]);
  return keys.map(({ creatorId, ...key }) => ({
    ...key,
    isUsable: creatorId !== null,
    createdByFormerAdmin: creatorId === null || !admins.has(creatorId),
  }));
}

/**
 * Audits on each of the organisation's active keys the user created that they are no longer one of its admins
 * (demoted or deactivated), in the transaction that changes them: the key is kept, it belongs to the organisation.
 */
export async function recordKeyCreatorLeft(
  tx: Transaction,
  by: EventContext & { organisationId: string },
  userId: string,
  reason: 'demoted' | 'deactivated',
): Promise<void> {
  for (const key of await selectActiveKeysCreatedBy(tx, by.organisationId, userId)) {
    await recordEvent(tx, by, {
      name: 'api_key.creator_left',
      subjectId: key.id,
      data: { name: key.name, creatorId: userId, reason },
    });
  }
}

/** A new key of the admin's organisation; the key itself is in this reply only (what is kept is its hash). */
export async function createApiKey(tenant: TenantContext, input: NewApiKey) {
  const { organisationId, userId } = tenant;
  const { key, prefix, keyHash } = generateApiKey();
  const created = await tenant
    .run(async (tx) => {
      if ((await countActiveKeysLocked(tx, organisationId)) >= MAX_ACTIVE_API_KEYS) {
        throw conflict(apiKeyMessages.tooMany(MAX_ACTIVE_API_KEYS), 'TOO_MANY_API_KEYS');
      }
      const row = { organizationId: organisationId, name: input.name, prefix, keyHash, scopes: input.scopes };
      const { id } = await insertKey(tx, { ...row, createdBy: userId });
      await recordEvent(tx, tenant, {
        name: 'api_key.created',
        subjectId: id,
        data: { name: input.name, prefix, scopes: input.scopes },
      });
      return { id };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(apiKeyMessages.nameTaken(input.name), 'DUPLICATE');
      throw error;
    });
  return { id: created.id, name: input.name, scopes: input.scopes, key };
}

/** Revokes a key of the admin's organisation: from now on it is refused. Another organisation's key is a 404. */
export async function revokeApiKey(tenant: TenantContext, id: string): Promise<void> {
  const { organisationId, userId } = tenant;
  await tenant.run(async (tx) => {
    const revoked = await revokeKey(tx, organisationId, id, userId);
    if (!revoked) throw notFound();
    await recordEvent(tx, tenant, {
      name: 'api_key.revoked',
      subjectId: id,
      data: { name: revoked.name },
    });
  });
}
