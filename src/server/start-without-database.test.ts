import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { startDatabaseProxy } from '../../tests/support/database-outage';
import { startDevelopmentServer } from '../../tests/support/e2e-server';
import { createDatabase, databaseUrlFor, dropDatabase } from '../../tests/support/postgres-admin';

const adminUrl = process.env.TEST_DATABASE_URL;

async function readiness(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${url}/api/ready`);
  return { status: response.status, body: await response.json() };
}

// The real server (src/server/main.ts) on a new, empty PostgreSQL database that is away when it starts.
describe.skipIf(!adminUrl)('a server started while PostgreSQL is away', () => {
  it('answers its health check at once, is not ready, and migrates and gets ready when the database returns', async ({
    annotate,
  }) => {
    const name = `claimguard_start_${randomBytes(4).toString('hex')}`;
    await createDatabase(adminUrl as string, name);
    const proxy = await startDatabaseProxy(databaseUrlFor(adminUrl as string, name));
    proxy.cut();
    const logFile = path.join(mkdtempSync(path.join(tmpdir(), 'claimguard-start-')), 'server.log');
    const server = await startDevelopmentServer(logFile, {
      DATABASE_URL: proxy.url,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      SEED_DEMO_DATA: 'false',
      WEB_CONCURRENCY: '1',
      LOG_LEVEL: 'info',
    });
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      await delay(3_000);
      expect(await readiness(server.url)).toEqual({
        status: 503,
        body: { status: 'unavailable', database: 'unreachable', jobQueue: 'starting' },
      });

      proxy.restore();
      const back = Date.now();
      let ready = await readiness(server.url);
      while (ready.status !== 200 && Date.now() - back < 60_000) {
        await delay(250);
        ready = await readiness(server.url);
      }
      const readyAfterMs = Date.now() - back;
      expect(ready).toEqual({ status: 200, body: { status: 'ready', database: 'ok', jobQueue: 'running' } });
      // Tries at 1 s doubling to 10 s, then the migrations of a new database.
      expect(readyAfterMs).toBeLessThan(30_000);
      await annotate(`ready ${readyAfterMs} ms after the database came back`);
    } finally {
      expect(await server.stop()).toBe(0);
      await proxy.close();
      await dropDatabase(adminUrl as string, name);
    }
  }, 180_000);
});
