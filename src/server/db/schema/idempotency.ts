import * as pg from 'drizzle-orm/pg-core';
import { createdAt, idAndOrganisation } from './columns';

/** Whether the write a key names is still running or has its reply stored. */
export type IdempotencyState = 'in_progress' | 'complete';

/**
 * The writes a client sent with an Idempotency-Key, per organisation, kept a day so that a retried request gets the
 * first reply instead of a second check or decision. `id` names one claim of the key: a claim taken over after its
 * request died gets a new one, so the late request cannot overwrite the new reply.
 */
export const idempotencyKeys = pg.pgTable(
  'idempotency_keys',
  {
    ...idAndOrganisation(),
    key: pg.text('key').notNull(),
    /** Method and route pattern ('POST /api/v1/checks/:id/settlement'). */
    route: pg.text('route').notNull(),
    /** SHA-256 (hex) of the request's path parameters, query and body in canonical JSON. */
    requestHash: pg.text('request_hash').notNull(),
    state: pg.text('state').$type<IdempotencyState>().notNull(),
    replyStatus: pg.integer('reply_status'),
    /** The reply body as sent (JSON text), so a replay answers byte for byte the same. */
    replyBody: pg.text('reply_body'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('idempotency_keys_org_key_key').on(t.organizationId, t.key),
    pg.index('idempotency_keys_org_created_idx').on(t.organizationId, t.createdAt),
  ],
);
