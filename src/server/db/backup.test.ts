import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, databaseUrlFor, dropDatabase } from '../../../tests/support/postgres-admin';
import { createTestApp } from '../../../tests/support/test-app';
import { backupDatabase, restoreDatabase } from './backup';
import { type DatabaseHandle, openDatabase } from './client';
import { serveEmbeddedBackups } from './embedded-backup-socket';

const serverUrl = process.env.TEST_DATABASE_URL;
const folder = mkdtempSync(path.join(os.tmpdir(), 'claimguard-backup-'));
const databases: string[] = [];

afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  for (const name of databases) if (serverUrl) await dropDatabase(serverUrl, name);
});

/** The demo member's Claims Review total, read by a signed-in tenant request: row-level security, grants and all. */
async function claimsReviewTotal(database: DatabaseHandle, databaseUrl?: string): Promise<number> {
  const t = await createTestApp({ database: { ...database, databaseUrl } });
  try {
    const member = await t.signIn('member@demo.test');
    const list = await t.get('/api/v1/checks', { cookie: member });
    expect(list.statusCode, list.body).toBe(200);
    return (list.json() as { total: number }).total;
  } finally {
    await t.close();
  }
}

describe.skipIf(Boolean(serverUrl))('backup and restore of the embedded database', () => {
  const demoFolder = path.join(folder, 'demo');

  /** A real folder holding the run's migrated demo database. */
  async function makeDemoFolder() {
    const snapshot = inject('pgliteSnapshotPath');
    if (!snapshot) throw new Error('no embedded snapshot');
    const database = await openDatabase({
      dataDir: demoFolder,
      loadDataDir: new Blob([await readFile(snapshot)]),
    });
    return database;
  }

  it('backs up a stopped database, restores it into a new folder, and the restored app serves a tenant', async () => {
    const source = await makeDemoFolder();
    const expected = await claimsReviewTotal(source);
    await source.close();
    // What the app generates into the folder when no AUTH_SECRET is set.
    writeFileSync(path.join(demoFolder, 'auth-secret'), randomBytes(32).toString('base64url'), {
      mode: 0o600,
    });

    const file = path.join(folder, 'stopped.tar.gz');
    await backupDatabase({ dataDir: demoFolder }, file);
    const restoredFolder = path.join(folder, 'restored');
    await restoreDatabase({ dataDir: restoredFolder }, file);

    const restored = await openDatabase({ dataDir: restoredFolder });
    try {
      expect(await claimsReviewTotal(restored)).toBe(expected);
    } finally {
      await restored.close();
    }
    // The generated auth secret travels in the folder: sessions and sealed secrets keep working after a restore.
    expect(readFileSync(path.join(restoredFolder, 'auth-secret'), 'utf8')).toBe(
      readFileSync(path.join(demoFolder, 'auth-secret'), 'utf8'),
    );
  }, 180_000);

  it('takes a consistent copy from the running app through its backup socket, and refuses to restore over data', async () => {
    const running = await openDatabase({ dataDir: demoFolder });
    const stop = await serveEmbeddedBackups(running, demoFolder);
    const file = path.join(folder, 'running.tar.gz');
    try {
      await running.executeSql(`insert into organization_claim_types (organization_id, claim_type)
        select id, 'Taken while running' from organizations where domain = 'demo.test'`);
      await backupDatabase({ dataDir: demoFolder }, file);
    } finally {
      await stop();
      await running.close();
    }
    await expect(restoreDatabase({ dataDir: demoFolder }, file)).rejects.toThrow('is not empty');

    const restoredFolder = path.join(folder, 'restored-running');
    await restoreDatabase({ dataDir: restoredFolder }, file);
    const restored = await openDatabase({ dataDir: restoredFolder });
    try {
      const { rows } = await restored.executeSql(
        `select count(*)::int as n from organization_claim_types where claim_type = 'Taken while running'`,
      );
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await restored.close();
    }
  }, 180_000);
});

describe.skipIf(!serverUrl)('backup and restore on PostgreSQL', () => {
  async function newDatabase(template?: string) {
    const name = `claimguard_backup_${randomBytes(4).toString('hex')}`;
    if (!serverUrl) throw new Error('TEST_DATABASE_URL');
    await createDatabase(serverUrl, name, template);
    databases.push(name);
    return databaseUrlFor(serverUrl, name);
  }

  it('dumps, restores into a new database with its grants and policies, and the restored app serves a tenant', async () => {
    const template = inject('postgresTemplate');
    if (!template) throw new Error('no PostgreSQL template');
    const sourceUrl = await newDatabase(template);
    const source = await openDatabase({ databaseUrl: sourceUrl, dataDir: 'memory://' });
    const expected = await claimsReviewTotal(source, sourceUrl);
    await source.close();

    const file = path.join(folder, 'postgres.dump');
    await backupDatabase({ databaseUrl: sourceUrl, dataDir: '' }, file);
    const targetUrl = await newDatabase();
    await restoreDatabase({ databaseUrl: targetUrl, dataDir: '' }, file);
    await expect(restoreDatabase({ databaseUrl: targetUrl, dataDir: '' }, file)).rejects.toThrow(
      'the database already has tables',
    );

    const restored = await openDatabase({ databaseUrl: targetUrl, dataDir: 'memory://' });
    try {
      const { rows } = await restored.executeSql(
        `select count(*)::int as n from pg_policies where schemaname = 'public'`,
      );
      expect((rows[0] as { n: number }).n).toBeGreaterThan(10);
      expect(await claimsReviewTotal(restored, targetUrl)).toBe(expected);
    } finally {
      await restored.close();
    }
  }, 180_000);
});
