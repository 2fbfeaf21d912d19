import { eq, or, sql } from 'drizzle-orm';
import { apiKeyMessages } from '@/domain/api-key-messages';
import { type Database, UNNAMED_STATEMENT } from '@/server/db/client';
import { joinProfile } from '@/server/db/people';
import { apiKeys } from '@/server/db/schema/api-keys';
import { users } from '@/server/db/schema/auth';
import { AppError } from '@/server/errors';
import { type ActorProfile, actorColumns, toActorProfile } from './actor';
import { newSecretToken, sha256Hex } from './secret-token';

const KEY_PREFIX = 'cgk_';

/** A new key: `cgk_` and 256 random bits; what is stored of it is its SHA-256 and its first characters. */
export function generateApiKey(): { key: string; prefix: string; keyHash: string } {
  const key = `${KEY_PREFIX}${newSecretToken()}`;
  return { key, prefix: key.slice(0, KEY_PREFIX.length + 8), keyHash: sha256Hex(key) };
}

/** The key given as `Authorization: Bearer <key>`, or null when the request does not use one. */
export function bearerTokenOf(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

const invalidKey = (message: string) => new AppError({ status: 401, code: 'INVALID_API_KEY', message });

function prepareKeyActor(db: Database) {
  const keyUsers = db
    .select({
      ...actorColumns,
      keyId: apiKeys.id,
      keyName: apiKeys.name,
      keyOrganisationId: apiKeys.organizationId,
      scopes: apiKeys.scopes,
      revokedAt: apiKeys.revokedAt,
      expiresAt: apiKeys.expiresAt,
      previousKeyHash: apiKeys.previousKeyHash,
      previousKeyValidUntil: apiKeys.previousKeyValidUntil,
      lastUsedAt: apiKeys.lastUsedAt,
      creatorDeactivatedAt: users.deactivatedAt,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .$dynamic();
  return joinProfile(keyUsers)
    .where(
      or(
        eq(apiKeys.keyHash, sql.placeholder('keyHash')),
        eq(apiKeys.previousKeyHash, sql.placeholder('keyHash')),
      ),
    )
    .limit(1)
    .prepare(UNNAMED_STATEMENT);
}

const keyActorStatements = new WeakMap<Database, ReturnType<typeof prepareKeyActor>>();

/**
 * The actor of a request made with an API key, in one statement: the key acts for its organisation on behalf of the
 * admin who created it. An unknown or revoked key is a 401; so is an expired one (`API_KEY_EXPIRED`), the secret a
 * rotation replaced once its grace period is over, and a key whose creator has been deleted or now belongs to another
 * organisation. A key belongs to its organisation, not to its creator: when the creator is demoted or deactivated the
 * key keeps working, with an organisation admin's rights (bounded by its scopes), still naming them.
 */
export async function loadApiKeyActor(db: Database, key: string): Promise<ActorProfile> {
  let statement = keyActorStatements.get(db);
  if (!statement) {
    statement = prepareKeyActor(db);
    keyActorStatements.set(db, statement);
  }
  const keyHash = sha256Hex(key);
  const [row] = await statement.execute({ keyHash });
  if (!row || row.revokedAt) throw invalidKey(apiKeyMessages.invalidKey);
  const { keyId, keyName, keyOrganisationId, scopes, lastUsedAt, expiresAt, ...rest } = row;
  const {
    revokedAt: _revoked,
    previousKeyHash,
    previousKeyValidUntil,
    creatorDeactivatedAt,
    ...creator
  } = rest;
  const now = Date.now();
  if (previousKeyHash === keyHash && !(previousKeyValidUntil && previousKeyValidUntil.getTime() > now)) {
    throw invalidKey(apiKeyMessages.invalidKey);
  }
  if (expiresAt && expiresAt.getTime() <= now) {
    throw new AppError({
      status: 401,
      code: 'API_KEY_EXPIRED',
      message: apiKeyMessages.expiredKey(expiresAt.toISOString().slice(0, 10)),
    });
  }
  if (creator.organisationId !== keyOrganisationId) throw invalidKey(apiKeyMessages.creatorLeft);
  const isAdmin = creator.role === 'organization_admin' || creator.role === 'super_admin';
  const role = isAdmin && !creatorDeactivatedAt ? creator.role : 'organization_admin';
  return {
    ...toActorProfile({ ...creator, role }),
    apiKey: { id: keyId, name: keyName, scopes, lastUsedAt },
  };
}

const TOUCH_EVERY_MS = 60_000;

/**
 * Notes that the key was used (the API Keys screen shows when it was last used), at most once a minute per key: a
 * key in steady use costs no write on most requests.
 */
export async function touchApiKey(db: Database, key: { id: string; lastUsedAt: Date | null }): Promise<void> {
  if (key.lastUsedAt && Date.now() - key.lastUsedAt.getTime() < TOUCH_EVERY_MS) return;
  await db.update(apiKeys).set({ lastUsedAt: sql`now()` }).where(eq(apiKeys.id, key.id));
}
