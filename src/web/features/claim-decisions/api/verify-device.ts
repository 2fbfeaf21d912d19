import { useQuery } from '@tanstack/react-query';
import type { DeviceReport } from '../../../../domain/device-report';
import { api } from '../../../lib/api-client';

/**
 * Fresh device-history data for the Settle Claim dialog, asked for each time it opens (nothing is stored). A failure
 * is not retried: the dialog warns and the handler may go on.
 */
export function useDeviceVerification(imei: string | undefined) {
  return useQuery({
    queryKey: ['device-verification', imei],
    queryFn: () => api.post<{ report: DeviceReport }>('/api/v1/device-verifications', { imei }),
    enabled: Boolean(imei),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
