import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RegistrySubmissionReply } from '@/domain/contracts/registry-submissions';
import { IdParamsSchema } from '@/server/http/id-params';
import { confirmRegistrySubmission } from './confirm-registry-submission';
import { retryRegistrySubmission, sendRegistrySubmissionAgain } from './retry-registry-submission';

const tags = ['registers'];

/** Registration of settled claims with the device-history registry: what an org admin may do when it did not end well. */
export async function registrySubmissionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/v1/settled-claims/:id/registry-submission',
    {
      config: { action: 'organisation:manage' },
      schema: {
        summary: 'Submit a settled claim to the registry again',
        tags,
        description:
          'Queues a failed registry submission of a settled claim again (organization admins). A failed one was certainly not registered (the registry refused it, or was never reached), so this cannot register it twice. 409 NOT_RETRYABLE for any other status, including `unknown`.',
        params: IdParamsSchema,
        response: { 202: RegistrySubmissionReply },
      },
    },
    async (request, reply) => {
      await retryRegistrySubmission(app.services, request.tenant, request.params.id);
      return reply.status(202).send({ status: 'pending' as const });
    },
  );
  r.post(
    '/api/v1/settled-claims/:id/registry-resubmission',
    {
      config: { action: 'organisation:manage' },
      schema: {
        summary: 'Send again a registry submission whose outcome is unknown',
        tags,
        description:
          'Queues again a registry submission whose outcome is `unknown` (the claim was sent but no answer arrived). The registry may already hold the claim: sending it again may register it twice. Audited as `claim.registry_sent_again`. 409 OUTCOME_NOT_UNKNOWN for any other status.',
        params: IdParamsSchema,
        response: { 202: RegistrySubmissionReply },
      },
    },
    async (request, reply) => {
      await sendRegistrySubmissionAgain(app.services, request.tenant, request.params.id);
      return reply.status(202).send({ status: 'pending' as const });
    },
  );
  r.post(
    '/api/v1/settled-claims/:id/registry-confirmation',
    {
      config: { action: 'organisation:manage' },
      schema: {
        summary: 'Confirm a registry submission whose outcome is unknown as registered',
        tags,
        description:
          'Records a registry submission whose outcome is `unknown` as `registered` (without a transaction id), after checking with the registry that it holds the claim; nothing is sent. Audited as `claim.registry_confirmed`. 409 OUTCOME_NOT_UNKNOWN for any other status.',
        params: IdParamsSchema,
        response: { 200: RegistrySubmissionReply },
      },
    },
    async (request) => {
      await confirmRegistrySubmission(request.tenant, request.params.id);
      return { status: 'registered' as const };
    },
  );
}
