import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import type { DeviceSearchPath, DeviceSearchState } from '@/domain/device-searches';
import { apiKeys } from './api-keys';
import { deviceImei, idAndOrganisation, newestFirstIndex, REDUCED_MARK_LITERAL, userRef } from './columns';

/**
 * `device_searches`: the ledger of every device-history search an organisation sent (each may be charged). A row is
 * written `sent` before the call and gets the answer (or the failure) as soon as it arrives, in a short transaction of
 * its own, so a paid answer survives whatever fails after it and can be used instead of searching again.
 */
export const deviceSearches = pg.pgTable(
  'device_searches',
  {
    ...idAndOrganisation(),
    path: pg.text('path').$type<DeviceSearchPath>().notNull(),
    /** Who searched: the user (for a bulk row, the batch's creator) and the API key the request came with, if any. */
    userId: userRef('user_id'),
    apiKeyId: pg.uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    ...deviceImei(),
    /** The claim reference sent with the search. */
    claimReference: pg.text('claim_reference'),
    /** The Idempotency-Key of the request that searched: its retry uses the answer. */
    idempotencyKey: pg.text('idempotency_key'),
    state: pg.text('state').$type<DeviceSearchState>().notNull().default('sent'),
    /** Whether the provider may have charged it: answered, or failed after the request may have reached it. */
    charged: pg.boolean('charged').notNull().default(true),
    /** Why it failed, for the list (the failure kind and the detail the log has). */
    failure: pg.text('failure'),
    /** The provider's answer as received. */
    answer: pg.jsonb('answer'),
    sentAt: pg.timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: pg.timestamp('ended_at', { withTimezone: true }),
    /** Later searches of the device that used this answer instead of paying again. */
    reuses: pg.integer('reuses').notNull().default(0),
  },
  (t) => [
    newestFirstIndex('device_searches_org_sent_idx', t, t.sentAt),
    pg.index('device_searches_org_imei_idx').on(t.organizationId, t.imeiKey, t.sentAt),
    // One search of a device in flight per organisation: a second intake waits for the first and uses its answer.
    pg
      .uniqueIndex('device_searches_in_flight_key')
      .on(t.organizationId, t.imeiKey)
      .where(sql`${t.state} = 'sent'`),
    // Retention reduces answers older than the organisation keeps them whole: those not reduced yet, oldest first.
    pg
      .index('device_searches_org_whole_answer_idx')
      .on(t.organizationId, t.sentAt)
      .where(sql`${t.answer} is not null and ${t.answer} ->> ${REDUCED_MARK_LITERAL} is null`),
  ],
);
