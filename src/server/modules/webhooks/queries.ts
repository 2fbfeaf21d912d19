import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { WebhookDeliveryStatus, WebhookEventType } from '@/domain/webhook-events';
import type { Database } from '@/server/db/client';
import { lockOrganisationRecords } from '@/server/db/organisation-lock';
import { organisationRow } from '@/server/db/organisation-row';
import { readListWindow } from '@/server/db/register-page';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '@/server/db/schema/webhooks';
import type { TenantTx } from '@/server/db/tenant';
import { type ListQuery, type PagedQuery, pageOffset } from '@/server/http/paging';

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  enabled: webhookEndpoints.enabled,
  disabledReason: webhookEndpoints.disabledReason,
  consecutiveFailures: webhookEndpoints.consecutiveFailures,
  createdAt: webhookEndpoints.createdAt,
};

/** The organisation's endpoints (or the one with `id`), newest first, each with its newest delivery's status and time. */
export function listEndpoints(tx: TenantTx, organisationId: string, id?: string) {
  const last = tx
    .select({ status: webhookDeliveries.status, createdAt: webhookDeliveries.createdAt })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, webhookEndpoints.id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(1)
    .as('last');
  return tx
    .select({
      ...endpointColumns,
      lastDeliveryStatus: sql<WebhookDeliveryStatus | null>`${last.status}`,
      lastDeliveryAt: sql<Date | null>`${last.createdAt}`.mapWith(webhookDeliveries.createdAt),
    })
    .from(webhookEndpoints)
    .leftJoinLateral(last, sql`true`)
    .where(
      id
        ? organisationRow(webhookEndpoints, organisationId, id)
        : eq(webhookEndpoints.organizationId, organisationId),
    )
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
}

/** How many endpoints the organisation has, counted under a lock so that two additions at once cannot both pass. */
export async function countEndpointsLocked(tx: TenantTx, organisationId: string) {
  await lockOrganisationRecords(tx, 'webhook-endpoints', organisationId);
  return tx.$count(webhookEndpoints, eq(webhookEndpoints.organizationId, organisationId));
}

/** The endpoint's enabled state, its row locked until the transaction ends; undefined when there is no such endpoint. */
export async function lockEndpoint(tx: TenantTx, organisationId: string, id: string) {
  const [row] = await tx
    .select({ enabled: webhookEndpoints.enabled })
    .from(webhookEndpoints)
    .where(organisationRow(webhookEndpoints, organisationId, id))
    .for('update');
  return row;
}

export async function hasEndpoint(tx: TenantTx, organisationId: string, id: string) {
  return (await tx.$count(webhookEndpoints, organisationRow(webhookEndpoints, organisationId, id))) > 0;
}

export async function insertEndpoint(tx: TenantTx, endpoint: typeof webhookEndpoints.$inferInsert) {
  const [row] = await tx.insert(webhookEndpoints).values(endpoint).returning(endpointColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Changes an endpoint; enabling one starts its count of failures afresh. Undefined when there is no such endpoint. */
export async function updateEndpoint(
  tx: TenantTx,
  { organisationId, id }: { organisationId: string; id: string },
  change: { events?: WebhookEventType[]; enabled?: boolean },
) {
  const enabling = change.enabled === true ? { consecutiveFailures: 0, disabledReason: null } : {};
  const [row] = await tx
    .update(webhookEndpoints)
    .set({ ...change, ...enabling })
    .where(organisationRow(webhookEndpoints, organisationId, id))
    .returning(endpointColumns);
  return row;
}

/**
 * Gives an endpoint a new sealed secret. With an overlap, the secret it replaces signs beside it until then (one
 * replaced before that goes at once); without, it signs nothing more. Undefined when there is no such endpoint.
 */
export async function replaceEndpointSecret(
  tx: TenantTx,
  { organisationId, id }: { organisationId: string; id: string },
  { secret, overlapHours }: { secret: string; overlapHours: number },
) {
  const overlapping = overlapHours > 0;
  const [row] = await tx
    .update(webhookEndpoints)
    .set({
      secret,
      previousSecret: overlapping ? sql`${webhookEndpoints.secret}` : null,
      previousSecretExpiresAt: overlapping ? sql`now() + make_interval(hours => ${overlapHours})` : null,
    })
    .where(organisationRow(webhookEndpoints, organisationId, id))
    .returning({ url: webhookEndpoints.url, oldSecretValidUntil: webhookEndpoints.previousSecretExpiresAt });
  return row;
}

export async function deleteEndpoint(tx: TenantTx, organisationId: string, id: string) {
  const [row] = await tx
    .delete(webhookEndpoints)
    .where(organisationRow(webhookEndpoints, organisationId, id))
    .returning({ url: webhookEndpoints.url });
  return row;
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  eventId: webhookDeliveries.eventId,
  eventType: webhookDeliveries.eventType,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  responseStatus: webhookDeliveries.responseStatus,
  responseBody: webhookDeliveries.responseBody,
  durationMs: webhookDeliveries.durationMs,
  error: webhookDeliveries.error,
  requestId: webhookDeliveries.requestId,
  createdAt: webhookDeliveries.createdAt,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
};

const ofEndpoint = (organisationId: string, endpointId: string) =>
  and(eq(webhookDeliveries.organizationId, organisationId), eq(webhookDeliveries.endpointId, endpointId));

/** One page of an endpoint's deliveries, newest first. */
export async function listDeliveries(
  tx: TenantTx,
  { organisationId, endpointId }: { organisationId: string; endpointId: string },
  query: Pick<PagedQuery, 'page' | 'pageSize'>,
) {
  const items = await tx
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(ofEndpoint(organisationId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const [total] = await tx
    .select({ total: count() })
    .from(webhookDeliveries)
    .where(ofEndpoint(organisationId, endpointId));
  return { items, total: total?.total ?? 0 };
}

export interface DeliveryTarget {
  id: string;
  endpointId: string;
  eventId: string;
  payload: string;
  status: WebhookDeliveryStatus;
  url: string;
  enabled: boolean;
  secret: string;
  /** The secret a rotation replaced, while it still signs beside `secret`. */
  previousSecret: string | null;
  /** This worker may send it: no other attempt of it is in flight. */
  claimed: boolean;
}

/**
 * A delivery with what sending it needs (its endpoint's URL, state and sealed secrets), claimed for one attempt in the
 * same statement when it is pending and no attempt of it is in flight: the attempt is marked started (its time, no
 * duration yet) until its outcome is recorded, or for `leaseSeconds` if its worker died. Concurrent claims wait for
 * each other's row lock, so at most one of them gets `claimed`; the lock is held only by this statement, never while
 * the webhook is sent.
 */
export async function claimDeliveryTarget(
  tx: TenantTx,
  { organisationId, id, leaseSeconds }: { organisationId: string; id: string; leaseSeconds: number },
): Promise<DeliveryTarget | undefined> {
  const result = await tx.execute(sql`
    with claimed as (
      update ${webhookDeliveries} d set last_attempt_at = now(), duration_ms = null
      from ${webhookEndpoints} e
      where e.id = d.endpoint_id and e.enabled and d.organization_id = ${organisationId} and d.id = ${id}
        and d.status = 'pending'
        and (d.last_attempt_at is null or d.duration_ms is not null
          or d.last_attempt_at < now() - ${leaseSeconds} * interval '1 second')
      returning d.id
    )
    select d.id, d.endpoint_id as "endpointId", d.event_id as "eventId", d.payload, d.status, e.url, e.enabled,
      e.secret, case when e.previous_secret_expires_at > now() then e.previous_secret end as "previousSecret",
      exists (select 1 from claimed) as claimed
    from ${webhookDeliveries} d join ${webhookEndpoints} e on e.id = d.endpoint_id
    where d.organization_id = ${organisationId} and d.id = ${id}`);
  return (result as unknown as { rows: DeliveryTarget[] }).rows[0];
}

export async function updateDelivery(
  tx: TenantTx,
  { organisationId, id }: { organisationId: string; id: string },
  change: Partial<typeof webhookDeliveries.$inferInsert>,
) {
  await tx
    .update(webhookDeliveries)
    .set(change)
    .where(organisationRow(webhookDeliveries, organisationId, id));
}

/** Keeps the outcome of one more attempt of a delivery. */
export async function recordDeliveryAttempt(
  tx: TenantTx,
  { organisationId, id }: { organisationId: string; id: string },
  outcome: Omit<Partial<typeof webhookDeliveries.$inferInsert>, 'attempts'>,
) {
  await tx
    .update(webhookDeliveries)
    .set({ ...outcome, attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(organisationRow(webhookDeliveries, organisationId, id));
}

/** Counts a delivery that failed for good; returns the endpoint's failures in a row and whether it is enabled. */
export async function countFinalFailure(tx: TenantTx, organisationId: string, endpointId: string) {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
    .where(organisationRow(webhookEndpoints, organisationId, endpointId))
    .returning({
      url: webhookEndpoints.url,
      enabled: webhookEndpoints.enabled,
      consecutiveFailures: webhookEndpoints.consecutiveFailures,
    });
  return row;
}

export async function resetFailures(tx: TenantTx, organisationId: string, endpointId: string) {
  await tx
    .update(webhookEndpoints)
    .set({ consecutiveFailures: 0 })
    .where(
      and(
        organisationRow(webhookEndpoints, organisationId, endpointId),
        sql`${webhookEndpoints.consecutiveFailures} <> 0`,
      ),
    );
}

export async function disableEndpoint(
  tx: TenantTx,
  { organisationId, id, reason }: { organisationId: string; id: string; reason: string },
) {
  await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason })
    .where(organisationRow(webhookEndpoints, organisationId, id));
}

/** A delivery of one of the organisation's endpoints, for Resend. */
export async function findDelivery(
  tx: TenantTx,
  { organisationId, endpointId, id }: { organisationId: string; endpointId: string; id: string },
) {
  const [row] = await tx
    .select({ status: webhookDeliveries.status, enabled: webhookEndpoints.enabled })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(ofEndpoint(organisationId, endpointId), eq(webhookDeliveries.id, id)))
    .for('update', { of: webhookDeliveries });
  return row;
}

/**
 * One page of the organisation's event feed, read as a sync (`updatedSince`) of rows that never change: by the time
 * each was recorded, oldest first, from the cursor on and up to the run's end.
 */
export function readEventFeed(
  tx: TenantTx,
  organisationId: string,
  { since, ...cursor }: { since: Date } & Pick<ListQuery, 'limit' | 'startingAfter'>,
) {
  const recorded = webhookEvents.recordedAt;
  // Read by cursor only: the page fields are never used.
  const query: ListQuery = { page: 1, pageSize: 1, search: '', ...cursor, updatedSince: since };
  return readListWindow(
    tx,
    { id: webhookEvents.id, newestFirst: recorded, updatedAt: recorded },
    query,
    eq(webhookEvents.organizationId, organisationId),
    (where, key) =>
      tx
        .select({ id: webhookEvents.id, payload: webhookEvents.payload, ...key })
        .from(webhookEvents)
        .where(where)
        .$dynamic(),
  );
}

/** Deletes every organisation's events recorded more than `days` ago; returns how many. */
export async function deleteExpiredEvents(db: Database, days: number) {
  const deleted = await db
    .delete(webhookEvents)
    .where(lt(webhookEvents.recordedAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: webhookEvents.id });
  return deleted.length;
}
