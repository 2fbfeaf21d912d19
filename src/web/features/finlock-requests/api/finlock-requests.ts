import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FinLockStatus } from '@/domain/carrier-finlock-status';
import { api } from '@/web/lib/api-client';
import { type Page, type PagingParams, pagingQuery } from '@/web/lib/paging';
import { queryKeys } from '@/web/lib/query-keys';

export interface FinLockRequest {
  id: string;
  imei: string;
  deviceMake: string | null;
  deviceModel: string | null;
  status: FinLockStatus;
  esnStatus: string | null;
  deviceStatus: string | null;
  requestedBy: { id: string; email: string; name: string } | null;
  createdAt: string;
}

export function useFinLockRequests(params: PagingParams & { status: FinLockStatus | '' }) {
  const { status, ...page } = params;
  return useQuery({
    queryKey: queryKeys.finLockRequests.list(params),
    queryFn: () =>
      api.get<Page<FinLockRequest>>(
        `/api/v1/finlock-requests?${pagingQuery(page)}${status ? `&status=${encodeURIComponent(status)}` : ''}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useRequestFinLockRemoval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (carrierCheckId: string) =>
      api.post<{ message: string; request: FinLockRequest }>('/api/v1/finlock-requests', { carrierCheckId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.finLockRequests.all() }),
  });
}

export function useDeleteFinLockRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/v1/finlock-requests/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.finLockRequests.all() }),
  });
}
