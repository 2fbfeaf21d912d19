import { useMutation } from '@tanstack/react-query';
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
  return useMutation({
    mutationFn: changeClaimType,
    meta: { invalidates: [queryKeys.checks.all()] },
  });
}
