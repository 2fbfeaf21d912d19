import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CheckPageReply } from '@/domain/contracts/checks';
import { api } from '@/web/lib/api-client';
import { type PagingParams, pagingQuery } from '@/web/lib/paging';
import { queryKeys } from '@/web/lib/query-keys';

export function useChecks(params: PagingParams) {
  return useQuery({
    queryKey: queryKeys.checks.list(params),
    queryFn: () => api.get(`/api/v1/checks?${pagingQuery(params)}`, CheckPageReply),
    placeholderData: keepPreviousData,
  });
}
