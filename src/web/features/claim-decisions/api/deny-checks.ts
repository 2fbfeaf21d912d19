import { useMutation } from '@tanstack/react-query';
import { bulkAction } from '@/domain/contracts/work-queue';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/**
 * Denies several open checks for one reason (`POST /api/v1/checks/bulk-actions`, action deny): each is denied as one
 * denial would be, so Claims Review, Denied Claims and the dashboard's figures change.
 */
export function useDenyChecks() {
  return useMutation({
    mutationFn: ({ ids, denialReason, notes }: { ids: string[]; denialReason: string; notes: string }) =>
      api.call(bulkAction, { body: { action: 'deny', ids, denialReason, notes } }),
    meta: {
      invalidates: [queryKeys.checks.all(), queryKeys.deniedClaims.all(), queryKeys.dashboardSummary()],
    },
  });
}
