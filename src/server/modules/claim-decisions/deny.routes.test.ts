import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decisionMessages } from '@/domain/decision-messages';
import { claimChecks, deniedClaims } from '@/server/db/schema/checks';
import { claims } from '@/server/db/schema/claims';
import { auditEventOf } from '../../../../tests/support/audit-event-of';
import { countRows } from '../../../../tests/support/count-rows';
import { claimExistsReply, existingRecord } from '../../../../tests/support/decision-replies';
import { expectDecisionWriteFaultLeavesCheck } from '../../../../tests/support/decision-write-fault';
import type { WriteOperation } from '../../../../tests/support/fault-injection';
import { insertChecks } from '../../../../tests/support/review-test-support';
import { rowWithId } from '../../../../tests/support/row-with-id';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

async function deny(checkId: string | undefined, body: unknown, email = 'member@demo.test') {
  return t.post(`/api/v1/checks/${checkId}/denial`, body, { cookie: await t.signIn(email) });
}

const counts = () => countRows(t, { denied: deniedClaims, checks: claimChecks });
const alreadyDeniedReply = {
  code: 'ALREADY_DENIED',
  title: decisionMessages.alreadyDeniedTitle,
  message: decisionMessages.alreadyDenied,
};

describe('POST /api/v1/checks/:id/denial', () => {
  it('writes the denied record with the device status, removes the checks and records an audit event', async () => {
    const [check] = await insertChecks(t, { claimType: 'Theft' });
    const response = await deny(check?.id, { denialReason: 'Fraud suspected' });
    expect(response.statusCode, response.body).toBe(201);
    const { deniedClaimId, denialReason } = response.json();
    expect(denialReason).toBe('Fraud suspected');
    const record = await rowWithId(t, deniedClaims, deniedClaimId);
    expect(record).toMatchObject({
      imei: check?.imei,
      denialReason: 'Fraud suspected',
      claimType: 'Theft',
      deviceMake: 'APPLE',
      claimCheckId: check?.id,
    });
    expect(record?.fullCheckData).toMatchObject({ isBlocked: false, hasClaims: false });
    expect(record?.deniedBy).not.toBeNull();
    expect(await counts()).toMatchObject({ denied: 1, checks: 0 });
    const audit = await auditEventOf(t, deniedClaimId);
    expect(audit).toMatchObject({ action: 'claim.denied', details: { denialReason: 'Fraud suspected' } });
  });

  it("keeps the check's claim reference and the handler's note, shown in the details and exported", async () => {
    const [check] = await insertChecks(t, { reference: () => 'CLM-77-A' });
    const note = `Police report names this IMEI. ${'x'.repeat(969)}`;
    expect(note).toHaveLength(1000);
    const response = await deny(check?.id, { denialReason: 'Fraud suspected', notes: `  ${note}  ` });
    expect(response.statusCode, response.body).toBe(201);
    const { deniedClaimId } = response.json();
    const cookie = await t.signIn('member@demo.test');
    const details = await t.get(`/api/v1/denied-claims/${deniedClaimId}`, { cookie });
    expect(details.json()).toMatchObject({ claimReference: 'CLM-77-A', notes: note });
    const csv = (await t.get('/api/v1/denied-claims/export.csv', { cookie })).body;
    expect(csv.split('\n')[0]).toContain('Claim Reference,Denial Reason,Note');
    expect(csv).toContain(`CLM-77-A,Fraud suspected,${note}`);
  });

  it('takes no note as none, and refuses a note of 1,001 characters with 400', async () => {
    const [check] = await insertChecks(t);
    const tooLong = await deny(check?.id, { denialReason: 'Fraud suspected', notes: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: decisionMessages.denialNoteTooLong,
    });
    expect(await counts()).toMatchObject({ denied: 0, checks: 1 });
    const response = await deny(check?.id, { denialReason: 'Fraud suspected' });
    const record = await rowWithId(t, deniedClaims, response.json().deniedClaimId);
    expect(record).toMatchObject({ notes: null, claimReference: 'CLM-1' });
  });

  it("needs a denial reason from the organisation's list", async () => {
    const [check] = await insertChecks(t);
    const cases: Array<[unknown, string]> = [
      [{}, decisionMessages.denialReasonRequired],
      [{ denialReason: '   ' }, decisionMessages.denialReasonRequired],
      [{ denialReason: 'Outside policy period' }, decisionMessages.denialReasonUnknown],
      [{ denialReason: 'Made up' }, decisionMessages.denialReasonUnknown],
    ];
    for (const [body, message] of cases) {
      const response = await deny(check?.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    for (const body of [
      { denialReason: 7 },
      { denialReason: 'x'.repeat(201) },
      { denialReason: 'Device blocked', x: 1 },
    ]) {
      expect((await deny(check?.id, body)).statusCode).toBe(400);
    }
    expect(await counts()).toMatchObject({ denied: 0, checks: 1 });
  });

  it("answers 404 for another organisation's check or a missing one", async () => {
    const [foreign] = await insertChecks(t, { domain: 'other.test' });
    for (const id of [foreign?.id, randomUUID()]) {
      const response = await deny(id, { denialReason: 'Device blocked' });
      expect(response.statusCode).toBe(404);
    }
    expect(await counts()).toMatchObject({ denied: 0, checks: 1 });
  });

  it("answers 'Already Denied' for a device denied before, after removing its remaining checks", async () => {
    const [first] = await insertChecks(t);
    expect((await deny(first?.id, { denialReason: 'Device blocked' })).statusCode).toBe(201);
    // Recorded again later (directly: the intake itself refuses denied devices).
    const [again] = await insertChecks(t, { imei: () => first?.imei ?? '' });
    const response = await deny(again?.id, { denialReason: 'Policy excluded' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'ALREADY_DENIED',
      title: decisionMessages.alreadyDeniedTitle,
      message: decisionMessages.alreadyDenied,
    });
    expect(await counts()).toMatchObject({ denied: 1, checks: 0 });
  });

  it("answers a double submit with 'Already Denied' and keeps one record", async () => {
    const [check] = await insertChecks(t);
    expect((await deny(check?.id, { denialReason: 'Device blocked' })).statusCode).toBe(201);
    const again = await deny(check?.id, { denialReason: 'Device blocked' });
    expect(again.statusCode).toBe(409);
    expect(again.json().title).toBe(decisionMessages.alreadyDeniedTitle);
  });

  it('of 20 concurrent denies of one check exactly one is written; the others hear it was already denied', async () => {
    const [check] = await insertChecks(t);
    const cookie = await t.signIn('member@demo.test');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.post(`/api/v1/checks/${check?.id}/denial`, { denialReason: 'Device blocked' }, { cookie }),
      ),
    );
    const [winner] = responses.filter((response) => response.statusCode === 201);
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    const losers = responses.filter((response) => response.statusCode !== 201);
    expect(losers).toHaveLength(19);
    // Each refusal names the record that was written.
    const { deniedClaimId } = winner?.json() ?? {};
    for (const loser of losers) {
      expect(loser.statusCode, loser.body).toBe(409);
      expect(loser.json()).toMatchObject({
        ...alreadyDeniedReply,
        existing: existingRecord('denied-claim', deniedClaimId),
      });
    }
    expect(await counts()).toEqual({ denied: 1, checks: 0 });
  });

  it('of 20 concurrent denies and settles of one check exactly one is written; the others hear which', async () => {
    const [check] = await insertChecks(t);
    const cookie = await t.signIn('member@demo.test');
    const url = `/api/v1/checks/${check?.id}`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        n % 2 === 0
          ? t.post(`${url}/denial`, { denialReason: 'Device blocked' }, { cookie })
          : t.post(`${url}/settlement`, { includesReplacement: false }, { cookie }),
      ),
    );
    const winners = responses.filter((response) => response.statusCode === 201);
    expect(winners).toHaveLength(1);
    const decided = await countRows(t, { deniedClaims, claims });
    expect(decided.deniedClaims + decided.claims).toBe(1);
    // Whichever decision won, every other request (a settle or a deny) answers with that outcome and its record.
    const { deniedClaimId, settledClaimId } = winners[0]?.json() ?? {};
    const expected =
      decided.deniedClaims === 1
        ? { ...alreadyDeniedReply, existing: existingRecord('denied-claim', deniedClaimId) }
        : claimExistsReply(settledClaimId);
    for (const loser of responses.filter((response) => response.statusCode !== 201)) {
      expect(loser.statusCode, loser.body).toBe(409);
      expect(loser.json()).toMatchObject(expected);
    }
  });

  /** Each write of a denial, in the order it makes them. */
  const DENY_STEPS: Array<[string, WriteOperation]> = [
    ['denied_claims', 'insert'],
    ['claim_checks', 'delete'],
    ['audit_events', 'insert'],
  ];

  it.each(DENY_STEPS)(
    'leaves the checks and no record when the %s %s fails, and a retry denies',
    (table, operation) =>
      expectDecisionWriteFaultLeavesCheck(t, [table, operation], {
        decision: 'denial',
        body: () => ({ denialReason: 'Device blocked' }),
        counts,
        before: { denied: 0, checks: 1 },
        after: { denied: 1, checks: 0 },
      }),
  );
});
