import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { chainUnhashedEvents } from './audit-chain';
import { lockDataDir } from './data-dir-lock';
import type { Database, ExecuteSql } from './database-types';
import { installJobQueueSchema } from './job-queue-schema';
import { parsedForDrizzle } from './pglite-parsers';
import * as schema from './schema/index';
import { addTenantReader } from './tenant-reads';

export type { Database, ExecuteSql, Schema, Transaction } from './database-types';

/**
 * The name of a statement built once and run many times: none. PostgreSQL then parses it at each use, which a pooler
 * in transaction mode (PgBouncer) needs: a client's consecutive statements may reach different server connections,
 * and a statement prepared by name on one does not exist on the others.
 */
export const UNNAMED_STATEMENT = '';

export interface DatabaseHandle {
  db: Database;
  kind: 'embedded' | 'postgres';
  executeSql: ExecuteSql;
  /**
   * Applies the committed SQL migrations that have not run yet and hashes the audit events they placed in the audit
   * chain (chainUnhashedEvents), then `andThen` (the demo data), still holding the migration lock: several processes
   * starting together on one PostgreSQL prepare it one at a time.
   */
  migrate(andThen?: () => Promise<void>): Promise<void>;
  /** Embedded only: a consistent gzipped tarball of the whole folder (no statement runs while it is taken). */
  dumpDataDir?: () => Promise<Blob>;
  /** PostgreSQL's connection pool, whose use the metrics show (the embedded database has none). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  /** node-postgres connection string; when absent the embedded database is used. */
  databaseUrl?: string | undefined;
  /**
   * Where migrations run when not through `databaseUrl`: they hold a session-level lock, which a pooler in
   * transaction mode (PgBouncer) cannot keep, so behind one they go straight to PostgreSQL.
   */
  migrationUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** A tarball of a migrated embedded database to start from (tests start from one instead of migrating anew). */
  loadDataDir?: Blob | undefined;
  /**
   * The embedded folder is held by one process at a time: the app waits for a dead holder's lock to go stale (a
   * restart after a crash), an operator command refuses at once while the app runs.
   */
  waitForDataDir?: boolean | undefined;
  /** Told when this process could not renew its hold on the embedded folder in time. */
  onDataDirLost?: ((error: Error) => void) | undefined;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: several server processes starting together on one PostgreSQL migrate one at a time. */
const MIGRATION_LOCK = 4_242_001;

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, config.migrationUrl) : openEmbedded(config);
}

/**
 * How long opening a connection may take before it fails. Without a limit, a connection attempt that a network
 * swallows (no answer, no refusal: a firewall, a half-dead proxy) waits forever, holding its place in the pool, and
 * closing the pool waits for it too; a failed attempt is simply made again by the next query.
 */
export const CONNECT_TIMEOUT_MS = 10_000;

function openPostgres(connectionString: string, migrationUrl: string | undefined): DatabaseHandle {
  // keepAlive: a connection whose peer vanished without a word is found out by TCP keep-alive, not kept forever.
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor may a client in use (a connection dropped mid-transaction): its query already fails with the cause, and
  // without this listener the client's 'error' event would be thrown out of the socket handler.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  addTenantReader(db, pool);
  return {
    db,
    kind: 'postgres',
    pool,
    executeSql: (text, values) => pool.query(text, values),
    async migrate(andThen) {
      const direct = migrationUrl ? new pg.Client({ connectionString: migrationUrl }) : undefined;
      await direct?.connect();
      const client = direct ?? (await pool.connect());
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const migrating = drizzlePg({ client, schema });
        await migrateNodePg(migrating, { migrationsFolder });
        await chainUnhashedEvents(migrating as unknown as Database);
        await installJobQueueSchema((text, values) => client.query(text, values));
        await andThen?.();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        if (direct) await direct.end();
        else (client as pg.PoolClient).release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * An in-memory database (tests, a throwaway run) already holds every page in memory, so PostgreSQL's own cache of
 * 128 MB would copy it; clearing that cache at start-up took half of each test database's second and a half.
 */
const IN_MEMORY_SETTINGS = ['shared_buffers = 16MB'];

async function openEmbedded(config: DatabaseConfig): Promise<DatabaseHandle> {
  let unlock = async () => {};
  if (!config.dataDir.startsWith('memory://')) {
    mkdirSync(config.dataDir, { recursive: true });
    unlock = await lockDataDir(config.dataDir, {
      waitForStale: config.waitForDataDir,
      onLost: config.onDataDirLost,
    });
  }
  const client = await PGlite.create({
    dataDir: config.dataDir,
    extensions: { pg_trgm },
    ...(config.loadDataDir ? { loadDataDir: config.loadDataDir } : {}),
    ...(config.dataDir.startsWith('memory://') ? { postgresqlconf: IN_MEMORY_SETTINGS } : {}),
  })
    .then(parsedForDrizzle)
    .catch(async (error: unknown) => {
      await unlock();
      throw error;
    });
  const db = drizzlePglite({ client, schema });
  // Statements without parameters may be several in one text (the job queue's schema), which only exec runs.
  const executeSql: ExecuteSql = async (text, values) =>
    values?.length
      ? client.query<Record<string, unknown>>(text, values)
      : { rows: ((await client.exec(text)).at(-1)?.rows ?? []) as Record<string, unknown>[] };
  return {
    db: db as unknown as Database,
    kind: 'embedded',
    executeSql,
    async migrate(andThen) {
      await migratePglite(db, { migrationsFolder });
      await chainUnhashedEvents(db as unknown as Database);
      await installJobQueueSchema(executeSql);
      await andThen?.();
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
    async close() {
      try {
        await client.close();
      } finally {
        await unlock();
      }
    },
  };
}
