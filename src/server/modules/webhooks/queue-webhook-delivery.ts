import type { Transaction } from '@/server/db/client';
import { type JobQueue, QUEUES, type RetryPolicy } from '@/server/jobs/job-queue';
import type { Services } from '@/server/services';

export interface WebhookDeliveryJob {
  deliveryId: string;
  organisationId: string;
}

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
 * Queues one delivery again in the caller's transaction (a Resend): the job exists exactly when the transaction
 * commits, and it keys on the delivery, so it is never queued twice at once. Raising an event queues its deliveries
 * in the statement that writes them (`deliveriesFor`).
 */
export function queueWebhookDelivery(deps: WebhookDeps, tx: Transaction, job: WebhookDeliveryJob) {
  return deps.jobs.sendInTransaction(tx, {
    queue: QUEUES.webhookDelivery,
    data: job,
    key: job.deliveryId,
    retry: deliveryRetryPolicy(deps.env),
  });
}
