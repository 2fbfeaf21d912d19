import type { FastifyBaseLogger } from 'fastify';
import { todayUtc } from '@/domain/dashboard-period';
import type { Database } from '@/server/db/client';
import { dailyJobKind, queueDailyJob, scheduleDailyJob } from '@/server/jobs/daily-job';
import { defineJob } from '@/server/jobs/define-job';
import { type JobQueue, QUEUES } from '@/server/jobs/job-queue';
import { sendAlertDigests } from './send-alert-digests';

/**
 * The digest of one day for every organisation (a job of no one organisation). Keyed on the day: every process asks
 * every hour, and one such job waits. A mail server down for a while: retried for about an hour; one run mails every
 * organisation of the day.
 */
export const alertDigestJob = dailyJobKind('alert-digest', QUEUES.alertDigest, {
  retryLimit: 6,
  retryDelaySeconds: 60,
  expireInSeconds: 15 * 60,
});

const dayBefore = (day: string) =>
  new Date(new Date(`${day}T00:00:00.000Z`).getTime() - 86_400_000).toISOString().slice(0, 10);

/**
 * Queues the digest of yesterday (UTC). Every process asks every hour; the key keeps one such job waiting, and the
 * digest itself is sent at most once per organisation and day (see sendAlertDigests), so asking again is harmless.
 */
export function queueAlertDigest(deps: { db: Database; jobs: JobQueue }, today = todayUtc()) {
  return queueDailyJob(deps, alertDigestJob, dayBefore(today));
}

/** Queues the digest now and every hour after, until the process stops. */
export function scheduleAlertDigests(deps: { db: Database; jobs: JobQueue; logger: FastifyBaseLogger }) {
  scheduleDailyJob(deps, 'alert digest', (today) => queueAlertDigest(deps, today));
}

/** One digest at a time per process: it mails every organisation of the day in turn. */
export const alertDigestWorker = defineJob(alertDigestJob, {
  concurrency: 1,
  handler: (job, { services, logger }) =>
    sendAlertDigests({ ...services, logger, appUrl: services.env.APP_URL }, job.day),
});
