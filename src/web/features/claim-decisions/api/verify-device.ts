import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { DeviceReport } from '@/domain/device-report';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** The server keeps each re-verification, so that the settlement can name the one the handler saw. */
export interface VerificationResult {
  verificationId: string;
  report: DeviceReport;
}
export type DeviceVerification = UseQueryResult<VerificationResult>;

/**
 * Fresh device-history data for the Settle Claim dialog, asked for once each time it opens. A failure is not retried: the
 * dialog warns and the handler may go on.
 */
export function useDeviceVerification(imei: string | undefined) {
  return useQuery({
    queryKey: queryKeys.deviceVerification(imei),
    queryFn: () => api.post<VerificationResult>('/api/v1/device-verifications', { imei }),
    enabled: Boolean(imei),
    retry: false,
    // Every search is charged and kept: one per opening of the dialog, never one per window focus or reconnect.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    staleTime: 0,
    gcTime: 0,
  });
}
