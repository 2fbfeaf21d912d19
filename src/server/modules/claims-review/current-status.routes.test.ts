import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimChecks } from '@/server/db/schema/checks';
import { auditEvents } from '@/server/db/schema/platform';
import { buildSearchResponse } from '../../../../simulators/device-history/build-search-response';
import { scenarioImei } from '../../../../simulators/device-history/scenarios';
import { insertChecks, send } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

/**
 * A check of a simulator scenario's device as its intake saw it: the answer of another scenario (the device changed
 * since), with the verdict that answer gave.
 */
type Scenario = Parameters<typeof scenarioImei>[0];

async function checkRecordedAs(scenario: Scenario, seenAtIntake: Scenario, verdict: 'red' | 'green') {
  const imei = scenarioImei(scenario);
  const [check] = await insertChecks(t, { imei: () => imei });
  if (!check) throw new Error('no check inserted');
  await t.services.db
    .update(claimChecks)
    .set({
      fullResponse: { ...buildSearchResponse(scenarioImei(seenAtIntake)), serial: imei },
      certificateResult: verdict,
      intakeCertificateResult: verdict,
    })
    .where(eq(claimChecks.id, check.id));
  return check;
}

const redIds = async (cookie: string) =>
  (await t.get('/api/v1/checks?verdict=red', { cookie })).json().items.map((row: { id: string }) => row.id);
const redCount = async (cookie: string) =>
  (await t.get('/api/v1/dashboard-summary?period=all', { cookie })).json().redVerdicts;
const exportRows = async (cookie: string) => {
  const [header, ...rows] = (await t.get('/api/v1/checks/export.csv', { cookie })).body.trim().split(/\r?\n/);
  const columns = header?.split(',') ?? [];
  return rows.map((row) => Object.fromEntries(row.split(',').map((cell, n) => [columns[n], cell])));
};
const recheck = (id: string, cookie: string) =>
  send(t, { method: 'POST', url: `/api/v1/checks/${id}/rechecks`, cookie });

describe("a check's current device status", () => {
  it('a re-check that turns a check red moves it into the verdict filter, the red count and the export; one that turns it green moves it out', async () => {
    const cookie = await t.signIn('member@demo.test');
    const turnsRed = await checkRecordedAs('red-certificate', 'clean', 'green');
    const turnsGreen = await checkRecordedAs('clean', 'red-certificate', 'red');
    expect(await redIds(cookie)).toEqual([turnsGreen.id]);
    expect(await redCount(cookie)).toBe(1);

    for (const check of [turnsRed, turnsGreen]) {
      const response = await recheck(check.id, cookie);
      expect(response.statusCode, response.body).toBe(201);
    }
    expect((await recheck(turnsRed.id, cookie)).json().changes).toEqual([]);

    expect(await redIds(cookie)).toEqual([turnsRed.id]);
    expect(await redCount(cookie)).toBe(1);
    const exported = await exportRows(cookie);
    expect(exported.find((row) => row['Check ID'] === turnsRed.id)).toMatchObject({
      'Certificate at Intake': 'green',
      'Certificate (Current)': 'red',
    });
    expect(exported.find((row) => row['Check ID'] === turnsGreen.id)).toMatchObject({
      'Certificate at Intake': 'red',
      'Certificate (Current)': 'green',
    });
    const detail = (await t.get(`/api/v1/checks/${turnsRed.id}`, { cookie })).json();
    expect(detail.report.certificate.result).toBe('red');
  });

  it("a re-verification in the Settle dialog becomes the open check's current status", async () => {
    const cookie = await t.signIn('member@demo.test');
    const check = await checkRecordedAs('red-certificate', 'clean', 'green');
    const verified = await t.post('/api/v1/device-verifications', { imei: check.imei }, { cookie });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ checkId: check.id, changes: ['Verdict: green → red'] });
    expect(await redIds(cookie)).toEqual([check.id]);
    expect(await redCount(cookie)).toBe(1);
  });

  it('a re-verification that routes the claim elsewhere records check.route_changed; one that does not, nothing', async () => {
    const cookie = await t.signIn('member@demo.test');
    const check = await checkRecordedAs('stolen', 'clean', 'green');
    await t.services.db
      .update(claimChecks)
      .set({ triageRoute: 'fast-track', triageScore: 0 })
      .where(eq(claimChecks.id, check.id));
    const routeChanges = () =>
      t.services.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectId, check.id), eq(auditEvents.action, 'check.route_changed')));
    for (let verification = 0; verification < 2; verification++) {
      const verified = await t.post('/api/v1/device-verifications', { imei: check.imei }, { cookie });
      expect(verified.statusCode, verified.body).toBe(200);
    }
    const [detail] = await t.services.db.select().from(claimChecks).where(eq(claimChecks.id, check.id));
    expect(detail?.triageRoute).toBe('refer');
    expect((await routeChanges()).map((audit) => audit.details)).toEqual([
      {
        route: 'refer',
        previousRoute: 'fast-track',
        score: detail?.triageScore,
        previousScore: 0,
        cause: 'verification',
      },
    ]);
  });
});

describe('GET /api/v1/checks/:id through the claim’s life', () => {
  it('answers for an open check, then for the settled one with its record', async () => {
    const cookie = await t.signIn('member@demo.test');
    const [check] = await insertChecks(t);
    expect((await t.get(`/api/v1/checks/${check?.id}`, { cookie })).json().state).toBe('open');
    const settled = await t.post(
      `/api/v1/checks/${check?.id}/settlement`,
      { includesReplacement: false },
      { cookie },
    );
    expect(settled.statusCode, settled.body).toBe(201);
    const { settledClaimId } = settled.json();

    const response = await t.get(`/api/v1/checks/${check?.id}`, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    const href = `/api/v1/settled-claims/${settledClaimId}`;
    expect(response.json()).toEqual({
      id: check?.id,
      state: 'settled',
      record: { type: 'settled-claim', id: settledClaimId, href },
    });
    expect((await t.get(href, { cookie })).json()).toMatchObject({ id: settledClaimId, checkId: check?.id });
    const register = (await t.get('/api/v1/settled-claims', { cookie })).json();
    expect(register.items[0]).toMatchObject({ id: settledClaimId, checkId: check?.id });
  });

  it('answers for a denied check with its record, and 404 for another organisation', async () => {
    const cookie = await t.signIn('member@demo.test');
    const [check] = await insertChecks(t);
    const denied = await t.post(
      `/api/v1/checks/${check?.id}/denial`,
      { denialReason: 'Device blocked' },
      { cookie },
    );
    expect(denied.statusCode, denied.body).toBe(201);
    const { deniedClaimId, checkId } = denied.json();
    expect(checkId).toBe(check?.id);

    const response = await t.get(`/api/v1/checks/${check?.id}`, { cookie });
    expect(response.json()).toEqual({
      id: check?.id,
      state: 'denied',
      record: { type: 'denied-claim', id: deniedClaimId, href: `/api/v1/denied-claims/${deniedClaimId}` },
    });
    const register = (await t.get('/api/v1/denied-claims', { cookie })).json();
    expect(register.items[0]).toMatchObject({ id: deniedClaimId, checkId: check?.id });

    const foreign = await t.get(`/api/v1/checks/${check?.id}`, {
      cookie: await t.signIn('member@other.test'),
    });
    expect(foreign.statusCode).toBe(404);
  });
});
