import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deviceSearchMessages } from '@/domain/device-search-messages';
import { organizations } from '@/server/db/schema/organisations';
import { mailOutbox } from '@/server/db/schema/platform';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { setupControlledDeviceHistory } from '../../../../tests/support/idempotency-test-support';
import {
  makeWatch,
  queuedSearchJobs,
  setMonitoring,
  workSearchJobs,
} from '../../../../tests/support/monitoring-test-support';
import { organisationIdOf, send } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const deviceHistory = setupControlledDeviceHistory();
const t = setupTestApp({ deviceHistory: deviceHistory.provider });
const SETTINGS = '/api/v1/organisation-settings';
const BUDGET = '/api/v1/device-searches/budget';

const putSettings = (payload: unknown, cookie: string) =>
  send(t, { method: 'PUT', url: SETTINGS, cookie, payload });

const monthStart = () => `${new Date().toISOString().slice(0, 8)}01`;

/** Searches of this month already in the ledger (answered, charged), as if made earlier in the month. */
async function spendEarlier(organisationId: string, searches: number) {
  await t.services.db.execute(
    sql`insert into device_searches (organization_id, path, imei, imei_key, state, charged, sent_at, ended_at)
        select ${organisationId}, 'intake', '35' || lpad(n::text, 13, '0'), '35' || lpad(n::text, 12, '0'),
          'answered', true, ${monthStart()}::timestamptz + interval '1 minute', now()
        from generate_series(1, ${searches}) n`,
  );
}

/** The organisation's searches counting against this month's budget (in flight or maybe charged). */
async function spentThisMonth(organisationId: string) {
  const { rows } = (await t.services.db.execute(
    sql`select count(*)::int as n from device_searches
        where organization_id = ${organisationId} and charged and sent_at >= ${monthStart()}::timestamptz`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0]?.n ?? 0;
}

async function setBudget(searchMonthlyBudget: number) {
  const admin = await t.signIn('admin@demo.test');
  const response = await putSettings({ searchMonthlyBudget }, admin);
  expect(response.statusCode, response.body).toBe(200);
}

const warnings = () =>
  t.services.db
    .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'search-budget'));

const usedUp = { code: 'SEARCH_BUDGET_USED_UP', title: deviceSearchMessages.budgetUsedUpTitle };

describe("the organisation's monthly search budget", () => {
  it('lets concurrent intakes at the edge of the budget never pass it: the rest are refused, unsent and unstored', async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    await setBudget(10);
    await spendEarlier(organisationId, 8);
    const cookies = [await t.signIn('member@demo.test'), await t.signIn('admin@demo.test')];
    const intakes = Array.from({ length: 6 }, () => makeIntake());
    const replies = await Promise.all(
      intakes.map((intake, i) => t.post('/api/v1/checks', intake, { cookie: cookies[i % 2] ?? '' })),
    );

    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 201, 429, 429, 429, 429]);
    const refused = replies.find((reply) => reply.statusCode === 429);
    expect(refused?.json()).toMatchObject({ ...usedUp, message: deviceSearchMessages.budgetUsedUp(10) });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(intakes.map((intake) => deviceHistory.countSearches(intake.imei)).sort()).toEqual([
      0, 0, 0, 0, 1, 1,
    ]);
    expect(await spentThisMonth(organisationId)).toBe(10);
    const checks = (await t.get('/api/v1/checks?pageSize=25', { cookie: cookies[1] ?? '' })).json();
    expect(checks.total).toBe(2);
    expect((await t.get(BUDGET, { cookie: cookies[1] ?? '' })).json()).toEqual({
      month: monthStart().slice(0, 7),
      monthlyBudget: 10,
      spent: 10,
      state: 'used-up',
    });
  });

  it('refuses every charged path at 100 %: intake, re-check, re-verification and monitoring', async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const admin = await t.signIn('admin@demo.test');
    const intake = makeIntake();
    expect((await t.post('/api/v1/checks', intake, { cookie: admin })).statusCode).toBe(201);
    const check = (await t.get('/api/v1/checks?pageSize=25', { cookie: admin })).json().items[0];
    await setMonitoring(t, organisationId, 5);
    const watch = await makeWatch(t, organisationId);
    await setBudget(3);
    await spendEarlier(organisationId, 2);

    const fresh = makeIntake();
    const intakeReply = await t.post('/api/v1/checks', fresh, { cookie: admin });
    expect(intakeReply.statusCode).toBe(429);
    expect(intakeReply.json()).toMatchObject(usedUp);
    const recheck = await t.post(`/api/v1/checks/${check.id}/rechecks`, undefined, { cookie: admin });
    expect(recheck.statusCode).toBe(429);
    expect(recheck.json()).toMatchObject(usedUp);
    const verification = await t.post(
      '/api/v1/device-verifications',
      { imei: makeImei() },
      { cookie: admin },
    );
    expect(verification.statusCode).toBe(429);
    expect(verification.json()).toMatchObject(usedUp);

    // Monitoring's own budget has room, the organisation's has none: the slot is given back, nothing is searched.
    expect((await t.post('/api/v1/monitoring/runs', undefined, { cookie: admin })).json()).toMatchObject({
      queued: 1,
    });
    await workSearchJobs(t, await queuedSearchJobs(t));
    expect(deviceHistory.countSearches(watch.imei)).toBe(0);
    const { rows: slots } = (await t.services.db.execute(
      sql`select state from monitoring_searches where watched_device_id = ${watch.id}`,
    )) as unknown as { rows: { state: string }[] };
    expect(slots).toEqual([{ state: 'failed' }]);
    const settings = (await t.get('/api/v1/monitoring/settings', { cookie: admin })).json();
    expect(settings).toMatchObject({ spentThisMonth: 0, remainingThisMonth: 5 });

    expect(deviceHistory.countSearches(fresh.imei)).toBe(0);
    expect(await spentThisMonth(organisationId)).toBe(3);
    // Raised by an admin, searches go on at once.
    await setBudget(4);
    expect((await t.post('/api/v1/checks', fresh, { cookie: admin })).statusCode).toBe(201);
  });

  it("limits nothing by default, and leaves other organisations' searches out of the count", async () => {
    const admin = await t.signIn('admin@demo.test');
    expect((await t.get(BUDGET, { cookie: admin })).json()).toMatchObject({
      monthlyBudget: 0,
      state: 'unlimited',
    });
    await setBudget(1);
    const other = await t.signIn('member@other.test');
    expect((await t.post('/api/v1/checks', makeIntake(), { cookie: other })).statusCode).toBe(201);
    expect((await t.post('/api/v1/checks', makeIntake(), { cookie: other })).statusCode).toBe(201);
    expect((await t.post('/api/v1/checks', makeIntake(), { cookie: admin })).statusCode).toBe(201);
    expect((await t.post('/api/v1/checks', makeIntake(), { cookie: admin })).statusCode).toBe(429);
  });

  it('mails the org admins once a month when 80 % is used, and again the next month', async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const member = await t.signIn('member@demo.test');
    await setBudget(10);
    await spendEarlier(organisationId, 6);
    expect((await t.post('/api/v1/checks', makeIntake(), { cookie: member })).statusCode).toBe(201);
    await t.services.backgroundTasks.drain();
    expect(await warnings()).toEqual([]);
    expect((await t.get(BUDGET, { cookie: await t.signIn('admin@demo.test') })).json()).toMatchObject({
      spent: 7,
      state: 'within',
    });

    await Promise.all([
      t.post('/api/v1/checks', makeIntake(), { cookie: member }),
      t.post('/api/v1/checks', makeIntake(), { cookie: member }),
    ]);
    await t.services.backgroundTasks.drain();
    const sent = await warnings();
    expect(sent.map((mail) => mail.to)).toEqual(['admin@demo.test']);
    expect(sent[0]?.subject).toMatch(
      /^ClaimGuard: (80|90) % of this month's device-history search budget is used$/,
    );
    expect(sent[0]?.text).toContain('/dashboard/org-admin');
    expect((await t.get(BUDGET, { cookie: await t.signIn('admin@demo.test') })).json()).toMatchObject({
      spent: 9,
      state: 'warning',
    });

    expect((await t.post('/api/v1/checks', makeIntake(), { cookie: member })).statusCode).toBe(201);
    await t.services.backgroundTasks.drain();
    expect(await warnings()).toHaveLength(1);

    // A warning of last month does not count for this one.
    await t.services.db
      .update(organizations)
      .set({ searchBudgetWarnedMonth: '2020-01-01' })
      .where(eq(organizations.id, organisationId));
    await setBudget(11);
    expect((await t.post('/api/v1/checks', makeIntake(), { cookie: member })).statusCode).toBe(201);
    await t.services.backgroundTasks.drain();
    expect(await warnings()).toHaveLength(2);
  });
});

describe('PUT /api/v1/organisation-settings: searchMonthlyBudget', () => {
  it('saves the budget for org admins, audited, and leaves other organisations as they are', async () => {
    const admin = await t.signIn('admin@demo.test');
    const response = await putSettings({ searchMonthlyBudget: 500 }, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ searchMonthlyBudget: 500, registrySubmission: true });
    expect((await t.get(SETTINGS, { cookie: admin })).json()).toMatchObject({ searchMonthlyBudget: 500 });
    const { rows } = (await t.services.db.execute(
      sql`select details from audit_events where action = 'organisation.settings_changed' order by created_at desc limit 1`,
    )) as unknown as { rows: { details: unknown }[] };
    expect(rows[0]?.details).toEqual({ searchMonthlyBudget: 500 });
    const other = await t.signIn('admin@other.test');
    expect((await t.get(SETTINGS, { cookie: other })).json()).toMatchObject({ searchMonthlyBudget: 0 });
    // 0 is no limit again.
    expect((await putSettings({ searchMonthlyBudget: 0 }, admin)).json()).toMatchObject({
      searchMonthlyBudget: 0,
    });
  });

  it.each([-1, 1.5, 1_000_001, '100', null])(
    'refuses %s with 400 and changes nothing',
    async (searchMonthlyBudget) => {
      const admin = await t.signIn('admin@demo.test');
      const response = await putSettings({ searchMonthlyBudget }, admin);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      if (typeof searchMonthlyBudget === 'number')
        expect(response.json().message).toContain(deviceSearchMessages.budgetRange);
      expect((await t.get(SETTINGS, { cookie: admin })).json()).toMatchObject({ searchMonthlyBudget: 0 });
    },
  );

  it('refuses members the budget and its spend (403)', async () => {
    const member = await t.signIn('member@demo.test');
    expect((await putSettings({ searchMonthlyBudget: 5 }, member)).statusCode).toBe(403);
    expect((await t.get(BUDGET, { cookie: member })).statusCode).toBe(403);
    const organisationId = await organisationIdOf(t, 'demo.test');
    const [row] = await t.services.db
      .select({ budget: organizations.searchMonthlyBudget })
      .from(organizations)
      .where(eq(organizations.id, organisationId));
    expect(row?.budget).toBe(0);
  });
});
