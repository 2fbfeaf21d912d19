import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { bulkIntakeMessages } from '@/domain/bulk-intake-messages';
import { openDatabase } from '@/server/db/client';
import { makeImei } from '../../../tests/fixtures/make-imei';
import {
  bulkFile,
  finishedBatch,
  postFile,
  searchesOf,
  simulatedProvider,
} from '../../../tests/support/bulk-intake-test-support';
import { startDatabaseProxy } from '../../../tests/support/database-outage';
import { WORKING } from '../../../tests/support/registry-test-support';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { openTestDatabase } from '../../../tests/support/test-database';

const ROWS = 24;
/** What the issue asks: work resumes by itself at most this long after the database is back. */
const RESUMED_WITHIN_MS = 60_000;

async function progressOf(t: TestApp, id: string, cookie: string): Promise<{ done: number; failed: number }> {
  const reply = await t.get(`/api/v1/bulk-intakes/${id}`, { cookie });
  return reply.statusCode === 200 ? reply.json() : { done: -1, failed: -1 };
}

/** Each clean-up step's limit: all of them take under a second on a quiet machine. */
const CLOSE_MS = 30_000;

async function within(ms: number, work: Promise<unknown>, failure: () => string): Promise<void> {
  const timer = new AbortController();
  const late = delay(ms, 'late', { signal: timer.signal }).catch(() => 'done');
  const first = await Promise.race([work.then(() => 'done'), late]);
  timer.abort();
  if (first === 'late') throw new Error(failure());
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    expect(Date.now() - started, 'waited too long').toBeLessThan(timeoutMs);
    await delay(250);
  }
  return Date.now() - started;
}

/*
 * PostgreSQL only: the embedded database lives in the process and cannot go away. The database is taken away through
 * a TCP proxy (connections reset, new ones refused) for 20 s, shorter than the batch job's 60 s expiry (its worker
 * writes the failure once the database is back), and for 60 s, past it (the queue's maintenance takes the job back).
 * The production settings are kept (JOB_MAINTENANCE_SECONDS 30) but for a faster poll; an unhandled rejection
 * anywhere would fail the run.
 */
/**
 * The outages taken, in seconds: 20 s in every run (about 45 s of it). A 60 s outage (`OUTAGE_TEST_SECONDS=20,60`)
 * finishes too, with its clean-up, in about 110 s on a quiet machine; on a busy one it outran the 240 s limit, so it is
 * run on demand rather than in every PostgreSQL pass.
 */
const OUTAGES = (process.env.OUTAGE_TEST_SECONDS ?? '20').split(',').map(Number);

describe.skipIf(!process.env.TEST_DATABASE_URL)('background work across a database outage', () => {
  it.for(OUTAGES)(
    'a bulk intake cut off mid-batch for %i s finishes by itself once the database is back',
    { timeout: 240_000 },
    async (seconds, { annotate }) => {
      const copy = await openTestDatabase();
      const proxy = await startDatabaseProxy(copy.databaseUrl as string);
      const handle = await openDatabase({ databaseUrl: proxy.url, dataDir: 'memory://' });
      const { simulator, deviceHistory } = await simulatedProvider(50);
      const t = await createTestApp({
        database: { ...handle, databaseUrl: proxy.url },
        deviceHistory,
        env: { ...WORKING, BULK_INTAKE_SEARCHES_PER_SECOND: '4', BULK_INTAKE_CONCURRENCY: '2' },
      });
      try {
        const cookie = await t.signIn('member@demo.test');
        const imeis = Array.from({ length: ROWS }, () => makeImei());
        const file = bulkFile(imeis.map((imei, i) => `${imei},Theft,OUTAGE-${i + 1},no,`));
        const posted = await postFile(t, '/api/v1/bulk-intakes', file, cookie);
        expect(posted.statusCode, posted.body).toBe(202);
        const { id } = posted.json();
        await waitFor(async () => (await progressOf(t, id, cookie)).done >= 3, 30_000);

        proxy.cut();
        await delay(1_000);
        const health = await t.get('/api/health');
        expect(health.statusCode).toBe(200);
        const away = await t.get('/api/ready');
        expect(away.statusCode).toBe(503);
        expect(away.json()).toMatchObject({ database: 'unreachable', jobQueue: 'running' });
        await delay(seconds * 1000 - 1_000);
        const before = await (async () => {
          proxy.restore();
          return progressOf(t, id, cookie);
        })();

        // Picked up again: a row more is worked than when the database came back.
        const resumedMs = await waitFor(async () => {
          const now = await progressOf(t, id, cookie);
          return now.done + now.failed > before.done + before.failed;
        }, RESUMED_WITHIN_MS);
        expect(resumedMs).toBeLessThan(RESUMED_WITHIN_MS);

        const batch = await finishedBatch(t, id, cookie, 60_000);
        expect(batch).toMatchObject({ status: 'finished', total: ROWS });
        expect(batch.done + batch.failed).toBe(ROWS);
        // Only rows cut off mid-search fail ("outcome unknown", never searched again); none is searched twice.
        const rows = (await t.get(`/api/v1/bulk-intakes/${id}/rows?pageSize=100`, { cookie })).json();
        const failures = rows.items.filter((row: { state: string }) => row.state === 'failed');
        expect(failures.map((row: { message: string }) => row.message)).toEqual(
          failures.map(() => bulkIntakeMessages.outcomeUnknown),
        );
        expect(Math.max(...searchesOf(simulator, imeis))).toBe(1);
        await annotate(
          `OUTAGE ${seconds}s: resumed ${resumedMs} ms after the database came back; ${batch.failed} failed`,
        );
        const ready = await t.get('/api/ready');
        expect(ready.json()).toEqual({ status: 'ready', database: 'ok', jobQueue: 'running' });
      } finally {
        // Closing hung once in CI after every assertion had passed (a connection left behind by the outage?): each
        // step is named, with the pool's state, so that a hang says where it is.
        const { pool } = handle;
        for (const [step, close] of [
          ['the app', () => t.close()],
          ['the pool', () => handle.close()],
          ['the proxy', () => proxy.close()],
          ['the simulator', () => simulator.close()],
          ['the database copy', () => copy.close()],
        ] as const) {
          await within(
            CLOSE_MS,
            close(),
            () =>
              `closing ${step} took over ${CLOSE_MS} ms (pool: ${pool?.totalCount} clients, ${pool?.idleCount} idle, ${pool?.waitingCount} waiting)`,
          );
        }
      }
    },
  );
});
