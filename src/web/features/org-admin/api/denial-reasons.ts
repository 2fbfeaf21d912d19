import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewDenialReason } from '@/domain/schemas/denial-reason';
import { api } from '@/web/lib/api-client';

export interface DenialReason {
  id: string;
  denialReason: string;
}

export const denialReasonsQueryKey = ['denial-reasons'] as const;

export function useDenialReasons() {
  return useQuery({
    queryKey: denialReasonsQueryKey,
    queryFn: () => api.get<DenialReason[]>('/api/v1/denial-reasons'),
  });
}

function useDenialReasonMutation<T, R>(send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: denialReasonsQueryKey }),
  });
}

export const useAddDenialReason = () =>
  useDenialReasonMutation((reason: NewDenialReason) =>
    api.post<DenialReason>('/api/v1/denial-reasons', reason),
  );

export const useRemoveDenialReason = () =>
  useDenialReasonMutation((id: string) =>
    api.delete<{ message: string }>(`/api/v1/denial-reasons/${encodeURIComponent(id)}`),
  );
