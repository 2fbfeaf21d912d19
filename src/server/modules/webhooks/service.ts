import type { DomainEvent, EventData } from '@/domain/domain-events';
import type {
  NewWebhookEndpoint,
  WebhookEndpointChange,
  WebhookSecretRotation,
} from '@/domain/schemas/webhook-endpoint';
import { webhookMessages } from '@/domain/webhook-messages';
import { webhookUrlProblem } from '@/domain/webhook-url';
import { deleteWithAudit } from '@/server/audit/delete-with-audit';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import { badRequest, conflict, notFound } from '@/server/errors';
import type { Services } from '@/server/services';
import { OutboundAddressError, resolveAllowedAddresses } from './outbound-address';
import {
  countEndpointsLocked,
  deleteEndpoint,
  insertEndpoint,
  listEndpoints,
  replaceEndpointSecret,
  updateEndpoint,
} from './queries';
import { generateWebhookSecret, sealWebhookSecret } from './webhook-secret';

type Deps = Pick<Services, 'env'>;

/** More than this many endpoints is a mistake (each event is sent to every one of them). */
const MAX_ENDPOINTS = 20;

/** Loopback receivers (this computer) are allowed outside production, or where WEBHOOK_ALLOW_LOOPBACK says so. */
export const allowsLoopback = (env: Services['env']) =>
  env.WEBHOOK_ALLOW_LOOPBACK ?? env.NODE_ENV !== 'production';

/** The organisation's endpoints, newest first, each with how its last delivery went. */
export async function listOwnEndpoints(tenant: TenantContext) {
  return { items: await tenant.run((tx) => listEndpoints(tx, tenant.organisationId)) };
}

/**
 * Adds an endpoint once its URL passes the rule of this environment and its host resolves to addresses webhooks
 * may go to. The signing secret is in the reply this once; the database keeps it sealed.
 */
export async function createEndpoint(deps: Deps, tenant: TenantContext, input: NewWebhookEndpoint) {
  await checkDestination(deps, input.url);
  const secret = generateWebhookSecret();
  const { organisationId, userId } = tenant;
  const endpoint = await tenant.run(async (tx) => {
    if ((await countEndpointsLocked(tx, organisationId)) >= MAX_ENDPOINTS) {
      throw conflict(webhookMessages.tooManyEndpoints);
    }
    const row = await insertEndpoint(tx, {
      organizationId: organisationId,
      url: input.url,
      events: input.events,
      secret: sealWebhookSecret(secret, deps.env.AUTH_SECRET),
      createdBy: userId,
    });
    await audit(tenant, tx, 'webhook_endpoint.created', row.id, { url: row.url, events: row.events });
    return row;
  });
  return { id: endpoint.id, url: endpoint.url, events: endpoint.events, secret };
}

/** Changes the events or the enabled state; enabling an endpoint the server disabled starts it afresh. */
export async function changeEndpoint(tenant: TenantContext, id: string, change: WebhookEndpointChange) {
  const { organisationId } = tenant;
  return tenant.run(async (tx) => {
    const row = await updateEndpoint(tx, { organisationId, id }, change);
    if (!row) throw notFound(webhookMessages.endpointNotFound);
    await audit(tenant, tx, 'webhook_endpoint.updated', id, { ...change });
    const [endpoint] = await listEndpoints(tx, organisationId, id);
    if (!endpoint) throw notFound(webhookMessages.endpointNotFound);
    return endpoint;
  });
}

/**
 * A new signing secret, in the reply this once. The old one signs every delivery beside it for `overlapHours`
 * (nothing more with 0): the reply says until when.
 */
export async function rotateSecret(
  deps: Deps,
  tenant: TenantContext,
  id: string,
  { overlapHours }: WebhookSecretRotation,
) {
  const secret = generateWebhookSecret();
  const { organisationId } = tenant;
  const oldSecretValidUntil = await tenant.run(async (tx) => {
    const sealed = sealWebhookSecret(secret, deps.env.AUTH_SECRET);
    const row = await replaceEndpointSecret(tx, { organisationId, id }, { secret: sealed, overlapHours });
    if (!row) throw notFound(webhookMessages.endpointNotFound);
    await audit(tenant, tx, 'webhook_endpoint.secret_rotated', id, { url: row.url, overlapHours });
    return row.oldSecretValidUntil;
  });
  return { secret, oldSecretValidUntil };
}

/** Removes an endpoint with its delivery log; deliveries still waiting are dropped with it. */
export function removeEndpoint(tenant: TenantContext, id: string) {
  return deleteWithAudit(tenant, {
    id,
    remove: deleteEndpoint,
    notFoundMessage: webhookMessages.endpointNotFound,
    event: 'webhook_endpoint.deleted',
    details: ({ url }) => ({ url }),
  });
}

async function checkDestination(deps: Deps, url: string) {
  const allowLoopback = allowsLoopback(deps.env);
  const problem = webhookUrlProblem(url, { allowLoopback });
  if (problem) throw badRequest(problem, 'VALIDATION_ERROR');
  await resolveAllowedAddresses(new URL(url).hostname, { allowLoopback }).catch((error) => {
    if (error instanceof OutboundAddressError) throw badRequest(error.message, 'VALIDATION_ERROR');
    throw error;
  });
}

function audit<
  Name extends 'webhook_endpoint.created' | 'webhook_endpoint.updated' | 'webhook_endpoint.secret_rotated',
>(
  tenant: TenantContext,
  tx: Parameters<Parameters<TenantContext['run']>[0]>[0],
  name: Name,
  subjectId: string,
  data: EventData<Name>,
) {
  const event = { name, subjectId, data } as DomainEvent;
  return recordEvent(tx, tenant, event);
}
