import { WEBHOOK_EVENT_RETENTION_DAYS } from '@/domain/contracts/webhooks';
import type { WebhookEventType } from '@/domain/webhook-events';
import { webhookMessages } from '@/domain/webhook-messages';
import type { TenantContext } from '@/server/auth/tenant-context';
import { badRequest } from '@/server/errors';
import { readEventFeed } from './queries';

const DAY_MS = 86_400_000;

/** A payload as the deliveries carry it (see raiseWebhookEvent). */
interface Payload {
  id: string;
  type: WebhookEventType;
  timestamp: string;
  sequence?: number;
  data: Record<string, unknown>;
}

/**
 * The organisation's webhook events recorded from `since` on, oldest first, each as its deliveries carried it, read
 * by cursor up to the run's end (`syncedUntil`, where the next run starts). Events are kept 30 days: a `since` before
 * that is refused, not answered with a feed that silently lacks the oldest.
 */
export async function listEvents(
  tenant: TenantContext,
  query: { since: Date; limit?: number; startingAfter?: string },
) {
  if (query.since.getTime() < Date.now() - WEBHOOK_EVENT_RETENTION_DAYS * DAY_MS) {
    throw badRequest(webhookMessages.eventsSinceTooOld, 'EVENTS_EXPIRED');
  }
  const { items, cursorPage } = await tenant.read((tx) => readEventFeed(tx, tenant.organisationId, query));
  if (!cursorPage?.syncedUntil) throw new Error('the event feed is read as a sync');
  const events = items.map(({ payload }) => {
    const { id, type, timestamp, sequence, data } = JSON.parse(payload) as Payload;
    return { id, type, occurredAt: new Date(timestamp), sequence: sequence ?? null, data };
  });
  return { items: events, ...cursorPage, syncedUntil: cursorPage.syncedUntil };
}
