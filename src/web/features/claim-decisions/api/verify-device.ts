import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { deviceVerification, type VerificationResult } from '@/domain/contracts/device-verifications';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export type DeviceVerification = UseQueryResult<VerificationResult>;

/**
 * Fresh device-history data for the Settle Claim dialog, asked for once each time it opens. A failure is not retried: the
 * dialog warns and the handler may go on.
 */
export function useDeviceVerification(imei: string | undefined) {
  return useQuery({
    queryKey: queryKeys.deviceVerification(imei),
    queryFn: () => api.call(deviceVerification, { body: { imei: imei ?? '' } }),
    enabled: Boolean(imei),
    retry: false,
    // Every search is charged and kept: one per opening of the dialog, never one per window focus or reconnect.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    staleTime: 0,
    gcTime: 0,
  });
}
