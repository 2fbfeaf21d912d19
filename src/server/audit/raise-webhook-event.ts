import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { sequencedClaimOf, type WebhookDeliveryEventType } from '@/domain/webhook-events';
import type { TenantTx } from '@/server/db/tenant';
import { currentRequestId } from '@/server/http/request-context';
import { insertJobsFrom, QUEUES, type RetryPolicy } from '@/server/jobs/job-queue';
import { deliveryRetryPolicy, type WebhookDeps } from './webhook-delivery-job';

/** The version of the payload's shape; a change that could break a receiver gets a new one. */
export const WEBHOOK_PAYLOAD_VERSION = 1;

/** The facts of an event a receiver needs to find its records: ids, IMEI, reference and status fields. */
export type WebhookEventData = Record<string, string | number | boolean | null | string[]>;

/** An event of the organisation; with `endpointId`, for that endpoint alone (a test event), subscribed or not. */
type WebhookEvent = {
  organisationId: string;
  type: WebhookDeliveryEventType;
  data: WebhookEventData;
  endpointId?: string;
};

/**
 * Raises an event inside the transaction that makes it happen: the event in the organisation's feed (a test event
 * excepted), one delivery row and one queued job for each enabled endpoint of the organisation sent this type, all
 * sharing the event id (`msg_…`, the webhook-id), written in one statement. They commit or roll back with the change
 * itself, so an event is never lost nor sent for a change that did not happen.
 */
export async function raiseWebhookEvent(
  deps: WebhookDeps,
  tx: TenantTx,
  event: WebhookEvent,
): Promise<string> {
  const eventId = newEventId();
  await tx.execute(sql`with ${webhookEventSql(deps, event, eventId)}`);
  return eventId;
}

/** A new event id, `msg_…`: the webhook-id header every delivery of the event carries. */
const newEventId = () => `msg_${randomBytes(16).toString('base64url')}`;

/**
 * The event's payload, feed entry and deliveries as the end of the caller's own WITH statement (after `with` or a
 * comma), for a change that raises its event in the statement that makes it: one statement less than
 * raiseWebhookEvent.
 */
export function webhookEventSql(deps: WebhookDeps, event: WebhookEvent, eventId = newEventId()): SQL {
  const stored = { ...event, eventId, requestId: currentRequestId() };
  const deliveries = deliveriesFor(stored, deliveryRetryPolicy(deps.env));
  const payload = payloadFor(event, eventId);
  // A test event is for its one endpoint: it is not one of the organisation's events.
  return event.endpointId
    ? sql`${payload}, ${deliveries}`
    : sql`${payload}, ${feedEntryFor(stored)}, ${deliveries}`;
}

/**
 * A WITH statement's part `payload` holding the JSON text every delivery and the feed carry: `version`, `type`, `id`,
 * `timestamp`, for an event of a claim its `sequence` (counted per check in `webhook_event_sequences`, whose row
 * stays locked until the transaction ends, so the claim's events count up in the order they commit), and `data`.
 */
function payloadFor(event: WebhookEvent, eventId: string): SQL {
  const head = {
    version: WEBHOOK_PAYLOAD_VERSION,
    type: event.type,
    id: eventId,
    timestamp: new Date().toISOString(),
  };
  const claim = sequencedClaimOf(event.data);
  if (!claim) return sql`payload as (select ${JSON.stringify({ ...head, data: event.data })}::text as text)`;
  const opening = `${JSON.stringify(head).slice(0, -1)},"sequence":`;
  const closing = `,"data":${JSON.stringify(event.data)}}`;
  // A settled claim's later events count with its check's; one that names no check counts on its own id.
  const checkId =
    'checkId' in claim
      ? sql`${claim.checkId}::uuid`
      : sql`coalesce((select claim_check_id from settled_claims where id = ${claim.settledClaimId}::uuid),
          ${claim.settledClaimId}::uuid)`;
  return sql`sequence as (
      insert into webhook_event_sequences (organization_id, check_id) values (${event.organisationId}, ${checkId})
      on conflict (organization_id, check_id)
        do update set last_sequence = webhook_event_sequences.last_sequence + 1
      returning last_sequence
    ), payload as (
      select ${opening}::text || (select last_sequence from sequence) || ${closing}::text as text
    )`;
}

/**
 * A WITH statement's part that keeps the event in the organisation's feed (`webhook_events`, read by
 * `GET /api/v1/events`), whether or not an endpoint listens: the payload its deliveries carry, byte for byte.
 */
function feedEntryFor(event: {
  organisationId: string;
  type: WebhookDeliveryEventType;
  eventId: string;
}): SQL {
  return sql`feed_entry as (
      insert into webhook_events (organization_id, event_id, event_type, payload)
      select ${event.organisationId}, ${event.eventId}, ${event.type}, text from payload
    )`;
}

/**
 * The end of a WITH statement (after `with` or a comma, following its `payload`) that writes one delivery row for each
 * enabled endpoint of the organisation sent `type` (or for the one endpoint the event names), with the id of the
 * request that raised it, none in background work, and queues one delivery job for each (written as plain SQL:
 * building it through the query builder cost more than running it). A change can end its own statement with it, so
 * the event costs no statement of its own; when no endpoint listens, it costs one indexed read.
 */
export function deliveriesFor(
  event: {
    organisationId: string;
    type: WebhookDeliveryEventType;
    eventId: string;
    endpointId?: string;
    requestId: string | null;
  },
  retry: RetryPolicy,
): SQL {
  // The job's data is a WebhookDeliveryJob.
  const jobs = `select id::text as key, jsonb_build_object('deliveryId', id, 'organisationId', organization_id) as data
    from deliveries`;
  return sql`deliveries as (
      insert into webhook_deliveries (organization_id, endpoint_id, event_id, event_type, payload, request_id)
      select organization_id, id, ${event.eventId}, ${event.type}, (select text from payload), ${event.requestId}::text
      from webhook_endpoints
      where organization_id = ${event.organisationId} and enabled
        and ${event.endpointId ? sql`id = ${event.endpointId}::uuid` : sql`events @> array[${event.type}]::text[]`}
      returning id, organization_id
    ) ${sql.raw(insertJobsFrom(jobs, QUEUES.webhookDelivery, retry))}`;
}
