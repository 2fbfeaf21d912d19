import type { JobDefinition } from '@/server/jobs/define-job';
import { alertDigestWorker } from '@/server/modules/alerts';
import { bulkIntakeWorker } from '@/server/modules/bulk-intakes';
import { retentionRunWorker } from '@/server/modules/data-retention';
import { monitoringSearchWorker } from '@/server/modules/monitoring';
import { registrySubmissionWorker } from '@/server/modules/registry-submissions';
import { webhookDeliveryWorker, webhookEventCleanupWorker } from '@/server/modules/webhooks';

/**
 * Every kind of job the app runs (it sits above the modules, beside start-background-work.ts, as it lists their
 * workers), one per queue (QUEUES): the worker start-up registers each (start-background-work.ts).
 * A new job is defined in its module with defineJob and added here (CONTRIBUTING.md, "Adding a job").
 */
// biome-ignore lint/suspicious/noExplicitAny: each definition is checked against its own data type where it is made.
export const JOBS: readonly JobDefinition<any>[] = [
  registrySubmissionWorker,
  webhookDeliveryWorker,
  bulkIntakeWorker,
  monitoringSearchWorker,
  alertDigestWorker,
  webhookEventCleanupWorker,
  retentionRunWorker,
];
