import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { FinLockStatus } from '@/domain/carrier-finlock-status';
import {
  finLockRequestCreation,
  finLockRequestDeletion,
  finLockRequestList,
} from '@/domain/contracts/finlock-requests';
import { api } from '@/web/lib/api-client';
import type { PagingParams } from '@/web/lib/paging';
import { queryKeys } from '@/web/lib/query-keys';

export function useFinLockRequests(params: PagingParams & { status: FinLockStatus | '' }) {
  const { page, pageSize, search, filters, status } = params;
  return useQuery({
    queryKey: queryKeys.finLockRequests.list(params),
    queryFn: () => api.call(finLockRequestList, { query: { page, pageSize, search, ...filters, status } }),
    placeholderData: keepPreviousData,
  });
}

export function useRequestFinLockRemoval() {
  return useMutation({
    mutationFn: (carrierCheckId: string) => api.call(finLockRequestCreation, { body: { carrierCheckId } }),
    meta: { invalidates: [queryKeys.finLockRequests.all()] },
  });
}

export function useDeleteFinLockRequest() {
  return useMutation({
    mutationFn: (id: string) => api.call(finLockRequestDeletion, { params: { id } }),
    meta: { invalidates: [queryKeys.finLockRequests.all()] },
  });
}
