import { useMutation } from '@tanstack/react-query';
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

/**
 * What an org admin may do with a registration that did not end well: retry a failed one, and send again or
 * confirm as registered one whose outcome is unknown. The record and the list then show the new status.
 */
const REGISTRY_ACTIONS = {
  retry: 'registry-submission',
  sendAgain: 'registry-resubmission',
  confirm: 'registry-confirmation',
} as const;

export function useRegistryAction(action: keyof typeof REGISTRY_ACTIONS) {
  return useMutation({
    mutationFn: (id: string) =>
      api.post(
        `/api/v1/settled-claims/${encodeURIComponent(id)}/${REGISTRY_ACTIONS[action]}`,
        {},
        RegistrySubmissionReply,
      ),
    meta: { invalidates: [queryKeys.settledClaims.all()] },
  });
}
