import type { FastifyInstance } from 'fastify';
import { checkCreation } from '@/domain/contracts/checks';
import { registerContract } from '@/server/http/register-contract';
import { consumeProviderCheck } from '@/server/rate-limit/provider-checks';
import { recordCheck } from './service';

export async function claimsIntakeRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, checkCreation, async (request) => {
    await consumeProviderCheck(app.services.rateLimiter, 'device-history', request.session);
    return recordCheck(app.services, request.tenant, request.body);
  });
}
