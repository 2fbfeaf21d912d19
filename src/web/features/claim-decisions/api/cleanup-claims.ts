import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claimCleanup } from '@/domain/contracts/claim-decisions';
import { api } from '@/web/lib/api-client';
import { invalidateKeys, queryKeys } from '@/web/lib/query-keys';

export function cleanupClaims(imei: string) {
  return api.call(claimCleanup, { body: { imei } });
}

/** The device's claims and replacement devices go: settled claims show no replacement any more. */
export function useCleanupClaims() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cleanupClaims,
    onSettled: () =>
      invalidateKeys(queryClient, [
        queryKeys.settledClaims.all(),
        queryKeys.replacementDevices.all(),
        queryKeys.replacementMatches.all(),
      ]),
  });
}
