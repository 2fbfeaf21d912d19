import { alertDigestWorker } from '@/server/modules/alerts/queue-alert-digest';
import { bulkIntakeWorker } from '@/server/modules/bulk-intakes/work-bulk-intake';
import { monitoringSearchWorker } from '@/server/modules/monitoring/search-watched-device';
import { registrySubmissionWorker } from '@/server/modules/registry-submissions/submit-settled-claim';
import { webhookDeliveryWorker } from '@/server/modules/webhooks/deliver-webhook';
import type { JobDefinition } from './define-job';

/**
 * Every kind of job the app runs, one per queue (QUEUES): the worker start-up registers each (start-background-work.ts).
 * A new job is defined in its module with defineJob and added here (CONTRIBUTING.md, "Adding a job").
 */
// biome-ignore lint/suspicious/noExplicitAny: each definition is checked against its own data type where it is made.
export const JOBS: readonly JobDefinition<any>[] = [
  registrySubmissionWorker,
  webhookDeliveryWorker,
  bulkIntakeWorker,
  monitoringSearchWorker,
  alertDigestWorker,
];
