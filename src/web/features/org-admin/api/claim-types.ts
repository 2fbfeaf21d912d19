import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewClaimTypeInput } from '@/domain/schemas/claim-type';
import type { ClaimType } from '@/web/api/claim-types';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** Adding or removing refreshes the one claim-type list the intake and review screens share. */
function useClaimTypeMutation<T, R>(send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.claimTypes() }),
  });
}

export const useAddClaimType = () =>
  useClaimTypeMutation((claimType: NewClaimTypeInput) =>
    api.post<ClaimType>('/api/v1/claim-types', claimType),
  );

export const useRemoveClaimType = () =>
  useClaimTypeMutation((id: string) =>
    api.delete<{ message: string }>(`/api/v1/claim-types/${encodeURIComponent(id)}`),
  );
