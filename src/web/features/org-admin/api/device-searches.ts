import { useQuery } from '@tanstack/react-query';
import { deviceSearchBudget, deviceSearchSummary } from '@/domain/contracts/device-searches';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** The searches since `from` (a UTC day), per path and per person; read on every visit, as searches go on. */
export function useDeviceSearchSummary(from: string) {
  return useQuery({
    queryKey: queryKeys.deviceSearchSummary(from),
    queryFn: () => api.call(deviceSearchSummary, { query: { from } }),
    staleTime: 0,
  });
}

/** This month's searches against the organisation's monthly budget; read on every visit, as searches go on. */
export function useDeviceSearchBudget() {
  return useQuery({
    queryKey: queryKeys.deviceSearchBudget(),
    queryFn: () => api.call(deviceSearchBudget),
    staleTime: 0,
  });
}
