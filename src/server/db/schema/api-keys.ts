import * as pg from 'drizzle-orm/pg-core';
import type { ApiScope } from '@/domain/api-scopes';
import { credentialColumns, credentialIndexes } from './columns';

/**
 * `api_keys`: an organisation's keys for its claim systems. Only a SHA-256 of the key is kept (the key is shown once,
 * at creation); a request finds its key by that hash. Revoking keeps the row, so the audit log can still name it.
 */
export const apiKeys = pg.pgTable(
  'api_keys',
  {
    ...credentialColumns(),
    keyHash: pg.text('key_hash').notNull(),
    scopes: pg.text('scopes').array().$type<ApiScope[]>().notNull(),
  },
  (t) => credentialIndexes('api_keys', t, t.keyHash),
);
