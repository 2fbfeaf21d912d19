import { useSearchParams } from 'react-router';
import { DASHBOARD_PERIODS, type DashboardPeriod, DEFAULT_DASHBOARD_PERIOD } from '@/domain/dashboard-period';

const isPeriod = (value: string | null): value is DashboardPeriod =>
  DASHBOARD_PERIODS.some((period) => period === value);

/** The dashboard's period, kept in the address (`?period=30d`) so a reload or a shared link shows the same figures. */
export function useDashboardPeriod(): DashboardPeriod {
  const [params] = useSearchParams();
  const asked = params.get('period');
  return isPeriod(asked) ? asked : DEFAULT_DASHBOARD_PERIOD;
}

/** The dashboard's address for `period` (the default period needs no parameter). */
export const dashboardHref = (period: DashboardPeriod) =>
  period === DEFAULT_DASHBOARD_PERIOD ? '/dashboard' : `/dashboard?period=${period}`;
