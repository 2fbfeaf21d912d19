import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export interface OrganisationSettings {
  /** Settled claims are registered with the device-history registry (on unless an admin turned it off). */
  registrySubmission: boolean;
  /** Every member must sign in with a second factor (admins must whatever this says). */
  requireTwoFactor: boolean;
}

const PATH = '/api/v1/organisation-settings';

export function useOrganisationSettings() {
  return useQuery({
    queryKey: queryKeys.administration.settings(),
    queryFn: () => api.get<OrganisationSettings>(PATH),
  });
}

/** Sends only the settings that change; the server answers with all of them as saved, which then stand in for the
 * loaded ones. */
export function useUpdateOrganisationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Partial<OrganisationSettings>) => api.put<OrganisationSettings>(PATH, settings),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.administration.settings(), saved),
  });
}
