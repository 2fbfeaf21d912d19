import { useQuery } from '@tanstack/react-query';
import type { Breakdown } from '@/domain/dashboard-breakdown';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export interface DashboardSummary {
  inReview: Breakdown;
  settled: Breakdown;
  denied: Breakdown;
}

/** Fetched again on every visit: colleagues settle and deny all day, and the figures are one cheap query. */
export function useDashboardSummary() {
  return useQuery({
    queryKey: queryKeys.dashboardSummary(),
    queryFn: () => api.get<DashboardSummary>('/api/v1/dashboard-summary'),
    staleTime: 0,
  });
}
