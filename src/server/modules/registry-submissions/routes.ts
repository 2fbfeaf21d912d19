import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RegistrySubmissionReply } from '@/domain/contracts/registry-submissions';
import { IdParamsSchema } from '@/server/http/id-params';
import { retryRegistrySubmission } from './retry-registry-submission';

/** Registration of settled claims with the device-history registry. */
export async function registrySubmissionRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/settled-claims/:id/registry-submission',
    {
      config: { action: 'organisation:manage' },
      schema: {
        summary: 'Submit a settled claim to the registry again',
        tags: ['registers'],
        description: 'Queues a failed registry submission of a settled claim again (organization admins).',
        params: IdParamsSchema,
        response: { 202: RegistrySubmissionReply },
      },
    },
    async (request, reply) => {
      await retryRegistrySubmission(app.services, request.tenant, request.params.id);
      return reply.status(202).send({ status: 'pending' as const });
    },
  );
}
