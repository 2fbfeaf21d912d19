import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { type DomainEvent, eventKind, type WebhookDomainEventName } from '@/domain/domain-events';
import { auditHash, type ChainedContent, nextChainLink } from '@/server/db/audit-chain';
import type { Transaction } from '@/server/db/client';
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
/**
 * Always a transaction: an event takes its place in the organisation's audit chain under a lock the transaction holds
 * until its row is written (outside one, two events written at once could take one place).
 */
type TxFor<Event extends DomainEvent> = IsWebhook<Event> extends true ? TenantTx : Transaction;

/** The audit row of an event, with the id of the request being served (none in background work). */
type AuditRow = typeof auditEvents.$inferInsert;

/** The statements that record an event, as eventStatements gives them. */
export interface RecordedEvent {
  auditInsert: SQL | null;
  deliveries: SQL | null;
}

/**
 * What recording an event writes, before it is written: the statement writing its audit row (none for an event only
 * webhooks hear about), its place in the organisation's chain taken (see linkedAuditRow), and its deliveries as the
 * end of a WITH statement (none for an event that is not a webhook event). The data is checked against the event's
 * schema first: an event that does not match is a mistake in the code, never stored.
 */
export async function eventStatements<Event extends DomainEvent>(
  tx: TxFor<Event>,
  context: ContextFor<Event>,
  event: Event,
): Promise<RecordedEvent> {
  const kind = eventKind(event.name);
  const data = kind.data.parse(event.data) as Record<string, unknown>;
  const details = kind.details ? kind.details(data) : data;
  const auditInsert =
    kind.audit === false
      ? null
      : tx
          .insert(auditEvents)
          .values(
            await linkedAuditRow(tx, {
              organizationId: context.organisationId,
              actorUserId: context.userId,
              action: event.name,
              subjectType: kind.subjectType,
              subjectId: event.subjectId ?? null,
              details: Object.keys(details).length > 0 ? details : null,
              requestId: currentRequestId(),
              ...auditedFacts(context.request),
            }),
          )
          .getSQL();
  if (!kind.webhook) return { auditInsert, deliveries: null };
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
  return { auditInsert, deliveries };
}

type UnlinkedRow = Omit<ChainedContent, 'id' | 'createdAt' | 'previousHash' | 'actorApiKeyId'> &
  Pick<AuditRow, 'requestId' | 'actorApiKeyId' | 'actorScimTokenId'>;

/**
 * The audit row as the next event of its organisation's chain: the chain is the transaction's until it ends (so two
 * writers at once cannot both follow one event), and the row is hashed over its content and the last event's hash.
 * The one way an audit row is made. An API key the request does not name is the transaction's (see withTenant).
 */
async function linkedAuditRow(tx: Transaction, row: UnlinkedRow): Promise<AuditRow> {
  const link = await nextChainLink(tx, row.organizationId);
  const content = {
    ...row,
    id: randomUUID(),
    actorApiKeyId: row.actorApiKeyId ?? link.actorApiKeyId,
    createdAt: link.createdAt,
    previousHash: link.previousHash,
  };
  return { ...content, chainPosition: link.chainPosition, hash: auditHash(content) };
}

/** The request's facts as the audit row's columns; none in background work. */
function auditedFacts(request: RequestFacts | undefined) {
  return {
    ipAddress: request?.ip ?? null,
    userAgent: request?.userAgent ?? null,
    actorApiKeyId: request?.apiKeyId ?? null,
    actorScimTokenId: request?.scimTokenId ?? null,
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
  const { auditInsert, deliveries } = await eventStatements(tx, context, event);
  if (auditInsert) await tx.execute(auditInsert);
  if (deliveries) await (tx as TenantTx).execute(sql`with ${deliveries}`);
}
