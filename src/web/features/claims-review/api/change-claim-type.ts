import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checksQueryKey } from '../../claims-intake/api/create-check';
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
