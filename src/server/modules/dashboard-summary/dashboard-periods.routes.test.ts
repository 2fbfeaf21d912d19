import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildBreakdown } from '@/domain/dashboard-breakdown';
import {
  bucketStart,
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  periodWindow,
  todayUtc,
  trendBuckets,
} from '@/domain/dashboard-period';
import { claimChecks } from '@/server/db/schema/checks';
import { makeDeniedClaim, makeSettledClaim } from '../../../../tests/fixtures/make-claim-records';
import { tally } from '../../../../tests/fixtures/make-tally';
import { insertChecks, organisationIdOf, send } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

async function summary(period: DashboardPeriod, email = 'member@demo.test') {
  const response = await t.get(`/api/v1/dashboard-summary?period=${period}`, {
    cookie: await t.signIn(email),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const DAY_MS = 86_400_000;
/** `day` (YYYY-MM-DD) moved by `days`. */
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const at = (day: string, time = '12:00:00.000') => new Date(`${day}T${time}Z`);

/** A check of `domain` recorded at `when`, with a red or green device-history verdict. */
async function checkAt(when: Date, options: { claimType: string; red?: boolean; domain?: string }) {
  const [check] = await insertChecks(t, { claimType: options.claimType, domain: options.domain });
  if (!check) throw new Error('no check inserted');
  await t.services.db
    .update(claimChecks)
    .set({ createdAt: when, certificateResult: options.red ? 'red' : 'green' })
    .where(eq(claimChecks.id, check.id));
}

/** A check, a settlement and a denial at `when`, each labelled `name`. */
async function recordsAt(when: Date, name: string, domain = 'demo.test') {
  const organisationId = await organisationIdOf(t, domain);
  await checkAt(when, { claimType: name, red: true, domain });
  await makeSettledClaim(t.services.db, { organisationId, notes: name, settledAt: when });
  await makeDeniedClaim(t.services.db, { organisationId, denialReason: name, deniedAt: when });
}

type Card = 'review' | 'settled' | 'denied';

/**
 * The dashboard of `period` counted the slow way, from the organisation's records themselves: each card by label,
 * the red verdicts and the trend's points.
 */
async function countedSummary(organisationId: string, period: DashboardPeriod) {
  const { from, to, bucket } = periodWindow(period, todayUtc());
  const dayOf = (column: string) => sql.raw(`(${column} at time zone 'UTC')::date::text`);
  const result = (await t.services.db.execute(sql`
    select 'review' as card, ${dayOf('created_at')} as day, claim_type as label, certificate_result = 'red' as red
      from claim_checks where organization_id = ${organisationId}
    union all select 'settled', ${dayOf('settled_at')}, notes, false
      from settled_claims where organization_id = ${organisationId}
    union all select 'denied', ${dayOf('denied_at')}, denial_reason, false
      from denied_claims where organization_id = ${organisationId}`)) as unknown as {
    rows: Array<{ card: Card; day: string; label: string | null; red: boolean }>;
  };
  const records = result.rows.filter(({ day }) => (from === null || day >= from) && day <= to);
  const cardOf = (card: Card, missingLabel: string) =>
    buildBreakdown(
      records.filter((record) => record.card === card).map(({ label }) => ({ label, count: 1 })),
      missingLabel,
    );
  const first = from ?? records.map(({ day }) => day).sort()[0];
  const trend = first
    ? trendBuckets(first, to, bucket).map((start) => {
        const inBucket = (card: Card) =>
          records.filter((record) => record.card === card && bucketStart(record.day, bucket) === start)
            .length;
        return {
          start,
          checks: inBucket('review'),
          settled: inBucket('settled'),
          denied: inBucket('denied'),
        };
      })
    : [];
  return {
    inReview: cardOf('review', 'Unspecified'),
    settled: cardOf('settled', 'No notes'),
    denied: cardOf('denied', 'Unspecified'),
    redVerdicts: records.filter(({ red }) => red).length,
    trend,
  };
}

/** Every period's dashboard, as the app answers it and as counted from the records. */
async function expectEveryPeriodCounted(organisationId: string) {
  for (const period of DASHBOARD_PERIODS) {
    const { inReview, settled, denied, redVerdicts, trend } = await summary(period);
    expect({ period, inReview, settled, denied, redVerdicts, trend }).toEqual({
      period,
      ...(await countedSummary(organisationId, period)),
    });
  }
}

describe('GET /api/v1/dashboard-summary?period=…: the dashboard for a period', () => {
  it('gives every period the figures counted from the records, through intake, settling, denial and deletion', async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const today = todayUtc();
    // Records over two years, on days inside and at both ends of whole weeks, so a year and all time read some
    // weeks from the weekly roll-ups and some days from the daily tallies.
    for (const [n, daysAgo] of [0, 1, 3, 6, 7, 8, 13, 29, 40, 89, 95, 200, 364, 365, 370, 700].entries())
      await recordsAt(at(shift(today, -daysAgo)), `Label ${n % 3}`);
    // Dated after today (a clock ahead): in no period, though it may fall in this week.
    await recordsAt(at(shift(today, 1)), 'Tomorrow');
    await insertChecks(t, { count: 2, domain: 'other.test' });
    await expectEveryPeriodCounted(organisationId);

    const member = await t.signIn('member@demo.test');
    const [settling, denying, deleting] = await insertChecks(t, { count: 4, claimType: ' Theft ' });
    await expectEveryPeriodCounted(organisationId);
    const settled = await t.post(
      `/api/v1/checks/${settling?.id}/settlement`,
      { includesReplacement: false, notes: 'Screen' },
      { cookie: member },
    );
    expect(settled.statusCode).toBe(201);
    const denied = await t.post(
      `/api/v1/checks/${denying?.id}/denial`,
      { denialReason: 'Device blocked' },
      { cookie: member },
    );
    expect(denied.statusCode).toBe(201);
    const deleted = await send(t, {
      method: 'DELETE',
      url: `/api/v1/checks/${deleting?.id}`,
      cookie: await t.signIn('super@demo.test'),
    });
    expect(deleted.statusCode).toBe(204);
    await expectEveryPeriodCounted(organisationId);
    expect((await summary('7d')).settled.rows).toContainEqual({ label: 'Screen', count: 1, value: 'Screen' });
  });

  it.each(['7d', '30d', '90d', '12m'] as const)(
    '%s counts the records of its first day from midnight (UTC) and none of the day before',
    async (period) => {
      const { from } = periodWindow(period, todayUtc());
      if (!from) throw new Error('a bounded period');
      await recordsAt(at(from, '00:00:00.000'), 'Inside');
      await recordsAt(at(shift(from, -1), '23:59:59.999'), 'Outside');

      const body = await summary(period);
      expect(body.period).toEqual({
        name: period,
        from,
        to: todayUtc(),
        bucket: period === '12m' ? 'week' : 'day',
      });
      expect(body.inReview).toEqual(tally(['Inside', 1]));
      expect(body.settled).toEqual(tally(['Inside', 1]));
      expect(body.denied).toEqual(tally(['Inside', 1]));
      expect(body.redVerdicts).toBe(1);
      expect(body.openChecks).toBe(2);

      const all = await summary('all');
      expect(all.inReview).toEqual(tally(['Inside', 1], ['Outside', 1]));
      expect(all.redVerdicts).toBe(2);
    },
  );

  it('counts today, and a check moved out of the period by a change of its date leaves it', async () => {
    const today = todayUtc();
    await recordsAt(at(today, '23:59:59.999'), 'Today');
    await checkAt(at(today, '00:00:00.000'), { claimType: 'Moved' });
    expect((await summary('7d')).inReview).toEqual(tally(['Moved', 1], ['Today', 1]));

    await t.services.db
      .update(claimChecks)
      .set({ createdAt: at(shift(today, -7)) })
      .where(eq(claimChecks.claimType, 'Moved'));
    expect((await summary('7d')).inReview).toEqual(tally(['Today', 1]));
  });

  it('gives the short periods a point per day, every day of the period, oldest first', async () => {
    const today = todayUtc();
    await recordsAt(at(today), 'A');
    await checkAt(at(today, '01:00:00.000'), { claimType: 'B' });
    await recordsAt(at(shift(today, -2)), 'C');

    const { trend } = await summary('30d');
    expect(trend).toHaveLength(30);
    expect(trend[0]).toEqual({ start: shift(today, -29), checks: 0, settled: 0, denied: 0 });
    expect(trend.at(-3)).toEqual({ start: shift(today, -2), checks: 1, settled: 1, denied: 1 });
    expect(trend.at(-2)).toEqual({ start: shift(today, -1), checks: 0, settled: 0, denied: 0 });
    expect(trend.at(-1)).toEqual({ start: today, checks: 2, settled: 1, denied: 1 });
    expect((await summary('7d')).trend).toHaveLength(7);
    expect((await summary('90d')).trend).toHaveLength(90);
  });

  it('gives 12 months and all time a point per week, from Monday, counting the days of the period only', async () => {
    const { from } = periodWindow('12m', todayUtc());
    if (!from) throw new Error('a bounded period');
    const monday = (day: string) => shift(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
    const firstMonday = monday(from);
    // The week holding the period's first day also holds days before it (unless it starts on a Monday).
    await recordsAt(at(from), 'First day');
    await recordsAt(at(shift(from, -1)), 'Day before');
    await recordsAt(at(shift(firstMonday, 7)), 'Second week');
    await recordsAt(at(shift(firstMonday, 13)), 'Second week');

    const year = await summary('12m');
    expect(year.trend[0]).toEqual({ start: firstMonday, checks: 1, settled: 1, denied: 1 });
    expect(year.trend[1]).toEqual({ start: shift(firstMonday, 7), checks: 2, settled: 2, denied: 2 });
    expect(year.trend.at(-1).start).toBe(monday(todayUtc()));
    expect(year.trend.every((point: { start: string }) => point.start === monday(point.start))).toBe(true);

    const all = await summary('all');
    const dayBefore = firstMonday === from ? 1 : 0;
    expect(all.trend[0]).toEqual({
      start: monday(shift(from, -1)),
      checks: 1 + (1 - dayBefore),
      settled: 1 + (1 - dayBefore),
      denied: 1 + (1 - dayBefore),
    });
    expect(all.trend).toHaveLength(year.trend.length + dayBefore);
  });

  it("never counts another organisation's records, in the cards, the red verdicts or the trend", async () => {
    const today = todayUtc();
    await recordsAt(at(today), 'Ours');
    await recordsAt(at(today), 'Theirs', 'other.test');
    await recordsAt(at(shift(today, -3)), 'Theirs', 'other.test');

    for (const period of ['7d', 'all'] as const) {
      const body = await summary(period);
      expect(body.inReview).toEqual(tally(['Ours', 1]));
      expect(body.settled).toEqual(tally(['Ours', 1]));
      expect(body.denied).toEqual(tally(['Ours', 1]));
      expect(body.redVerdicts).toBe(1);
      expect(body.openChecks).toBe(1);
      const counted = body.trend.reduce(
        (sum: number, point: { checks: number; settled: number; denied: number }) =>
          sum + point.checks + point.settled + point.denied,
        0,
      );
      expect(counted).toBe(3);
    }
    expect((await summary('7d', 'admin@other.test')).inReview).toEqual(tally(['Theirs', 2]));
  });
});
