import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceReport } from '@/domain/device-report';
import { api } from '@/web/lib/api-client';
import { checkQueryKey, type Recheck } from './get-check';

export interface RecheckResult {
  recheck: Recheck;
  changes: string[];
  report: DeviceReport;
}

export function recheckDevice(id: string) {
  return api.post<RecheckResult>(`/api/v1/checks/${encodeURIComponent(id)}/rechecks`);
}

export function useRecheckDevice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => recheckDevice(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkQueryKey(id) }),
  });
}
