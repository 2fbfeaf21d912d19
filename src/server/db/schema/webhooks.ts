import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  WebhookDeliveryEventType,
  WebhookDeliveryStatus,
  WebhookEventType,
} from '@/domain/webhook-events';
import { createdAt, idAndOrganisation, userRef } from './columns';

/** `webhook_endpoints`: where an organisation's claim system hears about events, and the secret that signs them. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    ...idAndOrganisation(),
    url: text('url').notNull(),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The signing secret, encrypted with a key derived from AUTH_SECRET (decision record 013). */
    secret: text('secret').notNull(),
    /** Deliveries in a row that failed after their last attempt; a delivery that arrives sets it back to 0. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    disabledReason: text('disabled_reason'),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_org_idx').on(t.organizationId, t.createdAt)],
);

/**
 * `webhook_deliveries`: one event for one endpoint, written in the transaction that raised the event. Its event id
 * (the webhook-id header) and payload never change, so every retry and Resend sends the same message; the row keeps
 * the last attempt's outcome.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    ...idAndOrganisation(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').$type<WebhookDeliveryEventType>().notNull(),
    /** The JSON text as signed and sent, byte for byte. */
    payload: text('payload').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    /** The `X-Request-Id` of the request that raised the event; null when background work raised it. */
    requestId: text('request_id'),
    createdAt: createdAt(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_endpoint_created_idx').on(
      t.endpointId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
