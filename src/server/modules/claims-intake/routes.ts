import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ClaimsIntakeSchema } from '../../../domain/schemas/claims-intake';
import { ImeiSchema } from '../../../domain/schemas/imei';
import { requireOrganisation } from '../auth/actor';
import { consumeProviderCheck } from '../auth/rate-limits';
import { asJsonReport, CheckViewSchema } from './check-view';
import { recordCheck, searchDevice } from './service';

const tags = ['claims intake'];

export async function claimsIntakeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/checks',
    {
      config: { action: 'product:use' },
      schema: { tags, body: ClaimsIntakeSchema, response: { 201: CheckViewSchema } },
    },
    async (request, reply) => {
      await consumeProviderCheck(app.services.rateLimiter, 'device-history', request);
      const check = await recordCheck(app.services, request.actor, request.body);
      return reply.status(201).send({ ...check, report: asJsonReport(check.report) });
    },
  );

  r.post(
    '/api/v1/device-verifications',
    {
      config: { action: 'product:use' },
      schema: {
        tags,
        description: 'Fresh device-history data for an IMEI; nothing is stored.',
        body: z.strictObject({ imei: ImeiSchema }),
        response: { 200: z.object({ report: z.record(z.string(), z.unknown()) }) },
      },
    },
    async (request) => {
      requireOrganisation(request.actor);
      await consumeProviderCheck(app.services.rateLimiter, 'device-history', request);
      return { report: asJsonReport(await searchDevice(app.services, request.body.imei)) };
    },
  );
}
