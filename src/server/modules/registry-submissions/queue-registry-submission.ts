import type { Transaction } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';

export const REGISTRY_QUEUE = 'registry-submission';

export interface RegistrySubmissionJob {
  settledClaimId: string;
  organisationId: string;
}

/**
 * Queues the registration of a settled claim in the transaction that settles it (or marks it for a retry): the job
 * exists exactly when the settlement does, and it keys on the settled claim, so it is never queued twice at once.
 */
export function queueRegistrySubmission(jobs: JobQueue, tx: Transaction, job: RegistrySubmissionJob) {
  return jobs.sendInTransaction(tx, REGISTRY_QUEUE, job, job.settledClaimId);
}
