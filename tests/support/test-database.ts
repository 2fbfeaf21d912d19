import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '@/server/db/client';
import { createDatabase, databaseUrlFor, dropDatabase } from './postgres-admin';

export interface TestDatabase extends DatabaseHandle {
  /** The connection string on PostgreSQL runs; undefined on the embedded database. */
  databaseUrl: string | undefined;
}

/**
 * A database of its own, migrated and holding the demo data: an in-memory PGlite started from the run's tarball,
 * or (TEST_DATABASE_URL) a PostgreSQL database copied from the run's template and dropped on close. Closing twice
 * is harmless, so a test may close it early (health checks) and still hand it to an app that closes it again.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (serverUrl && template) return openPostgresCopy(serverUrl, template);
  const snapshotPath = inject('pgliteSnapshotPath');
  if (!snapshotPath) throw new Error('tests/support/server-global-setup.ts did not run');
  const handle = await openDatabase({ dataDir: 'memory://', loadDataDir: await snapshotOf(snapshotPath) });
  return { ...handle, databaseUrl: undefined, close: once(handle.close) };
}

/** The run's snapshot, read once per worker. */
let snapshotBytes: Promise<ArrayBuffer> | undefined;

/**
 * The snapshot as the Blob PGlite reads: PGlite asks it for its bytes and only reads them, and Node's Blob hands over
 * 46 MB in small chunks (half a second per test database), so this one hands over the worker's copy as it is.
 */
async function snapshotOf(path: string): Promise<Blob> {
  snapshotBytes ??= readFile(path).then((bytes) =>
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  );
  const bytes = await snapshotBytes;
  return new (class extends Blob {
    override arrayBuffer = () => Promise.resolve(bytes);
  })();
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
