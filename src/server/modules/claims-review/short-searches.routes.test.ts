import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { SHORT_SEARCH_COUNT_TTL_MS } from '@/server/db/short-search-counts';
import { makeDeniedClaim } from '../../../../tests/fixtures/make-claim-records';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { insertChecks, organisationIdOf } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

/** Moves this process's clock past the time a short search's count is kept, until the test ends. */
function afterCountsExpire() {
  const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + SHORT_SEARCH_COUNT_TTL_MS + 1);
  onTestFinished(() => clock.mockRestore());
}

/** Checks numbered CLM-1... whose references contain the searched text "Z7" once per check. */
const withZ7 = (n: number) => `Z7-${n}`;

/** Signed in once per test: a sign-in is a write of the organisation's too (its audit event). */
let cookie = '';
beforeEach(async () => {
  cookie = await t.signIn('member@demo.test');
});

async function totalOf(path: string, search: string): Promise<{ total: number; shown: number }> {
  const response = await t.get(`${path}?search=${encodeURIComponent(search)}&pageSize=25`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  const { total, items } = response.json();
  return { total, shown: items.length };
}

describe('short searches (under three characters) on Claims Review', () => {
  it("keeps a short search's count for a few seconds against other processes' writes, then counts again", async () => {
    await insertChecks(t, { count: 3, reference: withZ7 });
    expect(await totalOf('/api/v1/checks', 'z7')).toEqual({ total: 3, shown: 3 });
    // Written straight to the database, as another server process would: this process does not hear of it.
    await insertChecks(t, { count: 30, reference: withZ7 });
    // The count is seconds old, but never below the rows up to the end of the page shown.
    expect(await totalOf('/api/v1/checks', 'Z7')).toEqual({ total: 25, shown: 25 });
    afterCountsExpire();
    expect(await totalOf('/api/v1/checks', 'Z7')).toEqual({ total: 33, shown: 25 });
  });

  it("counts this process's own writes at once", async () => {
    await insertChecks(t, { count: 2, reference: withZ7 });
    expect((await totalOf('/api/v1/checks', 'Z7')).total).toBe(2);
    const intake = await t.post('/api/v1/checks', makeIntake({ reference: 'Z7-intake' }), { cookie });
    expect(intake.statusCode, intake.body).toBe(201);
    expect((await totalOf('/api/v1/checks', 'Z7')).total).toBe(3);
  });

  it('counts a search of three characters or more exactly every time', async () => {
    await insertChecks(t, { count: 2, reference: withZ7 });
    expect((await totalOf('/api/v1/checks', 'Z7-')).total).toBe(2);
    await insertChecks(t, { count: 30, reference: withZ7 });
    expect(await totalOf('/api/v1/checks', 'Z7-')).toEqual({ total: 32, shown: 25 });
  });
});

describe('short searches on the registers', () => {
  it('counts a register without a search exactly every time', async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    // More than a page, so that the rows shown cannot make up for a count kept too long.
    for (let n = 0; n < 26; n += 1) await makeDeniedClaim(t.services.db, { organisationId });
    const before = await totalOf('/api/v1/denied-claims', '');
    await makeDeniedClaim(t.services.db, { organisationId });
    expect((await totalOf('/api/v1/denied-claims', '')).total).toBe(before.total + 1);
  });

  it("keeps a short search's count on Denied Claims a few seconds, never below the rows shown", async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const before = await totalOf('/api/v1/denied-claims', '99');
    await makeDeniedClaim(t.services.db, { organisationId, imei: makeImei('99999999') });
    const kept = await totalOf('/api/v1/denied-claims', '99');
    expect(kept.total).toBeGreaterThanOrEqual(kept.shown);
    expect(kept.total).toBeLessThanOrEqual(before.total + 1);
    afterCountsExpire();
    expect((await totalOf('/api/v1/denied-claims', '99')).total).toBe(before.total + 1);
  });
});
