import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateOrganisation } from '@/domain/schemas/organisation';
import { api } from '@/web/lib/api-client';

export interface OrganisationRow {
  id: string;
  name: string;
  domain: string;
  createdAt: string;
  userCount: number;
}

const organisationsQueryKey = ['administration', 'organisations'] as const;

export function useOrganisations() {
  return useQuery({
    queryKey: organisationsQueryKey,
    queryFn: () => api.get<OrganisationRow[]>('/api/v1/organisations'),
  });
}

export function useCreateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organisation: CreateOrganisation) =>
      api.post<OrganisationRow>('/api/v1/organisations', organisation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationsQueryKey }),
  });
}
