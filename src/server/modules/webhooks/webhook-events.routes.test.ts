import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import type { ApiScope } from '@/domain/api-scopes';
import { webhookMessages } from '@/domain/webhook-messages';
import { webhookDeliveries, webhookEvents } from '@/server/db/schema/webhooks';
import { runJob } from '@/server/jobs/define-job';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { setupRegistryApps } from '../../../../tests/support/registry-test-support';
import { insertChecks, send } from '../../../../tests/support/review-test-support';
import type { TestApp } from '../../../../tests/support/test-app';
import { addEndpoint, DELIVERING, webhookReceivers } from '../../../../tests/support/webhook-test-support';
import { webhookEventCleanupWorker } from './webhook-event-cleanup';

const { start } = setupRegistryApps();
const receiver = webhookReceivers();
const DAY_MS = 86_400_000;

interface FeedPage {
  items: Array<{
    id: string;
    type: string;
    occurredAt: string;
    sequence: number | null;
    data: Record<string, unknown>;
  }>;
  hasMore: boolean;
  nextCursor: string | null;
  syncedUntil: string;
}

async function readFeed(t: TestApp, cookie: string, query: Record<string, string>) {
  const response = await t.get(`/api/v1/events?${new URLSearchParams(query)}`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as FeedPage;
}

async function recordCheck(t: TestApp, email: string, reference: string) {
  const recorded = await t.post('/api/v1/checks', makeIntake({ reference }), {
    cookie: await t.signIn(email),
  });
  expect(recorded.statusCode, recorded.body).toBe(201);
  return recorded.json().id as string;
}

async function createKey(t: TestApp, scopes: ApiScope[]) {
  const admin = await t.signIn('admin@demo.test');
  const created = await t.post('/api/v1/api-keys', { name: `Feed ${scopes}`, scopes }, { cookie: admin });
  expect(created.statusCode, created.body).toBe(201);
  return { authorization: `Bearer ${created.json().key}` };
}

describe('GET /api/v1/events', () => {
  it("keeps the organization's events with no endpoint listening, oldest first, each as a delivery would carry it", async () => {
    const t = await start({});
    const since = new Date().toISOString();
    const checkId = await recordCheck(t, 'member@demo.test', 'CLM-FEED-1');
    const [toDeny] = await insertChecks(t);
    const denied = await t.post(
      `/api/v1/checks/${toDeny?.id}/denial`,
      { denialReason: 'Fraud suspected' },
      { cookie: await t.signIn('member@demo.test') },
    );
    expect(denied.statusCode, denied.body).toBe(201);

    const admin = await t.signIn('admin@demo.test');
    const feed = await readFeed(t, admin, { since });
    expect(feed.items.map((event) => event.type)).toEqual(['check.recorded', 'claim.denied']);
    expect(feed.items[0]).toEqual({
      id: expect.stringMatching(/^msg_/),
      type: 'check.recorded',
      occurredAt: expect.any(String),
      sequence: 1,
      data: expect.objectContaining({ checkId, reference: 'CLM-FEED-1' }),
    });
    expect(feed.items[1]?.data).toMatchObject({ deniedClaimId: denied.json().deniedClaimId });
    expect(feed).toMatchObject({ hasMore: false, nextCursor: null });
    expect(await t.services.db.$count(webhookDeliveries)).toBe(0);
  });

  it('answers the very id, type, time and data the webhook carried, and leaves test events out', async () => {
    const t = await start({ env: DELIVERING });
    const hooks = await receiver();
    const since = new Date().toISOString();
    const { id, secret, cookie } = await addEndpoint(t, hooks.url, ['check.recorded']);
    await recordCheck(t, 'member@demo.test', 'CLM-FEED-2');
    const [request] = await hooks.waitFor(1);
    if (!request) throw new Error('nothing was delivered');
    const tested = await t.post(`/api/v1/webhook-endpoints/${id}/test`, undefined, { cookie });
    expect(tested.statusCode, tested.body).toBe(202);

    const delivered = new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as {
      id: string;
      type: string;
      timestamp: string;
      sequence: number;
      data: unknown;
    };
    const feed = await readFeed(t, cookie, { since });
    expect(feed.items).toEqual([
      {
        id: delivered.id,
        type: delivered.type,
        occurredAt: delivered.timestamp,
        sequence: delivered.sequence,
        data: delivered.data,
      },
    ]);
  });

  it("never shows another organization's events", async () => {
    const t = await start({});
    const since = new Date().toISOString();
    await recordCheck(t, 'member@demo.test', 'CLM-DEMO');
    await recordCheck(t, 'member@other.test', 'CLM-OTHER');

    const demo = await readFeed(t, await t.signIn('admin@demo.test'), { since });
    const other = await readFeed(t, await t.signIn('admin@other.test'), { since });
    expect(demo.items.map((event) => event.data.reference)).toEqual(['CLM-DEMO']);
    expect(other.items.map((event) => event.data.reference)).toEqual(['CLM-OTHER']);
    // A key reads its own organization's alone.
    const key = await createKey(t, ['events:read']);
    const byKey = await t.app.inject({ method: 'GET', url: `/api/v1/events?since=${since}`, headers: key });
    expect(byKey.statusCode, byKey.body).toBe(200);
    expect(byKey.json().items.map((event: FeedPage['items'][number]) => event.data.reference)).toEqual([
      'CLM-DEMO',
    ]);
  });

  it('pages by cursor within a run, and the next run from syncedUntil reads what came after, each once', async () => {
    const t = await start({});
    const since = new Date().toISOString();
    for (const reference of ['CLM-1', 'CLM-2', 'CLM-3']) await recordCheck(t, 'member@demo.test', reference);
    const admin = await t.signIn('admin@demo.test');
    const references = (page: FeedPage) => page.items.map((event) => event.data.reference);

    const first = await readFeed(t, admin, { since, limit: '2' });
    expect(references(first)).toEqual(['CLM-1', 'CLM-2']);
    expect(first.hasMore).toBe(true);
    await recordCheck(t, 'member@demo.test', 'CLM-4');
    const second = await readFeed(t, admin, { since, limit: '2', startingAfter: first.nextCursor ?? '' });
    expect(references(second)).toEqual(['CLM-3']);
    expect(second).toMatchObject({ hasMore: false, nextCursor: null, syncedUntil: first.syncedUntil });

    const next = await readFeed(t, admin, { since: second.syncedUntil });
    expect(references(next)).toEqual(['CLM-4']);
  });

  it("numbers a claim's events per check, in the order they happened, so a receiver can drop a stale one", async () => {
    const t = await start({});
    const since = new Date().toISOString();
    const member = await t.signIn('member@demo.test');
    const [first, second] = await insertChecks(t, { count: 2 });
    const recheck = (id?: string) => t.post(`/api/v1/checks/${id}/rechecks`, undefined, { cookie: member });
    expect((await recheck(first?.id)).statusCode).toBe(201);
    expect((await recheck(second?.id)).statusCode).toBe(201);
    expect((await recheck(first?.id)).statusCode).toBe(201);
    const denied = await t.post(
      `/api/v1/checks/${first?.id}/denial`,
      { denialReason: 'Fraud suspected' },
      { cookie: member },
    );
    expect(denied.statusCode, denied.body).toBe(201);

    const feed = await readFeed(t, await t.signIn('admin@demo.test'), { since });
    expect(feed.items.map((event) => [event.type, event.data.checkId, event.sequence])).toEqual([
      ['check.rechecked', first?.id, 1],
      ['check.rechecked', second?.id, 1],
      ['check.rechecked', first?.id, 2],
      ['claim.denied', first?.id, 3],
    ]);
  });

  it('refuses a since older than 30 days with 400 EVENTS_EXPIRED, and a missing or garbled one with 400', async () => {
    const t = await start({});
    const admin = await t.signIn('admin@demo.test');
    const tooOld = new Date(Date.now() - 31 * DAY_MS).toISOString();
    const refused = await t.get(`/api/v1/events?since=${tooOld}`, { cookie: admin });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'EVENTS_EXPIRED',
      message: webhookMessages.eventsSinceTooOld,
    });
    const withinDays = new Date(Date.now() - 29 * DAY_MS).toISOString();
    expect((await t.get(`/api/v1/events?since=${withinDays}`, { cookie: admin })).statusCode).toBe(200);

    for (const query of [
      '',
      '?since=yesterday',
      `?since=${withinDays}&limit=101`,
      `?since=${withinDays}&startingAfter=x`,
    ]) {
      const response = await t.get(`/api/v1/events${query}`, { cookie: admin });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('is read by an events:read key and by organization admins only', async () => {
    const t = await start({});
    const since = new Date().toISOString();
    const url = `/api/v1/events?since=${since}`;
    const reader = await createKey(t, ['events:read']);
    const manager = await createKey(t, ['webhooks:manage']);
    expect((await t.app.inject({ method: 'GET', url, headers: reader })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: manager })).statusCode).toBe(403);
    expect((await t.get(url, { cookie: await t.signIn('member@demo.test') })).statusCode).toBe(403);
    expect((await send(t, { method: 'GET', url })).statusCode).toBe(401);
  });

  it('keeps events 30 days: the daily clean-up deletes older ones of every organization', async () => {
    const t = await start({});
    await recordCheck(t, 'member@demo.test', 'CLM-OLD');
    await recordCheck(t, 'member@other.test', 'CLM-OLD-OTHER');
    await t.services.db.update(webhookEvents).set({ recordedAt: sql`now() - interval '31 days'` });
    await recordCheck(t, 'member@demo.test', 'CLM-NEW');

    const job = { id: 'cleanup', data: { day: '2026-11-28' }, retryCount: 0, retryLimit: 0 };
    await runJob(webhookEventCleanupWorker, t.services, t.app.log, job);
    const kept = await t.services.db.select({ payload: webhookEvents.payload }).from(webhookEvents);
    expect(kept.map((row) => JSON.parse(row.payload).data.reference)).toEqual(['CLM-NEW']);
  });
});
