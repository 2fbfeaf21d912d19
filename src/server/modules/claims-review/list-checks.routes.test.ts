import { describe, expect, it } from 'vitest';
import { scenarioImei } from '../../../../simulators/device-history/scenarios';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { insertChecks } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

async function list(query: string, email = 'member@demo.test') {
  const cookie = await t.signIn(email);
  return t.get(`/api/v1/checks${query}`, { cookie });
}

describe('GET /api/v1/checks: the Claims Review list', () => {
  it('pages 30 checks newest first, 25 by default, with the total', async () => {
    const checks = await insertChecks(t, { count: 30 });
    const newestFirst = [...checks].reverse().map((check) => check.id);

    const first = await list('');
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(page1.items.map((item: { id: string }) => item.id)).toEqual(newestFirst.slice(0, 25));
    expect(page1.items[0]).toEqual({
      id: checks[29]?.id,
      imei: checks[29]?.imei,
      reference: 'CLM-30',
      claimType: 'Accidental Damage',
      createdAt: checks[29]?.createdAt.toISOString(),
      deviceMake: 'APPLE',
      deviceModel: 'IPHONE 7',
      verdict: { result: 'green', warnings: 0 },
      // Inserted as checks recorded before triage were: no due date either.
      triage: null,
      assignment: { assignee: null, status: 'new', dueAt: null, overdue: false },
    });

    const page2 = (await list('?page=2&pageSize=25')).json();
    expect(page2).toMatchObject({ total: 30, page: 2, pageSize: 25 });
    expect(page2.items.map((item: { id: string }) => item.id)).toEqual(newestFirst.slice(25));

    const wide = (await list('?pageSize=50')).json();
    expect(wide.items).toHaveLength(30);
    expect((await list('?page=3&pageSize=75')).json()).toMatchObject({ items: [], total: 30, page: 3 });
  });

  it('lists checks recorded through the intake, with nulls where nothing was given', async () => {
    const cookie = await t.signIn('member@demo.test');
    const intake = await t.post('/api/v1/checks', makeIntake({ reference: '' }), { cookie });
    expect(intake.statusCode, intake.body).toBe(201);
    const page = (await list('')).json();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ id: intake.json().id, reference: null, deviceMake: 'APPLE' });
  });

  it("carries each check's verdict: the certificate's colour and the report's warning count", async () => {
    const cookie = await t.signIn('member@demo.test');
    for (const scenario of ['stolen', 'logged-claim', 'clean'] as const) {
      const intake = await t.post('/api/v1/checks', makeIntake({ imei: scenarioImei(scenario) }), { cookie });
      expect(intake.statusCode, intake.body).toBe(201);
    }
    const verdicts = Object.fromEntries(
      (await list(''))
        .json()
        .items.map((item: { imei: string; verdict: unknown }) => [item.imei, item.verdict]),
    );
    expect(verdicts).toEqual({
      // Red certificate and the police record.
      [scenarioImei('stolen')]: { result: 'red', warnings: 2 },
      // A claim logged in the registry leaves the certificate green, with its warning.
      [scenarioImei('logged-claim')]: { result: 'green', warnings: 1 },
      [scenarioImei('clean')]: { result: 'green', warnings: 0 },
    });
  });

  it.each([
    ['a page size not offered', '?pageSize=10'],
    ['a page size that is not a number', '?pageSize=lots'],
    ['page 0', '?page=0'],
    ['a negative page', '?page=-1'],
    ['a fractional page', '?page=1.5'],
    ['a search of 51 characters', `?search=${'x'.repeat(51)}`],
  ])('refuses %s with 400', async (_name, query) => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('accepts a search of 50 characters once trimmed', async () => {
    const response = await list(`?search=${encodeURIComponent(`  ${'x'.repeat(50)}  `)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ items: [], total: 0 });
  });

  it('finds checks whose IMEI contains the text', async () => {
    const imei = makeImei();
    const [target] = await insertChecks(t, { imei: () => imei });
    await insertChecks(t, { count: 3 });
    const page = (await list(`?search=${imei.slice(4, 12)}`)).json();
    expect(page.items.map((item: { id: string }) => item.id)).toEqual([target?.id]);
    expect(page.total).toBe(1);
  });

  it('pages a search: 30 matches among other checks, the second page holds the oldest 5, with the total', async () => {
    const matching = await insertChecks(t, { count: 30, reference: (n) => `PAGED-${n}` });
    await insertChecks(t, { count: 5, reference: () => 'elsewhere' });
    const newestFirst = [...matching].reverse().map((check) => check.id);

    const page1 = (await list('?search=paged')).json();
    expect(page1).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(page1.items.map((item: { id: string }) => item.id)).toEqual(newestFirst.slice(0, 25));
    const page2 = (await list('?search=paged&page=2')).json();
    expect(page2).toMatchObject({ total: 30, page: 2 });
    expect(page2.items.map((item: { id: string }) => item.id)).toEqual(newestFirst.slice(25));
    expect((await list('?search=paged&page=3')).json()).toMatchObject({ items: [], total: 30 });
  });

  it('finds checks whose reference contains the text, in any case, newest first', async () => {
    const references = ['Claim-ABC-1', 'other', 'claim-abc-2', 'XYZ'];
    await insertChecks(t, { count: 4, reference: (n) => references[n - 1] ?? null });
    const page = (await list('?search=%20abc%20')).json();
    expect(page.items.map((item: { reference: string }) => item.reference)).toEqual([
      'claim-abc-2',
      'Claim-ABC-1',
    ]);
    expect(page.total).toBe(2);
  });

  it("matches '%', '_' and '\\' literally", async () => {
    const references = ['100% covered', '1000 covered', 'a_b', 'axb', 'back\\slash', 'backslash'];
    await insertChecks(t, { count: 6, reference: (n) => references[n - 1] ?? null });
    const referencesFor = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}`))
        .json()
        .items.map((item: { reference: string }) => item.reference);
    expect(await referencesFor('%')).toEqual(['100% covered']);
    expect(await referencesFor('0%')).toEqual(['100% covered']);
    expect(await referencesFor('_')).toEqual(['a_b']);
    expect(await referencesFor('\\')).toEqual(['back\\slash']);
  });

  it("never lists another organisation's checks, even when the search matches them", async () => {
    const imei = makeImei();
    await insertChecks(t, { domain: 'other.test', imei: () => imei, reference: () => 'SHARED-REF' });
    const [own] = await insertChecks(t, { reference: () => 'SHARED-REF' });
    const page = (await list('?search=shared-ref')).json();
    expect(page.items.map((item: { id: string }) => item.id)).toEqual([own?.id]);
    expect((await list(`?search=${imei}`)).json()).toMatchObject({ items: [], total: 0 });
    expect((await list('', 'member@other.test')).json().total).toBe(1);
  });

  it('answers 401 when signed out and 403 without a role', async () => {
    expect((await t.get('/api/v1/checks')).statusCode).toBe(401);
    expect((await list('', 'norole@demo.test')).statusCode).toBe(403);
  });
});
