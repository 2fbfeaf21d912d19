import { describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { openDatabase } from '@/server/db/client';
import { openTestDatabase } from '../../../../tests/support/test-database';
import { testEnv } from '../../../../tests/support/test-env';

async function withApp(
  database: Awaited<ReturnType<typeof openDatabase>>,
  run: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>,
) {
  const app = await buildApp({ env: testEnv(), database });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

describe('GET /api/health', () => {
  it('answers 200 while the process runs, whatever the database does', async () => {
    const database = await openTestDatabase();
    await withApp(database, async (app) => {
      await database.close();
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });
  });
});

describe('GET /api/ready', () => {
  it('answers 200 ready while the database answers and holds every migration', async () => {
    await withApp(await openTestDatabase(), async (app) => {
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready', database: 'ok' });
    });
  });

  it('answers 503 while the newest migration has not run, so an updated process gets no traffic yet', async () => {
    const database = await openTestDatabase();
    await withApp(database, async (app) => {
      await database.executeSql(
        'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)',
      );
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'not migrated' });
    });
  });

  it('answers 503 once the database is gone, so a load balancer takes the process out', async () => {
    const database = await openTestDatabase();
    await withApp(database, async (app) => {
      await database.close();
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    });
  });

  it('answers 503 when the PostgreSQL server cannot be reached at all', async () => {
    // Port 1 on loopback: nothing listens there, so every connection is refused at once.
    const database = await openDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      dataDir: 'memory://',
    });
    await withApp(database, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unavailable' });
    });
  });
});
