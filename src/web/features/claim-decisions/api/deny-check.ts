import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

export function denyCheck({ checkId, denialReason }: { checkId: string; denialReason: string }) {
  return api.post<{ deniedClaimId: string; denialReason: string }>(
    `/api/v1/checks/${encodeURIComponent(checkId)}/denial`,
    { denialReason },
  );
}

/** Refreshes every cached list afterwards, also on 'Already Denied' (the server removed the checks then too). */
export function useDenyCheck() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: denyCheck, onSettled: () => queryClient.invalidateQueries() });
}
