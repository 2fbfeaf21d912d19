import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idAndOrganisation, userRef } from './columns';

/**
 * `scim_tokens`: the bearer tokens an organisation's identity provider provisions its people with (SCIM 2.0). As
 * with API keys, only a SHA-256 of the token is kept (it is shown once, at creation) and revoking keeps the row, so
 * the audit log can still name the directory that made a change.
 */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    ...idAndOrganisation(),
    name: text('name').notNull(),
    /** The token's first characters, shown to tell tokens apart. */
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: userRef('revoked_by'),
  },
  (t) => [
    uniqueIndex('scim_tokens_token_hash_key').on(t.tokenHash),
    index('scim_tokens_org_created_idx').on(t.organizationId, t.createdAt),
    uniqueIndex('scim_tokens_org_active_name_key')
      .on(t.organizationId, t.name)
      .where(sql`revoked_at is null`),
  ],
);
