import { useQuery } from '@tanstack/react-query';
import { DeviceSearchBudgetReply, DeviceSearchSummaryReply } from '@/domain/contracts/device-searches';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** The searches since `from` (a UTC day), per path and per person; read on every visit, as searches go on. */
export function useDeviceSearchSummary(from: string) {
  return useQuery({
    queryKey: queryKeys.deviceSearchSummary(from),
    queryFn: () =>
      api.get(`/api/v1/device-searches/summary?from=${encodeURIComponent(from)}`, DeviceSearchSummaryReply),
    staleTime: 0,
  });
}

/** This month's searches against the organisation's monthly budget; read on every visit, as searches go on. */
export function useDeviceSearchBudget() {
  return useQuery({
    queryKey: queryKeys.deviceSearchBudget(),
    queryFn: () => api.get('/api/v1/device-searches/budget', DeviceSearchBudgetReply),
    staleTime: 0,
  });
}
