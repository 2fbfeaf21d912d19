import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decisionMessages } from '@/domain/decision-messages';
import { imeiMatchKey } from '@/domain/imei';
import { messages } from '@/domain/messages';
import type { SettlementInput } from '@/domain/schemas/settlement';
import { claimChecks, settledClaims } from '@/server/db/schema/checks';
import { claims, replacementDevices } from '@/server/db/schema/claims';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import { auditEventOf } from '../../../../tests/support/audit-event-of';
import { countRows } from '../../../../tests/support/count-rows';
import { claimExistsReply } from '../../../../tests/support/decision-replies';
import { expectDecisionWriteFaultLeavesCheck } from '../../../../tests/support/decision-write-fault';
import { SETTLE_WRITE_STEPS } from '../../../../tests/support/fault-injection';
import { insertChecks } from '../../../../tests/support/review-test-support';
import { rowWithId } from '../../../../tests/support/row-with-id';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

const replacement = (imei = makeImei()) => ({
  imei,
  make: 'Apple',
  model: 'iPhone 15',
  color: 'Black',
  storage: '128GB',
});
const withReplacement = (overrides: Partial<ReturnType<typeof replacement>> = {}): SettlementInput => ({
  includesReplacement: true,
  replacement: { ...replacement(), ...overrides },
  notes: 'Screen replaced in store',
});

async function settle(checkId: string | undefined, body: unknown, email = 'member@demo.test') {
  return t.post(`/api/v1/checks/${checkId}/settlement`, body, { cookie: await t.signIn(email) });
}

const counts = () =>
  countRows(t, { claims, settled: settledClaims, devices: replacementDevices, checks: claimChecks });

describe('POST /api/v1/checks/:id/settlement', () => {
  it('settles with a replacement device in one go: claim, settled record, device, checks removed, audit event', async () => {
    const [check] = await insertChecks(t, { reference: () => 'CLM-77' });
    const body = withReplacement();
    const response = await settle(check?.id, body);
    expect(response.statusCode, response.body).toBe(201);
    // One id per record: the reply's claimId is the settled claim's, and the check keeps its own.
    const { settledClaimId, claimId: repliedClaimId, checkId } = response.json();
    expect(repliedClaimId).toBe(settledClaimId);
    expect(checkId).toBe(check?.id);
    const record = await rowWithId(t, settledClaims, settledClaimId);
    expect(record?.claimCheckId).toBe(check?.id);
    const claimId = record?.claimId ?? '';

    const claim = await rowWithId(t, claims, claimId);
    expect(claim).toMatchObject({
      imei: check?.imei,
      status: 'accepted',
      notes: 'Screen replaced in store',
      replacementImei: body.replacement?.imei,
      replacementMake: 'Apple',
      replacementStorage: '128GB',
    });
    expect(claim?.acceptedAt).toBeInstanceOf(Date);
    expect(claim?.acceptedBy).not.toBeNull();

    const settled = await rowWithId(t, settledClaims, settledClaimId);
    expect(settled).toMatchObject({
      imei: check?.imei,
      claimId,
      claimType: 'Accidental Damage',
      deviceMake: 'APPLE',
    });
    expect(settled?.fullCheckData).toMatchObject({
      findMyIphoneStatus: expect.any(String),
      isBlocked: false,
    });

    const devices = await t.services.db
      .select()
      .from(replacementDevices)
      .where(eq(replacementDevices.claimId, claimId));
    expect(devices).toHaveLength(1);
    expect(devices[0]).toMatchObject({ originalImei: check?.imei, replacementImei: body.replacement?.imei });

    const left = await t.services.db
      .select()
      .from(claimChecks)
      .where(eq(claimChecks.id, check?.id ?? ''));
    expect(left).toHaveLength(0);
    const audit = await auditEventOf(t, settledClaimId);
    expect(audit).toMatchObject({ action: 'claim.settled' });
  });

  it('refuses to settle a claim triage referred without a reason (400, nothing written), and audits the reason given', async () => {
    const [check] = await insertChecks(t, {});
    await t.services.db
      .update(claimChecks)
      .set({ triageScore: 60, triageRoute: 'refer', triageReasons: [], triageRuleSetVersion: 0 })
      .where(eq(claimChecks.id, check?.id ?? ''));
    const before = await counts();
    const refused = await settle(check?.id, { includesReplacement: false, referralReason: '   ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      title: decisionMessages.referralReasonTitle,
      message: decisionMessages.referralReasonRequired,
    });
    expect(await counts()).toEqual(before);

    const settled = await settle(check?.id, {
      includesReplacement: false,
      referralReason: 'Fraud team cleared it: the blocklisting was the carrier’s error',
    });
    expect(settled.statusCode, settled.body).toBe(201);
    const audit = await auditEventOf(t, settled.json().settledClaimId);
    expect(audit?.details).toMatchObject({
      referralReason: 'Fraud team cleared it: the blocklisting was the carrier’s error',
    });
  });

  it('keeps no referral reason for a check triage did not refer', async () => {
    const [check] = await insertChecks(t, {});
    const settled = await settle(check?.id, { includesReplacement: false, referralReason: 'not asked' });
    expect(settled.statusCode, settled.body).toBe(201);
    const audit = await auditEventOf(t, settled.json().settledClaimId);
    expect(audit?.details).toMatchObject({ referralReason: null });
  });

  it('settles without a replacement device: no device record, notes optional', async () => {
    const [check] = await insertChecks(t);
    const response = await settle(check?.id, { includesReplacement: false });
    expect(response.statusCode, response.body).toBe(201);
    const [claim] = await t.services.db
      .select()
      .from(claims)
      .where(eq(claims.imei, check?.imei ?? ''));
    expect(claim).toMatchObject({ notes: null, replacementImei: null });
    expect((await counts()).devices).toBe(0);
  });

  it('settles a total-loss claim without a replacement and refuses one with a replacement', async () => {
    const [check] = await insertChecks(t, { claimType: 'Total Loss' });
    const refused = await settle(check?.id, withReplacement());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(decisionMessages.replacementNotForTotalLoss);
    const settled = await settle(check?.id, { includesReplacement: false, notes: 'Written off' });
    expect(settled.statusCode, settled.body).toBe(201);
  });

  it('answers the rules in order: incomplete details, then the IMEI rules, then a pending check', async () => {
    const [check, pending] = await insertChecks(t, { count: 2 });
    const cases: Array<[SettlementInput, number, string, string]> = [
      [
        { includesReplacement: true, replacement: null },
        400,
        decisionMessages.incompleteReplacementTitle,
        decisionMessages.incompleteReplacement,
      ],
      [
        withReplacement({ imei: 'abc', color: ' ' }),
        400,
        decisionMessages.incompleteReplacementTitle,
        decisionMessages.incompleteReplacement,
      ],
      [withReplacement({ imei: '12345' }), 400, messages.invalidImei, messages.imeiNot15Digits],
      [
        withReplacement({ imei: `${check?.imei.slice(0, 14)}${(Number(check?.imei.slice(-1)) + 1) % 10}` }),
        400,
        messages.invalidImei,
        messages.imeiFailedLuhn,
      ],
      [
        withReplacement({ imei: check?.imei }),
        400,
        messages.invalidImei,
        decisionMessages.replacementSameAsOriginal,
      ],
      [
        withReplacement({ imei: pending?.imei }),
        409,
        decisionMessages.pendingReplacementTitle,
        decisionMessages.pendingReplacement,
      ],
    ];
    for (const [body, status, title, message] of cases) {
      const response = await settle(check?.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json()).toMatchObject({ title, message });
    }
    expect(await counts()).toMatchObject({ claims: 0, settled: 0, devices: 0, checks: 2 });
  });

  it('refuses malformed bodies with 400 and writes nothing', async () => {
    const [check] = await insertChecks(t);
    for (const body of [
      {},
      { includesReplacement: 'yes' },
      { includesReplacement: false, extra: 1 },
      { includesReplacement: false, notes: 'x'.repeat(2001) },
      withReplacement({ model: 'm'.repeat(101) }),
    ]) {
      const response = await settle(check?.id, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect(await counts()).toMatchObject({ claims: 0, checks: 1 });
  });

  it("answers 404 for a check that does not exist or is another organisation's, and writes nothing", async () => {
    const [foreign] = await insertChecks(t, { domain: 'other.test' });
    for (const id of [foreign?.id, randomUUID()]) {
      const response = await settle(id, { includesReplacement: false });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(decisionMessages.checkGone);
    }
    expect(await counts()).toMatchObject({ claims: 0, checks: 1 });
  });

  it('refuses users without a role or session', async () => {
    const [check] = await insertChecks(t);
    expect((await settle(check?.id, { includesReplacement: false }, 'norole@demo.test')).statusCode).toBe(
      403,
    );
    const signedOut = await t.post(`/api/v1/checks/${check?.id}/settlement`, { includesReplacement: false });
    expect(signedOut.statusCode).toBe(401);
    expect(await counts()).toMatchObject({ claims: 0, checks: 1 });
  });

  it('answers a second settle of the same check (a double submit) with the duplicate-claim message', async () => {
    const [check] = await insertChecks(t);
    const first = await settle(check?.id, { includesReplacement: false });
    expect(first.statusCode).toBe(201);
    const again = await settle(check?.id, { includesReplacement: false });
    expect(again.statusCode).toBe(409);
    // The refusal names the record that exists.
    const { settledClaimId } = first.json();
    expect(again.json()).toMatchObject(claimExistsReply(settledClaimId));
    expect((await counts()).claims).toBe(1);
  });

  it('refuses a check whose device already has a claim in the organisation, and keeps the check', async () => {
    const [first] = await insertChecks(t);
    await settle(first?.id, { includesReplacement: false });
    // A settled record deleted directly (as an older delete did, without its claim): the claim is still on record.
    await t.services.db.delete(settledClaims);
    const [again] = await insertChecks(t, { imei: () => first?.imei ?? '' });
    const response = await settle(again?.id, { includesReplacement: false });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(decisionMessages.claimExists);
    expect(await counts()).toMatchObject({ claims: 1, settled: 0, checks: 1 });
  });

  it('of 20 concurrent settles of one check exactly one succeeds; the others hear the claim exists', async () => {
    const [check] = await insertChecks(t);
    const cookie = await t.signIn('member@demo.test');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.post(`/api/v1/checks/${check?.id}/settlement`, withReplacement(), { cookie }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    // Each loser waited for the winner's lock, found the check gone and settled: a duplicate claim.
    const losers = responses.filter((response) => response.statusCode !== 201);
    expect(losers).toHaveLength(19);
    const { settledClaimId } = responses.find((response) => response.statusCode === 201)?.json() ?? {};
    for (const loser of losers) {
      expect(loser.statusCode, loser.body).toBe(409);
      expect(loser.json()).toMatchObject(claimExistsReply(settledClaimId));
    }
    expect(await counts()).toMatchObject({ claims: 1, settled: 1, devices: 1, checks: 0 });
  });

  it.each(SETTLE_WRITE_STEPS)(
    'leaves nothing behind when the %s %s fails inside the transaction, and a retry settles',
    (table, operation) =>
      expectDecisionWriteFaultLeavesCheck(t, [table, operation], {
        decision: 'settlement',
        body: () => withReplacement(),
        counts,
        before: { claims: 0, settled: 0, devices: 0, checks: 1 },
        after: { claims: 1, settled: 1, devices: 1, checks: 0 },
      }),
  );

  it("removes every check of the organisation on the device, and no other organisation's", async () => {
    const imei = makeImei();
    const [own] = await insertChecks(t, { imei: () => imei });
    const [foreign] = await insertChecks(t, { domain: 'other.test', imei: () => imei });
    expect((await settle(own?.id, { includesReplacement: false })).statusCode).toBe(201);
    const left = await t.services.db
      .select({ id: claimChecks.id })
      .from(claimChecks)
      .where(eq(claimChecks.imeiKey, imeiMatchKey(imei)));
    expect(left).toEqual([{ id: foreign?.id }]);
  });
});
