import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { createDatabase, databaseUrlFor, dropDatabase } from './postgres-admin';

export interface TestDatabase extends DatabaseHandle {
  /** The connection string on PostgreSQL runs; undefined on the embedded database. */
  databaseUrl: string | undefined;
}

/**
 * A migrated database of its own: an in-memory PGlite started from the run's snapshot, or (TEST_DATABASE_URL) a
 * PostgreSQL database copied from the run's template and dropped on close. Closing twice is harmless, so a test may
 * close it early (health checks) and still hand it to an app that closes it again.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (serverUrl && template) return openPostgresCopy(serverUrl, template);
  const snapshotPath = inject('pgliteSnapshotPath');
  if (!snapshotPath) throw new Error('tests/support/server-global-setup.ts did not run');
  const loadDataDir = new Blob([await readFile(snapshotPath)]);
  const handle = await openDatabase({ dataDir: 'memory://', loadDataDir });
  return { ...handle, databaseUrl: undefined, close: once(handle.close) };
}

async function openPostgresCopy(serverUrl: string, template: string): Promise<TestDatabase> {
  const name = `claimguard_test_${process.env.VITEST_POOL_ID ?? '0'}_${randomBytes(4).toString('hex')}`;
  await createDatabase(serverUrl, name, template);
  const databaseUrl = databaseUrlFor(serverUrl, name);
  const handle = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  const close = once(async () => {
    await handle.close();
    await dropDatabase(serverUrl, name);
  });
  return { ...handle, databaseUrl, close };
}

function once(run: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= run();
    return done;
  };
}

/** Empties every application table (the migrations journal lives in its own schema and stays). */
export async function truncateAllTables(db: Database): Promise<void> {
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = result.rows.map((row) => `"public"."${row.tablename}"`);
  if (tables.length > 0) await db.execute(sql.raw(`truncate table ${tables.join(', ')} restart identity cascade`));
}
