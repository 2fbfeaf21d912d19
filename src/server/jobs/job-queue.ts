import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { ExecuteSql, Transaction } from '@/server/db/client';
import { TENANT_ROLE } from '@/server/db/tenant';

/** The schema pg-boss keeps its queues and jobs in. */
const SCHEMA = 'pgboss';

/** Every queue the app uses; created with the migrations. */
export const QUEUES = {
  registrySubmission: 'registry-submission',
  webhookDelivery: 'webhook-delivery',
  bulkIntake: 'bulk-intake',
  monitoringSearch: 'monitoring-search',
  alertDigest: 'alert-digest',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface JobQueueOptions {
  executeSql: ExecuteSql;
  logger: FastifyBaseLogger;
  /** False: this process only queues jobs; another one works them (and tests that do not need workers). */
  runWorkers: boolean;
  pollingIntervalSeconds?: number;
  /** How often a job whose worker died (it ran past its expiry) is looked for and put back for a retry. */
  maintenanceIntervalSeconds?: number;
}

/** How a job is retried: attempts after the first, the first pause (doubling), and how long one attempt may take. */
export interface RetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  /** After this long a running job is taken for lost (its worker died) and tried again. */
  expireInSeconds: number;
}

export type JobHandler<T> = (job: PgBoss.JobWithMetadata<T>) => Promise<void>;

/**
 * The one durable job queue (pg-boss) on the app's own database, on both drivers: jobs are rows in PostgreSQL, so
 * they survive restarts, are taken by one worker at a time across processes (SKIP LOCKED), and retried with
 * back-off. A job is queued inside the transaction that makes it necessary, so it exists exactly when that
 * transaction committed. Queuing needs no start (the queues are made with the migrations); only workers do.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private started = false;
  private stopping = false;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: JobQueueOptions) {
    this.boss = createBoss(options.executeSql, options.runWorkers, options.maintenanceIntervalSeconds);
    this.boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
  }

  /**
   * Starts this process's workers (none when JOB_WORKERS=false). When the database cannot be reached yet, the app
   * still serves (its health check says so) and the start is tried again every `retryMs`: jobs wait in the database.
   */
  async startWorkers(register: () => Promise<void>, retryMs = 15_000): Promise<void> {
    if (!this.options.runWorkers) return;
    try {
      await this.boss.start();
      this.started = true;
      await register();
    } catch (error) {
      this.options.logger.error(
        { err: error },
        `job workers could not start; trying again in ${retryMs / 1000} s`,
      );
      this.retryTimer = setTimeout(() => void this.startWorkers(register, retryMs), retryMs);
      this.retryTimer.unref();
    }
  }

  /**
   * Queues a job in the caller's transaction; `key` makes it one waiting job per record. With `startAfter` no worker
   * takes it before that moment (work paused while a provider asked us to wait).
   */
  async sendInTransaction(
    tx: Transaction,
    job: { queue: QueueName; data: object; key: string; retry: RetryPolicy; startAfter?: Date },
  ): Promise<void> {
    await this.boss.send(job.queue, job.data, {
      singletonKey: job.key,
      ...(job.startAfter ? { startAfter: job.startAfter } : {}),
      retryLimit: job.retry.retryLimit,
      retryDelay: job.retry.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: job.retry.expireInSeconds,
      db: { executeSql: transactionSql(tx) },
    });
  }

  async work<T>(queue: QueueName, handler: JobHandler<T>): Promise<void> {
    await this.boss.work<T>(
      queue,
      {
        includeMetadata: true,
        batchSize: 1,
        pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2,
      },
      async ([job]) => {
        if (job) await handler(job);
      },
    );
  }

  /**
   * Works up to `batchSize` jobs at a time side by side, each failing or completing on its own (a hanging receiver
   * holds up only its own job). A full batch fetches the next at once instead of waiting for the next poll.
   */
  async workConcurrently<T>(queue: QueueName, batchSize: number, handler: JobHandler<T>): Promise<void> {
    let workerId = '';
    workerId = await this.boss.work<T>(
      queue,
      {
        includeMetadata: true,
        batchSize,
        pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2,
      },
      async (jobs) => {
        await Promise.all(
          jobs.map((job) =>
            handler(job).catch((error: unknown) =>
              this.boss.fail(queue, job.id, {
                message: error instanceof Error ? error.message : String(error),
              }),
            ),
          ),
        );
        if (jobs.length === batchSize) this.boss.notifyWorker(workerId);
      },
    );
  }

  /** True once the process is stopping: a long job ends its current step and leaves the rest to a later job. */
  get isStopping(): boolean {
    return this.stopping;
  }

  /** Waits for jobs being worked to finish (up to `timeoutMs`), then stops polling. */
  async stop(timeoutMs = 15_000): Promise<void> {
    this.stopping = true;
    clearTimeout(this.retryTimer);
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
  }
}

function createBoss(executeSql: ExecuteSql, supervise: boolean, maintenanceIntervalSeconds = 120) {
  return new PgBoss({
    db: { executeSql },
    schema: SCHEMA,
    supervise,
    schedule: false,
    maintenanceIntervalSeconds,
  });
}

/**
 * The statement that queues one job for each row of `source` (a query giving `key` text and `data` jsonb), to run
 * as the last part of a statement whose earlier parts wrote the records the jobs are for: the records and their
 * jobs are then written in one round trip. The columns and defaults are those pg-boss's own `send` writes (one
 * waiting job per key: a key already waiting is skipped, as with `send`).
 */
export function insertJobsFrom(source: string, queue: QueueName, retry: RetryPolicy): string {
  const [limit, delay, expire] = [retry.retryLimit, retry.retryDelaySeconds, retry.expireInSeconds].map((n) =>
    Math.trunc(Number(n)),
  );
  return `
    insert into ${SCHEMA}.job
      (name, data, singleton_key, dead_letter, expire_in, keep_until, retry_limit, retry_delay, retry_backoff, policy)
    select q.name, jobs.data, jobs.key, q.dead_letter, ${expire} * interval '1 second',
      now() + coalesce(q.retention_minutes * interval '1 minute', interval '14 days'),
      ${limit}, greatest(${delay}, 1), true, q.policy
    from (${source}) jobs join ${SCHEMA}.queue q on q.name = '${queue}'
    on conflict do nothing`;
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
    `GRANT USAGE ON SCHEMA ${SCHEMA} TO ${TENANT_ROLE};
     GRANT SELECT ON ${SCHEMA}.queue TO ${TENANT_ROLE};
     GRANT INSERT, SELECT (id) ON ${SCHEMA}.job TO ${TENANT_ROLE};`,
  );
}

/**
 * Plain SQL inside a Drizzle transaction, on its connection, so that work queued by it (a job) commits or rolls back
 * with everything else. Both drivers keep the transaction's client (a pool client, PGlite's transaction) on the
 * session, and both answer `query(text, values)` with `{ rows }`.
 */
export function transactionSql(tx: Transaction): ExecuteSql {
  const { client } = (tx as unknown as { session: { client: { query: ExecuteSql } } }).session;
  return (text, values) => client.query(text, values);
}
