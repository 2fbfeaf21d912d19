import { useMutation, useQuery } from '@tanstack/react-query';
import { organisationCreation, organisationList } from '@/domain/contracts/organisations';
import type { CreateOrganisation } from '@/domain/schemas/organisation';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export function useOrganisations() {
  return useQuery({
    queryKey: queryKeys.administration.organisations(),
    queryFn: () => api.call(organisationList),
  });
}

export function useCreateOrganisation() {
  return useMutation({
    mutationFn: (organisation: CreateOrganisation) => api.call(organisationCreation, { body: organisation }),
    meta: { invalidates: [queryKeys.administration.organisations()] },
  });
}
