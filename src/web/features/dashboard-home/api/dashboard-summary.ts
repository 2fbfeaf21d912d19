import { useQuery } from '@tanstack/react-query';
import type { Breakdown } from '../../../../domain/dashboard-breakdown';
import { api } from '../../../lib/api-client';

export interface DashboardSummary {
  inReview: Breakdown;
  settled: Breakdown;
  denied: Breakdown;
}

export function useDashboardSummary() {
  return useQuery({
    queryKey: ['dashboard-summary'],
    queryFn: () => api.get<DashboardSummary>('/api/v1/dashboard-summary'),
  });
}
