import { describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { openDatabase } from '@/server/db/client';
import { openTestDatabase } from '../../../../tests/support/test-database';
import { testEnv } from '../../../../tests/support/test-env';

type Database = Awaited<ReturnType<typeof openDatabase>>;

async function withApp<T>(
  database: Database,
  run: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  const app = await buildApp({ env: testEnv(env), database });
  try {
    return await run(app);
  } finally {
    await app.close();
  }
}

/** What GET `url` answers on an app over a fresh test database, once `change` was done to that database. */
async function answerAfter(url: string, change: (database: Database) => Promise<unknown>) {
  const database = await openTestDatabase();
  return withApp(database, async (app) => {
    await change(database);
    return app.inject({ method: 'GET', url });
  });
}

const dropNewestMigration = (database: Database) =>
  database.executeSql(
    'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)',
  );

describe('GET /api/health', () => {
  it('answers 200 while the process runs, whatever the database does', async () => {
    const response = await answerAfter('/api/health', (database) => database.close());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/ready', () => {
  it('answers 200 ready while the database answers and holds every migration', async () => {
    await withApp(await openTestDatabase(), async (app) => {
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready', database: 'ok', jobQueue: 'off' });
    });
  });

  it('answers 503 while this process still prepares the database, though another process migrated it', async () => {
    await withApp(await openTestDatabase(), async (app) => {
      app.services.startup.preparing = true;
      const preparing = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(preparing.statusCode).toBe(503);
      expect(preparing.json()).toMatchObject({ status: 'unavailable', database: 'not migrated' });
      app.services.startup.preparing = false;
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    });
  });

  it('answers 503 while the newest migration has not run, so an updated process gets no traffic yet', async () => {
    const response = await answerAfter('/api/ready', dropNewestMigration);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: 'not migrated' });
  });

  it('answers 503 once the database is gone, so a load balancer takes the process out', async () => {
    const response = await answerAfter('/api/ready', (database) => database.close());
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' });
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

  it('answers 503 while the job workers of this process are stopped, and 200 once they run', async () => {
    await withApp(
      await openTestDatabase(),
      async (app) => {
        await app.ready();
        const running = await app.inject({ method: 'GET', url: '/api/ready' });
        expect(running.json()).toEqual({ status: 'ready', database: 'ok', jobQueue: 'running' });
        expect(running.statusCode).toBe(200);

        await app.services.jobs.stop();
        const stopped = await app.inject({ method: 'GET', url: '/api/ready' });
        expect(stopped.statusCode).toBe(503);
        expect(stopped.json()).toEqual({ status: 'unavailable', database: 'ok', jobQueue: 'stopped' });
      },
      { JOB_WORKERS: 'true' },
    );
  });

  it('answers 503 while the job workers still wait to start (the database was not migrated yet)', async () => {
    const database = await openTestDatabase();
    await dropNewestMigration(database);
    await withApp(
      database,
      async (app) => {
        await app.ready();
        const response = await app.inject({ method: 'GET', url: '/api/ready' });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          status: 'unavailable',
          database: 'not migrated',
          jobQueue: 'starting',
        });
      },
      { JOB_WORKERS: 'true' },
    );
  });

  it.each([
    ['a tenant table lost its policy', 'drop policy tenant_isolation on claim_checks'],
    ['the tenant role lost its grants', 'revoke all on claim_checks from claimguard_tenant'],
    ['row-level security is off on a tenant table', 'alter table claim_checks disable row level security'],
  ])('answers 503 when %s, as a restore without them would leave it', async (_title, breakage) => {
    const response = await answerAfter('/api/ready', (database) => database.executeSql(breakage));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      database: 'tenant role unusable',
      jobQueue: 'off',
    });
  });

  // A role belongs to the whole PostgreSQL cluster, which other test databases share: dropped on the embedded one only.
  it.skipIf(process.env.TEST_DATABASE_URL)('answers 503 when the tenant role itself is missing', async () => {
    // As after a restore into a new cluster: neither the role nor anything granted to it.
    const response = await answerAfter('/api/ready', (database) =>
      database.executeSql('drop owned by claimguard_tenant; drop role claimguard_tenant'),
    );
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ database: 'tenant role unusable' });
  });
});
