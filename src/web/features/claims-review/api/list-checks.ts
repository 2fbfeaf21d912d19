import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { checkList } from '@/domain/contracts/checks';
import { api } from '@/web/lib/api-client';
import type { PagingParams } from '@/web/lib/paging';
import { queryKeys } from '@/web/lib/query-keys';

export function useChecks(params: PagingParams) {
  const { page, pageSize, search, filters } = params;
  return useQuery({
    queryKey: queryKeys.checks.list(params),
    queryFn: () => api.call(checkList, { query: { page, pageSize, search, ...filters } }),
    placeholderData: keepPreviousData,
  });
}
