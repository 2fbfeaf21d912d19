import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { type Page, type PagingParams, pagingQuery } from '@/web/lib/paging';

export const replacementDevicesQueryKey = ['replacement-devices'] as const;

export interface ReplacementDeviceRow {
  id: string;
  replacementImei: string;
  originalImei: string;
  deviceMake: string;
  deviceModel: string;
  deviceColor: string;
  deviceStorage: string;
  settledAt: string;
  settledBy: string | null;
}

export function useReplacementDevices(params: PagingParams) {
  return useQuery({
    queryKey: [...replacementDevicesQueryKey, 'list', params],
    queryFn: () => api.get<Page<ReplacementDeviceRow>>(`/api/v1/replacement-devices?${pagingQuery(params)}`),
    placeholderData: keepPreviousData,
  });
}

/** Organisation admins and super admins only. */
export function useDeleteReplacementDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/v1/replacement-devices/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: replacementDevicesQueryKey }),
  });
}
