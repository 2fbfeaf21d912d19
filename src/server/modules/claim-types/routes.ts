import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminMessages } from '@/domain/admin-messages';
import { NewClaimTypeSchema } from '@/domain/schemas/claim-type';
import { IdParamsSchema } from '@/server/http/id-params';
import { MessageReplySchema } from '@/server/modules/auth/schema';
import { addClaimType, listOwnClaimTypes, removeClaimType } from './service';

const ClaimTypeSchema = z.object({ id: z.uuid(), claimType: z.string(), isTotalLoss: z.boolean() });
const tags = ['claim types'];

export async function claimTypeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/claim-types',
    {
      config: { action: 'product:use' },
      schema: { tags, response: { 200: z.array(ClaimTypeSchema) } },
    },
    (request) => listOwnClaimTypes(app.services, request.actor),
  );

  r.post(
    '/api/v1/claim-types',
    {
      config: { action: 'organisation:manage' },
      schema: { tags, body: NewClaimTypeSchema, response: { 201: ClaimTypeSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await addClaimType(app.services, request.actor, request.body)),
  );

  r.delete(
    '/api/v1/claim-types/:id',
    {
      config: { action: 'organisation:manage' },
      schema: { tags, params: IdParamsSchema, response: { 200: MessageReplySchema } },
    },
    async (request) => {
      await removeClaimType(app.services, request.actor, request.params.id);
      return { message: adminMessages.claimTypeRemoved };
    },
  );
}
