import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@/domain/contracts/params';
import {
  CreatedWebhookEndpointReply,
  WebhookDeliveryPageReply,
  WebhookEndpointListReply,
  WebhookEndpointSchema,
  WebhookResendReply,
  WebhookSecretReply,
} from '@/domain/contracts/webhooks';
import { NewWebhookEndpointSchema, WebhookEndpointChangeSchema } from '@/domain/schemas/webhook-endpoint';
import { listEndpointDeliveries, resendDelivery } from './deliveries';
import { changeEndpoint, createEndpoint, listOwnEndpoints, removeEndpoint, rotateSecret } from './service';

const tags = ['webhooks'];
const DeliveryParamsSchema = z.object({ id: z.uuid(), deliveryId: z.uuid() });
const DeliveryPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

/** The Org Admin Panel's webhook endpoints of the admin's own organisation, and their delivery logs. */
export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { action: 'organisation:manage' } as const;

  r.post(
    '/api/v1/webhook-endpoints',
    {
      config,
      schema: {
        summary: 'Add a webhook endpoint',
        description: 'The reply holds the signing secret this once.',
        tags,
        body: NewWebhookEndpointSchema,
        response: { 201: CreatedWebhookEndpointReply },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createEndpoint(app.services, request.tenant, request.body)),
  );

  r.get(
    '/api/v1/webhook-endpoints',
    {
      config,
      schema: {
        summary: 'List webhook endpoints',
        tags,
        response: { 200: WebhookEndpointListReply },
      },
    },
    (request) => listOwnEndpoints(request.tenant),
  );

  r.patch(
    '/api/v1/webhook-endpoints/:id',
    {
      config,
      schema: {
        summary: 'Change a webhook endpoint',
        description: 'Changes the events sent or enables and disables the endpoint.',
        tags,
        params: IdParamsSchema,
        body: WebhookEndpointChangeSchema,
        response: { 200: WebhookEndpointSchema },
      },
    },
    (request) => changeEndpoint(request.tenant, request.params.id, request.body),
  );

  r.post(
    '/api/v1/webhook-endpoints/:id/secret',
    {
      config,
      schema: {
        summary: 'Rotate the signing secret of a webhook endpoint',
        description: 'The reply holds the new secret this once; the old one signs nothing from now on.',
        tags,
        params: IdParamsSchema,
        response: { 200: WebhookSecretReply },
      },
    },
    (request) => rotateSecret(app.services, request.tenant, request.params.id),
  );

  r.delete(
    '/api/v1/webhook-endpoints/:id',
    {
      config,
      schema: {
        summary: 'Delete a webhook endpoint',
        tags,
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      await removeEndpoint(request.tenant, request.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/v1/webhook-endpoints/:id/deliveries',
    {
      config,
      schema: {
        summary: 'List the deliveries of a webhook endpoint',
        tags,
        params: IdParamsSchema,
        querystring: DeliveryPageQuerySchema,
        response: { 200: WebhookDeliveryPageReply },
      },
    },
    (request) => listEndpointDeliveries(request.tenant, request.params.id, request.query),
  );

  r.post(
    '/api/v1/webhook-endpoints/:id/deliveries/:deliveryId/resend',
    {
      config,
      schema: {
        summary: 'Resend a webhook delivery',
        description: 'Sends the delivery again with the same webhook-id and payload.',
        tags,
        params: DeliveryParamsSchema,
        response: { 202: WebhookResendReply },
      },
    },
    async (request, reply) => {
      const where = { endpointId: request.params.id, deliveryId: request.params.deliveryId };
      return reply.status(202).send(await resendDelivery(app.services, request.tenant, where));
    },
  );
}
