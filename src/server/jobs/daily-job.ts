import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { todayUtc } from '@/domain/dashboard-period';
import type { Database } from '@/server/db/client';
import type { QueueName } from '@/server/db/job-queue-schema';
import { askHourly } from './ask-hourly';
import { type JobKind, jobKind, type RetryPolicy } from './job-kind';
import type { JobQueue } from './job-queue';

/** A daily job's data: the UTC day it does its work for. */
export const DailyJobSchema = z.object({ day: z.iso.date() });
export type DailyJob = z.infer<typeof DailyJobSchema>;

/**
 * Daily work of no one organisation (a digest, a clean-up): one job a UTC day, keyed `name:day`, so that every
 * process may ask every hour and one such job waits.
 */
export function dailyJobKind(name: string, queue: QueueName, retry: RetryPolicy): JobKind<DailyJob> {
  return jobKind({ queue, data: DailyJobSchema, retry, key: (job) => `${name}:${job.day}` });
}

type QueueDeps = { db: Database; jobs: JobQueue };

/** Queues the job of `day` in a transaction of its own; the key keeps one waiting. */
export function queueDailyJob(deps: QueueDeps, kind: JobKind<DailyJob>, day: string) {
  return deps.db.transaction((tx) => deps.jobs.send(kind, { day }, { tx }));
}

/**
 * Queues the job now and every hour after, until the process stops: `ask` queues the day it is for (today's, or
 * yesterday's for a digest of a whole day). A failed ask is logged, naming `what`, and made again within the hour.
 */
export function scheduleDailyJob(
  deps: QueueDeps & { logger: FastifyBaseLogger },
  what: string,
  ask: (today: string) => Promise<unknown>,
) {
  askHourly(() => ask(todayUtc()), deps.logger, `${what} not queued; asking again within the hour`);
}
