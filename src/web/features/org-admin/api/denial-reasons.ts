import { useMutation } from '@tanstack/react-query';
import { DenialReasonReply } from '@/domain/contracts/organisation-lists';
import { MessageReply } from '@/domain/contracts/wire';
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
    api.post('/api/v1/denial-reasons', reason, DenialReasonReply),
  );

export const useRemoveDenialReason = () =>
  useDenialReasonMutation((id: string) =>
    api.delete(`/api/v1/denial-reasons/${encodeURIComponent(id)}`, MessageReply),
  );
