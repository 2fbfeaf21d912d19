import * as pg from 'drizzle-orm/pg-core';
import { credentialColumns, credentialIndexes } from './columns';

/**
 * `scim_tokens`: the bearer tokens an organisation's identity provider provisions its people with (SCIM 2.0). As
 * with API keys, only a SHA-256 of the token is kept (it is shown once, at creation) and revoking keeps the row, so
 * the audit log can still name the directory that made a change.
 */
export const scimTokens = pg.pgTable(
  'scim_tokens',
  {
    ...credentialColumns(),
    tokenHash: pg.text('token_hash').notNull(),
  },
  (t) => credentialIndexes('scim_tokens', t, t.tokenHash),
);
