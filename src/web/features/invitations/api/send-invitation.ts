import { useMutation } from '@tanstack/react-query';
import { InvitationSentReply } from '@/domain/contracts/invitations';
import type { Invitation } from '@/domain/schemas/invitation';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** Org admins invite members of their own organisation; super admins invite an organisation's admin. */
export type InvitationKind = 'member' | 'organisation-admin';

const PATHS: Record<InvitationKind, string> = {
  member: '/api/v1/invitations/members',
  'organisation-admin': '/api/v1/invitations/organisation-admins',
};

export function useSendInvitation(kind: InvitationKind) {
  return useMutation({
    mutationFn: (invitation: Invitation) => api.post(PATHS[kind], invitation, InvitationSentReply),
    // Team, user and organisation lists all count the new account.
    meta: { invalidates: [queryKeys.administration.all()] },
  });
}
