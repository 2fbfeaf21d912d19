import type { Transaction } from '@/server/db/client';
import { type JobQueue, QUEUES } from '@/server/jobs/job-queue';
import type { Services } from '@/server/services';

export interface WebhookDeliveryJob {
  deliveryId: string;
  organisationId: string;
}

export type WebhookDeps = { jobs: JobQueue; env: Services['env'] };

/**
 * Queues one delivery in the caller's transaction (the one that raised the event, or a Resend): the job exists
 * exactly when the delivery row does, and it keys on the delivery, so it is never queued twice at once.
 */
export function queueWebhookDelivery(deps: WebhookDeps, tx: Transaction, job: WebhookDeliveryJob) {
  return deps.jobs.sendInTransaction(tx, {
    queue: QUEUES.webhookDelivery,
    data: job,
    key: job.deliveryId,
    retry: {
      retryLimit: deps.env.WEBHOOK_RETRY_LIMIT,
      retryDelaySeconds: deps.env.WEBHOOK_RETRY_DELAY_SECONDS,
      // An attempt ends within its timeout; a job running much longer lost its worker and is sent again.
      expireInSeconds: Math.ceil(deps.env.WEBHOOK_TIMEOUT_MS / 1000) + 30,
    },
  });
}
