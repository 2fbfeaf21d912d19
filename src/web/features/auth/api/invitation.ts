import { useMutation, useQuery } from '@tanstack/react-query';
import { invitationAcceptance, invitationRead } from '@/domain/contracts/invitations';
import type { InvitePassword } from '@/domain/schemas/new-password';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export function useInvitationCheck(token: string | null) {
  return useQuery({
    queryKey: queryKeys.invitation(token),
    queryFn: () => api.call(invitationRead, { params: { token: token ?? '' } }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (input: InvitePassword) => api.call(invitationAcceptance, { params: { token }, body: input }),
  });
}
