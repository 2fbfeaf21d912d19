import type { FastifyInstance } from 'fastify';
import { deviceVerification } from '@/domain/contracts/device-verifications';
import { registerContract } from '@/server/http/register-contract';
import { consumeProviderCheck } from '@/server/rate-limit/provider-checks';
import { verifyDevice } from './service';

export async function deviceVerificationRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, deviceVerification, async (request) => {
    // A user of no organisation is refused before the check counts against the provider's limit.
    const { tenant } = request;
    await consumeProviderCheck(app.services.rateLimiter, 'device-history', request.session);
    return verifyDevice(app.services, tenant, request.body.imei);
  });
}
