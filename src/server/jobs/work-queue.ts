import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { QueueName } from '@/server/db/job-queue-schema';

export type JobHandler<T> = (job: PgBoss.JobWithMetadata<T>) => Promise<void>;

export interface WorkLoop {
  queue: QueueName;
  /** Jobs worked side by side; a full batch fetches the next at once instead of waiting for the next poll. */
  batchSize: number;
  pollMs: number;
  logger: FastifyBaseLogger;
  /** True once the process is stopping: no more jobs are fetched. */
  isStopping: () => boolean;
  /** Aborted when the process starts stopping, to cut a pause short. */
  stopped: AbortSignal;
}

/** The longest pause between two tries at writing a job's outcome while the database is away. */
const OUTCOME_RETRY_MAX_MS = 5_000;

/**
 * Works one queue until the process stops: fetch up to `batchSize` jobs, work them side by side, write each one's
 * outcome (completed, or failed for a retry), fetch again. pg-boss 10.4.2's own worker writes the outcome without
 * waiting for it, so a database gone mid-job becomes an unhandled rejection that ends the process, and the job sits
 * "active" until its expiry. Here the outcome is awaited and written again, with back-off, until the database is
 * back, so the job goes on within seconds of its return; a fetch while the database is away finds nothing (pg-boss
 * swallows its error) and is tried again at the next poll.
 */
export async function workQueue<T>(boss: PgBoss, loop: WorkLoop, handler: JobHandler<T>): Promise<void> {
  while (!loop.isStopping()) {
    const jobs = await boss.fetch<T>(loop.queue, { batchSize: loop.batchSize, includeMetadata: true });
    await Promise.all(jobs.map((job) => workJob(boss, loop, job, handler)));
    if (jobs.length < loop.batchSize)
      await delay(loop.pollMs, undefined, { signal: loop.stopped }).catch(() => {});
  }
}

async function workJob<T>(
  boss: PgBoss,
  loop: WorkLoop,
  job: PgBoss.JobWithMetadata<T>,
  handler: JobHandler<T>,
): Promise<void> {
  // After its expiry the queue takes a job for lost and hands it out again: an outcome written later would be
  // written over another worker's attempt, so it is given up then (the queue's maintenance retries the job).
  const expiresAt = Date.now() + expirySecondsOf(job) * 1000;
  let failure: unknown;
  try {
    await withinExpiry(handler(job), expiresAt);
  } catch (error) {
    failure = error;
    loop.logger.warn({ err: error, queue: loop.queue, jobId: job.id }, 'job failed; the queue retries it');
  }
  const record = () =>
    failure === undefined
      ? boss.complete(loop.queue, job.id)
      : boss.fail(loop.queue, job.id, {
          message: failure instanceof Error ? failure.message : String(failure),
        });
  for (let waitMs = 250; ; waitMs = Math.min(waitMs * 2, OUTCOME_RETRY_MAX_MS)) {
    try {
      await record();
      return;
    } catch (error) {
      if (Date.now() + waitMs > expiresAt) {
        loop.logger.error(
          { err: error, queue: loop.queue, jobId: job.id },
          'job outcome not written before its expiry; the queue retries the job',
        );
        return;
      }
      await delay(waitMs);
    }
  }
}

/**
 * The job's expiry in seconds: pg-boss gives it as `expireInSeconds` on PostgreSQL; the embedded database's driver
 * may leave only the interval (`expireIn`). A job of neither has pg-boss's default, 15 minutes.
 */
function expirySecondsOf(job: PgBoss.JobWithMetadata<unknown>): number {
  const seconds = Number((job as { expireInSeconds?: unknown }).expireInSeconds);
  if (Number.isFinite(seconds) && seconds > 0) return seconds;
  const interval = (job.expireIn ?? {}) as { hours?: number; minutes?: number; seconds?: number };
  const fromInterval = (interval.hours ?? 0) * 3600 + (interval.minutes ?? 0) * 60 + (interval.seconds ?? 0);
  return fromInterval > 0 ? fromInterval : 15 * 60;
}

/** The handler's own result, or a failure once the job has run past its expiry (as pg-boss's own worker does). */
async function withinExpiry(work: Promise<void>, expiresAt: number): Promise<void> {
  const timeout = new AbortController();
  try {
    await Promise.race([
      work,
      delay(Math.max(expiresAt - Date.now(), 1_000), undefined, { signal: timeout.signal }).then(() => {
        throw new Error('the job ran past its expiry');
      }),
    ]);
  } finally {
    timeout.abort();
  }
}
