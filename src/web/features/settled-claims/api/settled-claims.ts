import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeviceStatusSummary } from '../../../../domain/device-status-summary';
import { api } from '../../../lib/api-client';
import { type Page, type PagingParams, pagingQuery } from '../../../lib/paging';

export const settledClaimsQueryKey = ['settled-claims'] as const;

export interface ReplacementDevice {
  imei: string;
  make: string | null;
  model: string | null;
  color: string | null;
  storage: string | null;
}

export interface SettledClaimRow {
  id: string;
  settledAt: string;
  imei: string;
  deviceMake: string | null;
  deviceModel: string | null;
  claimType: string | null;
  replacement: ReplacementDevice | null;
  settledBy: string | null;
}

export interface SettledClaimDetail extends SettledClaimRow {
  notes: string | null;
  isTotalLoss: boolean;
  fullCheckData: DeviceStatusSummary | null;
}

export function useSettledClaims(params: PagingParams) {
  return useQuery({
    queryKey: [...settledClaimsQueryKey, 'list', params],
    queryFn: () => api.get<Page<SettledClaimRow>>(`/api/v1/settled-claims?${pagingQuery(params)}`),
    placeholderData: keepPreviousData,
  });
}

export function useSettledClaim(id: string) {
  return useQuery({
    queryKey: [...settledClaimsQueryKey, 'detail', id],
    queryFn: () => api.get<SettledClaimDetail>(`/api/v1/settled-claims/${encodeURIComponent(id)}`),
  });
}

/** Super admins only; the dashboard's figures change too, so every query is refreshed. */
export function useDeleteSettledClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/v1/settled-claims/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
