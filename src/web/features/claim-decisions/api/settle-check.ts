import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettlementInput } from '@/domain/schemas/settlement';
import { api } from '@/web/lib/api-client';

export function settleCheck({ checkId, settlement }: { checkId: string; settlement: SettlementInput }) {
  return api.post<{ settledClaimId: string; claimId: string }>(
    `/api/v1/checks/${encodeURIComponent(checkId)}/settlement`,
    settlement,
  );
}

/** Settling changes Claims Review, the registers and the dashboard at once, so every cached list is refreshed. */
export function useSettleCheck() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: settleCheck, onSettled: () => queryClient.invalidateQueries() });
}
