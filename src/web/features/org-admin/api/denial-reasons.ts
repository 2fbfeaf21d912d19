import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewDenialReason } from '@/domain/schemas/denial-reason';
import type { DenialReason } from '@/web/api/denial-reasons';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

function useDenialReasonMutation<T, R>(send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.denialReasons() }),
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
