import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@/server/http/id-params';
import { ListSettledClaimsQuerySchema, SettledClaimDetailSchema, SettledClaimPageSchema } from './schema';
import { listSettledClaimPage, loadSettledClaim, removeSettledClaim } from './service';

const tags = ['settled claims'];

/** The Settled Claims register (/dashboard/accepted-claims), scoped to the actor's organisation. */
export async function settledClaimRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/settled-claims',
    {
      config: { action: 'product:use' },
      schema: { tags, querystring: ListSettledClaimsQuerySchema, response: { 200: SettledClaimPageSchema } },
    },
    (request) => listSettledClaimPage(app.services, request.actor, request.query),
  );

  r.get(
    '/api/v1/settled-claims/:id',
    {
      config: { action: 'product:use' },
      schema: { tags, params: IdParamsSchema, response: { 200: SettledClaimDetailSchema } },
    },
    (request) => loadSettledClaim(app.services, request.actor, request.params.id),
  );

  r.delete(
    '/api/v1/settled-claims/:id',
    { config: { action: 'claim:delete' }, schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      await removeSettledClaim(app.services, request.actor, request.params.id);
      return reply.status(204).send();
    },
  );
}
