import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateOrganisation } from '@/domain/schemas/organisation';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export interface OrganisationRow {
  id: string;
  name: string;
  domain: string;
  createdAt: string;
  userCount: number;
}

export function useOrganisations() {
  return useQuery({
    queryKey: queryKeys.administration.organisations(),
    queryFn: () => api.get<OrganisationRow[]>('/api/v1/organisations'),
  });
}

export function useCreateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organisation: CreateOrganisation) =>
      api.post<OrganisationRow>('/api/v1/organisations', organisation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.administration.organisations() }),
  });
}
