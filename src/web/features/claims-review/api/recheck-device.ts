import { useMutation } from '@tanstack/react-query';
import { recheck } from '@/domain/contracts/checks';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export function recheckDevice(id: string) {
  return api.call(recheck, { params: { id } });
}

export function useRecheckDevice(id: string) {
  return useMutation({
    mutationFn: () => recheckDevice(id),
    meta: { invalidates: [queryKeys.checks.detail(id)] },
  });
}
