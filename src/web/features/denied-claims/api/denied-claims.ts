import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { type Page, type PagingParams, pagingQuery } from '@/web/lib/paging';

export const deniedClaimsQueryKey = ['denied-claims'] as const;

export interface DeniedClaimRow {
  id: string;
  deniedAt: string;
  imei: string;
  deviceMake: string | null;
  deviceModel: string | null;
  claimType: string | null;
  denialReason: string;
  deniedBy: string | null;
}

export interface DeniedClaimDetail extends DeniedClaimRow {
  isTotalLoss: boolean;
}

export function useDeniedClaims(params: PagingParams) {
  return useQuery({
    queryKey: [...deniedClaimsQueryKey, 'list', params],
    queryFn: () => api.get<Page<DeniedClaimRow>>(`/api/v1/denied-claims?${pagingQuery(params)}`),
    placeholderData: keepPreviousData,
  });
}

export function useDeniedClaim(id: string) {
  return useQuery({
    queryKey: [...deniedClaimsQueryKey, 'detail', id],
    queryFn: () => api.get<DeniedClaimDetail>(`/api/v1/denied-claims/${encodeURIComponent(id)}`),
  });
}

/** Super admins only; the dashboard's figures change too, so every query is refreshed. */
export function useDeleteDeniedClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/v1/denied-claims/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
