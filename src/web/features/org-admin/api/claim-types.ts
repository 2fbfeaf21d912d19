import { useMutation } from '@tanstack/react-query';
import { claimTypeRoutes } from '@/domain/contracts/organisation-lists';
import type { NewClaimTypeInput } from '@/domain/schemas/claim-type';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** Adding or removing refreshes the one claim-type list the intake and review screens share. */
function useClaimTypeMutation<T, R>(send: (input: T) => Promise<R>) {
  return useMutation({
    mutationFn: send,
    meta: { invalidates: [queryKeys.claimTypes()] },
  });
}

export const useAddClaimType = () =>
  useClaimTypeMutation((claimType: NewClaimTypeInput) =>
    api.call(claimTypeRoutes.addition, { body: claimType }),
  );

export const useRemoveClaimType = () =>
  useClaimTypeMutation((id: string) => api.call(claimTypeRoutes.removal, { params: { id } }));
