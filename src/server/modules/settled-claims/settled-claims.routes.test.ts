import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settledClaims } from '@/server/db/schema/checks';
import { claims, replacementDevices } from '@/server/db/schema/claims';
import { auditEvents } from '@/server/db/schema/platform';
import {
  makeLedgerAnswer,
  makeReplacement,
  makeSettledClaim,
  minutesAgo,
  SAMPLE_DEVICE_STATUS,
  userIdOf,
} from '../../../../tests/fixtures/make-claim-records';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { organisationIdOf, send } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

async function list(query: string, email = 'member@demo.test') {
  return t.get(`/api/v1/settled-claims${query}`, { cookie: await t.signIn(email) });
}

async function settleMany(count: number, domain = 'demo.test') {
  const organisationId = await organisationIdOf(t, domain);
  const records = [];
  for (let n = 1; n <= count; n += 1) {
    records.push(await makeSettledClaim(t.services.db, { organisationId, settledAt: minutesAgo(count - n) }));
  }
  return records;
}

const ids = (response: { json(): { items: Array<{ id: string }> } }) =>
  response.json().items.map((item) => item.id);

describe('GET /api/v1/settled-claims: the Settled Claims register', () => {
  it('pages 30 records newest first, 25 by default, with the total', async () => {
    const newestFirst = (await settleMany(30)).reverse().map((record) => record.id);
    const first = await list('');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(ids(first)).toEqual(newestFirst.slice(0, 25));
    expect(ids(await list('?page=2'))).toEqual(newestFirst.slice(25));
    expect((await list('?pageSize=50')).json().items).toHaveLength(30);
    expect((await list('?page=2&pageSize=75')).json()).toMatchObject({ items: [], total: 30, page: 2 });
  });

  it('joins the replacement device of the claim and names who settled it', async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const settledBy = await userIdOf(t.services.db, 'admin@demo.test');
    const replacement = makeReplacement({
      make: 'Apple',
      model: 'iPhone 15',
      color: 'Blue',
      storage: '128GB',
    });
    const settledAt = minutesAgo(1);
    const withDevice = await makeSettledClaim(t.services.db, {
      organisationId,
      replacement,
      settledBy,
      settledAt,
    });
    const without = await makeSettledClaim(t.services.db, { organisationId, claimType: null });
    const items = (await list('')).json().items;
    expect(items[1]).toEqual({
      id: withDevice.id,
      // Made straight in the database, with no check before it.
      checkId: null,
      settledAt: settledAt.toISOString(),
      imei: withDevice.imei,
      deviceMake: 'APPLE',
      deviceModel: 'IPHONE 7',
      claimType: 'Accidental Damage',
      claimReference: null,
      replacement,
      settledBy: 'Alex Admin',
      registryStatus: 'registered',
      // Made with no search of the device in the ledger.
      verdict: null,
    });
    expect(items[0]).toMatchObject({ id: without.id, replacement: null, claimType: null, settledBy: null });
  });

  it('finds records whose IMEI contains the text, literally', async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const imei = makeImei();
    const target = await makeSettledClaim(t.services.db, { organisationId, imei });
    await settleMany(3);
    const page = (await list(`?search=${imei.slice(5, 13)}`)).json();
    expect(page).toMatchObject({ total: 1, items: [{ id: target.id }] });
    expect((await list('?search=%25')).json().total).toBe(0);
  });

  it.each([
    ['a page size not offered', '?pageSize=10'],
    ['page 0', '?page=0'],
    ['a fractional page', '?page=1.5'],
    ['a search of 51 characters', `?search=${'1'.repeat(51)}`],
  ])('refuses %s with 400', async (_name, query) => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it("never lists another organisation's records, even when the search matches them", async () => {
    const [theirs] = await settleMany(1, 'other.test');
    const [own] = await settleMany(1);
    expect(ids(await list(''))).toEqual([own?.id]);
    expect((await list(`?search=${theirs?.imei}`)).json()).toMatchObject({ items: [], total: 0 });
    expect(ids(await list('', 'member@other.test'))).toEqual([theirs?.id]);
  });

  it('answers 401 when signed out and 403 without a role', async () => {
    expect((await t.get('/api/v1/settled-claims')).statusCode).toBe(401);
    expect((await list('', 'norole@demo.test')).statusCode).toBe(403);
  });
});

describe('GET /api/v1/settled-claims synced by last change', () => {
  const syncPage = async (query: string) => (await list(`?limit=100&${query}`)).json();

  it('reads a record again once its registry answer changed it, and not before', async () => {
    const [quiet, registered] = await settleMany(2);
    const first = await syncPage('updatedSince=2026-01-01T00:00:00Z');
    expect(first.items.map((item: { id: string }) => item.id)).toEqual([quiet?.id, registered?.id]);
    expect(first).toMatchObject({ hasMore: false, nextCursor: null });
    // Any statement that changes the record moves its last change: here the registry's answer.
    await t.services.db
      .update(settledClaims)
      .set({ registryStatus: 'registered', registryUpdatedAt: new Date() })
      .where(eq(settledClaims.id, registered?.id ?? ''));
    const next = await syncPage(`updatedSince=${encodeURIComponent(first.syncedUntil)}`);
    expect(next.items.map((item: { id: string }) => item.id)).toEqual([registered?.id]);
    expect(next.items[0].registryStatus).toBe('registered');
  });
});

describe('GET /api/v1/settled-claims/:id: the details dialog', () => {
  it('gives notes, the device status at settlement, who settled it and the total-loss flag', async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const settledBy = await userIdOf(t.services.db, 'member@demo.test');
    const record = await makeSettledClaim(t.services.db, {
      organisationId,
      claimType: 'Total Loss',
      notes: 'Customer kept the charger',
      settledBy,
    });
    const response = await list(`/${record.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: record.id,
      imei: record.imei,
      claimType: 'Total Loss',
      isTotalLoss: true,
      notes: 'Customer kept the charger',
      replacement: null,
      settledBy: 'Morgan Member',
      fullCheckData: SAMPLE_DEVICE_STATUS,
    });
    const ordinary = await makeSettledClaim(t.services.db, { organisationId });
    expect((await list(`/${ordinary.id}`)).json()).toMatchObject({ isTotalLoss: false, notes: null });
  });

  it("gives the device's report at intake and its newest (a monitoring search after the settlement), and the list its current verdict", async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const settledAt = minutesAgo(30);
    const record = await makeSettledClaim(t.services.db, { organisationId, settledAt });
    const device = { organisationId, imei: record.imei };
    await makeLedgerAnswer(t.services.db, {
      ...device,
      answeredAs: 'clean',
      path: 'intake',
      sentAt: minutesAgo(60),
    });
    await makeLedgerAnswer(t.services.db, {
      ...device,
      answeredAs: 'red-certificate',
      path: 'monitoring',
      sentAt: minutesAgo(5),
    });
    // Neither a failed search nor another organisation's answer counts.
    await makeLedgerAnswer(t.services.db, {
      ...device,
      answeredAs: 'clean',
      path: 'monitoring',
      sentAt: minutesAgo(2),
      state: 'failed',
    });
    await makeLedgerAnswer(t.services.db, {
      organisationId: await organisationIdOf(t, 'other.test'),
      imei: record.imei,
      answeredAs: 'clean',
      path: 'intake',
      sentAt: minutesAgo(1),
    });

    const detail = (await list(`/${record.id}`)).json();
    expect(detail.verdict).toMatchObject({ result: 'red' });
    expect(detail.intakeReport).toMatchObject({
      report: { serial: record.imei, certificate: { result: 'green' } },
    });
    expect(detail.intakeReport.checkedAt.slice(0, 15)).toBe(minutesAgo(60).toISOString().slice(0, 15));
    expect(detail.currentReport).toMatchObject({
      report: { serial: record.imei, certificate: { result: 'red' } },
    });
    const row = (await list(`?search=${record.imei}`)).json().items[0];
    expect(row).toMatchObject({ id: record.id, verdict: { result: 'red' } });
    expect(row).not.toHaveProperty('currentReport');
  });

  it("answers 404 for another organisation's record and for an unknown id, 400 for a malformed one", async () => {
    const [theirs] = await settleMany(1, 'other.test');
    expect((await list(`/${theirs?.id}`)).statusCode).toBe(404);
    expect((await list('/7f1c5e1e-8a4b-4c8e-9d6f-2b1a3c4d5e6f')).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Settled claim not found',
    });
    expect((await list('/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('DELETE /api/v1/settled-claims/:id', () => {
  const remove = async (id: string, email: string) =>
    send(t, { method: 'DELETE', url: `/api/v1/settled-claims/${id}`, cookie: await t.signIn(email) });
  const remaining = async (id: string) =>
    t.services.db.select().from(settledClaims).where(eq(settledClaims.id, id));

  it.each([
    ['a member', 'member@demo.test'],
    ['an organisation admin', 'admin@demo.test'],
  ])('refuses %s with 403 and keeps the record', async (_name, email) => {
    const [record] = await settleMany(1);
    const response = await remove(record?.id ?? '', email);
    expect(response.statusCode, response.body).toBe(403);
    expect(await remaining(record?.id ?? '')).toHaveLength(1);
  });

  it('lets a super admin delete it, with an audit event', async () => {
    const [record] = await settleMany(1);
    const id = record?.id ?? '';
    const response = await remove(id, 'super@demo.test');
    expect(response.statusCode, response.body).toBe(204);
    expect(await remaining(id)).toEqual([]);
    const events = await t.services.db.select().from(auditEvents).where(eq(auditEvents.subjectId, id));
    expect(events).toMatchObject([{ action: 'settled_claim.deleted', details: { imei: record?.imei } }]);
    expect((await remove(id, 'super@demo.test')).statusCode).toBe(404);
  });

  it('removes the claim behind it and its replacement device: the dashboard stops counting it and the IMEI can be taken in and settled again', async () => {
    const member = await t.signIn('member@demo.test');
    const imei = makeImei();
    const takeInAndSettle = async () => {
      const check = await t.post('/api/v1/checks', makeIntake({ imei }), { cookie: member });
      expect(check.statusCode, check.body).toBe(201);
      const settlement = { includesReplacement: true, replacement: makeReplacement() };
      const settled = await t.post(`/api/v1/checks/${check.json().id}/settlement`, settlement, {
        cookie: member,
      });
      expect(settled.statusCode, settled.body).toBe(201);
    };
    const settledCount = async () =>
      (await t.get('/api/v1/dashboard-summary', { cookie: member })).json().settled.total as number;
    const recordOf = async () =>
      (await t.services.db.select().from(settledClaims).where(eq(settledClaims.imei, imei)))[0];
    const onDevice = async () => ({
      claims: (await t.services.db.select().from(claims).where(eq(claims.imei, imei))).length,
      devices: (
        await t.services.db.select().from(replacementDevices).where(eq(replacementDevices.originalImei, imei))
      ).length,
    });

    await takeInAndSettle();
    const record = await recordOf();
    expect(await settledCount()).toBe(1);
    expect(await onDevice()).toEqual({ claims: 1, devices: 1 });

    expect((await remove(record?.id ?? '', 'super@demo.test')).statusCode).toBe(204);
    expect(await settledCount()).toBe(0);
    expect(await onDevice()).toEqual({ claims: 0, devices: 0 });
    const events = await t.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'settled_claim.deleted'));
    expect(events).toMatchObject([
      {
        action: 'settled_claim.deleted',
        details: { imei, claimId: record?.claimId, replacementDevicesDeleted: 1 },
      },
    ]);

    await takeInAndSettle();
    expect(await settledCount()).toBe(1);
    expect(await onDevice()).toEqual({ claims: 1, devices: 1 });
  });

  it("answers 404 for another organisation's record and leaves it", async () => {
    const [theirs] = await settleMany(1, 'other.test');
    expect((await remove(theirs?.id ?? '', 'super@demo.test')).statusCode).toBe(404);
    expect(await remaining(theirs?.id ?? '')).toHaveLength(1);
  });
});
