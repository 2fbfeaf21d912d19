import type { Transaction } from '@/server/db/client';
import { type JobQueue, QUEUES } from '@/server/jobs/job-queue';

export interface BulkIntakeJob {
  bulkIntakeId: string;
  organisationId: string;
}

/**
 * Queues (the next stretch of) a batch's work in the caller's transaction. Keyed on the batch: one waiting and one
 * running job per batch, so a batch is worked by one worker at a time. A job works the batch for a few seconds and
 * queues the next before it ends, so a stopping process is never held up for long and the next process takes over.
 * A worker that dies leaves its job running until it expires; the queue then retries it. A batch paused by the
 * provider (busy or unavailable) queues its next stretch to start after the wait (`startAfter`).
 */
export function queueBulkIntake(jobs: JobQueue, tx: Transaction, job: BulkIntakeJob, startAfter?: Date) {
  return jobs.sendInTransaction(tx, {
    queue: QUEUES.bulkIntake,
    data: job,
    key: job.bulkIntakeId,
    retry: { retryLimit: 20, retryDelaySeconds: 5, expireInSeconds: 60 },
    startAfter,
  });
}
