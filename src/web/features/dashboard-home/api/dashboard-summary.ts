import { useQuery } from '@tanstack/react-query';
import { DashboardSummaryReply } from '@/domain/contracts/dashboard-summary';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** Fetched again on every visit: colleagues settle and deny all day, and the figures are one cheap query. */
export function useDashboardSummary() {
  return useQuery({
    queryKey: queryKeys.dashboardSummary(),
    queryFn: () => api.get('/api/v1/dashboard-summary', DashboardSummaryReply),
    staleTime: 0,
  });
}
