import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { PeriodWindow } from '@/domain/dashboard-period';
import { alerts } from '@/server/db/schema/monitoring';
import { organizationDailyTallies as daily, type TalliedByDayTable } from '@/server/db/schema/tallies';
import { listTotal } from '@/server/db/tallies';
import type { TenantTx } from '@/server/db/tenant';

export type DashboardCard = 'review' | 'settled' | 'denied';

const CARD_OF: Record<TalliedByDayTable, DashboardCard> = {
  claim_checks: 'review',
  settled_claims: 'settled',
  denied_claims: 'denied',
};

const inWindow = (organisationId: string, window: PeriodWindow) =>
  and(
    eq(daily.organizationId, organisationId),
    window.from ? gte(daily.day, window.from) : undefined,
    lte(daily.day, window.to),
  );

/**
 * The cards' figures for a period: open checks by claim type (with how many of them have a red verdict), settled
 * claims by notes, denied claims by denial reason, summed from the organisation's daily tallies, which triggers keep
 * exact, so no record is counted per request. A missing or blank label comes back as null.
 */
export async function countDashboardGroups(tx: TenantTx, organisationId: string, window: PeriodWindow) {
  const rows = await tx
    .select({
      table: daily.tableName,
      label: daily.label,
      count: sql<string>`sum(${daily.count})`,
      red: sql<string>`sum(${daily.red})`,
    })
    .from(daily)
    .where(inWindow(organisationId, window))
    .groupBy(daily.tableName, daily.label)
    .having(sql`sum(${daily.count}) > 0`);
  return rows.map(({ table, label, count, red }) => ({
    card: CARD_OF[table],
    label: label === '' ? null : label,
    count: Number(count),
    red: Number(red),
  }));
}

/** A week's first day, Monday (2000-01-03 was one): integer arithmetic on dates, cheaper than date parts. */
const weekOf = sql`${daily.day} - (${daily.day} - date '2000-01-03') % 7`;

/** The trend for a period: per day or per week (from Monday) and table, how many records it dates. */
export async function countDashboardTrend(tx: TenantTx, organisationId: string, window: PeriodWindow) {
  const bucket = window.bucket === 'week' ? weekOf : sql`${daily.day}`;
  const rows = await tx
    .select({
      start: sql<string>`(${bucket})::text`,
      table: daily.tableName,
      count: sql<string>`sum(${daily.count})`,
    })
    .from(daily)
    .where(inWindow(organisationId, window))
    .groupBy(bucket, daily.tableName)
    .having(sql`sum(${daily.count}) > 0`);
  return rows.map(({ start, table, count }) => ({ start, card: CARD_OF[table], count: Number(count) }));
}

/** The organisation's monitoring alerts nobody has reviewed yet, whatever the period (few: each is worked by hand). */
export function countOpenAlerts(tx: TenantTx, organisationId: string) {
  return listTotal(tx, alerts, organisationId, isNull(alerts.reviewedAt));
}
