import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@/server/http/id-params';
import { DeniedClaimDetailSchema, DeniedClaimPageSchema, ListDeniedClaimsQuerySchema } from './schema';
import { listDeniedClaimPage, loadDeniedClaim, removeDeniedClaim } from './service';

const tags = ['denied claims'];

/** The Denied Claims register (/dashboard/denied-claims), scoped to the actor's organisation. */
export async function deniedClaimRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/denied-claims',
    {
      config: { action: 'product:use' },
      schema: { tags, querystring: ListDeniedClaimsQuerySchema, response: { 200: DeniedClaimPageSchema } },
    },
    (request) => listDeniedClaimPage(app.services, request.actor, request.query),
  );

  r.get(
    '/api/v1/denied-claims/:id',
    {
      config: { action: 'product:use' },
      schema: { tags, params: IdParamsSchema, response: { 200: DeniedClaimDetailSchema } },
    },
    (request) => loadDeniedClaim(app.services, request.actor, request.params.id),
  );

  r.delete(
    '/api/v1/denied-claims/:id',
    { config: { action: 'claim:delete' }, schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      await removeDeniedClaim(app.services, request.actor, request.params.id);
      return reply.status(204).send();
    },
  );
}
