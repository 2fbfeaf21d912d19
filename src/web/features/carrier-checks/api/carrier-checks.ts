import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { carrierCheckCreation, carrierCheckList } from '@/domain/contracts/carrier-checks';
import { api } from '@/web/lib/api-client';
import type { PagingParams } from '@/web/lib/paging';
import { queryKeys } from '@/web/lib/query-keys';

export function useRunCarrierCheck() {
  return useMutation({
    mutationFn: (imei: string) => api.call(carrierCheckCreation, { body: { imei } }),
    meta: { invalidates: [queryKeys.carrierChecks.all()] },
  });
}

export function useCarrierChecks(params: PagingParams) {
  const { page, pageSize, search, filters } = params;
  return useQuery({
    queryKey: queryKeys.carrierChecks.list(params),
    queryFn: () => api.call(carrierCheckList, { query: { page, pageSize, search, ...filters } }),
    placeholderData: keepPreviousData,
  });
}
