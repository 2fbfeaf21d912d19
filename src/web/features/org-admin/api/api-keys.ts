import { useMutation, useQuery } from '@tanstack/react-query';
import { apiKeyCreation, apiKeyList, apiKeyRevocation, apiKeyRotation } from '@/domain/contracts/api-keys';
import type { ApiKeyRotation, NewApiKey } from '@/domain/schemas/api-key';
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

export const useRotateApiKey = () =>
  useApiKeyMutation(({ id, ...body }: ApiKeyRotation & { id: string }) =>
    api.call(apiKeyRotation, { params: { id }, body }),
  );
