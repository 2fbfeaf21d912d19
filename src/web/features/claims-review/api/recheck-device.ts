import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceReport } from '@/domain/device-report';
import type { Recheck } from '@/web/api/checks';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.checks.detail(id) }),
  });
}
