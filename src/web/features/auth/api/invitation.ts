import { useMutation, useQuery } from '@tanstack/react-query';
import { InvitationReply } from '@/domain/contracts/invitations';
import { MessageReply } from '@/domain/contracts/wire';
import type { InvitePassword } from '@/domain/schemas/new-password';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export function useInvitationCheck(token: string | null) {
  return useQuery({
    queryKey: queryKeys.invitation(token),
    queryFn: () => api.get(`/api/v1/invitations/${encodeURIComponent(token ?? '')}`, InvitationReply),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (input: InvitePassword) =>
      api.post(`/api/v1/invitations/${encodeURIComponent(token)}/acceptance`, input, MessageReply),
  });
}
