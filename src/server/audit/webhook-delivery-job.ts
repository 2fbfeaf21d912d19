import { z } from 'zod';
import type { Transaction } from '@/server/db/client';
import { jobKind } from '@/server/jobs/job-kind';
import { type JobQueue, QUEUES, type RetryPolicy } from '@/server/jobs/job-queue';
import type { Services } from '@/server/services';

export const WebhookDeliveryJobSchema = z.object({ deliveryId: z.string(), organisationId: z.string() });
export type WebhookDeliveryJob = z.infer<typeof WebhookDeliveryJobSchema>;

export type WebhookDeps = { jobs: JobQueue; env: Services['env'] };

/** How a delivery is retried: exponential pauses over the configured attempts. */
export function deliveryRetryPolicy(env: Services['env']): RetryPolicy {
  return {
    retryLimit: env.WEBHOOK_RETRY_LIMIT,
    retryDelaySeconds: env.WEBHOOK_RETRY_DELAY_SECONDS,
    // An attempt ends within its timeout; a job running much longer lost its worker and is sent again.
    expireInSeconds: Math.ceil(env.WEBHOOK_TIMEOUT_MS / 1000) + 30,
  };
}

/**
 * One delivery of an event to one endpoint, keyed on the delivery. Raising an event queues its deliveries in the
 * statement that writes them (`deliveriesFor`, pinned to pg-boss's own insert by the job queue's contract test).
 */
export const webhookDeliveryJob = jobKind({
  queue: QUEUES.webhookDelivery,
  data: WebhookDeliveryJobSchema,
  retry: deliveryRetryPolicy,
  key: (job) => job.deliveryId,
});

/**
 * Queues one delivery again in the caller's transaction (a Resend): the job exists exactly when the transaction
 * commits, and it keys on the delivery, so it is never queued twice at once.
 */
export function queueWebhookDelivery(deps: WebhookDeps, tx: Transaction, job: WebhookDeliveryJob) {
  return deps.jobs.send(webhookDeliveryJob, job, { tx });
}
