import { useMutation, useQuery } from '@tanstack/react-query';
import { scimTokenCreation, scimTokenList, scimTokenRevocation } from '@/domain/contracts/scim-tokens';
import type { NewScimToken } from '@/domain/schemas/scim-token';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** Read again whenever the panel opens: the identity provider calls meanwhile, and "Last Used" should say so. */
export function useScimTokens() {
  return useQuery({
    queryKey: queryKeys.administration.scimTokens(),
    queryFn: () => api.call(scimTokenList),
    staleTime: 0,
  });
}

function useScimTokenMutation<T, R>(send: (input: T) => Promise<R>) {
  return useMutation({
    mutationFn: send,
    meta: { invalidates: [queryKeys.administration.scimTokens()] },
  });
}

export const useCreateScimToken = () =>
  useScimTokenMutation((token: NewScimToken) => api.call(scimTokenCreation, { body: token }));

export const useRevokeScimToken = () =>
  useScimTokenMutation((id: string) => api.call(scimTokenRevocation, { params: { id } }));
