import { useMutation } from '@tanstack/react-query';
import { memberInvitation, organisationAdminInvitation } from '@/domain/contracts/invitations';
import type { Invitation } from '@/domain/schemas/invitation';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** Org admins invite members of their own organisation; super admins invite an organisation's admin. */
export type InvitationKind = 'member' | 'organisation-admin';

const ROUTES = { member: memberInvitation, 'organisation-admin': organisationAdminInvitation } as const;

export function useSendInvitation(kind: InvitationKind) {
  return useMutation({
    mutationFn: (invitation: Invitation) => api.call(ROUTES[kind], { body: invitation }),
    // Team, user and organisation lists all count the new account.
    meta: { invalidates: [queryKeys.administration.all()] },
  });
}
