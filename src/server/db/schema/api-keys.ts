import * as pg from 'drizzle-orm/pg-core';
import type { ApiScope } from '@/domain/api-scopes';
import { credentialColumns, credentialIndexes } from './columns';

/**
 * `api_keys`: an organisation's keys for its claim systems. Only a SHA-256 of the key is kept (the key is shown once,
 * at creation); a request finds its key by that hash. Revoking keeps the row, so the audit log can still name it.
 * A key may expire; rotating it gives it a new secret and keeps the one before valid for a grace period, so that a
 * claim system can change over without a refused request.
 */
export const apiKeys = pg.pgTable(
  'api_keys',
  {
    ...credentialColumns(),
    keyHash: pg.text('key_hash').notNull(),
    scopes: pg.text('scopes').array().$type<ApiScope[]>().notNull(),
    /** When the key stops working; null: until revoked. */
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }),
    /** The secret before the last rotation, its first characters, and until when it is still accepted. */
    previousKeyHash: pg.text('previous_key_hash'),
    previousPrefix: pg.text('previous_prefix'),
    previousKeyValidUntil: pg.timestamp('previous_key_valid_until', { withTimezone: true }),
  },
  (t) => [
    ...credentialIndexes('api_keys', t, t.keyHash),
    pg.uniqueIndex('api_keys_previous_key_hash_key').on(t.previousKeyHash),
  ],
);
