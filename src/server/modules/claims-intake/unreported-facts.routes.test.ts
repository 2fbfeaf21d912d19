import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimChecks, claimRecheckHistory } from '@/server/db/schema/checks';
import { scenarioImei } from '../../../../simulators/device-history/scenarios';
import { UNREPORTED_FACTS, UNREPORTED_STATUS } from '../../../../tests/fixtures/make-device-report';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

async function intake(imei: string) {
  const cookie = await t.signIn('member@demo.test');
  const response = await t.post('/api/v1/checks', makeIntake({ imei }), { cookie });
  expect(response.statusCode, response.body).toBe(201);
  return { cookie, check: response.json() };
}

describe('a device-history answer that reports only its verdict', () => {
  it('is recorded with the verdict, and every other fact stays not reported: at intake, in review and on re-check', async () => {
    const imei = scenarioImei('core-only-red');
    const { cookie, check } = await intake(imei);
    expect(check.report).toMatchObject({ certificate: { result: 'red' }, ...UNREPORTED_FACTS });

    const [row] = await t.services.db.select().from(claimChecks).where(eq(claimChecks.id, check.id));
    expect(row).toMatchObject({ isBlocked: null, findMyIphoneStatus: null, certificateResult: 'red' });
    const detail = (await t.get(`/api/v1/checks/${check.id}`, { cookie })).json();
    expect(detail.report).toMatchObject(UNREPORTED_FACTS);

    const recheck = await t.post(`/api/v1/checks/${check.id}/rechecks`, {}, { cookie });
    expect(recheck.statusCode, recheck.body).toBe(201);
    // Nothing reported either time is no change of the device.
    expect(recheck.json().changes).toEqual([]);
    const [history] = await t.services.db
      .select()
      .from(claimRecheckHistory)
      .where(eq(claimRecheckHistory.claimCheckId, check.id));
    expect(history).toMatchObject({ isBlocked: null, claimsCount: null, findMyIphoneStatus: null });
  });

  it('is settled and denied with the facts it did not report kept as not reported in the registers', async () => {
    const { cookie, check } = await intake(scenarioImei('core-only-red'));
    const settled = await t.post(
      `/api/v1/checks/${check.id}/settlement`,
      { includesReplacement: false },
      { cookie },
    );
    expect(settled.statusCode, settled.body).toBe(201);
    const detail = (
      await t.get(`/api/v1/settled-claims/${settled.json().settledClaimId}`, { cookie })
    ).json();
    expect(detail.fullCheckData).toEqual(UNREPORTED_STATUS);
  });
});

describe('an answer with facts of unexpected types', () => {
  it('keeps what it could read (string booleans, a Y flag) and reports the count it could not as not reported', async () => {
    const { check } = await intake(scenarioImei('string-booleans'));
    expect(check.report).toMatchObject({
      isWellFormedImei: true,
      isBlocked: true,
      claims: null,
      certificate: { result: 'red', id: expect.stringMatching(/^\d+$/) },
    });
  });

  it('reads the lock status at the top level and lists every model candidate', async () => {
    expect((await intake(scenarioImei('fmip-top-level'))).check.report).toMatchObject({
      lockStatus: 'activated',
      isLockActive: true,
    });
    expect((await intake(scenarioImei('model-candidates'))).check.report.modelCandidates).toHaveLength(3);
  });
});
