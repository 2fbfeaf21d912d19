import { isNull, type SQL, sql } from 'drizzle-orm';
import { type PeriodWindow, splitIntoWeeks } from '@/domain/dashboard-period';
import { alerts } from '@/server/db/schema/monitoring';
import {
  organizationDailyTallies as daily,
  type TalliedByDayTable,
  organizationWeeklyTallies as weekly,
} from '@/server/db/schema/tallies';
import { listTotal } from '@/server/db/tallies';
import type { TenantTx } from '@/server/db/tenant';

export type DashboardCard = 'review' | 'settled' | 'denied';

const CARD_OF: Record<TalliedByDayTable, DashboardCard> = {
  claim_checks: 'review',
  settled_claims: 'settled',
  denied_claims: 'denied',
};

/** A day's week, from Monday (2000-01-03 was one): integer arithmetic on dates, cheaper than date parts. */
const weekOf = sql`day - (day - date '2000-01-03') % 7`;

/**
 * The tally rows that count each day of `window` once, with the first day of the trend bucket each falls in: where
 * `wholeWeeks` allows, the whole weeks inside it from the weekly roll-ups (migration 0042), else and at its ends the
 * days from the daily tallies, which triggers keep exact, so no record is counted per request.
 */
function rowsCovering(organisationId: string, window: PeriodWindow, wholeWeeks: boolean): SQL {
  const { weeks, days } = wholeWeeks ? splitIntoWeeks(window) : { weeks: null, days: [window] };
  const dayStart = window.bucket === 'week' ? weekOf : sql`day`;
  const parts = days.map(
    (range) => sql`select ${dayStart} as start, table_name, label, count, red from ${daily}
      where organization_id = ${organisationId}${range.from ? sql` and day >= ${range.from}` : sql``} and day <= ${range.to}`,
  );
  if (weeks)
    parts.push(sql`select week as start, table_name, label, count, red from ${weekly}
      where organization_id = ${organisationId}${weeks.from ? sql` and week >= ${weeks.from}` : sql``} and week <= ${weeks.to}`);
  return sql.join(parts, sql` union all `);
}

/** Sums come back as text (bigint) from PostgreSQL. */
async function sumRows<Row>(tx: TenantTx, query: SQL): Promise<Row[]> {
  const result = (await tx.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * The cards' figures for a period: open checks by claim type (with how many of them have a red verdict), settled
 * claims by notes, denied claims by denial reason. A missing or blank label comes back as null.
 */
export async function countDashboardGroups(tx: TenantTx, organisationId: string, window: PeriodWindow) {
  const rows = await sumRows<{ table: TalliedByDayTable; label: string; count: string; red: string }>(
    tx,
    sql`select table_name as "table", label, sum(count) as count, sum(red) as red
      from (${rowsCovering(organisationId, window, true)}) covering
      group by table_name, label having sum(count) > 0`,
  );
  return rows.map(({ table, label, count, red }) => ({
    card: CARD_OF[table],
    label: label === '' ? null : label,
    count: Number(count),
    red: Number(red),
  }));
}

/** The trend for a period: per day or per week (from Monday) and table, how many records it dates. */
export async function countDashboardTrend(tx: TenantTx, organisationId: string, window: PeriodWindow) {
  const rows = await sumRows<{ start: string; table: TalliedByDayTable; count: string }>(
    tx,
    sql`select start::text as start, table_name as "table", sum(count) as count
      from (${rowsCovering(organisationId, window, window.bucket === 'week')}) covering
      group by start, table_name having sum(count) > 0`,
  );
  return rows.map(({ start, table, count }) => ({ start, card: CARD_OF[table], count: Number(count) }));
}

/** The organisation's monitoring alerts nobody has reviewed yet, whatever the period (few: each is worked by hand). */
export function countOpenAlerts(tx: TenantTx, organisationId: string) {
  return listTotal(tx, alerts, organisationId, isNull(alerts.reviewedAt));
}
