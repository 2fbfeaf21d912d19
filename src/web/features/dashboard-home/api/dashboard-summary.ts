import { useQuery } from '@tanstack/react-query';
import { dashboardSummaryRead } from '@/domain/contracts/dashboard-summary';
import { type DashboardPeriod, DEFAULT_DASHBOARD_PERIOD } from '@/domain/dashboard-period';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** Fetched again on every visit: colleagues settle and deny all day, and the figures are a few cheap queries. */
export function useDashboardSummary(period: DashboardPeriod) {
  const query = { period: period === DEFAULT_DASHBOARD_PERIOD ? undefined : period };
  return useQuery({
    queryKey: queryKeys.dashboardSummary(period),
    queryFn: () => api.call(dashboardSummaryRead, { query }),
    staleTime: 0,
  });
}
