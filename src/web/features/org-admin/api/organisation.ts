import { useQuery } from '@tanstack/react-query';
import { MemberListReply, OwnOrganisationReply } from '@/domain/contracts/organisations';
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
