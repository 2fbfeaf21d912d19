import { useQuery } from '@tanstack/react-query';
import { DeviceSearchSummaryReply } from '@/domain/contracts/device-searches';
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
