import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkDenial } from '@/domain/contracts/claim-decisions';
import { refreshAfterDecision } from '@/web/api/checks';
import { api } from '@/web/lib/api-client';
import { invalidateKeys, queryKeys } from '@/web/lib/query-keys';

export function denyCheck({ checkId, ...denial }: { checkId: string; denialReason: string; notes: string }) {
  return api.call(checkDenial, { params: { id: checkId }, body: denial });
}

/**
 * Denying removes the device's checks from Claims Review, adds a denied claim and changes the dashboard's figures.
 * Refreshed also on 'Already Denied' (the server removed the checks then too).
 */
export function useDenyCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: denyCheck,
    onSettled: (_reply, _error, { checkId }) =>
      Promise.all([
        refreshAfterDecision(queryClient, checkId),
        invalidateKeys(queryClient, [queryKeys.deniedClaims.all(), queryKeys.dashboardSummary()]),
      ]),
  });
}
