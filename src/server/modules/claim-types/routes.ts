import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOrganisation } from '../auth/actor';
import { listClaimTypes } from './queries';

const ClaimTypeSchema = z.object({ id: z.uuid(), claimType: z.string(), isTotalLoss: z.boolean() });

export async function claimTypeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/claim-types',
    {
      config: { action: 'product:use' },
      schema: { tags: ['claim types'], response: { 200: z.array(ClaimTypeSchema) } },
    },
    (request) => listClaimTypes(app.services.db, requireOrganisation(request.actor)),
  );
}
