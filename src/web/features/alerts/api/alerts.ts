import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Alert, alertList, alertReview } from '@/domain/contracts/monitoring';
import type { RegisterEndpoint } from '@/web/components/register/register-api';
import { api } from '@/web/lib/api-client';
import { invalidateKeys, queryKeys } from '@/web/lib/query-keys';

export const alertsEndpoint: RegisterEndpoint<Alert> = {
  list: alertList,
  keys: queryKeys.alerts,
};

export function reviewAlert({ id, note }: { id: string; note: string }) {
  return api.call(alertReview, { params: { id }, body: note ? { note } : {} });
}

/** A reviewed alert leaves the open ones: the list and the dashboard's open-alert count change. */
export function useReviewAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewAlert,
    onSettled: () => invalidateKeys(queryClient, [queryKeys.alerts.all(), queryKeys.dashboardSummary()]),
  });
}
