import { useMutation } from '@tanstack/react-query';
import { checkDeletion, deviceChecksDeletion } from '@/domain/contracts/checks';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export type DeleteChecks = { kind: 'one'; id: string } | { kind: 'imei'; imei: string };

export async function deleteChecks(target: DeleteChecks): Promise<void> {
  if (target.kind === 'one') await api.call(checkDeletion, { params: { id: target.id } });
  else await api.call(deviceChecksDeletion, { params: { imei: target.imei } });
}

export function useDeleteChecks() {
  return useMutation({
    mutationFn: deleteChecks,
    meta: { invalidates: [queryKeys.checks.all()] },
  });
}
