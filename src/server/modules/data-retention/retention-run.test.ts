import { and, eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDUCED_ANSWER_MARK } from '@/domain/device-report';
import { imeiMatchKey } from '@/domain/imei';
import {
  claimChecks,
  claimRecheckHistory,
  deniedClaims,
  deviceVerifications,
  settledClaims,
} from '@/server/db/schema/checks';
import { claims, replacementDevices } from '@/server/db/schema/claims';
import { retentionRuns } from '@/server/db/schema/data-retention';
import { deviceSearches } from '@/server/db/schema/device-searches';
import { alerts } from '@/server/db/schema/monitoring';
import { auditEvents } from '@/server/db/schema/platform';
import { parseDeviceHistoryAnswer } from '@/server/providers/device-history/normalise';
import { buildSearchResponse } from '../../../../simulators/device-history/build-search-response';
import { makeAlert } from '../../../../tests/fixtures/make-alert';
import {
  makeDeniedClaim,
  makeLedgerAnswer,
  makeReplacement,
  makeSettledClaim,
} from '../../../../tests/fixtures/make-claim-records';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import {
  backdateChecks,
  insertChecks,
  organisationIdOf,
  send,
  storedCheck,
} from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';
import { runEveryRetention, runRetention } from './retention-run';

const t = setupTestApp();
const DAY = '2026-11-29';
const daysAgo = (days: number, from = Date.now()) => new Date(from - days * 86_400_000);
const deps = () => ({ db: t.services.db, authSecret: t.services.env.AUTH_SECRET });

const backdate = (ids: (string | undefined)[], at: Date) => backdateChecks(t, ids, at);

/** When a stored answer was reduced (undefined: it is whole). */
const markOf = (answer: unknown) =>
  (answer as Record<string, unknown> | null | undefined)?.[REDUCED_ANSWER_MARK];

const runEvents = () =>
  t.services.db.select().from(auditEvents).where(eq(auditEvents.action, 'retention.run_finished'));

describe('the daily retention run', () => {
  it('deletes, anonymises and reduces what the settings say, keeps what a hold covers and what is younger', async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const admin = await t.signIn('admin@demo.test');
    const [old, heldOld, middling, young] = await insertChecks(t, { count: 4, reference: (n) => `RUN-${n}` });
    await backdate([old?.id, heldOld?.id], daysAgo(2 * 365));
    await backdate([middling?.id], daysAgo(200));
    await t.services.db.insert(claimRecheckHistory).values({
      organizationId: organisationId,
      claimCheckId: middling?.id as string,
      fullResponse: buildSearchResponse(middling?.imei as string),
    });
    const replacement = makeReplacement();
    const oldSettled = await makeSettledClaim(t.services.db, {
      organisationId,
      settledAt: daysAgo(8 * 366),
      notes: 'Customer Jo Bloggs called twice',
      replacement,
    });
    const [settledOn] = await t.services.db
      .insert(deviceVerifications)
      .values({
        organizationId: organisationId,
        imeiKey: imeiMatchKey(oldSettled.imei),
        fullResponse: buildSearchResponse(oldSettled.imei),
        createdAt: daysAgo(8 * 366),
      })
      .returning({ id: deviceVerifications.id });
    await t.services.db
      .update(settledClaims)
      .set({
        claimReference: 'CLM-OLD',
        settledByName: 'Hana Handler',
        settledByEmail: 'hana@demo.test',
        verificationId: settledOn?.id,
      })
      .where(eq(settledClaims.id, oldSettled.id));
    const alert = await makeAlert(t.services.db, { organisationId });
    await t.services.db.update(alerts).set({ settledClaimId: oldSettled.id }).where(eq(alerts.id, alert.id));
    const recentSettled = await makeSettledClaim(t.services.db, { organisationId, settledAt: daysAgo(365) });
    const heldImei = makeImei();
    await makeDeniedClaim(t.services.db, { organisationId, imei: heldImei, deniedAt: daysAgo(8 * 366) });
    const oldDenied = await makeDeniedClaim(t.services.db, { organisationId, deniedAt: daysAgo(8 * 366) });
    const verifiedImei = makeImei();
    await t.services.db.insert(deviceVerifications).values({
      organizationId: organisationId,
      imeiKey: imeiMatchKey(verifiedImei),
      fullResponse: buildSearchResponse(verifiedImei),
      createdAt: daysAgo(120),
    });
    await makeLedgerAnswer(t.services.db, {
      organisationId,
      imei: makeImei(),
      answeredAs: 'stolen',
      path: 'intake',
      sentAt: daysAgo(100),
    });
    // A failed search has no answer: nothing to reduce.
    await makeLedgerAnswer(t.services.db, {
      organisationId,
      imei: makeImei(),
      answeredAs: 'clean',
      path: 'intake',
      sentAt: daysAgo(100),
      state: 'failed',
    });
    await t.services.db.execute(sql`update device_searches set answer = null where state = 'failed'`);
    // Other Mutual's old records are not Demo Insurance's to remove.
    const [foreign] = await insertChecks(t, { domain: 'other.test' });
    await backdate([foreign?.id], daysAgo(3 * 365));
    for (const hold of [
      { claimReference: 'RUN-2', reason: 'Court' },
      { imei: heldImei, reason: 'Police' },
    ])
      expect((await t.post('/api/v1/legal-holds', hold, { cookie: admin })).statusCode).toBe(201);

    const run = await runRetention(deps(), organisationId, DAY);
    expect(run).toMatchObject({
      checksDeleted: 1,
      claimsAnonymised: 2,
      answersReduced: 4,
      finishedAt: expect.any(Date),
    });

    // Checks: the two-year-old one deleted, the held one whole, the 200-day-old one reduced, the new one whole.
    const checks = await t.services.db
      .select()
      .from(claimChecks)
      .where(eq(claimChecks.organizationId, organisationId));
    expect(checks.map((check) => check.reference).sort()).toEqual(['RUN-2', 'RUN-3', 'RUN-4']);
    const byReference = new Map(checks.map((check) => [check.reference, check]));
    expect(byReference.get('RUN-2')?.answersReducedAt).toBeNull();
    expect(byReference.get('RUN-2')?.fullResponse).toEqual(buildSearchResponse(heldOld?.imei as string));
    const reduced = byReference.get('RUN-3');
    expect(reduced?.answersReducedAt).toBeInstanceOf(Date);
    expect(markOf(reduced?.fullResponse)).toBeDefined();
    expect(parseDeviceHistoryAnswer(reduced?.fullResponse).ok).toBe(true);
    expect(byReference.get('RUN-4')?.answersReducedAt).toBeNull();
    expect(young?.reference).toBe('RUN-4');
    const [recheck] = await t.services.db.select().from(claimRecheckHistory);
    expect(markOf(recheck?.fullResponse)).toBeDefined();
    const verifications = await t.services.db.select().from(deviceVerifications);
    expect(verifications.map((row) => markOf(row.fullResponse))).toEqual([
      expect.any(String),
      expect.any(String),
    ]);
    const searches = await t.services.db.select().from(deviceSearches);
    expect(searches.map((search) => [search.state, markOf(search.answer) !== undefined]).sort()).toEqual([
      ['answered', true],
      ['failed', false],
    ]);

    // The old settled claim: its device named by a token everywhere, the people and the notes gone.
    const [settled] = await t.services.db
      .select()
      .from(settledClaims)
      .where(eq(settledClaims.id, oldSettled.id));
    const token = settled?.imei ?? '';
    expect(token).toMatch(/^anon-[0-9a-f]{16}$/);
    expect(settled).toMatchObject({
      imeiKey: token,
      claimReference: null,
      settledByName: null,
      settledByEmail: null,
      notes: null,
      anonymisedAt: expect.any(Date),
      claimType: 'Accidental Damage',
    });
    const [claim] = await t.services.db.select().from(claims).where(eq(claims.id, oldSettled.claimId));
    expect(claim).toMatchObject({ imei: token, imeiKey: token, notes: null });
    expect(claim?.replacementImei).toMatch(/^anon-/);
    const [device] = await t.services.db
      .select()
      .from(replacementDevices)
      .where(eq(replacementDevices.claimId, oldSettled.claimId));
    expect(device).toMatchObject({
      originalImei: token,
      replacementImei: claim?.replacementImei,
      notes: null,
    });
    const [verifiedOn] = await t.services.db
      .select()
      .from(deviceVerifications)
      .where(eq(deviceVerifications.id, settledOn?.id as string));
    expect(verifiedOn?.imeiKey).toBe(token);
    expect(parseDeviceHistoryAnswer(verifiedOn?.fullResponse)).toMatchObject({
      ok: true,
      result: { serial: token },
    });
    const [anonymisedAlert] = await t.services.db.select().from(alerts).where(eq(alerts.id, alert.id));
    expect(anonymisedAlert).toMatchObject({ imei: expect.stringMatching(/^anon-/), claimReference: null });
    const stored = JSON.stringify(await t.services.db.select().from(settledClaims));
    for (const detail of [oldSettled.imei, replacement.imei, 'Jo Bloggs', 'Hana Handler', 'CLM-OLD'])
      expect(stored).not.toContain(detail);
    const [denied] = await t.services.db.select().from(deniedClaims).where(eq(deniedClaims.id, oldDenied.id));
    expect(denied?.imei).toMatch(/^anon-/);
    const [heldDenied] = await t.services.db
      .select()
      .from(deniedClaims)
      .where(eq(deniedClaims.imei, heldImei));
    expect(heldDenied?.anonymisedAt).toBeNull();
    const [recent] = await t.services.db
      .select()
      .from(settledClaims)
      .where(eq(settledClaims.id, recentSettled.id));
    expect(recent?.imei).toBe(recentSettled.imei);

    // The other organisation's check is still there; nothing more is due; the run is listed and audited once.
    expect(await storedCheck(t, foreign?.id)).toHaveLength(1);
    const preview = await t.get('/api/v1/retention-runs/preview', { cookie: admin });
    expect(preview.json()).toMatchObject({ undecidedChecks: 0, decidedClaims: 0, rawAnswers: 0, held: 2 });
    const listed = await t.get('/api/v1/retention-runs', { cookie: admin });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items).toEqual([
      expect.objectContaining({
        day: DAY,
        checksDeleted: 1,
        claimsAnonymised: 2,
        answersReduced: 4,
        auditEventsDeleted: 0,
      }),
    ]);
    expect((await runEvents()).map((event) => event.details)).toEqual([
      expect.objectContaining({ day: DAY, checksDeleted: 1, claimsAnonymised: 2, answersReduced: 4 }),
    ]);
    // The dashboard counts the open checks there are.
    const summary = await t.get('/api/v1/dashboard-summary', { cookie: admin });
    expect(summary.json().openChecks).toBe(3);

    // The day's run is done: asked again, it changes nothing and is not audited again.
    expect(await runRetention(deps(), organisationId, DAY)).toBeUndefined();
    expect(await runEvents()).toHaveLength(1);
    const member = await t.signIn('member@demo.test');
    expect((await t.get('/api/v1/retention-runs', { cookie: member })).statusCode).toBe(403);
    expect(
      (await t.get('/api/v1/retention-runs', { cookie: await t.signIn('admin@other.test') })).json().items,
    ).toEqual([]);
  });

  it('resumes a run stopped half-way with its own cut-offs, adding to what it had counted', async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const [threeYears, twoYears] = await insertChecks(t, { count: 2 });
    await backdate([threeYears?.id], daysAgo(3 * 365 + 10));
    await backdate([twoYears?.id], daysAgo(2 * 365));
    // Stopped after a first batch had deleted two checks, with the cut-off of the settings then (three years).
    await t.services.db.insert(retentionRuns).values({
      organizationId: organisationId,
      day: DAY,
      undecidedChecksBefore: daysAgo(3 * 365),
      decidedClaimsBefore: daysAgo(7 * 365),
      rawAnswersBefore: daysAgo(3 * 365),
      auditEventsBefore: daysAgo(7 * 365),
      checksDeleted: 2,
    });

    const run = await runRetention(deps(), organisationId, DAY);
    expect(run).toMatchObject({ checksDeleted: 3, answersReduced: 0 });
    const left = await t.services.db
      .select()
      .from(claimChecks)
      .where(eq(claimChecks.organizationId, organisationId));
    expect(left.map((check) => check.id)).toEqual([twoYears?.id]);
  });

  it('two runs of the day at once each handle a record once and end once', async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const checks = await insertChecks(t, { count: 5 });
    await backdate(
      checks.map((check) => check.id),
      daysAgo(2 * 365),
    );
    const [first, second] = await Promise.all([
      runRetention(deps(), organisationId, DAY),
      runRetention(deps(), organisationId, DAY),
    ]);
    const finished = first ?? second;
    expect(finished?.checksDeleted).toBe(5);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await runEvents()).toHaveLength(1);
  });

  it("deletes the oldest audit events as the chain's start, and the chain still verifies from there", async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const admin = await t.signIn('admin@demo.test');
    for (const years of [8, 9, 10])
      await send(t, {
        method: 'PUT',
        url: '/api/v1/retention-settings',
        cookie: admin,
        payload: { auditEventsYears: years },
      });
    const chain = () =>
      t.services.db
        .select({ id: auditEvents.id, position: auditEvents.chainPosition, action: auditEvents.action })
        .from(auditEvents)
        .where(eq(auditEvents.organizationId, organisationId))
        .orderBy(auditEvents.chainPosition);
    const before = await chain();
    const newest = before.at(-1);
    // Eleven years on, every event is older than the period: all but the newest go (the next one links to it).
    const later = daysAgo(-11 * 366);
    const run = await runRetention(deps(), organisationId, '2037-12-01', later);
    expect(run?.auditEventsDeleted).toBe(before.length - 1);
    const after = await chain();
    expect(after.map((event) => event.id)).toEqual([newest?.id, (await runEvents())[0]?.id]);
    expect((await runEvents())[0]?.details).toMatchObject({
      auditChainStartsAfter: newest?.position ? newest.position - 1 : null,
    });

    const verified = await t.get('/api/v1/audit-events/verification', { cookie: admin });
    expect(verified.json()).toEqual({ verified: true, events: 2 });
    // The anchor is not a way round the check: an edited event after it is still named.
    await t.services.db.execute(
      sql`update audit_events set details = '{"auditEventsYears":1}' where id = ${newest?.id}`,
    );
    expect((await t.get('/api/v1/audit-events/verification', { cookie: admin })).json()).toMatchObject({
      verified: false,
      firstBroken: { id: newest?.id, reason: 'content_changed' },
    });
    expect(
      await t.services.db
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.organizationId, organisationId),
            eq(auditEvents.action, 'retention.settings_changed'),
          ),
        ),
    ).toHaveLength(1);
  });

  it('anonymises a device settled again after its first claim was anonymised: each claim gets a token of its own', async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const imei = makeImei();
    const first = await makeSettledClaim(t.services.db, {
      organisationId,
      imei,
      settledAt: daysAgo(10 * 366),
    });
    await runRetention(deps(), organisationId, DAY);
    // Its key is a token now, so the same device could be settled again (a resold phone), also long ago.
    const second = await makeSettledClaim(t.services.db, {
      organisationId,
      imei,
      settledAt: daysAgo(9 * 366),
    });
    const run = await runRetention(deps(), organisationId, '2026-11-30');
    expect(run?.claimsAnonymised).toBe(1);
    const rows = await t.services.db
      .select({ id: settledClaims.id, imei: settledClaims.imei })
      .from(settledClaims)
      .where(inArray(settledClaims.id, [first.id, second.id]));
    const tokens = rows.map((row) => row.imei);
    expect(tokens.every((token) => /^anon-[0-9a-f]{16}$/.test(token))).toBe(true);
    expect(new Set(tokens).size).toBe(2);
  });

  it("goes on with the other organisations when one organisation's run fails, then fails naming it", async () => {
    const demo = await organisationIdOf(t, 'demo.test');
    const other = await organisationIdOf(t, 'other.test');
    const [demoCheck] = await insertChecks(t);
    const [otherCheck] = await insertChecks(t, { domain: 'other.test' });
    await backdate([demoCheck?.id, otherCheck?.id], daysAgo(2 * 365));
    // The organisation worked first cannot have its checks deleted (as a broken row or a lost connection would stop
    // its batch); the one after it must still be done.
    const [failing, next] = [demo, other].sort() as [string, string];
    const failingCheck = failing === demo ? demoCheck : otherCheck;
    await t.services.db.execute(sql`create function refuse_demo_delete() returns trigger language plpgsql as $$
      begin raise exception 'refused'; end $$`);
    await t.services.db.execute(
      sql.raw(`create trigger refuse_demo_delete before delete on claim_checks for each row
      when (old.organization_id = '${failing}') execute function refuse_demo_delete()`),
    );
    const logger = pino({ level: 'silent' });
    try {
      await expect(runEveryRetention({ ...deps(), logger }, DAY)).rejects.toThrow(
        `the retention run of ${DAY} failed for ${failing}`,
      );
      const left = await t.services.db.select({ id: claimChecks.id }).from(claimChecks);
      expect(left.map((row) => row.id)).toEqual([failingCheck?.id]);
      expect((await runEvents()).map((event) => event.organizationId)).toEqual([next]);
    } finally {
      await t.services.db.execute(sql`drop trigger refuse_demo_delete on claim_checks`);
      await t.services.db.execute(sql`drop function refuse_demo_delete()`);
    }
    // Tried again, the organisation done is skipped and the other finishes.
    await runEveryRetention({ ...deps(), logger }, DAY);
    expect(await t.services.db.select().from(claimChecks)).toEqual([]);
    expect((await runEvents()).map((event) => event.organizationId).sort()).toEqual([demo, other].sort());
  });
});
