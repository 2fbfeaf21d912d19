import { useMutation } from '@tanstack/react-query';
import { denialReasonRoutes } from '@/domain/contracts/organisation-lists';
import type { NewDenialReason } from '@/domain/schemas/denial-reason';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

function useDenialReasonMutation<T, R>(send: (input: T) => Promise<R>) {
  return useMutation({
    mutationFn: send,
    meta: { invalidates: [queryKeys.denialReasons()] },
  });
}

export const useAddDenialReason = () =>
  useDenialReasonMutation((reason: NewDenialReason) =>
    api.call(denialReasonRoutes.addition, { body: reason }),
  );

export const useRemoveDenialReason = () =>
  useDenialReasonMutation((id: string) => api.call(denialReasonRoutes.removal, { params: { id } }));
