import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DeviceVerificationReply } from '@/domain/contracts/device-verifications';
import { ImeiSchema } from '@/domain/schemas/imei';
import { consumeProviderCheck } from '@/server/rate-limit/provider-checks';
import { verifyDevice } from './service';

export async function deviceVerificationRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/device-verifications',
    {
      config: { action: 'product:use', scope: 'claims:write' },
      schema: {
        summary: 'Verify a device before settling',
        tags: ['claims intake'],
        description:
          'Fresh device-history data for an IMEI about to be settled; kept so that the settlement can name it (verificationId).',
        body: z.strictObject({ imei: ImeiSchema }),
        response: { 200: DeviceVerificationReply },
      },
    },
    async (request) => {
      // A user of no organisation is refused before the check counts against the provider's limit.
      const { tenant } = request;
      await consumeProviderCheck(app.services.rateLimiter, 'device-history', request.session);
      return verifyDevice(app.services, tenant, request.body.imei);
    },
  );
}
