import type { FastifyBaseLogger } from 'fastify';
import {
  REGISTRY_QUEUE,
  type RegistrySubmissionJob,
} from '../modules/registry-submissions/queue-registry-submission';
import { submitSettledClaim } from '../modules/registry-submissions/submit-settled-claim';
import type { Services } from '../services';

/** Starts the job queue with every queue the app uses, and this process's workers (unless JOB_WORKERS=false). */
export async function startBackgroundWork(services: Services, logger: FastifyBaseLogger): Promise<void> {
  const { env, jobs } = services;
  await jobs.start([
    {
      name: REGISTRY_QUEUE,
      retryLimit: env.REGISTRY_RETRY_LIMIT,
      retryDelaySeconds: env.REGISTRY_RETRY_DELAY_SECONDS,
      // One submission answers within its 10 s timeout; longer means the worker died with it.
      expireInSeconds: 60,
    },
  ]);
  await jobs.work<RegistrySubmissionJob>(REGISTRY_QUEUE, (job) =>
    submitSettledClaim({ db: services.db, registry: services.registry, logger }, job),
  );
}
