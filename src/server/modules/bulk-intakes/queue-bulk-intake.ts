import { z } from 'zod';
import type { Transaction } from '@/server/db/client';
import { jobKind } from '@/server/jobs/job-kind';
import { type JobQueue, QUEUES } from '@/server/jobs/job-queue';

export const BulkIntakeJobSchema = z.object({ bulkIntakeId: z.string(), organisationId: z.string() });
export type BulkIntakeJob = z.infer<typeof BulkIntakeJobSchema>;

/**
 * A stretch of a batch's work. Keyed on the batch: one waiting and one running job per batch, so a batch is worked by
 * one worker at a time. A job works the batch for a few seconds and queues the next before it ends, so a stopping
 * process is never held up for long and the next process takes over. A worker that dies leaves its job running until
 * it expires; the queue then retries it.
 */
export const bulkIntakeJob = jobKind({
  queue: QUEUES.bulkIntake,
  data: BulkIntakeJobSchema,
  retry: { retryLimit: 20, retryDelaySeconds: 5, expireInSeconds: 60 },
  key: (job) => job.bulkIntakeId,
});

/**
 * Queues (the next stretch of) a batch's work in the caller's transaction. A batch paused by the provider (busy or
 * unavailable) queues its next stretch to start after the wait (`startAfter`).
 */
export function queueBulkIntake(jobs: JobQueue, tx: Transaction, job: BulkIntakeJob, startAfter?: Date) {
  return jobs.send(bulkIntakeJob, job, { tx, startAfter });
}
