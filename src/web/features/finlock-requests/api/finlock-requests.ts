import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FinLockStatus } from '../../../../domain/carrier-finlock-status';
import { api } from '../../../lib/api-client';
import { type PageQuery, pageQueryString } from '../../carrier-check/api/carrier-checks';

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

export interface FinLockRequestPage {
  items: FinLockRequest[];
  total: number;
  page: number;
  pageSize: number;
}

export const finlockRequestsQueryKey = ['finlock-requests'] as const;

export function useFinLockRequests(params: PageQuery & { status: FinLockStatus | '' }) {
  const { status, ...page } = params;
  return useQuery({
    queryKey: [...finlockRequestsQueryKey, 'list', params],
    queryFn: () =>
      api.get<FinLockRequestPage>(
        `/api/v1/finlock-requests?${pageQueryString(page, status ? { status } : {})}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useRequestFinLockRemoval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (carrierCheckId: string) =>
      api.post<{ message: string; request: FinLockRequest }>('/api/v1/finlock-requests', { carrierCheckId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: finlockRequestsQueryKey }),
  });
}

export function useDeleteFinLockRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/v1/finlock-requests/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: finlockRequestsQueryKey }),
  });
}
