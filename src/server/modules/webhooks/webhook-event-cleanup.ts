import type { FastifyBaseLogger } from 'fastify';
import { WEBHOOK_EVENT_RETENTION_DAYS } from '@/domain/contracts/webhooks';
import { todayUtc } from '@/domain/dashboard-period';
import type { Database } from '@/server/db/client';
import { dailyJobKind, queueDailyJob, scheduleDailyJob } from '@/server/jobs/daily-job';
import { defineJob } from '@/server/jobs/define-job';
import { type JobQueue, QUEUES } from '@/server/jobs/job-queue';
import { deleteExpiredEvents } from './queries';

/**
 * Deletes every organisation's webhook events older than they are kept, once a day (a job of no one organisation).
 * Keyed on the day: every process asks every hour, and one such job waits.
 */
export const webhookEventCleanupJob = dailyJobKind('webhook-event-cleanup', QUEUES.webhookEventCleanup, {
  retryLimit: 6,
  retryDelaySeconds: 60,
  expireInSeconds: 15 * 60,
});

/** Queues today's clean-up (UTC); the key keeps one waiting, and cleaning twice deletes nothing more. */
export function queueWebhookEventCleanup(deps: { db: Database; jobs: JobQueue }, day = todayUtc()) {
  return queueDailyJob(deps, webhookEventCleanupJob, day);
}

/** Queues the clean-up now and every hour after, until the process stops. */
export function scheduleWebhookEventCleanup(deps: {
  db: Database;
  jobs: JobQueue;
  logger: FastifyBaseLogger;
}) {
  scheduleDailyJob(deps, 'webhook event clean-up', (today) => queueWebhookEventCleanup(deps, today));
}

/** One statement over every organisation (the owner's connection); the feed never reads past the kept days anyway. */
export const webhookEventCleanupWorker = defineJob(webhookEventCleanupJob, {
  concurrency: 1,
  handler: async (_job, { services, logger }) => {
    const deleted = await deleteExpiredEvents(services.db, WEBHOOK_EVENT_RETENTION_DAYS);
    logger.info({ deleted }, 'expired webhook events deleted');
  },
});
