import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceReport } from '@/domain/device-report';
import type { ClaimsIntake } from '@/domain/schemas/claims-intake';
import { api } from '@/web/lib/api-client';

/** One recorded intake check, as `POST /api/v1/checks` answers it. */
export interface CheckView {
  id: string;
  imei: string;
  reference: string | null;
  /** Null only for checks whose claim type was removed later. */
  claimType: string | null;
  fnol: boolean;
  lossDate: string | null;
  createdAt: string;
  checkedBy: { id: string; email: string; name: string } | null;
  report: DeviceReport;
}

/** Lists of checks (Claims Review, dashboard counts) live under this key. */
export const checksQueryKey = ['checks'] as const;

export function createCheck(intake: ClaimsIntake) {
  return api.post<CheckView>('/api/v1/checks', intake);
}

export function useCreateCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checksQueryKey }),
  });
}
