import { useQuery } from '@tanstack/react-query';
import type { Role } from '@/domain/roles';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export interface OwnOrganisation {
  id: string;
  name: string;
  domain: string;
  memberCount: number;
}

export interface TeamMember {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  role: Role | null;
}

export function useOwnOrganisation() {
  return useQuery({
    queryKey: queryKeys.administration.organisation(),
    queryFn: () => api.get<OwnOrganisation>('/api/v1/organisation'),
  });
}

export function useTeamMembers() {
  return useQuery({
    queryKey: queryKeys.administration.members(),
    queryFn: () => api.get<TeamMember[]>('/api/v1/organisation/members'),
  });
}
