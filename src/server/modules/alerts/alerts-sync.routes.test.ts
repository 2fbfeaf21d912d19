import { describe, expect, it } from 'vitest';
import { messages } from '@/domain/messages';
import { makeAlert, minutesAgo } from '../../../../tests/fixtures/make-alert';
import { organisationIdOf } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

interface CursorReply {
  items: Array<{ id: string }>;
  hasMore: boolean;
  nextCursor: string | null;
  syncedUntil?: string;
}

async function list(query: string) {
  return t.get(`/api/v1/alerts${query}`, { cookie: await t.signIn('member@demo.test') });
}
async function page(query: string): Promise<CursorReply> {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
async function review(id: string) {
  const response = await t.post(
    `/api/v1/alerts/${id}/review`,
    {},
    { cookie: await t.signIn('member@demo.test') },
  );
  expect(response.statusCode, response.body).toBe(200);
}

async function alertMany(count: number) {
  const organisationId = await organisationIdOf(t, 'demo.test');
  const made = [];
  for (let n = 1; n <= count; n += 1) {
    made.push(await makeAlert(t.services.db, { organisationId, detectedAt: minutesAgo(count - n) }));
  }
  return made.map((alert) => alert.id);
}

/**
 * One sync run: every page from `updatedSince` to the end, `between` called after each page but the last with the
 * ids read so far; the ids in the order read and the time the next run starts from.
 */
async function syncRun(since: string, between: (read: string[]) => Promise<void> = async () => {}) {
  const read: string[] = [];
  let reply = await page(`?updatedSince=${encodeURIComponent(since)}&limit=2`);
  read.push(...reply.items.map((item) => item.id));
  while (reply.nextCursor) {
    expect(reply.hasMore).toBe(true);
    await between(read);
    reply = await page(
      `?updatedSince=${encodeURIComponent(since)}&limit=2&startingAfter=${reply.nextCursor}`,
    );
    read.push(...reply.items.map((item) => item.id));
  }
  expect(reply.hasMore).toBe(false);
  return { read, until: reply.syncedUntil ?? '' };
}

describe('GET /api/v1/alerts by cursor', () => {
  it('syncs every change once: what changes or arrives during a run comes in the next run, nothing twice', async () => {
    const since = new Date(Date.now() - 3_600_000).toISOString();
    const first = await alertMany(5);
    const organisationId = await organisationIdOf(t, 'demo.test');
    const arrived: string[] = [];
    const reviewed: string[] = [];

    const run = await syncRun(since, async (read) => {
      if (arrived.length > 0) return;
      // After the first page: a new alert, a review of one already read and of one not yet read.
      arrived.push((await makeAlert(t.services.db, { organisationId })).id);
      const unread = first.find((id) => !read.includes(id)) ?? '';
      reviewed.push(read[0] ?? '', unread);
      for (const id of reviewed) await review(id);
    });
    // The run read the alerts as they were when it started, each once, oldest change first.
    expect(run.read).toEqual(first.filter((id) => id !== reviewed[1]));

    const next = await syncRun(run.until);
    expect(next.read).toEqual([...arrived, ...reviewed]);
    expect(new Set([...run.read, ...next.read])).toEqual(new Set([...first, ...arrived]));

    expect((await syncRun(next.until)).read).toEqual([]);
  });

  it('pages newest first without updatedSince, as the pages do', async () => {
    const newestFirst = (await alertMany(5)).reverse();
    const one = await page('?limit=3');
    expect(one.items.map((item) => item.id)).toEqual(newestFirst.slice(0, 3));
    expect(one).toMatchObject({ hasMore: true });
    expect(one).not.toHaveProperty('total');
    const two = await page(`?limit=3&startingAfter=${one.nextCursor}`);
    expect(two.items.map((item) => item.id)).toEqual(newestFirst.slice(3));
    expect(two).toMatchObject({ hasMore: false, nextCursor: null });
    // The screens' pages answer as before.
    expect((await list('?page=1&pageSize=25')).json()).toMatchObject({ total: 5, page: 1, pageSize: 25 });
  });

  it.each([
    ['a garbled cursor', '?limit=2&startingAfter=not-a-cursor', 'INVALID_CURSOR'],
    [
      'a forged cursor',
      `?startingAfter=${Buffer.from(JSON.stringify({ order: 'n', at: 'yesterday', id: 'x' })).toString('base64url')}`,
      'INVALID_CURSOR',
    ],
    ['a page and a cursor', '?page=2&limit=10', 'MIXED_PAGING'],
    ['a page size and updatedSince', '?pageSize=25&updatedSince=2026-01-01T00:00:00Z', 'MIXED_PAGING'],
    ['a limit over 100', '?limit=101', 'VALIDATION_ERROR'],
    ['a limit of 0', '?limit=0', 'VALIDATION_ERROR'],
    ['updatedSince not a time', '?updatedSince=yesterday', 'VALIDATION_ERROR'],
  ])('refuses %s with 400', async (_case, query, code) => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe(code);
  });

  it('refuses a cursor or updatedSince on the export, which reads every row', async () => {
    await alertMany(1);
    const cookie = await t.signIn('member@demo.test');
    for (const query of ['?updatedSince=2026-01-01T00:00:00Z', '?limit=10']) {
      const response = await t.get(`/api/v1/alerts/export.csv${query}`, { cookie });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: messages.exportReadsEveryRow });
    }
    expect((await t.get('/api/v1/alerts/export.csv?page=2', { cookie })).statusCode).toBe(200);
  });

  it("refuses a newest-first cursor in a sync, and a sync's cursor without updatedSince", async () => {
    await alertMany(3);
    const newest = await page('?limit=1');
    const sync = await page('?limit=1&updatedSince=2026-01-01T00:00:00Z');
    const crossed = [
      await list(`?limit=1&updatedSince=2026-01-01T00:00:00Z&startingAfter=${newest.nextCursor}`),
      await list(`?limit=1&startingAfter=${sync.nextCursor}`),
    ];
    expect(crossed.map((response) => response.json().code)).toEqual(['INVALID_CURSOR', 'INVALID_CURSOR']);
  });
});
