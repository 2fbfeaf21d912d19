import { z } from 'zod';
import {
  NewWebhookEndpointSchema,
  WebhookEndpointChangeSchema,
  WebhookSecretRotationSchema,
} from '@/domain/schemas/webhook-endpoint';
import {
  WEBHOOK_DELIVERY_EVENT_TYPES,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
} from '@/domain/webhook-events';
import { cursorQueryFields, feedReply, pageReply } from './page';
import { IdParamsSchema } from './params';
import { defineRoute } from './route';
import { isoDateTime, NoContent, type Wire } from './wire';

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

/**
 * `POST /api/v1/webhook-endpoints/:id/rotate-secret` (and the deprecated `…/secret`): the new signing secret, shown
 * this once, and until when the old one still signs deliveries beside it.
 */
export const WebhookSecretReply = z.object({
  secret,
  oldSecretValidUntil: isoDateTime
    .nullable()
    .describe(
      'Until then every delivery carries a signature made with the old secret too; null: the old one signs nothing more',
    ),
});
export type WebhookSecret = Wire<typeof WebhookSecretReply>;

/** One delivery of an event to an endpoint, as its delivery log shows it (the last attempt's outcome). */
export const WebhookDeliverySchema = z.object({
  id: z.uuid(),
  eventId: z.string().describe('The webhook-id header: the same on every attempt and on Resend'),
  eventType: z.enum(WEBHOOK_DELIVERY_EVENT_TYPES).describe('The event type; webhook.test for a test event'),
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

/** `POST /api/v1/webhook-endpoints/:id/test` (202): the test event is queued for the endpoint. */
export const WebhookTestEventReply = z.object({
  eventId: z
    .string()
    .describe('The webhook-id of the test event, as the delivery log and the receiver see it'),
  status: DeliveryStatusSchema,
});
export type WebhookTestEvent = Wire<typeof WebhookTestEventReply>;

const DeliveryParamsSchema = z.object({ id: z.uuid(), deliveryId: z.uuid() });
const DeliveryPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

/** One webhook event of the organisation, as its deliveries carried it. */
export const WebhookEventSchema = z.object({
  id: z
    .string()
    .describe('The webhook-id of its deliveries (`msg_…`): a receiver that has it already drops it'),
  type: EventTypeSchema,
  occurredAt: isoDateTime.describe("The payload's `timestamp`"),
  sequence: z
    .number()
    .int()
    .nullable()
    .describe(
      "The payload's `sequence`: the claim's events counted per check; null for an event of no claim",
    ),
  data: z
    .record(z.string(), z.unknown())
    .describe("The payload's `data`, as the event type's webhook gives it"),
});
export type WebhookEvent = Wire<typeof WebhookEventSchema>;

/** `GET /api/v1/events`: the organisation's webhook events from `since`, oldest first. */
export const WebhookEventFeedReply = feedReply(WebhookEventSchema);

/** How long the organisation's webhook events are kept for the feed. */
export const WEBHOOK_EVENT_RETENTION_DAYS = 30;

const EventFeedQuerySchema = z.object({
  since: isoDateTime.describe(
    `The events recorded at or after this time, oldest first: within the last ${WEBHOOK_EVENT_RETENTION_DAYS} days (pass the last run's \`syncedUntil\`)`,
  ),
  ...cursorQueryFields,
});

/** The Org Admin Panel's webhook endpoints of the admin's own organisation, and their delivery logs. */
const tags = ['webhooks'];

export const webhookEndpointCreation = defineRoute({
  method: 'POST',
  path: '/api/v1/webhook-endpoints',
  summary: 'Add a webhook endpoint',
  operationId: 'createWebhookEndpoint',
  description: 'The reply holds the signing secret this once.',
  tags,
  body: NewWebhookEndpointSchema,
  reply: CreatedWebhookEndpointReply,
  status: 201,
  action: 'organisation:manage',
  scope: 'webhooks:manage',
});

export const webhookEndpointList = defineRoute({
  method: 'GET',
  path: '/api/v1/webhook-endpoints',
  summary: 'List webhook endpoints',
  operationId: 'listWebhookEndpoints',
  tags,
  reply: WebhookEndpointListReply,
  action: 'organisation:manage',
  scope: 'webhooks:manage',
});

export const webhookEndpointChange = defineRoute({
  method: 'PATCH',
  path: '/api/v1/webhook-endpoints/:id',
  summary: 'Change a webhook endpoint',
  operationId: 'updateWebhookEndpoint',
  description: 'Changes the events sent or enables and disables the endpoint.',
  tags,
  params: IdParamsSchema,
  body: WebhookEndpointChangeSchema,
  reply: WebhookEndpointSchema,
  action: 'organisation:manage',
  scope: 'webhooks:manage',
});

export const webhookSecretRotation = defineRoute({
  method: 'POST',
  path: '/api/v1/webhook-endpoints/:id/rotate-secret',
  summary: 'Rotate the signing secret of a webhook endpoint',
  operationId: 'rotateWebhookEndpointSecret',
  description:
    'The reply holds the new secret this once. For `overlapHours` (24 unless given, 0 to 72) every delivery is ' +
    'signed with the old secret too, two signatures in its webhook-signature header, so the receiver can be given ' +
    'the new one without refusing a delivery; after that, with the new one alone. A rotation during an overlap ' +
    'ends the older secret at once.',
  tags,
  params: IdParamsSchema,
  body: WebhookSecretRotationSchema,
  reply: WebhookSecretReply,
  action: 'organisation:manage',
  scope: 'webhooks:manage',
});

/** The first rotation route: the old secret stops at once. */
export const webhookSecretReplacement = defineRoute({
  method: 'POST',
  path: '/api/v1/webhook-endpoints/:id/secret',
  summary: 'Replace the signing secret of a webhook endpoint at once',
  operationId: 'rotateWebhookSecret',
  description:
    'The reply holds the new secret this once; the old one signs nothing from now on. Use ' +
    '`POST /api/v1/webhook-endpoints/{id}/rotate-secret`, which keeps the old one signing for an overlap.',
  tags,
  params: IdParamsSchema,
  reply: WebhookSecretReply,
  action: 'organisation:manage',
  scope: 'webhooks:manage',
  deprecated: {
    since: '2026-11-28',
    sunset: '2027-05-28',
    link: '/api/docs#/webhooks/rotateWebhookEndpointSecret',
  },
});

export const webhookTestEventSending = defineRoute({
  method: 'POST',
  path: '/api/v1/webhook-endpoints/:id/test',
  summary: 'Send a test event to a webhook endpoint',
  operationId: 'sendWebhookTestEvent',
  description:
    'Queues one webhook.test event for this endpoint only, signed and retried like any other delivery and shown in ' +
    'its delivery log. A disabled endpoint is refused (409).',
  tags,
  params: IdParamsSchema,
  reply: WebhookTestEventReply,
  status: 202,
  action: 'organisation:manage',
  scope: 'webhooks:manage',
});

export const webhookEndpointDeletion = defineRoute({
  method: 'DELETE',
  path: '/api/v1/webhook-endpoints/:id',
  summary: 'Delete a webhook endpoint',
  operationId: 'deleteWebhookEndpoint',
  tags,
  params: IdParamsSchema,
  reply: NoContent,
  status: 204,
  action: 'organisation:manage',
  scope: 'webhooks:manage',
});

export const webhookDeliveryList = defineRoute({
  method: 'GET',
  path: '/api/v1/webhook-endpoints/:id/deliveries',
  summary: 'List the deliveries of a webhook endpoint',
  operationId: 'listWebhookDeliveries',
  tags,
  params: IdParamsSchema,
  query: DeliveryPageQuerySchema,
  reply: WebhookDeliveryPageReply,
  action: 'organisation:manage',
  scope: 'webhooks:manage',
});

export const webhookDeliveryResend = defineRoute({
  method: 'POST',
  path: '/api/v1/webhook-endpoints/:id/deliveries/:deliveryId/resend',
  summary: 'Resend a webhook delivery',
  operationId: 'resendWebhookDelivery',
  description: 'Sends the delivery again with the same webhook-id and payload.',
  tags,
  params: DeliveryParamsSchema,
  reply: WebhookResendReply,
  status: 202,
  action: 'organisation:manage',
  scope: 'webhooks:manage',
});

export const webhookEventFeed = defineRoute({
  method: 'GET',
  path: '/api/v1/events',
  summary: 'List the webhook events since a time',
  operationId: 'listWebhookEvents',
  description:
    `The organization's webhook events recorded at or after \`since\` (at most ${WEBHOOK_EVENT_RETENTION_DAYS} days ago; ` +
    'older is 400 `EVENTS_EXPIRED`), oldest first, each with the id, type, time and data its deliveries carried, ' +
    'whether or not an endpoint was sent it: a receiver that was down catches up and drops the ids it has. Read by ' +
    'cursor; the next run passes `syncedUntil` as `since`. Test events are not in it.',
  tags,
  query: EventFeedQuerySchema,
  reply: WebhookEventFeedReply,
  action: 'organisation:manage',
  scope: 'events:read',
});
