import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApiScope } from '@/domain/api-scopes';
import { createdAt, idAndOrganisation, userRef } from './columns';

/**
 * `api_keys`: an organisation's keys for its claim systems. Only a SHA-256 of the key is kept (the key is shown once,
 * at creation); a request finds its key by that hash. Revoking keeps the row, so the audit log can still name it.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    ...idAndOrganisation(),
    name: text('name').notNull(),
    /** The key's first characters, shown to tell keys apart. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    scopes: text('scopes').array().$type<ApiScope[]>().notNull(),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: userRef('revoked_by'),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash_key').on(t.keyHash),
    index('api_keys_org_created_idx').on(t.organizationId, t.createdAt),
    // Admins tell active keys apart by name; a revoked key's name may be used again.
    uniqueIndex('api_keys_org_active_name_key').on(t.organizationId, t.name).where(sql`revoked_at is null`),
  ],
);
