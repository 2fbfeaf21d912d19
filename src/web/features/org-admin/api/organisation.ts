import { useMutation, useQuery } from '@tanstack/react-query';
import {
  memberDeactivation,
  memberList,
  memberReactivation,
  memberRoleChange,
  ownOrganisationRead,
} from '@/domain/contracts/organisations';
import type { Role } from '@/domain/roles';
import type { TeamRoleChange } from '@/domain/schemas/team-role';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export function useOwnOrganisation() {
  return useQuery({
    queryKey: queryKeys.administration.organisation(),
    queryFn: () => api.call(ownOrganisationRead),
  });
}

export function useTeamMembers() {
  return useQuery({
    queryKey: queryKeys.administration.members(),
    queryFn: () => api.call(memberList),
  });
}

/** A change of a team member refreshes the panel (team, API keys a deactivated admin made, the audit log). */
function useMemberMutation<T>(send: (input: T) => Promise<{ message: string }>) {
  return useMutation({
    mutationFn: send,
    meta: { invalidates: [queryKeys.administration.all()] },
  });
}

/** The role dialog offers only the team's roles (TEAM_ROLES) but answers any role; the server refuses another. */
export const useChangeMemberRole = () =>
  useMemberMutation(({ id, role }: { id: string; role: Role }) =>
    api.call(memberRoleChange, { params: { id }, body: { role } as TeamRoleChange }),
  );

export const useDeactivateMember = () =>
  useMemberMutation((id: string) => api.call(memberDeactivation, { params: { id } }));

export const useReactivateMember = () =>
  useMemberMutation((id: string) => api.call(memberReactivation, { params: { id } }));
