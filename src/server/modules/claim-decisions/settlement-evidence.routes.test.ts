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
  it('keeps the re-verified status beside the intake status, the changes settled despite and the reason', async () => {
    const check = await checkThatChangedSinceIntake();
    const cookie = await t.signIn('member@demo.test');
    const verificationId = await verify(check.imei, cookie);
    const url = `/api/v1/checks/${check.id}/settlement`;

    // Something changed: settling without a reason is refused, and nothing is written.
    const before = await countRows(t, { settled: settledClaims, checks: claimChecks });
    const refused = await t.post(url, settleBody(verificationId), { cookie });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      title: decisionMessages.overrideReasonTitle,
      message: decisionMessages.overrideReasonRequired,
    });
    expect(await countRows(t, { settled: settledClaims, checks: claimChecks })).toEqual(before);

    const reason = 'Customer showed the unblock letter from the network';
    const response = await t.post(url, { ...settleBody(verificationId), overrideReason: reason }, { cookie });
    expect(response.statusCode, response.body).toBe(201);
    const { settledClaimId } = response.json();

    const detail = (await t.get(`/api/v1/settled-claims/${settledClaimId}`, { cookie })).json();
    expect(detail.fullCheckData).toMatchObject({ isBlocked: false });
    expect(detail.statusAtSettlement).toMatchObject({ isBlocked: true });
    expect(detail.overriddenChanges).toContain('GSMA Blacklist: Clear → Blocked');
    expect(detail).toMatchObject({ overrideReason: reason, verificationId, checkId: check.id });
    expect(detail.claimReference).toBe(check.reference);

    const [event] = await t.services.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'claim.settled'), eq(auditEvents.subjectId, settledClaimId)));
    expect(event?.details).toMatchObject({
      verificationId,
      statusAtSettlement: { isBlocked: true },
      overriddenChanges: expect.arrayContaining(['GSMA Blacklist: Clear → Blocked']),
      overrideReason: reason,
    });
  });

  it('settles a device that has a new claim at another insurer only with a reason, and keeps it', async () => {
    const imei = scenarioImei('existing-claims');
    const [check] = await insertChecks(t, { imei: () => imei });
    // Recorded before the other insurer's claim: the intake's answer had none.
    await t.services.db
      .update(claimChecks)
      .set({ fullResponse: { ...buildSearchResponse(scenarioImei('clean')), serial: imei } })
      .where(eq(claimChecks.id, check?.id ?? ''));
    const cookie = await t.signIn('member@demo.test');
    const verification = (await t.post('/api/v1/device-verifications', { imei }, { cookie })).json();
    expect(verification.checkId).toBe(check?.id);
    expect(verification.changes).toContain('Claims found: 0 → 1');

    const url = `/api/v1/checks/${check?.id}/settlement`;
    const body = settleBody(verification.verificationId);
    const refused = await t.post(url, body, { cookie });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(decisionMessages.overrideReasonRequired);
    const settled = await t.post(
      url,
      { ...body, overrideReason: 'Other insurer confirmed a duplicate' },
      { cookie },
    );
    expect(settled.statusCode, settled.body).toBe(201);
    const [record] = await t.services.db
      .select({ reason: settledClaims.overrideReason, changes: settledClaims.overriddenChanges })
      .from(settledClaims)
      .where(eq(settledClaims.id, settled.json().settledClaimId));
    expect(record).toEqual({
      reason: 'Other insurer confirmed a duplicate',
      changes: expect.arrayContaining(['Claims found: 0 → 1']),
    });
  });

  it('refuses a reason when nothing changed: it would be stored for nothing', async () => {
    const [check] = await insertChecks(t);
    const cookie = await t.signIn('member@demo.test');
    const verificationId = await verify(check?.imei ?? '', cookie);
    const response = await t.post(
      `/api/v1/checks/${check?.id}/settlement`,
      { ...settleBody(verificationId), overrideReason: 'Just in case' },
      { cookie },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(decisionMessages.overrideReasonWithoutChanges);
  });

  it("rests on the device's latest re-verification even when the settlement names none (L7), and audits it", async () => {
    const check = await checkThatChangedSinceIntake();
    const cookie = await t.signIn('member@demo.test');
    const verificationId = await verify(check.imei, cookie);
    const [audited] = await t.services.db
      .select({ subjectId: auditEvents.subjectId, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'device.reverified'));
    expect(audited).toMatchObject({
      subjectId: check.id,
      details: {
        verificationId,
        changesSinceIntake: expect.arrayContaining(['GSMA Blacklist: Clear → Blocked']),
      },
    });

    const url = `/api/v1/checks/${check.id}/settlement`;
    // Leaving the re-verification out does not leave its changes out.
    const refused = await t.post(url, settleBody(null), { cookie });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(decisionMessages.overrideReasonRequired);
    const response = await t.post(
      url,
      { ...settleBody(null), overrideReason: 'Checked by phone' },
      { cookie },
    );
    expect(response.statusCode, response.body).toBe(201);
    const detail = (
      await t.get(`/api/v1/settled-claims/${response.json().settledClaimId}`, { cookie })
    ).json();
    expect(detail).toMatchObject({ verificationId, statusAtSettlement: { isBlocked: true } });
  });

  it('refuses a settlement that names an earlier re-verification when a later one exists', async () => {
    const check = await checkThatChangedSinceIntake();
    const cookie = await t.signIn('member@demo.test');
    const earlier = await verify(check.imei, cookie);
    await verify(check.imei, cookie);
    const response = await t.post(
      `/api/v1/checks/${check.id}/settlement`,
      { ...settleBody(earlier), overrideReason: 'Seen it' },
      { cookie },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'VERIFICATION_OUTDATED',
      message: decisionMessages.verificationOutdated,
    });
    expect(await countRows(t, { settled: settledClaims })).toEqual({ settled: 0 });
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
