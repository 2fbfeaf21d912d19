import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '@/server/db/schema/platform';
import { makeAlert, minutesAgo } from '../../../../tests/fixtures/make-alert';
import { organisationIdOf } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

async function list(query: string, email = 'member@demo.test') {
  return t.get(`/api/v1/alerts${query}`, { cookie: await t.signIn(email) });
}
async function review(id: string, body: unknown, email = 'member@demo.test') {
  return t.post(`/api/v1/alerts/${id}/review`, body, { cookie: await t.signIn(email) });
}

async function alertMany(count: number, domain = 'demo.test') {
  const organisationId = await organisationIdOf(t, domain);
  const made = [];
  for (let n = 1; n <= count; n += 1) {
    made.push(await makeAlert(t.services.db, { organisationId, detectedAt: minutesAgo(count - n) }));
  }
  return made;
}

const ids = (response: { json(): { items: Array<{ id: string }> } }) =>
  response.json().items.map((item) => item.id);

describe('GET /api/v1/alerts', () => {
  it('pages 27 alerts newest first, 25 by default, with the total', async () => {
    const newestFirst = (await alertMany(27)).reverse().map((alert) => alert.id);
    const first = await list('');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    expect(ids(first)).toEqual(newestFirst.slice(0, 25));
    expect(ids(await list('?page=2'))).toEqual(newestFirst.slice(25));
  });

  it('gives the device, the claim, the change and the state', async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const detectedAt = minutesAgo(2);
    const alert = await makeAlert(t.services.db, { organisationId, detectedAt, kind: 'block-removed' });
    expect((await list('')).json().items).toEqual([
      {
        id: alert.id,
        kind: 'block-removed',
        state: 'open',
        imei: alert.imei,
        deviceMake: 'APPLE',
        deviceModel: 'IPHONE 7',
        watchedDevice: 'claimed',
        settledClaimId: null,
        claimReference: 'CLM-7001',
        settledAt: alert.settledAt.toISOString(),
        change: { label: 'GSMA Blacklist', before: 'Blocked', after: 'Not blocked' },
        detectedAt: detectedAt.toISOString(),
        reviewedAt: null,
        reviewedBy: null,
        reviewNote: null,
      },
    ]);
  });

  it('filters by kind, state and the days detected', async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const db = t.services.db;
    const found = await makeAlert(db, { organisationId, kind: 'found-record' });
    const old = await makeAlert(db, { organisationId, detectedAt: new Date('2026-01-05T12:00:00Z') });
    const reviewed = await makeAlert(db, { organisationId, reviewedAt: minutesAgo(1) });
    expect(ids(await list('?kind=found-record'))).toEqual([found.id]);
    expect(ids(await list('?state=reviewed'))).toEqual([reviewed.id]);
    expect((await list('?state=open')).json().total).toBe(2);
    expect(ids(await list('?from=2026-01-05&to=2026-01-05'))).toEqual([old.id]);
  });

  it.each([
    ['an unknown kind', '?kind=teleported', 'The kind must be one of'],
    ['an unknown state', '?state=closed', 'The state must be open or reviewed'],
    ['a date not in YYYY-MM-DD', '?from=05/01/2026', 'Dates must be given as YYYY-MM-DD'],
    ['from after to', '?from=2026-02-01&to=2026-01-01', 'The "from" date must not be after the "to" date'],
    ['a page size not offered', '?pageSize=100', 'Page size must be 25, 50 or 75'],
  ])('refuses %s with 400 and says why', async (_name, query, message) => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it("never lists another organisation's alerts, and needs a role", async () => {
    const [theirs] = await alertMany(1, 'other.test');
    const [own] = await alertMany(1);
    expect(ids(await list(''))).toEqual([own?.id]);
    expect(ids(await list('', 'admin@other.test'))).toEqual([theirs?.id]);
    expect((await t.get('/api/v1/alerts')).statusCode).toBe(401);
    expect((await list('', 'norole@demo.test')).statusCode).toBe(403);
  });

  it('exports what the list shows, with the same filters', async () => {
    await alertMany(3);
    const organisationId = await organisationIdOf(t, 'demo.test');
    await makeAlert(t.services.db, { organisationId, kind: 'found-record' });
    const shown = (await list('?kind=block-removed')).json().items as Array<{ imei: string }>;
    const csv = await t.get('/api/v1/alerts/export.csv?kind=block-removed', {
      cookie: await t.signIn('member@demo.test'),
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'Detected,Kind,IMEI,Make,Model,Device,Claim Reference,Settled,What Changed,Before,After,Reviewed,Reviewed By,Review Note',
    );
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(shown.map((alert) => alert.imei));
  });
});

describe('POST /api/v1/alerts/:id/review', () => {
  it.each([
    ['a member', 'member@demo.test', 'Morgan Member'],
    ['an organisation admin', 'admin@demo.test', 'Alex Admin'],
  ])('lets %s mark an alert reviewed with a note, audited', async (_name, email, name) => {
    const [alert] = await alertMany(1);
    const id = alert?.id ?? '';
    const response = await review(id, { note: '  Called the customer  ' }, email);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      state: 'reviewed',
      reviewedBy: name,
      reviewNote: 'Called the customer',
    });
    expect(ids(await list('?state=reviewed'))).toEqual([id]);
    const events = await t.services.db.select().from(auditEvents).where(eq(auditEvents.subjectId, id));
    expect(events).toMatchObject([
      { action: 'alert.reviewed', details: { imei: alert?.imei, note: 'Called the customer' } },
    ]);
  });

  it('takes no note at all', async () => {
    const [alert] = await alertMany(1);
    const response = await review(alert?.id ?? '', {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ state: 'reviewed', reviewNote: null });
  });

  it('refuses an alert already reviewed with 409 and keeps the first review', async () => {
    const [alert] = await alertMany(1);
    const id = alert?.id ?? '';
    await review(id, { note: 'First' });
    const again = await review(id, { note: 'Second' }, 'admin@demo.test');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_REVIEWED',
      message: 'This alert has already been marked reviewed.',
    });
    expect((await list('')).json().items[0]).toMatchObject({ reviewNote: 'First' });
  });

  it("answers 404 for another organisation's alert and leaves it open", async () => {
    const [theirs] = await alertMany(1, 'other.test');
    const response = await review(theirs?.id ?? '', {});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Alert not found' });
    expect((await list('', 'admin@other.test')).json().items[0]).toMatchObject({ state: 'open' });
  });

  it('refuses a note over 1,000 characters and unknown fields with 400', async () => {
    const [alert] = await alertMany(1);
    expect((await review(alert?.id ?? '', { note: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await review(alert?.id ?? '', { verdict: 'fine' })).statusCode).toBe(400);
  });
});

describe('the dashboard', () => {
  it('counts the open alerts, whatever the period, and one fewer once reviewed', async () => {
    const [first] = await alertMany(2);
    await alertMany(1, 'other.test');
    const summary = async () =>
      (
        await t.get('/api/v1/dashboard-summary?period=7d', { cookie: await t.signIn('member@demo.test') })
      ).json();
    expect((await summary()).openAlerts).toBe(2);
    await review(first?.id ?? '', {});
    expect((await summary()).openAlerts).toBe(1);
  });
});
