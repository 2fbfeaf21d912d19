import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOrganisation } from '../auth/actor';
import { listDenialReasons } from './queries';

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
    (request) => listDenialReasons(app.services.db, requireOrganisation(request.actor)),
  );
}
