import { apiKeyMessages } from '@/domain/api-key-messages';
import type { ApiKeyRotationSchema, NewApiKeySchema } from '@/domain/schemas/api-key';
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
  hasActiveKey,
  insertKey,
  revokeKey,
  rotateKey,
  selectActiveKeys,
  selectActiveKeysCreatedBy,
} from './queries';

type Deps = Pick<Services, 'db'>;

type NewApiKey = import('zod').output<typeof NewApiKeySchema>;
type ApiKeyRotation = import('zod').output<typeof ApiKeyRotationSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

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
  const now = Date.now();
  return keys.map(({ creatorId, previousPrefix, previousKeyValidUntil, ...key }) => {
    const previousValid = previousKeyValidUntil !== null && previousKeyValidUntil.getTime() > now;
    return {
      ...key,
      previousPrefix: previousValid ? previousPrefix : null,
      previousKeyValidUntil: previousValid ? previousKeyValidUntil : null,
      isUsable: creatorId !== null && (key.expiresAt === null || key.expiresAt.getTime() > now),
      createdByFormerAdmin: creatorId === null || !admins.has(creatorId),
    };
  });
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
  const expiresAt =
    input.expiresInDays === undefined ? null : new Date(Date.now() + input.expiresInDays * DAY_MS);
  const created = await tenant
    .run(async (tx) => {
      if ((await countActiveKeysLocked(tx, organisationId)) >= MAX_ACTIVE_API_KEYS) {
        throw conflict(apiKeyMessages.tooMany(MAX_ACTIVE_API_KEYS), 'TOO_MANY_API_KEYS');
      }
      const row = { organizationId: organisationId, name: input.name, prefix, keyHash, scopes: input.scopes };
      const { id } = await insertKey(tx, { ...row, createdBy: userId, expiresAt });
      await recordEvent(tx, tenant, {
        name: 'api_key.created',
        subjectId: id,
        data: { name: input.name, prefix, scopes: input.scopes, expiresAt: expiresAt?.toISOString() ?? null },
      });
      return { id };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(apiKeyMessages.nameTaken(input.name), 'DUPLICATE');
      throw error;
    });
  return { id: created.id, name: input.name, scopes: input.scopes, key, expiresAt };
}

/**
 * Gives a key of the admin's organisation a new secret, shown in this reply only; the one before keeps working for
 * the grace period. Another organisation's key, or a revoked one, is a 404; an expired one a 409 (create a new key).
 */
export async function rotateApiKey(tenant: TenantContext, id: string, input: ApiKeyRotation) {
  const { key, prefix, keyHash } = generateApiKey();
  const previousKeyValidUntil = new Date(Date.now() + input.graceHours * HOUR_MS);
  return tenant.run(async (tx) => {
    const rotated = await rotateKey(tx, tenant.organisationId, id, {
      keyHash,
      prefix,
      previousKeyValidUntil,
    });
    if (!rotated) {
      if (await hasActiveKey(tx, tenant.organisationId, id)) {
        throw conflict(apiKeyMessages.cannotRotateExpired, 'API_KEY_EXPIRED');
      }
      throw notFound();
    }
    await recordEvent(tx, tenant, {
      name: 'api_key.rotated',
      subjectId: id,
      data: {
        name: rotated.name,
        prefix,
        previousPrefix: rotated.previousPrefix ?? '',
        previousKeyValidUntil: previousKeyValidUntil.toISOString(),
      },
    });
    return {
      id,
      name: rotated.name,
      scopes: rotated.scopes,
      key,
      expiresAt: rotated.expiresAt,
      previousKeyValidUntil,
    };
  });
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
