import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@/server/http/id-params';
import { ListReplacementDevicesQuerySchema, ReplacementDevicePageSchema } from './schema';
import { listReplacementDevicePage, removeReplacementDevice } from './service';

const tags = ['replacement devices'];

/** The Replacement Devices register (/dashboard/replacement-devices), scoped to the organisation. */
export async function replacementDeviceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/replacement-devices',
    {
      config: { action: 'product:use' },
      schema: {
        tags,
        querystring: ListReplacementDevicesQuerySchema,
        response: { 200: ReplacementDevicePageSchema },
      },
    },
    (request) => listReplacementDevicePage(app.services, request.actor, request.query),
  );

  r.delete(
    '/api/v1/replacement-devices/:id',
    { config: { action: 'replacement-device:delete' }, schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      await removeReplacementDevice(app.services, request.actor, request.params.id);
      return reply.status(204).send();
    },
  );
}
