import PgBoss from 'pg-boss';
import type { ExecuteSql } from './database-types';
import { TENANT_ROLE } from './tenant';

/** The schema pg-boss keeps its queues and jobs in. */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/**
 * Every queue the app uses, created with the migrations like a table (a job's definition names its queue here; see
 * src/server/job-registry.ts). The database owns the list, so the migrations need nothing of the job code.
 */
export const QUEUES = {
  registrySubmission: 'registry-submission',
  webhookDelivery: 'webhook-delivery',
  bulkIntake: 'bulk-intake',
  monitoringSearch: 'monitoring-search',
  alertDigest: 'alert-digest',
  webhookEventCleanup: 'webhook-event-cleanup',
  retentionRun: 'retention-run',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** A pg-boss instance on the app's database: `supervise` runs its maintenance (only a started worker does). */
export function createBoss(executeSql: ExecuteSql, supervise: boolean, maintenanceIntervalSeconds = 30) {
  return new PgBoss({
    db: { executeSql },
    schema: JOB_QUEUE_SCHEMA,
    supervise,
    schedule: false,
    maintenanceIntervalSeconds,
  });
}

/**
 * Creates or upgrades the queue's tables and the app's queues, and lets tenant transactions queue jobs (run with the
 * migrations, so a new database has them from the start and a process that only queues needs no start).
 */
export async function installJobQueueSchema(executeSql: ExecuteSql): Promise<void> {
  const boss = createBoss(executeSql, false);
  await boss.start();
  for (const name of Object.values(QUEUES)) {
    // One waiting and one running job per key: a job queued again for the same record waits its turn.
    await boss.createQueue(name, { name, policy: 'stately' });
  }
  await boss.stop({ graceful: false, wait: true, close: false });
  // Tenant transactions queue jobs as the tenant role: it may add a job, and read nothing of anyone's.
  await executeSql(
    `GRANT USAGE ON SCHEMA ${JOB_QUEUE_SCHEMA} TO ${TENANT_ROLE};
     GRANT SELECT ON ${JOB_QUEUE_SCHEMA}.queue TO ${TENANT_ROLE};
     GRANT INSERT, SELECT (id) ON ${JOB_QUEUE_SCHEMA}.job TO ${TENANT_ROLE};`,
  );
}
