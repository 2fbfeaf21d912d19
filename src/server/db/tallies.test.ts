import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeImei } from '../../../tests/fixtures/make-imei';
import { insertChecks, organisationIdOf, send } from '../../../tests/support/review-test-support';
import { setupTestApp } from '../../../tests/support/test-app';
import { TALLIED, TALLIED_BY_DAY } from './schema/tallies';
import { talliedLabels, talliedTotal } from './tallies';
import { withTenant } from './tenant';

const t = setupTestApp();

/** The tallies as the organisation's tenant reads them. */
const tallyOf = (organisationId: string) =>
  withTenant(t.services.db, organisationId, (tx) => talliedTotal(tx, organisationId, 'claim_checks'));

/** The same figures counted the slow way, straight from the tables. */
async function countedLabels(organisationId: string) {
  const counted: Array<{ table: string; label: string; count: number }> = [];
  for (const [table, column] of Object.entries(TALLIED)) {
    const label = column ? sql.raw(`coalesce(nullif(trim(${column}), ''), '')`) : sql`''`;
    const result = (await t.services.db.execute(
      sql`select ${label} as label, count(*)::int as count from ${sql.raw(table)}
          where organization_id = ${organisationId} group by 1`,
    )) as unknown as { rows: Array<{ label: string; count: number }> };
    for (const row of result.rows) counted.push({ table, label: row.label, count: Number(row.count) });
  }
  return counted;
}

interface DayCount {
  table: string;
  day: string;
  label: string;
  count: number;
  red: number;
}

type Rows<T> = { rows: T[] };

/** How a record's date is bucketed: by UTC day (the daily tallies) or by week from Monday (their weekly roll-ups). */
const BUCKETS = {
  day: { tallies: sql`organization_daily_tallies`, start: sql`day`, of: (day: SQL) => day },
  week: {
    tallies: sql`organization_weekly_tallies`,
    start: sql`week`,
    of: (day: SQL) => sql`${day} - (${day} - date '2000-01-03') % 7`,
  },
};

/**
 * The daily tallies or their weekly roll-ups (without the days or weeks that went to zero), and the same figures
 * counted from the tables; `day` is the first day of the bucket.
 */
async function talliesAndCounts(organisationId: string, bucket: keyof typeof BUCKETS = 'day') {
  const db = t.services.db;
  const { tallies, start, of } = BUCKETS[bucket];
  const tallied = (await db.execute(
    sql`select table_name as "table", ${start}::text as day, label, count::int as count, red::int as red
        from ${tallies} where organization_id = ${organisationId} and count <> 0`,
  )) as unknown as Rows<DayCount>;
  const counted: DayCount[] = [];
  for (const [table, dateColumn] of Object.entries(TALLIED_BY_DAY)) {
    const label = TALLIED[table as keyof typeof TALLIED];
    const red = table === 'claim_checks' ? sql`count(*) filter (where certificate_result = 'red')` : sql`0`;
    const day = of(sql`(${sql.raw(dateColumn)} at time zone 'UTC')::date`);
    const result = (await db.execute(
      sql`select ${table} as "table", (${day})::text as day,
            coalesce(nullif(trim(${sql.raw(`${label}`)}), ''), '') as label, count(*)::int as count, ${red}::int as red
          from ${sql.raw(table)} where organization_id = ${organisationId} group by 1, 2, 3`,
    )) as unknown as Rows<DayCount>;
    counted.push(...result.rows);
  }
  const order = (rows: DayCount[]) =>
    rows
      .map((row) => ({ ...row, count: Number(row.count), red: Number(row.red) }))
      .sort((a, b) => `${a.table}/${a.day}/${a.label}`.localeCompare(`${b.table}/${b.day}/${b.label}`));
  return { tallied: order(tallied.rows), counted: order(counted) };
}

const sorted = <T extends { table: string; label: string }>(rows: T[]) =>
  [...rows].sort((a, b) => `${a.table}/${a.label}`.localeCompare(`${b.table}/${b.label}`));

describe('organisation tallies', () => {
  it('stay equal to the counted rows through intakes, claim-type changes, settles, denies and deletes', async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const member = await t.signIn('member@demo.test');
    const superAdmin = await t.signIn('super@demo.test');
    const checks = await insertChecks(t, { count: 6, claimType: null });
    await insertChecks(t, { count: 2, domain: 'other.test' });
    const [first, second, third, fourth, fifth] = checks;

    await send(t, {
      method: 'PATCH',
      url: `/api/v1/checks/${first?.id}/claim-type`,
      cookie: member,
      payload: { claimType: 'Theft' },
    });
    const settle = (id: string | undefined, body: unknown) =>
      t.post(`/api/v1/checks/${id}/settlement`, body, { cookie: member });
    expect((await settle(second?.id, { includesReplacement: false, notes: '  Screen  ' })).statusCode).toBe(
      201,
    );
    const replacement = { imei: makeImei(), make: 'Apple', model: 'X', color: 'Red', storage: '64GB' };
    expect((await settle(third?.id, { includesReplacement: true, replacement })).statusCode).toBe(201);
    const denial = await t.post(
      `/api/v1/checks/${fourth?.id}/denial`,
      { denialReason: 'Device blocked' },
      { cookie: member },
    );
    expect(denial.statusCode).toBe(201);
    expect(
      (await send(t, { method: 'DELETE', url: `/api/v1/checks/${fifth?.id}`, cookie: superAdmin }))
        .statusCode,
    ).toBe(204);

    const tallied = (
      await withTenant(t.services.db, organisationId, (tx) => talliedLabels(tx, organisationId))
    ).map((row) => ({
      ...row,
      count: Number(row.count),
    }));
    expect(sorted(tallied)).toEqual(sorted(await countedLabels(organisationId)));
    expect(sorted(tallied)).toEqual(
      sorted([
        { table: 'claim_checks', label: 'Theft', count: 1 },
        { table: 'claim_checks', label: '', count: 1 },
        { table: 'settled_claims', label: 'Screen', count: 1 },
        { table: 'settled_claims', label: '', count: 1 },
        { table: 'denied_claims', label: 'Device blocked', count: 1 },
        { table: 'replacement_devices', label: '', count: 1 },
      ]),
    );
    expect(await tallyOf(organisationId)).toBe(2);
    expect(await tallyOf(await organisationIdOf(t, 'other.test'))).toBe(2);

    const daily = await talliesAndCounts(organisationId);
    expect(daily.tallied).toEqual(daily.counted);
    const weekly = await talliesAndCounts(organisationId, 'week');
    expect(weekly.tallied).toEqual(weekly.counted);
    expect(weekly.tallied.length).toBeGreaterThan(0);
    expect(daily.tallied.map(({ table, label, count }) => ({ table, label, count }))).toEqual(
      expect.arrayContaining([
        { table: 'claim_checks', label: 'Theft', count: 1 },
        { table: 'settled_claims', label: 'Screen', count: 1 },
        { table: 'denied_claims', label: 'Device blocked', count: 1 },
      ]),
    );
  });

  it('count per day and per week the day a record is dated, and follow a change of date or verdict', async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const [check, other] = await insertChecks(t, { count: 2, claimType: 'Theft' });
    const dateCheck = (id: string | undefined, createdAt: string, verdict: 'red' | 'green') =>
      t.services.db.execute(
        sql`update claim_checks set created_at = ${createdAt}, certificate_result = ${verdict} where id = ${id}`,
      );
    // A Saturday's last moment and the Sunday after: two days, one week (from Monday 2026-01-26).
    await dateCheck(check?.id, '2026-01-31T23:59:59.999Z', 'red');
    await dateCheck(other?.id, '2026-02-01T00:00:00Z', 'green');
    const daily = await talliesAndCounts(organisationId);
    expect(daily.tallied).toEqual(daily.counted);
    expect(daily.tallied).toEqual([
      { table: 'claim_checks', day: '2026-01-31', label: 'Theft', count: 1, red: 1 },
      { table: 'claim_checks', day: '2026-02-01', label: 'Theft', count: 1, red: 0 },
    ]);
    expect((await talliesAndCounts(organisationId, 'week')).tallied).toEqual([
      { table: 'claim_checks', day: '2026-01-26', label: 'Theft', count: 2, red: 1 },
    ]);

    // Into the next week (Monday), and the red verdict goes green.
    await dateCheck(check?.id, '2026-02-02T00:00:00Z', 'green');
    const weekly = await talliesAndCounts(organisationId, 'week');
    expect(weekly.tallied).toEqual(weekly.counted);
    expect(weekly.tallied).toEqual([
      { table: 'claim_checks', day: '2026-01-26', label: 'Theft', count: 1, red: 0 },
      { table: 'claim_checks', day: '2026-02-02', label: 'Theft', count: 1, red: 0 },
    ]);
  });

  it('roll back with the transaction that changed the rows', async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    await insertChecks(t, { count: 3 });
    await t.services.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from claim_checks where organization_id = ${organisationId}`);
        throw new Error('abandoned');
      })
      .catch(() => {});
    expect(await tallyOf(organisationId)).toBe(3);
  });
});
