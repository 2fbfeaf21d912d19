import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import type {
  WebhookDeliveryEventType,
  WebhookDeliveryStatus,
  WebhookEventType,
} from '@/domain/webhook-events';
import { createdAt, idAndOrganisation, userRef } from './columns';
import { organizations } from './organisations';

/** `webhook_endpoints`: where an organisation's claim system hears about events, and the secret that signs them. */
export const webhookEndpoints = pg.pgTable(
  'webhook_endpoints',
  {
    ...idAndOrganisation(),
    url: pg.text('url').notNull(),
    events: pg.text('events').array().$type<WebhookEventType[]>().notNull(),
    enabled: pg.boolean('enabled').notNull().default(true),
    /** The signing secret, encrypted with a key derived from AUTH_SECRET (decision record 013). */
    secret: pg.text('secret').notNull(),
    /**
     * The secret a rotation replaced, sealed like `secret`: deliveries are signed with both until
     * `previous_secret_expires_at`, so a receiver can switch without refusing any (decision record 046).
     */
    previousSecret: pg.text('previous_secret'),
    previousSecretExpiresAt: pg.timestamp('previous_secret_expires_at', { withTimezone: true }),
    /** Deliveries in a row that failed after their last attempt; a delivery that arrives sets it back to 0. */
    consecutiveFailures: pg.integer('consecutive_failures').notNull().default(0),
    disabledReason: pg.text('disabled_reason'),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [pg.index('webhook_endpoints_org_idx').on(t.organizationId, t.createdAt)],
);

/**
 * `webhook_deliveries`: one event for one endpoint, written in the transaction that raised the event. Its event id
 * (the webhook-id header) and payload never change, so every retry and Resend sends the same message; the row keeps
 * the last attempt's outcome.
 */
export const webhookDeliveries = pg.pgTable(
  'webhook_deliveries',
  {
    ...idAndOrganisation(),
    endpointId: pg
      .uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: pg.text('event_id').notNull(),
    eventType: pg.text('event_type').$type<WebhookDeliveryEventType>().notNull(),
    /** The JSON text as signed and sent, byte for byte. */
    payload: pg.text('payload').notNull(),
    status: pg.text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: pg.integer('attempts').notNull().default(0),
    responseStatus: pg.integer('response_status'),
    responseBody: pg.text('response_body'),
    durationMs: pg.integer('duration_ms'),
    error: pg.text('error'),
    /** The `X-Request-Id` of the request that raised the event; null when background work raised it. */
    requestId: pg.text('request_id'),
    createdAt: createdAt(),
    lastAttemptAt: pg.timestamp('last_attempt_at', { withTimezone: true }),
  },
  (t) => [
    pg
      .index('webhook_deliveries_endpoint_created_idx')
      .on(t.endpointId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * `webhook_events`: every webhook event the organisation raised (not the test events), written once in the
 * transaction that raised it whether or not an endpoint listens, so a receiver can catch up on what it missed
 * (`GET /api/v1/events`). Kept 30 days.
 */
export const webhookEvents = pg.pgTable(
  'webhook_events',
  {
    ...idAndOrganisation(),
    /** The webhook-id of its deliveries (`msg_…`). */
    eventId: pg.text('event_id').notNull(),
    eventType: pg.text('event_type').$type<WebhookEventType>().notNull(),
    /** The JSON text its deliveries carry, byte for byte. */
    payload: pg.text('payload').notNull(),
    /** The database's clock when it was written (distinct within a transaction): the order the feed reads. */
    recordedAt: pg.timestamp('recorded_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [pg.index('webhook_events_org_recorded_idx').on(t.organizationId, t.recordedAt, t.id)],
);

/**
 * `webhook_event_sequences`: how many webhook events each check's claim has raised, the `sequence` of the newest
 * (its row is locked until the raising transaction ends, so a claim's events are counted in the order they commit).
 */
export const webhookEventSequences = pg.pgTable(
  'webhook_event_sequences',
  {
    organizationId: pg
      .uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The check the events concern (a settled claim's own id when it names no check). */
    checkId: pg.uuid('check_id').notNull(),
    lastSequence: pg.bigint('last_sequence', { mode: 'number' }).notNull().default(1),
  },
  (t) => [pg.primaryKey({ columns: [t.organizationId, t.checkId] })],
);
