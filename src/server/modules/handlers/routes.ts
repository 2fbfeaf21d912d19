import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HandlerListReply } from '@/domain/contracts/handlers';
import { listHandlers } from './queries';

/** The people a register can be filtered by (`?handler=`), for everyone who uses the registers. */
export async function handlerRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/handlers',
    {
      config: { action: 'product:use' },
      schema: {
        summary: "List your organization's people, for the registers' handler filter",
        tags: ['registers'],
        response: { 200: HandlerListReply },
      },
    },
    (request) => listHandlers(app.services.db, request.tenant.organisationId),
  );
}
