import { useMutation } from '@tanstack/react-query';
import { DeletedCountReply } from '@/domain/contracts/checks';
import { NoContent } from '@/domain/contracts/wire';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export type DeleteChecks = { kind: 'one'; id: string } | { kind: 'imei'; imei: string };

export async function deleteChecks(target: DeleteChecks): Promise<void> {
  if (target.kind === 'one') await api.delete(`/api/v1/checks/${encodeURIComponent(target.id)}`, NoContent);
  else await api.delete(`/api/v1/checks/by-imei/${encodeURIComponent(target.imei)}`, DeletedCountReply);
}

export function useDeleteChecks() {
  return useMutation({
    mutationFn: deleteChecks,
    meta: { invalidates: [queryKeys.checks.all()] },
  });
}
