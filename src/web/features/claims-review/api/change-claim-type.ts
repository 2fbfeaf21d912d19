import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckDetail } from '@/web/api/checks';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export interface ChangeClaimType {
  id: string;
  claimType: string;
  lossDate?: string | null;
}

export function changeClaimType({ id, ...body }: ChangeClaimType) {
  return api.patch<{ message: string; check: CheckDetail }>(
    `/api/v1/checks/${encodeURIComponent(id)}/claim-type`,
    body,
  );
}

export function useChangeClaimType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeClaimType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.checks.all() }),
  });
}
