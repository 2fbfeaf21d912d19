import type { Transaction } from '@/server/db/client';
import { type JobQueue, QUEUES } from '@/server/jobs/job-queue';
import type { Services } from '@/server/services';

export interface RegistrySubmissionJob {
  settledClaimId: string;
  organisationId: string;
}

/**
 * Queues the registration of a settled claim in the transaction that settles it (or marks it for a retry): the job
 * exists exactly when the settlement does, and it keys on the settled claim, so it is never queued twice at once.
 */
export function queueRegistrySubmission(
  deps: { jobs: JobQueue; env: Services['env'] },
  tx: Transaction,
  job: RegistrySubmissionJob,
) {
  return deps.jobs.sendInTransaction(tx, {
    queue: QUEUES.registrySubmission,
    data: job,
    key: job.settledClaimId,
    retry: {
      retryLimit: deps.env.REGISTRY_RETRY_LIMIT,
      retryDelaySeconds: deps.env.REGISTRY_RETRY_DELAY_SECONDS,
      // One submission answers within REGISTRY_TIMEOUT_MS (at most 15 s); longer means the worker died with it. The
      // queue's next attempt then finds the record `sending` and marks its outcome unknown: it never resends it.
      expireInSeconds: 60,
    },
  });
}
