import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { WEBHOOK_EVENT_RETENTION_DAYS } from '@/domain/contracts/webhooks';
import { todayUtc } from '@/domain/dashboard-period';
import type { Database } from '@/server/db/client';
import { askHourly } from '@/server/jobs/ask-hourly';
import { defineJob } from '@/server/jobs/define-job';
import { jobKind } from '@/server/jobs/job-kind';
import { type JobQueue, QUEUES } from '@/server/jobs/job-queue';
import { deleteExpiredEvents } from './queries';

/** The clean-up of one UTC day. */
export const WebhookEventCleanupJobSchema = z.object({ day: z.iso.date() });
export type WebhookEventCleanupJob = z.infer<typeof WebhookEventCleanupJobSchema>;

/**
 * Deletes every organisation's webhook events older than they are kept, once a day (a job of no one organisation).
 * Keyed on the day: every process asks every hour, and one such job waits.
 */
export const webhookEventCleanupJob = jobKind({
  queue: QUEUES.webhookEventCleanup,
  data: WebhookEventCleanupJobSchema,
  retry: { retryLimit: 6, retryDelaySeconds: 60, expireInSeconds: 15 * 60 },
  key: (job) => `webhook-event-cleanup:${job.day}`,
});

/** Queues today's clean-up (UTC); the key keeps one waiting, and cleaning twice deletes nothing more. */
export function queueWebhookEventCleanup(deps: { db: Database; jobs: JobQueue }, day = todayUtc()) {
  return deps.db.transaction((tx) => deps.jobs.send(webhookEventCleanupJob, { day }, { tx }));
}

/** Queues the clean-up now and every hour after, until the process stops. */
export function scheduleWebhookEventCleanup(deps: {
  db: Database;
  jobs: JobQueue;
  logger: FastifyBaseLogger;
}) {
  askHourly(
    () => queueWebhookEventCleanup(deps),
    deps.logger,
    'webhook event clean-up not queued; asking again within the hour',
  );
}

/** One statement over every organisation (the owner's connection); the feed never reads past the kept days anyway. */
export const webhookEventCleanupWorker = defineJob(webhookEventCleanupJob, {
  concurrency: 1,
  handler: async (_job, { services, logger }) => {
    const deleted = await deleteExpiredEvents(services.db, WEBHOOK_EVENT_RETENTION_DAYS);
    logger.info({ deleted }, 'expired webhook events deleted');
  },
});
