import { useMutation, useQuery } from '@tanstack/react-query';
import { apiKeyCreation, apiKeyList, apiKeyRevocation } from '@/domain/contracts/api-keys';
import type { NewApiKey } from '@/domain/schemas/api-key';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** Read again whenever the panel opens: claim systems use the keys meanwhile, and "Last Used" should say so. */
export function useApiKeys() {
  return useQuery({
    queryKey: queryKeys.administration.apiKeys(),
    queryFn: () => api.call(apiKeyList),
    staleTime: 0,
  });
}

function useApiKeyMutation<T, R>(send: (input: T) => Promise<R>) {
  return useMutation({
    mutationFn: send,
    meta: { invalidates: [queryKeys.administration.apiKeys()] },
  });
}

export const useCreateApiKey = () =>
  useApiKeyMutation((key: NewApiKey) => api.call(apiKeyCreation, { body: key }));

export const useRevokeApiKey = () =>
  useApiKeyMutation((id: string) => api.call(apiKeyRevocation, { params: { id } }));
