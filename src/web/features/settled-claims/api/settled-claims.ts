import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RegistrySubmissionReply } from '@/domain/contracts/registry-submissions';
import {
  type SettledClaimDetail,
  SettledClaimDetailReply,
  SettledClaimPageReply,
  type SettledClaimRow,
} from '@/domain/contracts/settled-claims';
import type { RegisterEndpoint } from '@/web/components/register/register-api';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const settledClaimsEndpoint: RegisterEndpoint<SettledClaimRow, SettledClaimDetail> = {
  path: '/api/v1/settled-claims',
  keys: queryKeys.settledClaims,
  page: SettledClaimPageReply,
  record: SettledClaimDetailReply,
};

/** Organisation admins send a failed registration again; the record and the list then show it pending. */
export function useRetryRegistrySubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(
        `/api/v1/settled-claims/${encodeURIComponent(id)}/registry-submission`,
        {},
        RegistrySubmissionReply,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.settledClaims.all() }),
  });
}
