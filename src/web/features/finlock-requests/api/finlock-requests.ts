import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { FinLockStatus } from '@/domain/carrier-finlock-status';
import { CreatedFinLockRequestReply, FinLockRequestPageReply } from '@/domain/contracts/finlock-requests';
import { NoContent } from '@/domain/contracts/wire';
import { api } from '@/web/lib/api-client';
import { type PagingParams, pagingQuery } from '@/web/lib/paging';
import { queryKeys } from '@/web/lib/query-keys';

export function useFinLockRequests(params: PagingParams & { status: FinLockStatus | '' }) {
  const { status, ...page } = params;
  return useQuery({
    queryKey: queryKeys.finLockRequests.list(params),
    queryFn: () =>
      api.get(
        `/api/v1/finlock-requests?${pagingQuery(page)}${status ? `&status=${encodeURIComponent(status)}` : ''}`,
        FinLockRequestPageReply,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useRequestFinLockRemoval() {
  return useMutation({
    mutationFn: (carrierCheckId: string) =>
      api.post('/api/v1/finlock-requests', { carrierCheckId }, CreatedFinLockRequestReply),
    meta: { invalidates: [queryKeys.finLockRequests.all()] },
  });
}

export function useDeleteFinLockRequest() {
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/v1/finlock-requests/${encodeURIComponent(id)}`, NoContent),
    meta: { invalidates: [queryKeys.finLockRequests.all()] },
  });
}
