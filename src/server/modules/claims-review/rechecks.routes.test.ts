import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { intakeMessages } from '@/domain/intake-messages';
import { reviewMessages } from '@/domain/review-messages';
import { auditEvents } from '@/server/db/schema/platform';
import { cleanSearchResponse } from '../../../../simulators/device-history/generate-search-response';
import { scenarioImei } from '../../../../simulators/device-history/scenarios';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { countIntakeRows } from '../../../../tests/support/count-intake-rows';
import { failInsertsInto } from '../../../../tests/support/fault-injection';
import { insertChecks, organisationIdOf, send } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

/** Every object's keys, in order, all the way down. */
const keyOrder = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(keyOrder)
    : value && typeof value === 'object'
      ? Object.entries(value).map(([key, inner]) => [key, keyOrder(inner)])
      : null;

const recheck = (id: string | undefined, cookie?: string) =>
  send(t, { method: 'POST', url: `/api/v1/checks/${id}/rechecks`, ...(cookie ? { cookie } : {}) });

const recheckAudits = (checkId: string) =>
  t.services.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectId, checkId), eq(auditEvents.action, 'check.rechecked')))
    .orderBy(auditEvents.createdAt);

async function countRechecks(): Promise<number> {
  const result = (await t.services.db.execute(
    sql`select count(*)::int as n from claim_recheck_history`,
  )) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]?.n);
}

describe('POST /api/v1/checks/:id/rechecks', () => {
  // The only test in this file that searches changes-on-recheck: the simulator counts searches per process.
  it('lists what changed since the original check, then nothing on a second re-check; history newest first', async () => {
    const cookie = await t.signIn('member@demo.test');
    const imei = scenarioImei('changes-on-recheck');
    const intake = await t.post('/api/v1/checks', makeIntake({ imei }), { cookie });
    expect(intake.statusCode, intake.body).toBe(201);
    const { id } = intake.json();

    const first = await recheck(id, cookie);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      changes: [
        'Verdict: green → red',
        'GSMA Blacklist: Clear → Blocked',
        'Lock status: notactivated → activated',
        'Claims found: 0 → 1',
      ],
      recheck: {
        checkedBy: { email: 'member@demo.test', name: 'Morgan Member' },
        lockStatus: 'activated',
        isBlocked: true,
        claimsCount: 1,
        fullResponse: { serial: imei, serialdetails: { fmipstatus: 'activated' } },
      },
      report: {
        serial: imei,
        lockStatus: 'activated',
        isBlocked: true,
        claims: [{ insurer: 'Other Insurer plc' }],
      },
    });

    const second = await recheck(id, cookie);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().changes).toEqual([]);

    const detail = (await t.get(`/api/v1/checks/${id}`, { cookie })).json();
    expect(detail.rechecks.map((entry: { id: string }) => entry.id)).toEqual([
      second.json().recheck.id,
      first.json().recheck.id,
    ]);
    expect(detail.rechecks[1]).toEqual(first.json().recheck);
    // The check's report is its current status: the latest re-check's.
    expect(detail.report).toMatchObject({
      lockStatus: 'activated',
      isBlocked: true,
      certificate: { result: 'red' },
    });
    expect(detail.statusCheckedAt).toBe(second.json().recheck.checkedAt);

    // Each re-check is on the audit trail: who, which check, which history row, what changed.
    const audits = await recheckAudits(id);
    expect(audits).toHaveLength(2);
    expect(audits.map((audit) => audit.details)).toEqual([
      { recheckId: first.json().recheck.id, changes: first.json().changes },
      { recheckId: second.json().recheck.id, changes: [] },
    ]);
    // The fresh report routes the claim elsewhere: raised once, on the re-check that moved it.
    const routeChanges = await t.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, id), eq(auditEvents.action, 'check.route_changed')));
    expect(routeChanges.map((audit) => audit.details)).toEqual([
      {
        route: first.json().triage.route,
        previousRoute: intake.json().triage.route,
        score: first.json().triage.score,
        previousScore: intake.json().triage.score,
        cause: 'recheck',
      },
    ]);
    expect(first.json().triage.route).not.toBe(intake.json().triage.route);
    const organizationId = await organisationIdOf(t, 'demo.test');
    for (const audit of audits) {
      expect(audit).toMatchObject({
        organizationId,
        actorUserId: first.json().recheck.checkedBy.id,
        subjectType: 'claim_check',
      });
    }
  });

  it("keeps the provider's answer as received, its keys in the provider's order, for the check and each re-check", async () => {
    const cookie = await t.signIn('member@demo.test');
    const imei = makeImei();
    const intake = await t.post('/api/v1/checks', makeIntake({ imei }), { cookie });
    expect(intake.statusCode, intake.body).toBe(201);
    const { id } = intake.json();
    const rechecked = await recheck(id, cookie);
    expect(rechecked.statusCode, rechecked.body).toBe(201);

    // The simulator answers in the provider's order (serial, serialdetails, checkmendlastsearched, ...), which is
    // not alphabetical, nor the length-then-name order jsonb would store.
    const providerOrder = keyOrder(cleanSearchResponse(imei));
    const detail = (await t.get(`/api/v1/checks/${id}`, { cookie })).json();
    expect(keyOrder(detail.report.raw)).toEqual(providerOrder);
    expect(keyOrder(detail.rechecks[0].fullResponse)).toEqual(providerOrder);
    expect(keyOrder(rechecked.json().recheck.fullResponse)).toEqual(providerOrder);
  });

  it('takes a fact the original check did not report for no change: the device did not change', async () => {
    const [check] = await insertChecks(t, { imei: () => scenarioImei('lock-activated') });
    await t.services.db.execute(
      sql`update claim_checks set find_my_iphone_status = null, is_blocked = null where id = ${check?.id}`,
    );
    const response = await recheck(check?.id, await t.signIn('member@demo.test'));
    expect(response.json().changes).toEqual([]);
    expect(response.json().recheck).toMatchObject({ lockStatus: 'activated', isBlocked: false });
  });

  it("stores nothing and answers 'Check Failed' when the provider fails", async () => {
    const [check] = await insertChecks(t, { imei: () => scenarioImei('provider-unavailable') });
    const before = await countIntakeRows(t.services.db);
    const response = await recheck(check?.id, await t.signIn('member@demo.test'));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'PROVIDER_ERROR', title: intakeMessages.checkFailedTitle });
    expect(await countRechecks()).toBe(0);
    expect(await countIntakeRows(t.services.db)).toEqual(before);
  });

  it.each([
    ['the history row', 'claim_recheck_history'],
    ['its audit event', 'audit_events'],
  ])(
    "answers 'Failed to save re-check history' and stores nothing when saving %s fails",
    async (_step, table) => {
      const [check] = await insertChecks(t);
      const cookie = await t.signIn('member@demo.test');
      const before = await countIntakeRows(t.services.db);
      const removeFault = await failInsertsInto(t, table);
      try {
        const response = await recheck(check?.id, cookie);
        expect(response.statusCode).toBe(500);
        expect(response.json()).toMatchObject({
          code: 'RECHECK_HISTORY_NOT_SAVED',
          title: reviewMessages.recheckFailedTitle,
          message: 'Failed to save re-check history',
        });
      } finally {
        await removeFault();
      }
      expect(await countRechecks()).toBe(0);
      expect(await recheckAudits(check?.id ?? '')).toEqual([]);
      expect(await countIntakeRows(t.services.db)).toEqual(before);

      // Nothing was left half-done: the next re-check saves its history.
      const retry = await recheck(check?.id, cookie);
      expect(retry.statusCode, retry.body).toBe(201);
      expect(await countRechecks()).toBe(1);
    },
  );

  it("answers 404 for another organisation's check, 400 for a malformed id, 401 signed out", async () => {
    const [foreign] = await insertChecks(t, { domain: 'other.test' });
    const cookie = await t.signIn('member@demo.test');
    for (const id of [foreign?.id, randomUUID()]) {
      const response = await recheck(id, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(reviewMessages.checkNotFound);
    }
    expect((await recheck('x', cookie)).statusCode).toBe(400);
    expect((await recheck(foreign?.id)).statusCode).toBe(401);
    expect(await countRechecks()).toBe(0);
  });
});
