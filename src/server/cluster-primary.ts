import cluster, { type Worker } from 'node:cluster';
import { pino } from 'pino';
import type { Env } from './env';
import { answerMetricsRequests } from './metrics/cluster-metrics';
import { prepareForWorkers, SHUTDOWN_GRACE_MS } from './serve';

/** A server process that dies sooner than this after starting is failing to start, and is not started again. */
const START_FAILURE_MS = 10_000;

/**
 * Runs WEB_CONCURRENCY server processes on one port (Node's cluster: the primary hands each new connection to one
 * of them in turn). They share nothing but PostgreSQL, where sessions, rate limits, idempotency keys and jobs live.
 * The processes start at once and answer health checks; the primary meanwhile prepares the database (migrations,
 * demo data), waiting for it while it cannot be reached, and no process is ready, nor works jobs, before the database
 * holds every migration. Only the first process works background jobs. A process that dies is replaced; SIGINT or SIGTERM stops them all, each
 * finishing its open requests and jobs.
 */
export async function runPrimary(env: Env): Promise<void> {
  const log = pino({ level: env.LOG_LEVEL });
  answerMetricsRequests();
  const started = new Map<Worker, { slot: number; at: number }>();
  let stopping = false;
  let exitCode = 0;
  const start = (slot: number) => {
    const worker = cluster.fork({
      // One process works the job queue; more would only poll it more often.
      JOB_WORKERS: slot === 1 ? String(env.JOB_WORKERS) : 'false',
    });
    started.set(worker, { slot, at: Date.now() });
  };
  const preparing = new AbortController();
  const stop = (code: number) => {
    stopping = true;
    preparing.abort();
    exitCode = code;
    if (started.size === 0) process.exit(code);
    for (const worker of started.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 5_000).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    const { slot, at } = started.get(worker) ?? { slot: 0, at: 0 };
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) process.exit(exitCode);
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (Date.now() - at < START_FAILURE_MS) {
      log.fatal(`server process ${slot} stopped (${how}) while starting; stopping the others`);
      stop(1);
      return;
    }
    log.error(`server process ${slot} stopped (${how}); starting another`);
    start(slot);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (stopping) return;
      log.info(`${signal}: stopping ${started.size} server processes`);
      stop(0);
    });
  }

  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === env.WEB_CONCURRENCY) log.info(`all ${listening} server processes are serving`);
  });

  for (let slot = 1; slot <= env.WEB_CONCURRENCY; slot += 1) start(slot);
  log.info(`starting ${env.WEB_CONCURRENCY} server processes on ${env.APP_URL}`);
  try {
    await prepareForWorkers(env, preparing.signal);
  } catch (error) {
    if (stopping) return;
    log.fatal({ err: error }, 'start-up failed');
    stop(1);
  }
}
