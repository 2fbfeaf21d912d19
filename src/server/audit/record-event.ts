import { type SQL, sql } from 'drizzle-orm';
import { type DomainEvent, eventKind, type WebhookDomainEventName } from '@/domain/domain-events';
import type { Database, Transaction } from '@/server/db/client';
import { auditEvents } from '@/server/db/schema/platform';
import type { TenantTx } from '@/server/db/tenant';
import { currentRequestId, type RequestFacts } from '@/server/http/request-context';
import { type WebhookEventData, webhookEventSql } from './raise-webhook-event';
import type { WebhookDeps } from './webhook-delivery-job';

/**
 * Who an event happened to and who did it: the organisation (null for the platform's own), the person, if any, and
 * the request they made it with (none in background work). A session, platform or tenant context is one as it is.
 */
export interface EventContext {
  organisationId: string | null;
  userId: string | null;
  request?: RequestFacts;
}

/** A webhook event is an organisation's and queues its deliveries: the job queue and settings come with it. */
export interface WebhookEventContext extends EventContext {
  organisationId: string;
  webhooks: WebhookDeps;
}

type IsWebhook<Event extends DomainEvent> = Event['name'] extends WebhookDomainEventName ? true : false;
export type ContextFor<Event extends DomainEvent> =
  IsWebhook<Event> extends true ? WebhookEventContext : EventContext;
type TxFor<Event extends DomainEvent> = IsWebhook<Event> extends true ? TenantTx : Database | Transaction;

/** The audit row of an event, with the id of the request being served (none in background work). */
export type AuditRow = typeof auditEvents.$inferInsert;

/**
 * What recording an event writes, before it is written: its audit row (none for an event only webhooks hear about)
 * and its deliveries as the end of a WITH statement (none for an event that is not a webhook event). The data is
 * checked against the event's schema first: an event that does not match is a mistake in the code, never stored.
 */
export function eventStatements<Event extends DomainEvent>(
  context: ContextFor<Event>,
  event: Event,
): { auditRow: AuditRow | null; deliveries: SQL | null } {
  const kind = eventKind(event.name);
  const data = kind.data.parse(event.data) as Record<string, unknown>;
  const details = kind.details ? kind.details(data) : data;
  const auditRow =
    kind.audit === false
      ? null
      : {
          organizationId: context.organisationId,
          actorUserId: context.userId,
          action: event.name,
          subjectType: kind.subjectType,
          subjectId: event.subjectId,
          details: Object.keys(details).length > 0 ? details : null,
          requestId: currentRequestId(),
          ...(context.request && auditedFacts(context.request)),
        };
  if (!kind.webhook) return { auditRow, deliveries: null };
  const { organisationId, webhooks } = context as Partial<WebhookEventContext>;
  // The types ask a webhook event for both; a caller that widened the event to any event could still forget them.
  if (!organisationId || !webhooks)
    throw new Error(`${event.name} is a webhook event: it needs the job queue`);
  const payload = kind.webhook.build(data);
  const deliveries = webhookEventSql(webhooks, {
    organisationId,
    type: event.name as WebhookDomainEventName,
    data: kind.webhook.payload.parse(payload) as WebhookEventData,
  });
  return { auditRow, deliveries };
}

/**
 * The request's facts as the audit row's columns. A key left out is filled by the database from the tenant
 * transaction's setting, as background work started with a key has it (see withTenant).
 */
function auditedFacts({ ip, userAgent, apiKeyId, scimTokenId }: RequestFacts): Partial<AuditRow> {
  return {
    ipAddress: ip,
    userAgent,
    ...(apiKeyId && { actorApiKeyId: apiKeyId }),
    ...(scimTokenId && { actorScimTokenId: scimTokenId }),
  };
}

/**
 * Records one event in the caller's transaction, so that it commits or rolls back with the change itself: its audit
 * row and, for a webhook event, one delivery for each of the organisation's endpoints that subscribed to it.
 */
export async function recordEvent<Event extends DomainEvent>(
  tx: TxFor<Event>,
  context: ContextFor<Event>,
  event: Event,
): Promise<void> {
  const { auditRow, deliveries } = eventStatements(context, event);
  if (auditRow) await tx.insert(auditEvents).values(auditRow);
  if (deliveries) await (tx as TenantTx).execute(sql`with ${deliveries}`);
}
