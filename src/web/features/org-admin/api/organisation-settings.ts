import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type OrganisationSettings,
  organisationSettingsChange,
  organisationSettingsRead,
} from '@/domain/contracts/organisation-settings';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export function useOrganisationSettings() {
  return useQuery({
    queryKey: queryKeys.administration.settings(),
    queryFn: () => api.call(organisationSettingsRead),
  });
}

/** Sends only the settings that change; the server answers with all of them as saved, which then stand in for the
 * loaded ones. */
export function useUpdateOrganisationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Partial<OrganisationSettings>) =>
      api.call(organisationSettingsChange, { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.administration.settings(), saved),
  });
}
