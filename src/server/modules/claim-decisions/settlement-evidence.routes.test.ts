import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decisionMessages } from '@/domain/decision-messages';
import { users } from '@/server/db/schema/auth';
import { claimChecks, deniedClaims, settledClaims } from '@/server/db/schema/checks';
import { auditEvents } from '@/server/db/schema/platform';
import { buildSearchResponse } from '../../../../simulators/device-history/build-search-response';
import { scenarioImei } from '../../../../simulators/device-history/scenarios';
import { countRows } from '../../../../tests/support/count-rows';
import { insertChecks } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

/** A check of the blocked scenario's device recorded while it was still clean: the device changed since intake. */
async function checkThatChangedSinceIntake() {
  const imei = scenarioImei('blocked');
  const [check] = await insertChecks(t, { imei: () => imei });
  const cleanThen = { ...buildSearchResponse(scenarioImei('clean')), serial: imei };
  await t.services.db
    .update(claimChecks)
    .set({ fullResponse: cleanThen, isBlocked: false })
    .where(eq(claimChecks.id, check?.id ?? ''));
  if (!check) throw new Error('no check inserted');
  return check;
}

async function verify(imei: string, cookie: string) {
  const response = await t.post('/api/v1/device-verifications', { imei }, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().verificationId as string;
}

const settleBody = (verificationId: string | null) => ({ includesReplacement: false, verificationId });

describe('what a settlement keeps as evidence', () => {
  it('keeps the re-verified status beside the intake status, and the warnings the handler settled despite', async () => {
    const check = await checkThatChangedSinceIntake();
    const cookie = await t.signIn('member@demo.test');
    const verificationId = await verify(check.imei, cookie);

    const response = await t.post(`/api/v1/checks/${check.id}/settlement`, settleBody(verificationId), {
      cookie,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { settledClaimId } = response.json();

    const detail = (await t.get(`/api/v1/settled-claims/${settledClaimId}`, { cookie })).json();
    expect(detail.fullCheckData).toMatchObject({ isBlocked: false });
    expect(detail.statusAtSettlement).toMatchObject({ isBlocked: true });
    expect(detail.overriddenChanges).toEqual(['GSMA Blacklist: Clear → Blocked']);
    expect(detail.claimReference).toBe(check.reference);

    const [event] = await t.services.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'claim.settled'), eq(auditEvents.subjectId, settledClaimId)));
    expect(event?.details).toMatchObject({
      reverified: true,
      statusAtSettlement: { isBlocked: true },
      overriddenChanges: ['GSMA Blacklist: Clear → Blocked'],
    });
  });

  it('records a settlement without a re-verification as such: no status at settlement, nothing overridden', async () => {
    const check = await checkThatChangedSinceIntake();
    const cookie = await t.signIn('member@demo.test');
    const response = await t.post(`/api/v1/checks/${check.id}/settlement`, settleBody(null), { cookie });
    expect(response.statusCode, response.body).toBe(201);
    const detail = (
      await t.get(`/api/v1/settled-claims/${response.json().settledClaimId}`, { cookie })
    ).json();
    expect(detail).toMatchObject({ statusAtSettlement: null, overriddenChanges: [] });
  });

  it("refuses a re-verification of another device or of another organisation's, and writes nothing", async () => {
    const check = await checkThatChangedSinceIntake();
    const cookie = await t.signIn('member@demo.test');
    const otherDevice = await verify(scenarioImei('clean'), cookie);
    const otherOrganisation = await verify(check.imei, await t.signIn('member@other.test'));
    const before = await countRows(t, { settled: settledClaims, checks: claimChecks });
    for (const verificationId of [otherDevice, otherOrganisation]) {
      const response = await t.post(`/api/v1/checks/${check.id}/settlement`, settleBody(verificationId), {
        cookie,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(decisionMessages.verificationNotFound);
    }
    expect(await countRows(t, { settled: settledClaims, checks: claimChecks })).toEqual(before);
  });

  it('keeps the name of who settled or denied a claim as it was: a later rename does not rewrite the records', async () => {
    const [toSettle, toDeny] = await insertChecks(t, { count: 2 });
    const cookie = await t.signIn('member@demo.test');
    const settled = await t.post(`/api/v1/checks/${toSettle?.id}/settlement`, settleBody(null), { cookie });
    const denied = await t.post(
      `/api/v1/checks/${toDeny?.id}/denial`,
      { denialReason: 'Device blocked' },
      { cookie },
    );
    expect([settled.statusCode, denied.statusCode]).toEqual([201, 201]);
    const nameThen = (
      await t.get(`/api/v1/settled-claims/${settled.json().settledClaimId}`, { cookie })
    ).json().settledBy;

    await t.services.db
      .update(users)
      .set({ name: 'Renamed Person', email: 'renamed@demo.test' })
      .where(eq(users.email, 'member@demo.test'));

    const detail = (
      await t.get(`/api/v1/settled-claims/${settled.json().settledClaimId}`, { cookie })
    ).json();
    expect(detail.settledBy).toBe(nameThen);
    expect(detail.settledBy).not.toBe('Renamed Person');
    expect(detail.settledByEmail).toBe('member@demo.test');
    const deniedList = (await t.get('/api/v1/denied-claims', { cookie })).json();
    expect(deniedList.items[0].deniedBy).toBe(nameThen);
    const [stored] = await t.services.db
      .select({ name: deniedClaims.deniedByName, email: deniedClaims.deniedByEmail })
      .from(deniedClaims)
      .where(sql`${deniedClaims.id} = ${denied.json().deniedClaimId}`);
    expect(stored).toEqual({ name: nameThen, email: 'member@demo.test' });
  });
});
