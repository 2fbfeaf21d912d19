import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminMessages } from '@/domain/admin-messages';
import { NewDenialReasonSchema } from '@/domain/schemas/denial-reason';
import { IdParamsSchema } from '@/server/http/id-params';
import { MessageReplySchema } from '@/server/modules/auth/schema';
import { addDenialReason, listOwnDenialReasons, removeDenialReason } from './service';

const DenialReasonSchema = z.object({ id: z.uuid(), denialReason: z.string() });
const tags = ['denial reasons'];

export async function denialReasonRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/denial-reasons',
    {
      config: { action: 'product:use' },
      schema: { tags, response: { 200: z.array(DenialReasonSchema) } },
    },
    (request) => listOwnDenialReasons(app.services, request.actor),
  );

  r.post(
    '/api/v1/denial-reasons',
    {
      config: { action: 'organisation:manage' },
      schema: { tags, body: NewDenialReasonSchema, response: { 201: DenialReasonSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await addDenialReason(app.services, request.actor, request.body)),
  );

  r.delete(
    '/api/v1/denial-reasons/:id',
    {
      config: { action: 'organisation:manage' },
      schema: { tags, params: IdParamsSchema, response: { 200: MessageReplySchema } },
    },
    async (request) => {
      await removeDenialReason(app.services, request.actor, request.params.id);
      return { message: adminMessages.denialReasonRemoved };
    },
  );
}
