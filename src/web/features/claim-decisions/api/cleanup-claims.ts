import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

export function cleanupClaims(imei: string) {
  return api.post<{ claimsDeleted: number; replacementDevicesDeleted: number }>('/api/v1/claim-cleanups', {
    imei,
  });
}

export function useCleanupClaims() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cleanupClaims, onSettled: () => queryClient.invalidateQueries() });
}
