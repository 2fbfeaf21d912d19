import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RegistrySubmissionReply } from '@/domain/contracts/registry-submissions';
import type { DeviceStatusSummary } from '@/domain/device-status-summary';
import type { RegistryStatus } from '@/domain/registry-status';
import type { RegisterEndpoint } from '@/web/components/register/register-api';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export interface ReplacementDevice {
  imei: string;
  make: string | null;
  model: string | null;
  color: string | null;
  storage: string | null;
}

export interface SettledClaimRow {
  id: string;
  settledAt: string;
  imei: string;
  deviceMake: string | null;
  deviceModel: string | null;
  claimType: string | null;
  replacement: ReplacementDevice | null;
  /** The decider's name as it was at the time. */
  settledBy: string | null;
  /** Null for claims settled before registry submission existed. */
  registryStatus: RegistryStatus | null;
}

export interface RegistrySubmission {
  status: RegistryStatus | null;
  transactionId: string | null;
  error: string | null;
  updatedAt: string | null;
}

export interface SettledClaimDetail extends SettledClaimRow {
  notes: string | null;
  isTotalLoss: boolean;
  /** The device status at intake. */
  fullCheckData: DeviceStatusSummary | null;
  /** The re-verification the claim was settled on; null when it failed or was not run. */
  statusAtSettlement: DeviceStatusSummary | null;
  /** The changes since intake the handler was warned of and settled despite, worded as warned. */
  overriddenChanges: string[];
  claimReference: string | null;
  settledByEmail: string | null;
  registry: RegistrySubmission;
}

export const settledClaimsEndpoint: RegisterEndpoint = {
  path: '/api/v1/settled-claims',
  keys: queryKeys.settledClaims,
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
