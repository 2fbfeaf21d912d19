import { z } from 'zod';
import type { Transaction } from '@/server/db/client';
import { jobKind } from '@/server/jobs/job-kind';
import { type JobQueue, QUEUES } from '@/server/jobs/job-queue';

export const RegistrySubmissionJobSchema = z.object({
  settledClaimId: z.string(),
  organisationId: z.string(),
});
export type RegistrySubmissionJob = z.infer<typeof RegistrySubmissionJobSchema>;

/** The registration of one settled claim with the device-history registry, keyed on the settled claim. */
export const registrySubmissionJob = jobKind({
  queue: QUEUES.registrySubmission,
  data: RegistrySubmissionJobSchema,
  retry: (env) => ({
    retryLimit: env.REGISTRY_RETRY_LIMIT,
    retryDelaySeconds: env.REGISTRY_RETRY_DELAY_SECONDS,
    // One submission answers within REGISTRY_TIMEOUT_MS (at most 15 s); longer means the worker died with it. The
    // queue's next attempt then finds the record `sending` and marks its outcome unknown: it never resends it.
    expireInSeconds: 60,
  }),
  key: (job) => job.settledClaimId,
});

/**
 * Queues the registration of a settled claim in the transaction that settles it (or marks it for a retry): the job
 * exists exactly when the settlement does, and it keys on the settled claim, so it is never queued twice at once.
 */
export function queueRegistrySubmission(
  deps: { jobs: JobQueue },
  tx: Transaction,
  job: RegistrySubmissionJob,
) {
  return deps.jobs.send(registrySubmissionJob, job, { tx });
}
