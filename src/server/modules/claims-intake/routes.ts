import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CheckReply } from '@/domain/contracts/checks';
import { ClaimsIntakeSchema } from '@/domain/schemas/claims-intake';
import { consumeProviderCheck } from '@/server/rate-limit/provider-checks';
import { recordCheck } from './service';

const tags = ['claims intake'];

export async function claimsIntakeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/checks',
    {
      config: { action: 'product:use', scope: 'checks:write', idempotent: true },
      schema: {
        summary: 'Check a device (claims intake)',
        tags,
        body: ClaimsIntakeSchema,
        response: { 201: CheckReply },
      },
    },
    async (request, reply) => {
      await consumeProviderCheck(app.services.rateLimiter, 'device-history', request.session);
      return reply.status(201).send(await recordCheck(app.services, request.tenant, request.body));
    },
  );
}
