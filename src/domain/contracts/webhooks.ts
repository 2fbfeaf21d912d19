import { z } from 'zod';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from '@/domain/webhook-events';
import { pageReply } from './page';
import { isoDateTime, type Wire } from './wire';

const EventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
const DeliveryStatusSchema = z.enum(WEBHOOK_DELIVERY_STATUSES);

/** One webhook endpoint of the organisation, as the Webhooks section lists it (never its secret). */
export const WebhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(EventTypeSchema),
  enabled: z.boolean(),
  disabledReason: z
    .string()
    .nullable()
    .describe('Why the endpoint was disabled automatically; null otherwise'),
  consecutiveFailures: z.number().int().describe('Deliveries in a row that failed after their last attempt'),
  lastDeliveryStatus: DeliveryStatusSchema.nullable().describe('Null: nothing was sent to it yet'),
  lastDeliveryAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type WebhookEndpoint = Wire<typeof WebhookEndpointSchema>;

/** `GET /api/v1/webhook-endpoints`: every endpoint of the organisation, newest first. */
export const WebhookEndpointListReply = z.object({ items: z.array(WebhookEndpointSchema) });

const secret = z
  .string()
  .describe('The signing secret (Standard Webhooks, whsec_…): shown this once, keep it with the receiver');

/** `POST /api/v1/webhook-endpoints` (201): the endpoint and its signing secret, shown this once. */
export const CreatedWebhookEndpointReply = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(EventTypeSchema),
  secret,
});
export type CreatedWebhookEndpoint = Wire<typeof CreatedWebhookEndpointReply>;

/** `POST /api/v1/webhook-endpoints/:id/secret`: the new signing secret, shown this once; the old one stops at once. */
export const WebhookSecretReply = z.object({ secret });
export type WebhookSecret = Wire<typeof WebhookSecretReply>;

/** One delivery of an event to an endpoint, as its delivery log shows it (the last attempt's outcome). */
export const WebhookDeliverySchema = z.object({
  id: z.uuid(),
  eventId: z.string().describe('The webhook-id header: the same on every attempt and on Resend'),
  eventType: EventTypeSchema,
  status: DeliveryStatusSchema,
  attempts: z.number().int(),
  responseStatus: z
    .number()
    .int()
    .nullable()
    .describe('The HTTP status of the last answer; null without one'),
  responseBody: z.string().nullable().describe('The first 1 KB of the last answer'),
  durationMs: z.number().int().nullable(),
  error: z.string().nullable().describe('Why the last attempt failed; null when it did not'),
  requestId: z
    .string()
    .nullable()
    .describe('The X-Request-Id of the request that raised the event; null when background work raised it'),
  createdAt: isoDateTime,
  lastAttemptAt: isoDateTime.nullable(),
});
export type WebhookDelivery = Wire<typeof WebhookDeliverySchema>;

/** `GET /api/v1/webhook-endpoints/:id/deliveries`: one page of the endpoint's deliveries, newest first. */
export const WebhookDeliveryPageReply = pageReply(WebhookDeliverySchema);

/** `POST …/deliveries/:deliveryId/resend` (202): the delivery is queued again with its webhook-id. */
export const WebhookResendReply = z.object({ status: DeliveryStatusSchema });
