import { useMutation } from '@tanstack/react-query';
import { ClaimTypeReply } from '@/domain/contracts/organisation-lists';
import { MessageReply } from '@/domain/contracts/wire';
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
    api.post('/api/v1/claim-types', claimType, ClaimTypeReply),
  );

export const useRemoveClaimType = () =>
  useClaimTypeMutation((id: string) =>
    api.delete(`/api/v1/claim-types/${encodeURIComponent(id)}`, MessageReply),
  );
