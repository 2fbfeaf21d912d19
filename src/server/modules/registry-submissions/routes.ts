import type { FastifyInstance } from 'fastify';
import {
  registryConfirmation,
  registryResubmission,
  registrySubmissionRetry,
} from '@/domain/contracts/registry-submissions';
import { registerContract } from '@/server/http/register-contract';
import { confirmRegistrySubmission } from './confirm-registry-submission';
import { retryRegistrySubmission, sendRegistrySubmissionAgain } from './retry-registry-submission';

/** Registration of settled claims with the device-history registry: what an org admin may do when it did not end well. */
export async function registrySubmissionRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, registrySubmissionRetry, async (request) => {
    await retryRegistrySubmission(app.services, request.tenant, request.params.id);
    return { status: 'pending' as const };
  });
  registerContract(app, registryResubmission, async (request) => {
    await sendRegistrySubmissionAgain(app.services, request.tenant, request.params.id);
    return { status: 'pending' as const };
  });
  registerContract(app, registryConfirmation, async (request) => {
    await confirmRegistrySubmission(request.tenant, request.params.id);
    return { status: 'registered' as const };
  });
}
