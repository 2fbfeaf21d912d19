import type { FastifyBaseLogger } from 'fastify';
import { runJob } from '@/server/jobs/define-job';
import { scheduleAlertDigests } from '@/server/modules/alerts';
import { scheduleRetentionRuns } from '@/server/modules/data-retention';
import { startMonitoringTicks } from '@/server/modules/monitoring';
import { scheduleWebhookEventCleanup } from '@/server/modules/webhooks';
import type { Services } from '@/server/services';
import { JOBS } from './job-registry';

/**
 * Starts this process's job workers (unless JOB_WORKERS=false): one per job of the registry, each working as many of
 * its jobs side by side as it says, each job with its tenant context built once (runJob). Then the schedulers that
 * queue work: the monitoring ticks, the daily alert digest, the daily clean-up of webhook events and the daily retention run.
 */
export function startBackgroundWork(services: Services, logger: FastifyBaseLogger): Promise<void> {
  return services.jobs.startWorkers(async () => {
    for (const definition of JOBS) {
      await services.jobs.workConcurrently(definition.queue, definition.concurrency, (job) =>
        runJob(definition, services, logger, job),
      );
    }
    startMonitoringTicks(services, logger);
    scheduleAlertDigests({ ...services, logger });
    scheduleWebhookEventCleanup({ ...services, logger });
    scheduleRetentionRuns({ ...services, logger });
  });
}
