import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { ExecuteSql, Transaction } from '../db/client';
import { TENANT_ROLE } from '../db/tenant';

/** The schema pg-boss keeps its queues and jobs in. */
const SCHEMA = 'pgboss';

export interface JobQueueOptions {
  executeSql: ExecuteSql;
  logger: FastifyBaseLogger;
  /** False: this process only queues jobs; another one works them (and tests that do not need workers). */
  runWorkers: boolean;
  pollingIntervalSeconds?: number;
}

export interface QueueDefinition {
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
  /** How long one attempt may take before the queue takes it for lost and tries again. */
  expireInSeconds: number;
}

export type JobHandler<T> = (job: PgBoss.JobWithMetadata<T>) => Promise<void>;

/**
 * The one durable job queue (pg-boss) on the app's own database, on both drivers: jobs are rows in PostgreSQL, so
 * they survive restarts, are taken by one worker at a time across processes (SKIP LOCKED), and retried with
 * back-off. A job is queued inside the transaction that makes it necessary, so it exists exactly when that
 * transaction committed.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private started = false;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: JobQueueOptions) {
    this.boss = new PgBoss({
      db: { executeSql: options.executeSql },
      schema: SCHEMA,
      supervise: options.runWorkers,
      schedule: false,
    });
    this.boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
  }

  /**
   * Runs `start` (the queue's start and the workers); when the database cannot be reached yet, the app still serves
   * (its health check says so) and the start is tried again every `retryMs`: queued jobs wait in the database.
   */
  async keepStarting(start: () => Promise<void>, retryMs = 15_000): Promise<void> {
    try {
      await start();
    } catch (error) {
      this.options.logger.error(
        { err: error },
        `job queue could not start; trying again in ${retryMs / 1000} s`,
      );
      this.retryTimer = setTimeout(() => void this.keepStarting(start, retryMs), retryMs);
      this.retryTimer.unref();
    }
  }

  async start(queues: QueueDefinition[]): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const queue of queues) {
      await this.boss.createQueue(queue.name, {
        name: queue.name,
        // One waiting and one running job per key: a job queued again for the same record waits its turn.
        policy: 'stately',
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: queue.expireInSeconds,
      });
    }
    // Tenant transactions queue jobs as the tenant role: it may add a job, and read nothing of anyone's.
    await this.options.executeSql(
      `GRANT USAGE ON SCHEMA ${SCHEMA} TO ${TENANT_ROLE};
       GRANT SELECT ON ${SCHEMA}.queue TO ${TENANT_ROLE};
       GRANT INSERT, SELECT (id) ON ${SCHEMA}.job TO ${TENANT_ROLE};`,
    );
  }

  /** Queues a job in the caller's transaction; `key` makes it one waiting job per record. */
  async sendInTransaction(tx: Transaction, name: string, data: object, key: string): Promise<void> {
    await this.boss.send(name, data, { singletonKey: key, db: { executeSql: transactionSql(tx) } });
  }

  async work<T>(name: string, handler: JobHandler<T>): Promise<void> {
    if (!this.options.runWorkers) return;
    await this.boss.work<T>(
      name,
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

  /** Waits for jobs being worked to finish (up to `timeoutMs`), then stops polling. */
  async stop(timeoutMs = 15_000): Promise<void> {
    clearTimeout(this.retryTimer);
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
  }
}

/** Creates or upgrades the queue's tables (run with the migrations, so a new database has them from the start). */
export async function installJobQueueSchema(executeSql: ExecuteSql): Promise<void> {
  const boss = new PgBoss({ db: { executeSql }, schema: SCHEMA, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, wait: true, close: false });
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
