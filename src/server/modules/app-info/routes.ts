import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppInfoReply } from '@/domain/contracts/app-info';

export async function appInfoRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/app-info',
    {
      config: { action: 'session' },
      schema: {
        summary: "Read the app's settings for the screen",
        tags: ['app'],
        response: {
          200: AppInfoReply,
        },
      },
    },
    () => ({
      simulatedDeviceHistory: app.services.simulatedDeviceHistory,
      simulatedCarrier: app.services.simulatedCarrier,
      deviceHistoryTestStore: app.services.deviceHistoryTestStore,
    }),
  );
}
