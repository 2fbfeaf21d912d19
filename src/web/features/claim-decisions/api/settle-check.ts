import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkSettlement } from '@/domain/contracts/claim-decisions';
import type { SettlementInput } from '@/domain/schemas/settlement';
import { refreshAfterDecision } from '@/web/api/checks';
import { api } from '@/web/lib/api-client';
import { invalidateKeys, queryKeys } from '@/web/lib/query-keys';

export function settleCheck({ checkId, settlement }: { checkId: string; settlement: SettlementInput }) {
  return api.call(checkSettlement, { params: { id: checkId }, body: settlement });
}

/**
 * Settling removes the device's checks from Claims Review, adds a settled claim (and its replacement device, which
 * later settlements are warned of) and changes the dashboard's figures. Refreshed also after a refusal such as
 * 'Already Denied', which means one of them changed meanwhile.
 */
export function useSettleCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleCheck,
    onSettled: (_reply, _error, { checkId }) =>
      Promise.all([
        refreshAfterDecision(queryClient, checkId),
        invalidateKeys(queryClient, [
          queryKeys.settledClaims.all(),
          queryKeys.replacementDevices.all(),
          queryKeys.replacementMatches.all(),
          queryKeys.dashboardSummary(),
        ]),
      ]),
  });
}
