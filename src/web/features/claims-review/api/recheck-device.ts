import { useMutation } from '@tanstack/react-query';
import { RecheckReply } from '@/domain/contracts/checks';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export function recheckDevice(id: string) {
  return api.post(`/api/v1/checks/${encodeURIComponent(id)}/rechecks`, {}, RecheckReply);
}

export function useRecheckDevice(id: string) {
  return useMutation({
    mutationFn: () => recheckDevice(id),
    meta: { invalidates: [queryKeys.checks.detail(id)] },
  });
}
