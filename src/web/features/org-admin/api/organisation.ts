import { useMutation, useQuery } from '@tanstack/react-query';
import { MemberListReply, OwnOrganisationReply } from '@/domain/contracts/organisations';
import { MessageReply } from '@/domain/contracts/wire';
import type { Role } from '@/domain/roles';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export function useOwnOrganisation() {
  return useQuery({
    queryKey: queryKeys.administration.organisation(),
    queryFn: () => api.get('/api/v1/organisation', OwnOrganisationReply),
  });
}

export function useTeamMembers() {
  return useQuery({
    queryKey: queryKeys.administration.members(),
    queryFn: () => api.get('/api/v1/organisation/members', MemberListReply),
  });
}

const memberPath = (id: string) => `/api/v1/organisation/members/${encodeURIComponent(id)}`;

/** A change of a team member refreshes the panel (team, API keys a deactivated admin made, the audit log). */
function useMemberMutation<T>(send: (input: T) => Promise<{ message: string }>) {
  return useMutation({
    mutationFn: send,
    meta: { invalidates: [queryKeys.administration.all()] },
  });
}

export const useChangeMemberRole = () =>
  useMemberMutation(({ id, role }: { id: string; role: Role }) =>
    api.put(`${memberPath(id)}/role`, { role }, MessageReply),
  );

export const useDeactivateMember = () =>
  useMemberMutation((id: string) => api.post(`${memberPath(id)}/deactivation`, {}, MessageReply));

export const useReactivateMember = () =>
  useMemberMutation((id: string) => api.delete(`${memberPath(id)}/deactivation`, MessageReply));
