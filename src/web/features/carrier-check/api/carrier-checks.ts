import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CarrierBadge, CarrierOutcome } from '@/domain/carrier-outcome';
import { api } from '@/web/lib/api-client';
import { type Page, type PagingParams, pagingQuery } from '@/web/lib/paging';
import { queryKeys } from '@/web/lib/query-keys';

/** One stored carrier check, as `POST /api/v1/carrier-checks` and the history answer it. */
export interface CarrierCheck {
  id: string;
  imei: string;
  model: string | null;
  description: string | null;
  esnStatus: string | null;
  deviceStatus: string | null;
  errorCode: string | null;
  developerCode: string | null;
  partNumber: string | null;
  productId: string | null;
  deviceSku: string | null;
  deviceType: string | null;
  /** Served by this app; null when the carrier gave no picture. */
  imageUrl: string | null;
  outcome: CarrierOutcome;
  badge: CarrierBadge;
  canRequestFinLock: boolean;
  checkedBy: { id: string; email: string; name: string } | null;
  createdAt: string;
}

export function useRunCarrierCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imei: string) => api.post<CarrierCheck>('/api/v1/carrier-checks', { imei }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.carrierChecks.all() }),
  });
}

export function useCarrierChecks(params: PagingParams) {
  return useQuery({
    queryKey: queryKeys.carrierChecks.list(params),
    queryFn: () => api.get<Page<CarrierCheck>>(`/api/v1/carrier-checks?${pagingQuery(params)}`),
    placeholderData: keepPreviousData,
  });
}
