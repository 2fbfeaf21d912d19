import { useMutation } from '@tanstack/react-query';
import { claimTypeChange } from '@/domain/contracts/checks';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export interface ChangeClaimType {
  id: string;
  claimType: string;
  lossDate?: string | null;
}

export function changeClaimType({ id, ...body }: ChangeClaimType) {
  return api.call(claimTypeChange, { params: { id }, body });
}

export function useChangeClaimType() {
  return useMutation({
    mutationFn: changeClaimType,
    meta: { invalidates: [queryKeys.checks.all()] },
  });
}
