import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { CarrierCheckPageReply, CarrierCheckReply } from '@/domain/contracts/carrier-checks';
import { api } from '@/web/lib/api-client';
import { type PagingParams, pagingQuery } from '@/web/lib/paging';
import { queryKeys } from '@/web/lib/query-keys';

export function useRunCarrierCheck() {
  return useMutation({
    mutationFn: (imei: string) => api.post('/api/v1/carrier-checks', { imei }, CarrierCheckReply),
    meta: { invalidates: [queryKeys.carrierChecks.all()] },
  });
}

export function useCarrierChecks(params: PagingParams) {
  return useQuery({
    queryKey: queryKeys.carrierChecks.list(params),
    queryFn: () => api.get(`/api/v1/carrier-checks?${pagingQuery(params)}`, CarrierCheckPageReply),
    placeholderData: keepPreviousData,
  });
}
