import { useQuery } from '@tanstack/react-query';
import { workQueueSummary } from '@/domain/contracts/work-queue';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** Counted now on every visit, like the rest of the dashboard: claims are assigned and decided all day. */
export function useWorkQueueSummary() {
  return useQuery({
    queryKey: queryKeys.workQueueSummary(),
    queryFn: () => api.call(workQueueSummary),
    staleTime: 0,
  });
}
