import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { buildApp } from '@/server/app';
import { type DatabaseHandle, openDatabase } from '@/server/db/client';
import { seedDemoData } from '@/server/seed/seed-demo';
import { createDatabase, databaseUrlFor, dropDatabase } from './postgres-admin';
import { saveTableSnapshot } from './table-snapshot';
import { testEnv } from './test-env';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Embedded runs: a tarball of the prepared PGlite data folder that every test file starts from. */
    pgliteSnapshotPath: string | null;
    /** PostgreSQL runs (TEST_DATABASE_URL): the prepared database each test file copies. */
    postgresTemplate: string | null;
  }
}

/**
 * Prepares one database per run: migrated, demo data loaded, and a copy of it kept aside for resets between tests.
 * A new PGlite takes seconds (initdb in WASM) while one started from a tarball takes well under one; on PostgreSQL
 * each test file gets its own copy of the template, so files run in parallel.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createPostgresTemplate(serverUrl);
    project.provide('postgresTemplate', template);
    project.provide('pgliteSnapshotPath', null);
    return () => dropDatabase(serverUrl, template);
  }
  const snapshotPath = await createPgliteSnapshot();
  project.provide('pgliteSnapshotPath', snapshotPath);
  project.provide('postgresTemplate', null);
  return () => rm(snapshotPath, { force: true });
}

/** Migrates, loads the demo data and saves the table snapshot, then runs `keep` before the app closes the database. */
async function prepare(handle: DatabaseHandle, keep: () => Promise<void> = async () => {}): Promise<void> {
  await handle.migrate();
  const app = await buildApp({ env: testEnv(), database: handle });
  try {
    await seedDemoData(app.services);
    await app.services.backgroundTasks.drain();
    await saveTableSnapshot(handle.db);
    await keep();
  } finally {
    await app.close();
  }
}

async function createPgliteSnapshot(): Promise<string> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  const file = path.join(os.tmpdir(), `claimguard-test-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  await prepare(handle, async () => {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    // Uncompressed: 40 MB on disk, but faster to write and to load than the 5 MB gzip (measured).
    const tarball = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
  });
  return file;
}

async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `claimguard_template_${randomBytes(4).toString('hex')}`;
  await createDatabase(serverUrl, name);
  // Closing the app ends the pool: no session may stay connected to a template while it is copied.
  await prepare(await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), dataDir: 'memory://' }));
  return name;
}
