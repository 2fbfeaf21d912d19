import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { todayUtc } from '@/domain/dashboard-period';
import type { Database } from '@/server/db/client';
import { askHourly } from '@/server/jobs/ask-hourly';
import { defineJob } from '@/server/jobs/define-job';
import { jobKind } from '@/server/jobs/job-kind';
import { type JobQueue, QUEUES } from '@/server/jobs/job-queue';
import { sendAlertDigests } from './send-alert-digests';

/** The digest of one UTC day. */
export const AlertDigestJobSchema = z.object({ day: z.iso.date() });
export type AlertDigestJob = z.infer<typeof AlertDigestJobSchema>;

/**
 * The digest of one day for every organisation (a job of no one organisation). Keyed on the day: every process asks
 * every hour, and one such job waits.
 */
export const alertDigestJob = jobKind({
  queue: QUEUES.alertDigest,
  data: AlertDigestJobSchema,
  // A mail server down for a while: retried for about an hour; one run mails every organisation of the day.
  retry: { retryLimit: 6, retryDelaySeconds: 60, expireInSeconds: 15 * 60 },
  key: (job) => `alert-digest:${job.day}`,
});

const dayBefore = (day: string) =>
  new Date(new Date(`${day}T00:00:00.000Z`).getTime() - 86_400_000).toISOString().slice(0, 10);

/**
 * Queues the digest of yesterday (UTC). Every process asks every hour; the key keeps one such job waiting, and the
 * digest itself is sent at most once per organisation and day (see sendAlertDigests), so asking again is harmless.
 */
export function queueAlertDigest(deps: { db: Database; jobs: JobQueue }, today = todayUtc()) {
  const day = dayBefore(today);
  return deps.db.transaction((tx) => deps.jobs.send(alertDigestJob, { day }, { tx }));
}

/** Queues the digest now and every hour after, until the process stops. */
export function scheduleAlertDigests(deps: { db: Database; jobs: JobQueue; logger: FastifyBaseLogger }) {
  askHourly(
    () => queueAlertDigest(deps),
    deps.logger,
    'alert digest not queued; asking again within the hour',
  );
}

/** One digest at a time per process: it mails every organisation of the day in turn. */
export const alertDigestWorker = defineJob(alertDigestJob, {
  concurrency: 1,
  handler: (job, { services, logger }) =>
    sendAlertDigests({ ...services, logger, appUrl: services.env.APP_URL }, job.day),
});
