import { WEBHOOK_TEST_EVENT } from '@/domain/webhook-events';
import { webhookMessages } from '@/domain/webhook-messages';
import { raiseWebhookEvent } from '@/server/audit/raise-webhook-event';
import { recordEvent } from '@/server/audit/record-event';
import { queueWebhookDelivery, type WebhookDeps } from '@/server/audit/webhook-delivery-job';
import type { TenantContext } from '@/server/auth/tenant-context';
import { conflict, notFound } from '@/server/errors';
import type { PagedQuery } from '@/server/http/paging';
import { findDelivery, hasEndpoint, listDeliveries, lockEndpoint, updateDelivery } from './queries';

/** One page of an endpoint's delivery log, newest first; another organisation's endpoint is a 404. */
export async function listEndpointDeliveries(
  tenant: TenantContext,
  endpointId: string,
  query: Pick<PagedQuery, 'page' | 'pageSize'>,
) {
  const { organisationId } = tenant;
  const { items, total } = await tenant.run(async (tx) => {
    if (!(await hasEndpoint(tx, organisationId, endpointId)))
      throw notFound(webhookMessages.endpointNotFound);
    return listDeliveries(tx, { organisationId, endpointId }, query);
  });
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/**
 * Sends a delivered or failed delivery again, with the same webhook-id and payload (a receiver that already has it
 * knows it by the id). One still being tried, or one of a disabled endpoint, is refused with the reason.
 */
export async function resendDelivery(
  deps: WebhookDeps,
  tenant: TenantContext,
  { endpointId, deliveryId }: { endpointId: string; deliveryId: string },
) {
  const { organisationId } = tenant;
  await tenant.run(async (tx) => {
    const found = await findDelivery(tx, { organisationId, endpointId, id: deliveryId });
    if (!found) throw notFound(webhookMessages.deliveryNotFound);
    if (found.status === 'pending') throw conflict(webhookMessages.deliveryStillPending, 'NOT_RETRYABLE');
    if (!found.enabled) throw conflict(webhookMessages.endpointDisabled, 'NOT_RETRYABLE');
    await updateDelivery(tx, { organisationId, id: deliveryId }, { status: 'pending' });
    await queueWebhookDelivery(deps, tx, { deliveryId, organisationId });
    await recordEvent(tx, tenant, {
      name: 'webhook_delivery.resent',
      subjectId: deliveryId,
      data: { endpointId },
    });
  });
  return { status: 'pending' as const };
}

/**
 * Sends the endpoint a test event (`webhook.test`), to it alone, signed and retried like any other delivery and kept
 * in its delivery log, so an admin sees the receiver work before real events go to it. A disabled endpoint is refused.
 */
export async function sendTestEvent(deps: WebhookDeps, tenant: TenantContext, endpointId: string) {
  const { organisationId } = tenant;
  const eventId = await tenant.run(async (tx) => {
    const endpoint = await lockEndpoint(tx, organisationId, endpointId);
    if (!endpoint) throw notFound(webhookMessages.endpointNotFound);
    if (!endpoint.enabled) throw conflict(webhookMessages.endpointDisabledForTest, 'ENDPOINT_DISABLED');
    const id = await raiseWebhookEvent(deps, tx, {
      organisationId,
      endpointId,
      type: WEBHOOK_TEST_EVENT,
      data: { endpointId, message: webhookMessages.testEventMessage },
    });
    await recordEvent(tx, tenant, {
      name: 'webhook_endpoint.tested',
      subjectId: endpointId,
      data: { eventId: id },
    });
    return id;
  });
  return { eventId, status: 'pending' as const };
}
