import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import type { MailKind } from '@/domain/mail-outbox';
import { createdAt } from './columns';

/** Mail kept in the database when no SMTP server is configured; super admins read it in the app. */
export const mailOutbox = pg.pgTable(
  'mail_outbox',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    /** Reset and invitation links are shown to their addressee alone (see the outbox route). */
    kind: pg.text('kind').$type<MailKind>().notNull(),
    toAddress: pg.text('to_address').notNull(),
    replyTo: pg.text('reply_to'),
    subject: pg.text('subject').notNull(),
    text: pg.text('text').notNull(),
    html: pg.text('html'),
    createdAt: createdAt(),
  },
  (t) => [pg.index('mail_outbox_created_at_idx').on(t.createdAt)],
);

/** Fixed-window counters shared by every server process (sign-in, reset and contact limits). */
export const rateLimitBuckets = pg.pgTable('rate_limit_buckets', {
  key: pg.text('key').primaryKey(),
  count: pg.integer('count').notNull(),
  windowStartedAt: pg.timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/** Append-only record of who did what to which record. `organization_id` is null for platform-level events. */
export const auditEvents = pg.pgTable(
  'audit_events',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    organizationId: pg.uuid('organization_id'),
    actorUserId: pg.uuid('actor_user_id'),
    /**
     * The API key the change was made with, or null when a signed-in user made it. Filled by the database from the
     * tenant transaction's setting, so no service has to pass it along (see withTenant).
     */
    actorApiKeyId: pg
      .uuid('actor_api_key_id')
      .default(sql`nullif(current_setting('app.api_key_id', true), '')::uuid`),
    /** The SCIM token of the identity provider that made the change (directory sync), or null. */
    actorScimTokenId: pg.uuid('actor_scim_token_id'),
    action: pg.text('action').notNull(),
    subjectType: pg.text('subject_type').notNull(),
    subjectId: pg.text('subject_id'),
    details: pg.jsonb('details'),
    /** The `X-Request-Id` of the request that made the change (null for background work): the id a customer quotes. */
    requestId: pg.text('request_id'),
    /** The address and browser (User-Agent) of the request that made the change; null for background work. */
    ipAddress: pg.text('ip_address'),
    userAgent: pg.text('user_agent'),
    createdAt: createdAt(),
    /**
     * The organisation's events (the platform's own, without one, apart) form a hash chain: the event's place in it
     * (1, 2, 3...), the hash of the event before it (null for the first) and its own hash over its content and that
     * link (see src/server/db/audit-chain.ts). Null only on a row written by something other than the app.
     */
    chainPosition: pg.bigint('chain_position', { mode: 'number' }),
    previousHash: pg.text('previous_hash'),
    hash: pg.text('hash'),
  },
  (t) => [
    pg.index('audit_events_organization_id_created_at_idx').on(t.organizationId, t.createdAt),
    // Subject requests: the events about a record or a user, the events a user made, the events naming a device.
    pg.index('audit_events_org_subject_idx').on(t.organizationId, t.subjectId),
    pg.index('audit_events_org_actor_created_idx').on(t.organizationId, t.actorUserId, t.createdAt),
    pg.index('audit_events_org_imei_idx').on(t.organizationId, sql`(${t.details} ->> 'imei')`),
    // One event at each place of a chain: two writers that raced would fail rather than fork it.
    pg
      .uniqueIndex('audit_events_chain_idx')
      .on(t.organizationId, t.chainPosition)
      .where(sql`${t.organizationId} is not null`),
    pg
      .uniqueIndex('audit_events_platform_chain_idx')
      .on(t.chainPosition)
      .where(sql`${t.organizationId} is null`),
  ],
);
