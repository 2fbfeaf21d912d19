import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export async function appInfoRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/app-info',
    {
      config: { action: 'session' },
      schema: {
        tags: ['app'],
        response: {
          200: z.object({
            simulatedProviders: z.boolean(),
            deviceHistoryTestStore: z.boolean().describe('Device-history answers come from the test store'),
          }),
        },
      },
    },
    () => ({
      simulatedProviders: app.services.simulatedProviders,
      deviceHistoryTestStore: app.services.deviceHistoryTestStore,
    }),
  );
}
