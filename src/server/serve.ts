import cluster from 'node:cluster';
import { pino } from 'pino';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { serveEmbeddedBackups } from './db/embedded-backup-socket';
import { secureDataDir } from './db/secure-data-dir';
import { retryWhileUnreachable } from './db/while-unreachable';
import { databaseConfigOf, type Env } from './env';
import { seedDemoDataIfDue } from './seed/seed-demo-if-due';

/** How long a stopping process may take: a registry submission in flight (10 s timeout) finishes rather than is cut off. */
export const SHUTDOWN_GRACE_MS = 20_000;

async function openApp(env: Env) {
  const tightened = env.DATABASE_URL ? 0 : secureDataDir(env.DATA_DIR);
  const database = await openDatabase({
    ...databaseConfigOf(env),
    waitForDataDir: true,
    onDataDirLost: (error) =>
      pino({ level: env.LOG_LEVEL }).error(
        { err: error },
        `${env.DATA_DIR}: this process could not renew its hold on the embedded database in time`,
      ),
  });
  const app = await buildApp({ env, database });
  if (tightened > 0) {
    app.log.warn(
      `${env.DATA_DIR}: ${tightened} files and folders were readable by others; now the owner's alone`,
    );
  }
  return { app, database };
}

/** Brings the database up to date before anything is served: migrations, then the demo data when it is due. */
async function prepare({ app, database }: Awaited<ReturnType<typeof openApp>>) {
  await database.migrate(() => seedDemoDataIfDue(app.services, database.kind));
}

/**
 * Prepares the database, waiting for it while it cannot be reached (a process that starts while PostgreSQL is away
 * serves meanwhile: health yes, readiness no). A migration PostgreSQL refuses is thrown.
 */
function prepareWhenReachable(opened: Awaited<ReturnType<typeof openApp>>, signal: AbortSignal) {
  return retryWhileUnreachable(() => prepare(opened), { logger: opened.app.log, what: 'migrations', signal });
}

/**
 * Prepares the database once for the server processes of a cluster, working no jobs meanwhile, waiting for it while
 * it cannot be reached.
 */
export async function prepareForWorkers(env: Env, signal: AbortSignal): Promise<void> {
  const opened = await openApp({ ...env, JOB_WORKERS: false });
  try {
    await prepareWhenReachable(opened, signal);
    opened.app.log.info('the database is migrated');
  } finally {
    await opened.app.close();
  }
}

/**
 * Serves the app in this process until SIGINT or SIGTERM, then finishes open requests and jobs and stops. A server
 * process of a cluster finds the database prepared by its primary. A single process on PostgreSQL serves at once and
 * migrates when it can reach the database; the embedded database is always there and is prepared first.
 */
export async function runServer(env: Env): Promise<void> {
  const opened = await openApp(env).catch((error: unknown) => {
    // Before the app exists: a folder held by another process, an unreachable database. Said plainly, then exit.
    pino({ level: env.LOG_LEVEL }).fatal({ err: error }, `start-up failed: ${(error as Error).message}`);
    process.exit(1);
  });
  const { app, database } = opened;
  const stopping = new AbortController();
  let stopBackups = async () => {};
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      if (stopping.signal.aborted) return;
      stopping.abort();
      app.log.info(`${signal}: finishing open requests, then stopping`);
      const timer = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
      timer.unref();
      await stopBackups();
      await app.close();
      process.exit(0);
    });
  }
  const migrates = cluster.isPrimary;
  // On PostgreSQL this process serves before it has prepared the database; it says it is ready once it has.
  app.services.startup.preparing = migrates && database.kind === 'postgres';
  try {
    if (migrates && database.kind === 'embedded') await prepare(opened);
    await app.listen({ port: env.PORT, host: env.HOST });
    if (database.kind === 'embedded') stopBackups = await serveEmbeddedBackups(database, env.DATA_DIR);
    const processes = cluster.isWorker
      ? ` (server process ${cluster.worker?.id} of ${env.WEB_CONCURRENCY})`
      : '';
    app.log.info(
      `ClaimGuard is serving ${env.APP_URL}${processes} (${database.kind} database, mail: ${app.services.mailer.kind})`,
    );
    if (migrates && database.kind === 'postgres') {
      await prepareWhenReachable(opened, stopping.signal);
      app.services.startup.preparing = false;
      app.log.info('the database is migrated');
    }
  } catch (error) {
    if (stopping.signal.aborted) return;
    app.log.fatal({ err: error }, 'start-up failed');
    await app.close();
    process.exit(1);
  }
}
