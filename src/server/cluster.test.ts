import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@/server/seed/demo-data';
import { makeIntake } from '../../tests/fixtures/make-intake';
import { type ServerProcess, startDevelopmentServer } from '../../tests/support/e2e-server';
import { createDatabase, databaseUrlFor, dropDatabase } from '../../tests/support/postgres-admin';

const adminUrl = process.env.TEST_DATABASE_URL;

interface Reply {
  status: number;
  cookies: string[];
  body: string;
}

/** One request on a connection of its own: the primary hands each new connection to the next server process. */
function call(base: string, method: string, url: string, options: { cookie?: string; body?: object } = {}) {
  return new Promise<Reply>((resolve, reject) => {
    const body = options.body ? JSON.stringify(options.body) : undefined;
    const outgoing = request(
      `${base}${url}`,
      {
        method,
        agent: false,
        headers: {
          origin: base,
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cookies: response.headers['set-cookie'] ?? [],
            body: text,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The process ids that logged answering `url`, from the server's log (it reaches its file a moment after the answer: poll). */
function processesThatAnswered(logFile: string, url: string): Set<number> {
  const lines = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'));
  const requests = new Map<string, string>();
  const pids = new Set<number>();
  for (const line of lines) {
    const entry = JSON.parse(line) as { pid: number; reqId?: string; req?: { url: string }; msg: string };
    const key = `${entry.pid} ${entry.reqId}`;
    if (entry.req?.url) requests.set(key, entry.req.url);
    if (entry.msg === 'request completed' && requests.get(key) === url) pids.add(entry.pid);
  }
  return pids;
}

const pgbouncerUrl = process.env.TEST_PGBOUNCER_URL;
const routes = [
  { title: 'straight to PostgreSQL', through: adminUrl },
  // Migrations hold a session-level lock: they go straight to PostgreSQL, everything else through the pooler.
  ...(pgbouncerUrl
    ? [{ title: 'through PgBouncer in transaction pooling mode', through: pgbouncerUrl }]
    : []),
];

describe.skipIf(!adminUrl).each(routes)('two server processes on one port, $title', ({ through }) => {
  const name = `claimguard_cluster_${randomBytes(4).toString('hex')}`;
  const logFile = path.join(mkdtempSync(path.join(tmpdir(), 'claimguard-cluster-')), 'server.log');
  let server: ServerProcess;

  beforeAll(async () => {
    await createDatabase(adminUrl as string, name);
    server = await startDevelopmentServer(logFile, {
      DATABASE_URL: databaseUrlFor(through as string, name),
      MIGRATION_DATABASE_URL: databaseUrlFor(adminUrl as string, name),
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      SEED_DEMO_DATA: 'true',
      WEB_CONCURRENCY: '2',
      LOG_LEVEL: 'info',
    });
    // The first process to listen answers the health check; the test needs both.
    const deadline = Date.now() + 60_000;
    while (!readFileSync(logFile, 'utf8').includes('all 2 server processes are serving')) {
      if (Date.now() > deadline) throw new Error(`the second server process did not start; see ${logFile}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await dropDatabase(adminUrl as string, name);
  }, 60_000);

  it('serves a session signed in through one process from both', async () => {
    const signIn = await call(server.url, 'POST', '/api/auth/sign-in', {
      body: { email: 'member@demo.test', password: DEMO_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.cookies.map((value) => value.split(';')[0]).join('; ');
    for (let n = 0; n < 6; n += 1) {
      expect((await call(server.url, 'GET', '/api/v1/profile', { cookie })).status).toBe(200);
    }
    await expect.poll(() => processesThatAnswered(logFile, '/api/v1/profile').size).toBe(2);

    // Each process checks devices with its own provider client: intakes succeed whichever process takes them.
    for (let n = 0; n < 4; n += 1) {
      const intake = await call(server.url, 'POST', '/api/v1/checks', { cookie, body: makeIntake() });
      expect(intake.status).toBe(201);
    }
    await expect.poll(() => processesThatAnswered(logFile, '/api/v1/checks').size).toBe(2);

    // Tenant reads are one message each (settings and query together): both processes list the four checks.
    for (let n = 0; n < 4; n += 1) {
      const list = await call(server.url, 'GET', '/api/v1/checks?page=1&pageSize=25', { cookie });
      expect(list.status).toBe(200);
      expect(JSON.parse(list.body)).toMatchObject({ total: 4 });
    }
    await expect.poll(() => processesThatAnswered(logFile, '/api/v1/checks?page=1&pageSize=25').size).toBe(2);
  });

  it('counts failed sign-ins in one place: the sixth in a row is refused whichever process takes it', async () => {
    const wrong = { body: { email: 'admin@demo.test', password: 'not-the-password' } };
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1)
      statuses.push((await call(server.url, 'POST', '/api/auth/sign-in', wrong)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    await expect.poll(() => processesThatAnswered(logFile, '/api/auth/sign-in').size).toBe(2);
  });

  it('stops both processes gracefully on SIGTERM', async () => {
    expect(await server.stop()).toBe(0);
    const log = readFileSync(logFile, 'utf8');
    expect(log.match(/SIGTERM: finishing open requests, then stopping/g)).toHaveLength(2);
  });
});

describe.skipIf(!adminUrl)(
  'two instances with demo seeding on, starting together on one new database',
  () => {
    it('both start and serve, and the demo data is there once', async () => {
      const name = `claimguard_instances_${randomBytes(4).toString('hex')}`;
      await createDatabase(adminUrl as string, name);
      const databaseUrl = databaseUrlFor(adminUrl as string, name);
      const folder = mkdtempSync(path.join(tmpdir(), 'claimguard-instances-'));
      const secret = randomBytes(32).toString('base64url');
      const start = (n: number) =>
        startDevelopmentServer(path.join(folder, `instance-${n}.log`), {
          DATABASE_URL: databaseUrl,
          AUTH_SECRET: secret,
          SEED_DEMO_DATA: 'true',
          WEB_CONCURRENCY: '1',
        });
      const started = await Promise.allSettled([start(1), start(2)]);
      try {
        // Both migrate and seed one after the other (the migration lock): neither crashes on the other's demo data.
        expect(started.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
        for (const outcome of started) {
          if (outcome.status !== 'fulfilled') continue;
          // Each listens at once and is ready once its database is migrated and seeded.
          const deadline = Date.now() + 60_000;
          while ((await call(outcome.value.url, 'GET', '/api/ready')).status !== 200) {
            expect(Date.now(), `${outcome.value.url} never became ready`).toBeLessThan(deadline);
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
          const signIn = await call(outcome.value.url, 'POST', '/api/auth/sign-in', {
            body: { email: 'member@demo.test', password: DEMO_PASSWORD },
          });
          expect(signIn.status).toBe(200);
        }
        const organisations = new pg.Client({ connectionString: databaseUrl });
        await organisations.connect();
        const { rows } = await organisations.query(
          "select count(*)::int as total from organizations where domain = 'demo.test'",
        );
        await organisations.end();
        expect(rows).toEqual([{ total: 1 }]);
      } finally {
        for (const outcome of started) if (outcome.status === 'fulfilled') await outcome.value.stop();
        await dropDatabase(adminUrl as string, name);
      }
    }, 180_000);
  },
);
