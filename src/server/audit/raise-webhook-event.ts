import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { WebhookDeliveryEventType } from '@/domain/webhook-events';
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
 * The event's feed entry and deliveries as the end of the caller's own WITH statement (after `with` or a comma), for
 * a change that raises its event in the statement that makes it: one statement less than raiseWebhookEvent.
 */
export function webhookEventSql(deps: WebhookDeps, event: WebhookEvent, eventId = newEventId()): SQL {
  const payload = JSON.stringify({
    version: WEBHOOK_PAYLOAD_VERSION,
    type: event.type,
    id: eventId,
    timestamp: new Date().toISOString(),
    data: event.data,
  });
  const stored = { ...event, eventId, payload, requestId: currentRequestId() };
  const deliveries = deliveriesFor(stored, deliveryRetryPolicy(deps.env));
  // A test event is for its one endpoint: it is not one of the organisation's events.
  return event.endpointId ? deliveries : sql`${feedEntryFor(stored)}, ${deliveries}`;
}

/**
 * A WITH statement's part that keeps the event in the organisation's feed (`webhook_events`, read by
 * `GET /api/v1/events`), whether or not an endpoint listens: the payload its deliveries carry, byte for byte.
 */
function feedEntryFor(event: {
  organisationId: string;
  type: WebhookDeliveryEventType;
  eventId: string;
  payload: string;
}): SQL {
  return sql`feed_entry as (
      insert into webhook_events (organization_id, event_id, event_type, payload)
      values (${event.organisationId}, ${event.eventId}, ${event.type}, ${event.payload})
    )`;
}

/**
 * The end of a WITH statement (after `with` or a comma) that writes one delivery row for each enabled endpoint of the
 * organisation sent `type` (or for the one endpoint the event names), with the id of the request that raised it, none in background work, and queues one delivery job for each (written as plain SQL: building it through the query
 * builder cost more than running it). A change can end its own statement with it, so the event costs no statement of
 * its own; when no endpoint listens, it costs one indexed read.
 */
export function deliveriesFor(
  event: {
    organisationId: string;
    type: WebhookDeliveryEventType;
    eventId: string;
    endpointId?: string;
    payload: string;
    requestId: string | null;
  },
  retry: RetryPolicy,
): SQL {
  // The job's data is a WebhookDeliveryJob.
  const jobs = `select id::text as key, jsonb_build_object('deliveryId', id, 'organisationId', organization_id) as data
    from deliveries`;
  return sql`deliveries as (
      insert into webhook_deliveries (organization_id, endpoint_id, event_id, event_type, payload, request_id)
      select organization_id, id, ${event.eventId}, ${event.type}, ${event.payload}, ${event.requestId}::text
      from webhook_endpoints
      where organization_id = ${event.organisationId} and enabled
        and ${event.endpointId ? sql`id = ${event.endpointId}::uuid` : sql`events @> array[${event.type}]::text[]`}
      returning id, organization_id
    ) ${sql.raw(insertJobsFrom(jobs, QUEUES.webhookDelivery, retry))}`;
}
