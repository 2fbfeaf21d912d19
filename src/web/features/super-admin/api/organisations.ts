import { useMutation, useQuery } from '@tanstack/react-query';
import { OrganisationListReply, OrganisationReply } from '@/domain/contracts/organisations';
import type { CreateOrganisation } from '@/domain/schemas/organisation';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export function useOrganisations() {
  return useQuery({
    queryKey: queryKeys.administration.organisations(),
    queryFn: () => api.get('/api/v1/organisations', OrganisationListReply),
  });
}

export function useCreateOrganisation() {
  return useMutation({
    mutationFn: (organisation: CreateOrganisation) =>
      api.post('/api/v1/organisations', organisation, OrganisationReply),
    meta: { invalidates: [queryKeys.administration.organisations()] },
  });
}
