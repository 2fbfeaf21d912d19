import type { DashboardSummary } from '@/domain/contracts/dashboard-summary';

type Period = DashboardSummary['period'];

/** A register's address filtered to `filters` and the period's days (all time adds no dates). */
function registerHref(path: string, period: Period, filters: Record<string, string>): string {
  const query = new URLSearchParams(filters);
  if (period.from) {
    query.set('from', period.from);
    query.set('to', period.to);
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Claims Review narrowed to a claim type (or to the red verdicts) within the period. */
export const reviewHref = (period: Period, filters: { claimType: string } | { verdict: 'red' }) =>
  registerHref('/dashboard/check-history', period, filters);

/** Denied Claims narrowed to a denial reason within the period. */
export const deniedHref = (period: Period, reason: string) =>
  registerHref('/dashboard/denied-claims', period, { reason });
