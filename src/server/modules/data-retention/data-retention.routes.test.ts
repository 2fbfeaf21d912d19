import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RETENTION_LIMITS } from '@/domain/data-retention';
import { retentionMessages } from '@/domain/retention-messages';
import { claimChecks } from '@/server/db/schema/checks';
import { legalHolds } from '@/server/db/schema/data-retention';
import { auditEvents } from '@/server/db/schema/platform';
import { makeDeniedClaim, makeSettledClaim } from '../../../../tests/fixtures/make-claim-records';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import {
  backdateChecks,
  insertChecks,
  organisationIdOf,
  send,
} from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();
const SETTINGS = '/api/v1/retention-settings';
const HOLDS = '/api/v1/legal-holds';
const put = (cookie: string, payload: unknown) => send(t, { method: 'PUT', url: SETTINGS, cookie, payload });
const release = (cookie: string, id: string) => send(t, { method: 'DELETE', url: `${HOLDS}/${id}`, cookie });

const DEFAULTS = {
  undecidedChecksMonths: RETENTION_LIMITS.undecidedChecksMonths.default,
  decidedClaimsYears: RETENTION_LIMITS.decidedClaimsYears.default,
  rawAnswersDays: RETENTION_LIMITS.rawAnswersDays.default,
  auditEventsYears: RETENTION_LIMITS.auditEventsYears.default,
};

async function auditOf(action: string) {
  return t.services.db.select().from(auditEvents).where(eq(auditEvents.action, action));
}

describe('data retention settings', () => {
  it('reads the documented defaults until an admin changes one, the others staying, audited', async () => {
    const admin = await t.signIn('admin@demo.test');
    expect((await t.get(SETTINGS, { cookie: admin })).json()).toEqual(DEFAULTS);

    const saved = await put(admin, { decidedClaimsYears: 10, rawAnswersDays: 30 });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { ...DEFAULTS, decidedClaimsYears: 10, rawAnswersDays: 30 };
    expect(saved.json()).toEqual(expected);
    expect((await t.get(SETTINGS, { cookie: admin })).json()).toEqual(expected);
    expect((await auditOf('retention.settings_changed')).map((event) => event.details)).toEqual([
      { decidedClaimsYears: 10, rawAnswersDays: 30 },
    ]);
    // Another organization's settings are its own.
    const otherAdmin = await t.signIn('admin@other.test');
    expect((await t.get(SETTINGS, { cookie: otherAdmin })).json()).toEqual(DEFAULTS);
  });

  it.each([
    ['0 years', { decidedClaimsYears: 0 }, 'decidedClaimsYears'],
    ['a negative number', { auditEventsYears: -1 }, 'auditEventsYears'],
    ['a fraction', { undecidedChecksMonths: 1.5 }, 'undecidedChecksMonths'],
    ['a string', { rawAnswersDays: '30' }, 'rawAnswersDays'],
    ['more than the maximum', { rawAnswersDays: RETENTION_LIMITS.rawAnswersDays.max + 1 }, 'rawAnswersDays'],
  ] as const)('refuses %s with 400 naming the setting, and changes nothing', async (_, body, field) => {
    const admin = await t.signIn('admin@demo.test');
    // A valid setting beside the wrong one is not saved either.
    const response = await put(admin, { auditEventsYears: 3, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: retentionMessages.settingRange(field),
    });
    expect((await t.get(SETTINGS, { cookie: admin })).json()).toEqual(DEFAULTS);
    expect(await auditOf('retention.settings_changed')).toEqual([]);
  });

  it('refuses an empty change and an unknown setting', async () => {
    const admin = await t.signIn('admin@demo.test');
    expect((await put(admin, {})).statusCode).toBe(400);
    expect((await put(admin, { keepForever: true })).statusCode).toBe(400);
  });

  it('is for org admins only', async () => {
    const member = await t.signIn('member@demo.test');
    expect((await t.get(SETTINGS, { cookie: member })).statusCode).toBe(403);
    expect((await put(member, { decidedClaimsYears: 3 })).statusCode).toBe(403);
  });
});

describe('legal holds', () => {
  it('puts a check, an IMEI and a claim reference on hold, lists them, releases one; each audited', async () => {
    const admin = await t.signIn('admin@demo.test');
    const [check] = await insertChecks(t);
    const imei = makeImei();
    const byCheck = await t.post(HOLDS, { checkId: check?.id, reason: 'Dispute 17' }, { cookie: admin });
    expect(byCheck.statusCode, byCheck.body).toBe(201);
    expect(byCheck.json()).toMatchObject({ kind: 'check', checkId: check?.id, reason: 'Dispute 17' });
    const byImei = await t.post(HOLDS, { imei, reason: 'Police request' }, { cookie: admin });
    expect(byImei.json()).toMatchObject({ kind: 'imei', imei, checkId: null });
    const byReference = await t.post(HOLDS, { claimReference: 'CLM-9', reason: 'Court' }, { cookie: admin });
    expect(byReference.json()).toMatchObject({ kind: 'claimReference', claimReference: 'CLM-9' });

    const listed = (await t.get(HOLDS, { cookie: admin })).json();
    expect(listed.items.map((hold: { reason: string }) => hold.reason)).toEqual([
      'Court',
      'Police request',
      'Dispute 17',
    ]);

    const released = await release(admin, byImei.json().id);
    expect(released.statusCode, released.body).toBe(204);
    expect((await t.get(HOLDS, { cookie: admin })).json().items).toHaveLength(2);
    const again = await release(admin, byImei.json().id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(retentionMessages.holdAlreadyReleased);
    const [stored] = await t.services.db.select().from(legalHolds).where(eq(legalHolds.id, byImei.json().id));
    expect(stored?.releasedAt).toBeInstanceOf(Date);

    expect((await auditOf('legal_hold.placed')).map((event) => event.details)).toHaveLength(3);
    expect((await auditOf('legal_hold.released')).map((event) => event.details)).toEqual([
      { kind: 'imei', checkId: null, imei, claimReference: null },
    ]);
  });

  it.each([
    ['no target', { reason: 'x' }, retentionMessages.holdTargetRequired],
    [
      'two targets',
      { imei: makeImei(), claimReference: 'CLM-1', reason: 'x' },
      retentionMessages.holdTargetRequired,
    ],
    ['no reason', { claimReference: 'CLM-1' }, retentionMessages.holdReasonRequired],
    ['a blank reason', { claimReference: 'CLM-1', reason: '   ' }, retentionMessages.holdReasonRequired],
    ['a malformed IMEI', { imei: '12345', reason: 'x' }, 'IMEI must be 14 or 15 digits'],
  ])('refuses %s with 400 and holds nothing', async (_, body, message) => {
    const admin = await t.signIn('admin@demo.test');
    const response = await t.post(HOLDS, body, { cookie: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(await t.services.db.select().from(legalHolds)).toEqual([]);
  });

  it("cannot hold or release another organization's records, and members cannot hold at all", async () => {
    const [otherCheck] = await insertChecks(t, { domain: 'other.test' });
    const admin = await t.signIn('admin@demo.test');
    const foreign = await t.post(HOLDS, { checkId: otherCheck?.id, reason: 'x' }, { cookie: admin });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(retentionMessages.holdCheckNotFound);

    const otherAdmin = await t.signIn('admin@other.test');
    const theirs = await t.post(HOLDS, { checkId: otherCheck?.id, reason: 'theirs' }, { cookie: otherAdmin });
    expect(theirs.statusCode).toBe(201);
    expect((await release(admin, theirs.json().id)).statusCode).toBe(404);
    expect((await t.get(HOLDS, { cookie: admin })).json().items).toEqual([]);
    expect((await t.get(HOLDS, { cookie: otherAdmin })).json().items).toHaveLength(1);

    const member = await t.signIn('member@demo.test');
    expect(
      (await t.post(HOLDS, { claimReference: 'CLM-1', reason: 'x' }, { cookie: member })).statusCode,
    ).toBe(403);
  });
});

describe('retention run preview', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

  it('counts what is due under the saved settings, holds kept apart, and changes nothing', async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const [old, heldOld, middling] = await insertChecks(t, { count: 4, reference: (n) => `KEEP-${n}` });
    const setCreated = (ids: (string | undefined)[], at: Date) => backdateChecks(t, ids, at);
    await setCreated([old?.id, heldOld?.id], daysAgo(2 * 365));
    await setCreated([middling?.id], daysAgo(200));
    await makeSettledClaim(t.services.db, { organisationId, settledAt: daysAgo(8 * 366) });
    const heldImei = makeImei();
    await makeDeniedClaim(t.services.db, { organisationId, imei: heldImei, deniedAt: daysAgo(8 * 366) });
    await makeSettledClaim(t.services.db, { organisationId, settledAt: daysAgo(365) });
    await t.services.db.insert(auditEvents).values({
      organizationId: organisationId,
      action: 'test',
      subjectType: 'test',
      createdAt: daysAgo(8 * 366),
    });
    // Other Mutual's old records are not Demo Insurance's to count.
    const [foreign] = await insertChecks(t, { domain: 'other.test' });
    await setCreated([foreign?.id], daysAgo(3 * 365));

    const admin = await t.signIn('admin@demo.test');
    await t.post(HOLDS, { claimReference: heldOld?.reference, reason: 'Court' }, { cookie: admin });
    await t.post(HOLDS, { imei: heldImei, reason: 'Police' }, { cookie: admin });

    const preview = await t.get('/api/v1/retention-runs/preview', { cookie: admin });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      undecidedChecks: 1,
      decidedClaims: 1,
      rawAnswers: 1,
      auditEvents: 1,
      held: 2,
    });

    // Kept three years, the two-year-old check is no longer due; its answer is reduced instead.
    await put(admin, { undecidedChecksMonths: 36 });
    expect((await t.get('/api/v1/retention-runs/preview', { cookie: admin })).json()).toMatchObject({
      undecidedChecks: 0,
      rawAnswers: 2,
      held: 2,
    });
    expect(
      await t.services.db.select().from(claimChecks).where(eq(claimChecks.organizationId, organisationId)),
    ).toHaveLength(4);

    const member = await t.signIn('member@demo.test');
    expect((await t.get('/api/v1/retention-runs/preview', { cookie: member })).statusCode).toBe(403);
  });
});
