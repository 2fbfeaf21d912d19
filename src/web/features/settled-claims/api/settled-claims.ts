import { useMutation } from '@tanstack/react-query';
import {
  registryConfirmation,
  registryResubmission,
  registrySubmissionRetry,
} from '@/domain/contracts/registry-submissions';
import {
  type SettledClaimDetail,
  type SettledClaimRow,
  settledClaimsRegister,
} from '@/domain/contracts/settled-claims';
import type { RegisterEndpoint } from '@/web/components/register/register-api';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const settledClaimsEndpoint: RegisterEndpoint<SettledClaimRow, SettledClaimDetail> = {
  list: settledClaimsRegister.list,
  record: settledClaimsRegister.detail,
  remove: settledClaimsRegister.remove,
  keys: queryKeys.settledClaims,
};

/**
 * What an org admin may do with a registration that did not end well: retry a failed one, and send again or
 * confirm as registered one whose outcome is unknown. The record and the list then show the new status.
 */
const REGISTRY_ACTIONS = {
  retry: registrySubmissionRetry,
  sendAgain: registryResubmission,
  confirm: registryConfirmation,
} as const;

export function useRegistryAction(action: keyof typeof REGISTRY_ACTIONS) {
  return useMutation({
    mutationFn: (id: string) => api.call(REGISTRY_ACTIONS[action], { params: { id } }),
    meta: { invalidates: [queryKeys.settledClaims.all()] },
  });
}
