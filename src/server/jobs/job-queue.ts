import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { ExecuteSql, Transaction } from '@/server/db/client';
import { createBoss, type QueueName, JOB_QUEUE_SCHEMA as SCHEMA } from '@/server/db/job-queue-schema';
import type { Env } from '@/server/env';
import { type JobKind, type RetryPolicy, retryOf, type SendOptions } from './job-kind';
import { type JobHandler, workQueue } from './work-queue';

export { QUEUES, type QueueName } from '@/server/db/job-queue-schema';
export type { RetryPolicy } from './job-kind';

export interface JobQueueOptions {
  executeSql: ExecuteSql;
  /** The settings some jobs read their retry policy from. */
  env: Env;
  logger: FastifyBaseLogger;
  /** False: this process only queues jobs; another one works them (and tests that do not need workers). */
  runWorkers: boolean;
  /** True when the database holds every migration: the queues and their tables are there. */
  isDatabaseReady: () => Promise<boolean>;
  pollingIntervalSeconds?: number;
  /** How often a job whose worker died (it ran past its expiry) is looked for and put back for a retry. */
  maintenanceIntervalSeconds?: number;
}

/**
 * What this process's job workers are doing: `off` (JOB_WORKERS=false: another process works the jobs), `starting`
 * (waiting for the database, trying again with back-off), `running`, `stopped` (the process is stopping).
 */
export type JobQueueState = 'off' | 'starting' | 'running' | 'stopped';

/** The longest pause between two tries at starting the workers while the database is away or not yet migrated. */
export const START_RETRY_MAX_MS = 10_000;

/**
 * The one durable job queue (pg-boss) on the app's own database, on both drivers: jobs are rows in PostgreSQL, so
 * they survive restarts, are taken by one worker at a time across processes (SKIP LOCKED), and retried with
 * back-off. A job is queued inside the transaction that makes it necessary, so it exists exactly when that
 * transaction committed. Queuing needs no start (the queues are made with the migrations); only workers do.
 */
export class JobQueue {
  /** Queues jobs; never started. */
  private readonly sender: PgBoss;
  /** The started instance whose maintenance puts jobs of dead workers back (one fresh instance per start try). */
  private boss: PgBoss | undefined;
  private current: JobQueueState;
  private readonly loops: Promise<void>[] = [];
  private readonly stopSignal = new AbortController();
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: JobQueueOptions) {
    this.sender = createBoss(options.executeSql, false);
    this.sender.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
    this.current = options.runWorkers ? 'starting' : 'off';
  }

  get state(): JobQueueState {
    return this.current;
  }

  /**
   * Starts this process's workers (none when JOB_WORKERS=false) once the database answers and holds every migration.
   * Until then the app still serves (readiness says why it is not ready) and the start is tried again with back-off
   * (1 s doubling to START_RETRY_MAX_MS): jobs wait in the database. pg-boss 10.4.2 cannot be started again after
   * a failed start, so each try starts a fresh instance.
   */
  async startWorkers(register: () => Promise<void>, retryMs = 1_000): Promise<void> {
    if (this.current !== 'starting') return;
    try {
      if (!(await this.options.isDatabaseReady())) throw new Error('the database is not migrated yet');
      const boss = createBoss(this.options.executeSql, true, this.options.maintenanceIntervalSeconds);
      boss.on('error', (error) => this.options.logger.error({ err: error }, 'job queue error'));
      await boss.start();
      if (this.current !== 'starting') {
        await boss.stop({ graceful: false, close: false });
        return;
      }
      this.boss = boss;
      this.current = 'running';
      await register();
      this.options.logger.info('job workers started');
    } catch (error) {
      if (this.current !== 'starting') return;
      this.options.logger.warn(
        { err: error },
        `job workers wait for the database; trying again in ${retryMs / 1000} s`,
      );
      const next = Math.min(retryMs * 2, START_RETRY_MAX_MS);
      this.retryTimer = setTimeout(() => void this.startWorkers(register, next), retryMs);
      this.retryTimer.unref();
    }
  }

  /**
   * Queues a job of this kind in the caller's transaction, through pg-boss's own `send`: it exists exactly when that
   * transaction commits. Data of another shape than the kind's is refused (thrown) before anything is written; the
   * kind's key keeps one such job waiting per record.
   */
  async send<Data>(
    kind: JobKind<Data>,
    data: NoInfer<Data>,
    options: SendOptions & { tx: Transaction },
  ): Promise<void> {
    const checked = kind.data.parse(data);
    const retry = retryOf(kind, this.options.env);
    await this.sender.send(kind.queue, checked as object, {
      singletonKey: kind.key(checked),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      retryLimit: retry.retryLimit,
      retryDelay: retry.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: retry.expireInSeconds,
      db: { executeSql: transactionSql(options.tx) },
    });
  }

  /**
   * Lets the waiting jobs of these keys start now instead of at their `startAfter` (work paused for something that
   * has since changed), in the caller's transaction. Jobs already due or running are left as they are.
   */
  async bringForward(tx: Transaction, queue: QueueName, keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await transactionSql(tx)(
      `update ${SCHEMA}.job set start_after = now()
       where name = $1 and singleton_key = any($2::text[]) and state in ('created', 'retry') and start_after > now()`,
      [queue, keys],
    );
  }

  /**
   * Works up to `batchSize` jobs at a time side by side, each failing or completing on its own (a hanging receiver
   * holds up only its own job). A full batch fetches the next at once instead of waiting for the next poll.
   */
  async workConcurrently<T>(queue: QueueName, batchSize: number, handler: JobHandler<T>): Promise<void> {
    const { boss } = this;
    if (!boss) throw new Error('the job workers have not started');
    const loop = workQueue(
      boss,
      {
        queue,
        batchSize,
        pollMs: (this.options.pollingIntervalSeconds ?? 2) * 1000,
        logger: this.options.logger,
        isStopping: () => this.stopping,
        stopped: this.stopSignal.signal,
      },
      handler,
    );
    this.loops.push(loop);
  }

  /**
   * Each queue's jobs by state, and how long its oldest job due has waited: what an operator watches to see a stall
   * (read at each metrics scrape; one statement on the queue's table).
   */
  async counts(): Promise<
    Array<{ queue: string; waiting: number; scheduled: number; active: number; oldestWaitingSeconds: number }>
  > {
    const { rows } = await this.options.executeSql(
      `select q.name as queue,
         count(j.id) filter (where j.state in ('created', 'retry') and j.start_after <= now())::int as waiting,
         count(j.id) filter (where j.state in ('created', 'retry') and j.start_after > now())::int as scheduled,
         count(j.id) filter (where j.state = 'active')::int as active,
         coalesce(extract(epoch from now() - min(j.start_after)
           filter (where j.state in ('created', 'retry') and j.start_after <= now())), 0)::float8 as oldest
       from ${SCHEMA}.queue q left join ${SCHEMA}.job j on j.name = q.name and j.state < 'completed'
       group by q.name order by q.name`,
    );
    return rows.map((row) => ({
      queue: String(row.queue),
      waiting: Number(row.waiting),
      scheduled: Number(row.scheduled),
      active: Number(row.active),
      oldestWaitingSeconds: Number(row.oldest),
    }));
  }

  /** True once the process is stopping: a long job ends its current step and leaves the rest to a later job. */
  get isStopping(): boolean {
    return this.current === 'stopped';
  }

  /** Waits for jobs being worked to finish (up to `timeoutMs`), then stops polling. */
  async stop(timeoutMs = 15_000): Promise<void> {
    const wasRunning = this.current === 'running';
    this.current = 'stopped';
    this.stopSignal.abort();
    clearTimeout(this.retryTimer);
    if (!wasRunning) return;
    await Promise.race([Promise.all(this.loops), delay(timeoutMs, undefined, { ref: false })]);
    await this.boss?.stop({ graceful: false, wait: true, close: false });
  }

  private get stopping(): boolean {
    return this.current === 'stopped';
  }
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
 * Plain SQL inside a Drizzle transaction, on its connection, so that work queued by it (a job) commits or rolls back
 * with everything else. Both drivers keep the transaction's client (a pool client, PGlite's transaction) on the
 * session, and both answer `query(text, values)` with `{ rows }`.
 */
export function transactionSql(tx: Transaction): ExecuteSql {
  const { client } = (tx as unknown as { session: { client: { query: ExecuteSql } } }).session;
  return (text, values) => client.query(text, values);
}
