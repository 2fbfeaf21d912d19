import type { DashboardSummaryQuery } from '@/domain/contracts/dashboard-summary';
import { buildBreakdown } from '@/domain/dashboard-breakdown';
import { type PeriodWindow, periodWindow, todayUtc, trendBuckets } from '@/domain/dashboard-period';
import type { TenantContext } from '@/server/auth/tenant-context';
import { talliedTotal } from '@/server/db/tallies';
import { countDashboardGroups, countDashboardTrend, countOpenAlerts, type DashboardCard } from './queries';

/** The name each dashboard card gives records without a label. */
const MISSING_LABEL: Record<DashboardCard, string> = {
  review: 'Unspecified',
  settled: 'No notes',
  denied: 'Unspecified',
};

type TrendCounts = Awaited<ReturnType<typeof countDashboardTrend>>;

/** One point per bucket of the period, empty buckets too; all time starts at the first bucket with a record. */
function fillTrend(counts: TrendCounts, window: PeriodWindow) {
  const first =
    window.from ??
    counts.reduce<string | null>((min, { start }) => (!min || start < min ? start : min), null);
  if (!first) return [];
  const points = new Map(
    trendBuckets(first, window.to, window.bucket).map((start) => [
      start,
      { start, checks: 0, settled: 0, denied: 0 },
    ]),
  );
  const field = { review: 'checks', settled: 'settled', denied: 'denied' } as const;
  for (const { start, card, count } of counts) {
    const point = points.get(start);
    if (point) point[field[card]] += count;
  }
  return [...points.values()];
}

/** The dashboard home for a period: the open checks and alerts, the three cards, the share of red verdicts and the trend. */
export async function loadDashboardSummary(tenant: TenantContext, query: DashboardSummaryQuery) {
  const window = periodWindow(query.period, todayUtc());
  const { organisationId } = tenant;
  const [openChecks, openAlerts, groups, trend] = await tenant.readAll(
    (tx) => talliedTotal(tx, organisationId, 'claim_checks'),
    (tx) => countOpenAlerts(tx, organisationId),
    (tx) => countDashboardGroups(tx, organisationId, window),
    (tx) => countDashboardTrend(tx, organisationId, window),
  );
  const breakdownOf = (card: DashboardCard) =>
    buildBreakdown(
      groups.filter((group) => group.card === card),
      MISSING_LABEL[card],
    );
  return {
    period: { name: query.period, ...window },
    openChecks,
    openAlerts,
    inReview: breakdownOf('review'),
    settled: breakdownOf('settled'),
    denied: breakdownOf('denied'),
    redVerdicts: groups.reduce((sum, group) => sum + (group.card === 'review' ? group.red : 0), 0),
    trend: fillTrend(trend, window),
  };
}
