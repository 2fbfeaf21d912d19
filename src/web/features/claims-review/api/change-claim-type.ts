import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checksQueryKey } from '@/web/features/claims-intake/api/create-check';
import { api } from '@/web/lib/api-client';
import type { CheckDetail } from './get-check';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checksQueryKey }),
  });
}
