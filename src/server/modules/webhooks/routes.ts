import type { FastifyInstance } from 'fastify';
import {
  webhookDeliveryList,
  webhookDeliveryResend,
  webhookEndpointChange,
  webhookEndpointCreation,
  webhookEndpointDeletion,
  webhookEndpointList,
  webhookEventFeed,
  webhookSecretReplacement,
  webhookSecretRotation,
  webhookTestEventSending,
} from '@/domain/contracts/webhooks';
import { registerContract } from '@/server/http/register-contract';
import { listEndpointDeliveries, resendDelivery, sendTestEvent } from './deliveries';
import { listEvents } from './events';
import { changeEndpoint, createEndpoint, listOwnEndpoints, removeEndpoint, rotateSecret } from './service';

/**
 * The Org Admin Panel's webhook endpoints of the admin's own organisation, their delivery logs, and the feed of the
 * organisation's webhook events.
 */
export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, webhookEndpointCreation, (request) =>
    createEndpoint(app.services, request.tenant, request.body),
  );
  registerContract(app, webhookEndpointList, (request) => listOwnEndpoints(request.tenant));
  registerContract(app, webhookEndpointChange, (request) =>
    changeEndpoint(request.tenant, request.params.id, request.body),
  );
  registerContract(app, webhookSecretRotation, (request) =>
    rotateSecret(app.services, request.tenant, request.params.id, request.body),
  );
  registerContract(app, webhookSecretReplacement, (request) =>
    rotateSecret(app.services, request.tenant, request.params.id, { overlapHours: 0 }),
  );
  registerContract(app, webhookTestEventSending, (request) =>
    sendTestEvent(app.services, request.tenant, request.params.id),
  );
  registerContract(app, webhookEndpointDeletion, (request) =>
    removeEndpoint(request.tenant, request.params.id),
  );
  registerContract(app, webhookDeliveryList, (request) =>
    listEndpointDeliveries(request.tenant, request.params.id, request.query),
  );
  registerContract(app, webhookDeliveryResend, (request) => {
    const where = { endpointId: request.params.id, deliveryId: request.params.deliveryId };
    return resendDelivery(app.services, request.tenant, where);
  });
  registerContract(app, webhookEventFeed, (request) => listEvents(request.tenant, request.query));
}
