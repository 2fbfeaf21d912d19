import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerFilterMessages } from '@/domain/register-filters';
import { claimChecks, deniedClaims, settledClaims } from '@/server/db/schema/checks';
import { userIdOf } from '../../../tests/fixtures/make-claim-records';
import { FILTERED_LISTS, type FilteredRecord } from '../../../tests/support/register-records';
import { organisationIdOf } from '../../../tests/support/review-test-support';
import { setupTestApp } from '../../../tests/support/test-app';

const t = setupTestApp();

interface Listed {
  id: string;
  imei?: string;
  originalImei?: string;
}

async function list(path: string, query: string) {
  const cookie = await t.signIn('member@demo.test');
  const response = await t.get(`${path}?pageSize=25&${query}`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: Listed[]; total: number };
}

const ids = (page: { items: Listed[] }) => page.items.map((item) => item.id).sort();

/** The export's data rows for the same query: as many as the list's total, and every listed device among them. */
async function expectExportEqualsList(path: string, query: string) {
  const page = await list(path, query);
  const response = await t.get(`${path}/export.csv?${query}`, { cookie: await t.signIn('member@demo.test') });
  expect(response.statusCode, response.body).toBe(200);
  const rows = response.body.trim().split('\n').slice(1);
  expect(rows).toHaveLength(page.total);
  for (const item of page.items) {
    expect(response.body).toContain(item.imei ?? item.originalImei ?? item.id);
  }
}

async function store(name: string, records: Array<Omit<FilteredRecord, 'organisationId'>>) {
  const organisationId = await organisationIdOf(t, 'demo.test');
  const inserted = [];
  for (const record of records) {
    inserted.push((await FILTERED_LISTS[name]?.insert(t, { organisationId, ...record }))?.id ?? '');
  }
  return inserted;
}

const at = (iso: string) => new Date(iso);

describe.each(Object.keys(FILTERED_LISTS))('%s filters', (name) => {
  const path = FILTERED_LISTS[name]?.path ?? '';

  it('keeps the days from "from" to "to", both included (UTC), in the list and its export', async () => {
    const [before, first, last, after] = await store(name, [
      { at: at('2026-03-09T23:59:59.999Z'), handler: null },
      { at: at('2026-03-10T00:00:00.000Z'), handler: null },
      { at: at('2026-03-11T23:59:59.999Z'), handler: null },
      { at: at('2026-03-12T00:00:00.000Z'), handler: null },
    ]);
    const range = await list(path, 'from=2026-03-10&to=2026-03-11');
    expect(ids(range)).toEqual([first, last].sort());
    expect(range.total).toBe(2);
    expect(ids(await list(path, 'from=2026-03-11'))).toEqual([last, after].sort());
    expect(ids(await list(path, 'to=2026-03-09'))).toEqual([before]);
    await expectExportEqualsList(path, 'from=2026-03-10&to=2026-03-11');
  });

  it('keeps the records of one handler, in the list and its export', async () => {
    const member = await userIdOf(t.services.db, 'member@demo.test');
    const admin = await userIdOf(t.services.db, 'admin@demo.test');
    const now = new Date();
    const [mine] = await store(name, [
      { at: now, handler: member },
      { at: now, handler: admin },
      { at: now, handler: null },
    ]);
    const page = await list(path, `handler=${member}`);
    expect(ids(page)).toEqual([mine]);
    expect(page.total).toBe(1);
    await expectExportEqualsList(path, `handler=${member}`);
  });

  it.each([
    ['a day that does not exist', 'from=2026-02-30', registerFilterMessages.invalidDate],
    ['a day in another format', 'to=03/10/2026', registerFilterMessages.invalidDate],
    ['"from" after "to"', 'from=2026-03-11&to=2026-03-10', registerFilterMessages.fromAfterTo],
    ['a handler that is no user id', 'handler=alex', registerFilterMessages.invalidHandler],
  ])('refuses %s with 400 and says why, in the list and its export', async (_case, query, message) => {
    const cookie = await t.signIn('member@demo.test');
    for (const url of [`${path}?${query}`, `${path}/export.csv?${query}`]) {
      const response = await t.get(url, { cookie });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
  });
});

describe.each(['Claims Review', 'Settled Claims'])('%s claim type filter', (name) => {
  const path = FILTERED_LISTS[name]?.path ?? '';
  it('keeps the claim type named, in the list and its export', async () => {
    const now = new Date();
    const [theft] = await store(name, [
      { at: now, handler: null, claimType: 'Theft' },
      { at: now, handler: null, claimType: 'Accidental Damage' },
      { at: now, handler: null, claimType: null },
    ]);
    expect(ids(await list(path, 'claimType=Theft'))).toEqual([theft]);
    await expectExportEqualsList(path, 'claimType=Theft');
  });
});

describe('Denied Claims reason filter', () => {
  it('keeps the denial reason named, in the list and its export', async () => {
    const now = new Date();
    const [fraud] = await store('Denied Claims', [
      { at: now, handler: null, reason: 'Fraud suspected' },
      { at: now, handler: null, reason: 'Device blocked' },
    ]);
    const page = await list('/api/v1/denied-claims', `reason=${encodeURIComponent('Fraud suspected')}`);
    expect(ids(page)).toEqual([fraud]);
    await expectExportEqualsList('/api/v1/denied-claims', 'reason=Fraud+suspected');
  });
});

describe('Claims Review verdict filter', () => {
  it('keeps red, green or not reported verdicts, with the search too', async () => {
    const now = new Date();
    const [red, green, none] = await store('Claims Review', [
      { at: now, handler: null, verdict: 'red' },
      { at: now, handler: null, verdict: 'green' },
      { at: now, handler: null, verdict: null },
    ]);
    expect(ids(await list('/api/v1/checks', 'verdict=red'))).toEqual([red]);
    expect(ids(await list('/api/v1/checks', 'verdict=green'))).toEqual([green]);
    expect(ids(await list('/api/v1/checks', 'verdict=not_reported'))).toEqual([none]);
    await expectExportEqualsList('/api/v1/checks', 'verdict=red');
    const [check] = await t.services.db
      .select()
      .from(claimChecks)
      .where(eq(claimChecks.id, red ?? ''));
    const search = `search=${check?.imei.slice(4, 12)}`;
    expect(ids(await list('/api/v1/checks', `verdict=red&${search}`))).toEqual([red]);
    expect(await list('/api/v1/checks', `verdict=green&${search}`)).toMatchObject({ items: [], total: 0 });
  });

  it('refuses another verdict with 400', async () => {
    const response = await t.get('/api/v1/checks?verdict=amber', {
      cookie: await t.signIn('member@demo.test'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: registerFilterMessages.invalidVerdict });
  });
});

describe('Claims Review route filter', () => {
  it("keeps the checks of one triage route, of the caller's organization only, in the list and its export", async () => {
    const now = new Date();
    const [fastTrack, review, refer] = await store('Claims Review', [
      { at: now, handler: null, route: 'fast-track' },
      { at: now, handler: null, route: 'review' },
      { at: now, handler: null, route: 'refer' },
      { at: now, handler: null, route: null },
    ]);
    const otherRefer = await FILTERED_LISTS['Claims Review']?.insert(t, {
      organisationId: await organisationIdOf(t, 'other.test'),
      at: now,
      handler: null,
      route: 'refer',
    });
    expect(ids(await list('/api/v1/checks', 'route=fast-track'))).toEqual([fastTrack]);
    expect(ids(await list('/api/v1/checks', 'route=review'))).toEqual([review]);
    const referred = await list('/api/v1/checks', 'route=refer');
    expect(ids(referred)).toEqual([refer]);
    expect(referred.total).toBe(1);

    const response = await t.get('/api/v1/checks/export.csv?route=refer', {
      cookie: await t.signIn('member@demo.test'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const exported = response.body
      .trim()
      .split('\n')
      .slice(1)
      .map((row) => row.split(',')[0]);
    expect(exported).toEqual([refer]);
    expect(response.body).not.toContain(otherRefer?.id);
  });

  it('narrows with the other filters and the search', async () => {
    const now = new Date();
    const [redRefer, greenRefer] = await store('Claims Review', [
      { at: now, handler: null, verdict: 'red', route: 'refer' },
      { at: now, handler: null, verdict: 'green', route: 'refer' },
      { at: now, handler: null, verdict: 'red', route: 'review' },
    ]);
    expect(ids(await list('/api/v1/checks', 'route=refer&verdict=red'))).toEqual([redRefer]);
    await expectExportEqualsList('/api/v1/checks', 'route=refer&verdict=green');
    const [check] = await t.services.db
      .select()
      .from(claimChecks)
      .where(eq(claimChecks.id, greenRefer ?? ''));
    const search = `search=${check?.imei.slice(4, 12)}`;
    expect(ids(await list('/api/v1/checks', `route=refer&${search}`))).toEqual([greenRefer]);
    expect(await list('/api/v1/checks', `route=review&${search}`)).toMatchObject({ items: [], total: 0 });
  });

  it('refuses another route with 400, in the list and its export', async () => {
    const cookie = await t.signIn('member@demo.test');
    for (const path of ['/api/v1/checks', '/api/v1/checks/export.csv']) {
      const response = await t.get(`${path}?route=escalate`, { cookie });
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({ message: registerFilterMessages.invalidRoute });
    }
  });
});

describe.each([
  ['Settled Claims', settledClaims],
  ['Denied Claims', deniedClaims],
] as const)('%s claim reference', (name, table) => {
  const path = FILTERED_LISTS[name]?.path ?? '';
  it('is shown in the list and found by the search', async () => {
    const now = new Date();
    const [referenced] = await store(name, [
      { at: now, handler: null },
      { at: now, handler: null },
    ]);
    await t.services.db
      .update(table)
      .set({ claimReference: 'CLM-2026-0042' })
      .where(eq(table.id, referenced ?? ''));
    const page = await list(path, 'search=2026-0042');
    expect(page).toMatchObject({ total: 1, items: [{ id: referenced, claimReference: 'CLM-2026-0042' }] });
    await expectExportEqualsList(path, 'search=2026-0042');
  });
});
