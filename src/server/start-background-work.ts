import type { FastifyBaseLogger } from 'fastify';
import { type AlertDigestJob, scheduleAlertDigests, workAlertDigest } from '@/server/modules/alerts';
import { type BulkIntakeJob, workBulkIntake } from '@/server/modules/bulk-intakes';
import {
  type MonitoringSearchJob,
  searchWatchedDevice,
  startMonitoringTicks,
} from '@/server/modules/monitoring';
import { type RegistrySubmissionJob, submitSettledClaim } from '@/server/modules/registry-submissions';
import { deliverWebhook, type WebhookDeliveryJob } from '@/server/modules/webhooks';
import type { Services } from '@/server/services';
import { QUEUES } from './jobs/job-queue';

/** Starts this process's job workers (unless JOB_WORKERS=false): one per queue the app uses. */
export function startBackgroundWork(services: Services, logger: FastifyBaseLogger): Promise<void> {
  return services.jobs.startWorkers(async () => {
    await services.jobs.work<RegistrySubmissionJob>(QUEUES.registrySubmission, (job) =>
      submitSettledClaim({ ...services, logger }, job),
    );
    await services.jobs.workConcurrently<WebhookDeliveryJob>(QUEUES.webhookDelivery, 50, (job) =>
      deliverWebhook({ ...services, logger }, job),
    );
    // One batch at a time per process: the batch paces its own searches (BULK_INTAKE_SEARCHES_PER_SECOND).
    await services.jobs.work<BulkIntakeJob>(QUEUES.bulkIntake, (job) =>
      workBulkIntake({ ...services, logger }, job),
    );
    // A few searches side by side; the provider client keeps to its own limits and pauses on its circuit breaker.
    await services.jobs.workConcurrently<MonitoringSearchJob>(QUEUES.monitoringSearch, 4, (job) =>
      searchWatchedDevice({ ...services, logger }, job),
    );
    startMonitoringTicks(services, logger);
    await services.jobs.work<AlertDigestJob>(QUEUES.alertDigest, (job) =>
      workAlertDigest({ ...services, logger, appUrl: services.env.APP_URL }, job),
    );
    scheduleAlertDigests({ ...services, logger });
  });
}
