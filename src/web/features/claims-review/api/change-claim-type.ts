import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClaimTypeChangeReply } from '@/domain/contracts/checks';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export interface ChangeClaimType {
  id: string;
  claimType: string;
  lossDate?: string | null;
}

export function changeClaimType({ id, ...body }: ChangeClaimType) {
  return api.patch(`/api/v1/checks/${encodeURIComponent(id)}/claim-type`, body, ClaimTypeChangeReply);
}

export function useChangeClaimType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeClaimType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.checks.all() }),
  });
}
