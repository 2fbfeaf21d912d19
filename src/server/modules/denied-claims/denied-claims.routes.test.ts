import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deniedClaims } from '@/server/db/schema/checks';
import { auditEvents } from '@/server/db/schema/platform';
import {
  makeDeniedClaim,
  makeLedgerAnswer,
  minutesAgo,
  userIdOf,
} from '../../../../tests/fixtures/make-claim-records';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import { organisationIdOf, send } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

async function list(query: string, email = 'member@demo.test') {
  return t.get(`/api/v1/denied-claims${query}`, { cookie: await t.signIn(email) });
}

async function denyMany(count: number, domain = 'demo.test') {
  const organisationId = await organisationIdOf(t, domain);
  const records = [];
  for (let n = 1; n <= count; n += 1) {
    records.push(await makeDeniedClaim(t.services.db, { organisationId, deniedAt: minutesAgo(count - n) }));
  }
  return records;
}

const ids = (response: { json(): { items: Array<{ id: string }> } }) =>
  response.json().items.map((item) => item.id);

describe('GET /api/v1/denied-claims: the Denied Claims register', () => {
  it('pages 27 records newest first, 25 by default, with the total', async () => {
    const newestFirst = (await denyMany(27)).reverse().map((record) => record.id);
    const first = await list('');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    expect(ids(first)).toEqual(newestFirst.slice(0, 25));
    expect(ids(await list('?page=2&pageSize=25'))).toEqual(newestFirst.slice(25));
    expect((await list('?pageSize=75')).json().items).toHaveLength(27);
  });

  it('gives the reason, the claim type and who denied it', async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const deniedBy = await userIdOf(t.services.db, 'admin@demo.test');
    const deniedAt = minutesAgo(3);
    const record = await makeDeniedClaim(t.services.db, {
      organisationId,
      deniedBy,
      deniedAt,
      claimType: 'Theft',
      denialReason: 'Fraud suspected',
    });
    expect((await list('')).json().items).toEqual([
      {
        id: record.id,
        checkId: null,
        deniedAt: deniedAt.toISOString(),
        imei: record.imei,
        deviceMake: 'APPLE',
        deviceModel: 'IPHONE 7',
        claimType: 'Theft',
        claimReference: null,
        denialReason: 'Fraud suspected',
        notes: null,
        deniedBy: 'Alex Admin',
        // Made with no search of the device in the ledger.
        verdict: null,
      },
    ]);
  });

  it('finds records whose IMEI contains the text', async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const imei = makeImei();
    const target = await makeDeniedClaim(t.services.db, { organisationId, imei });
    await denyMany(2);
    expect((await list(`?search=${imei.slice(6)}`)).json()).toMatchObject({
      total: 1,
      items: [{ id: target.id }],
    });
  });

  it.each([
    ['a page size not offered', '?pageSize=100'],
    ['page 0', '?page=0'],
    ['a search of 51 characters', `?search=${'1'.repeat(51)}`],
  ])('refuses %s with 400', async (_name, query) => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it("never lists another organisation's records", async () => {
    const [theirs] = await denyMany(1, 'other.test');
    const [own] = await denyMany(1);
    expect(ids(await list(''))).toEqual([own?.id]);
    expect((await list(`?search=${theirs?.imei}`)).json().total).toBe(0);
    expect(ids(await list('', 'admin@other.test'))).toEqual([theirs?.id]);
  });

  it('answers 401 when signed out and 403 without a role', async () => {
    expect((await t.get('/api/v1/denied-claims')).statusCode).toBe(401);
    expect((await list('', 'norole@demo.test')).statusCode).toBe(403);
  });
});

describe('GET /api/v1/denied-claims/:id: the details dialog', () => {
  it('flags a claim type the organisation lists as total loss', async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const totalLoss = await makeDeniedClaim(t.services.db, { organisationId, claimType: 'Total Loss' });
    const removedType = await makeDeniedClaim(t.services.db, { organisationId, claimType: 'Write-off' });
    const response = await list(`/${totalLoss.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: totalLoss.id, claimType: 'Total Loss', isTotalLoss: true });
    // 'Write-off' is total loss at Other Mutual only.
    expect((await list(`/${removedType.id}`)).json()).toMatchObject({ isTotalLoss: false });
  });

  it("gives the device's report at intake and its newest (a re-check before the denial), and the list its current verdict", async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const record = await makeDeniedClaim(t.services.db, { organisationId, deniedAt: minutesAgo(10) });
    const device = { organisationId, imei: record.imei };
    await makeLedgerAnswer(t.services.db, {
      ...device,
      answeredAs: 'red-certificate',
      path: 'intake',
      sentAt: minutesAgo(40),
    });
    await makeLedgerAnswer(t.services.db, {
      ...device,
      answeredAs: 'clean',
      path: 'recheck',
      sentAt: minutesAgo(20),
    });

    const detail = (await list(`/${record.id}`)).json();
    expect(detail).toMatchObject({
      verdict: { result: 'green', warnings: 0 },
      intakeReport: { report: { serial: record.imei, certificate: { result: 'red' } } },
      currentReport: { report: { serial: record.imei, certificate: { result: 'green' } } },
    });
    expect(new Date(detail.intakeReport.checkedAt).getTime()).toBeLessThan(
      new Date(detail.currentReport.checkedAt).getTime(),
    );
    expect((await list(`?search=${record.imei}`)).json().items).toMatchObject([
      { id: record.id, verdict: { result: 'green' } },
    ]);
  });

  it('gives no report for a record whose device the ledger never searched', async () => {
    const [record] = await denyMany(1);
    expect((await list(`/${record?.id}`)).json()).toMatchObject({
      verdict: null,
      intakeReport: null,
      currentReport: null,
    });
  });

  it("answers 404 for another organisation's record", async () => {
    const [theirs] = await denyMany(1, 'other.test');
    const response = await list(`/${theirs?.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Denied claim not found' });
  });
});

describe('DELETE /api/v1/denied-claims/:id', () => {
  const remove = async (id: string, email: string) =>
    send(t, { method: 'DELETE', url: `/api/v1/denied-claims/${id}`, cookie: await t.signIn(email) });
  const remaining = async (id: string) =>
    t.services.db.select().from(deniedClaims).where(eq(deniedClaims.id, id));

  it.each([
    ['a member', 'member@demo.test'],
    ['an organisation admin', 'admin@demo.test'],
  ])('refuses %s with 403 and keeps the record', async (_name, email) => {
    const [record] = await denyMany(1);
    expect((await remove(record?.id ?? '', email)).statusCode).toBe(403);
    expect(await remaining(record?.id ?? '')).toHaveLength(1);
  });

  it('lets a super admin delete it, with an audit event', async () => {
    const [record] = await denyMany(1);
    const id = record?.id ?? '';
    expect((await remove(id, 'super@demo.test')).statusCode).toBe(204);
    expect(await remaining(id)).toEqual([]);
    const events = await t.services.db.select().from(auditEvents).where(eq(auditEvents.subjectId, id));
    expect(events).toMatchObject([{ action: 'denied_claim.deleted', details: { imei: record?.imei } }]);
  });

  it("answers 404 for another organisation's record and leaves it", async () => {
    const [theirs] = await denyMany(1, 'other.test');
    expect((await remove(theirs?.id ?? '', 'super@demo.test')).statusCode).toBe(404);
    expect(await remaining(theirs?.id ?? '')).toHaveLength(1);
  });
});
