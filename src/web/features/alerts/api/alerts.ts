import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Alert, AlertPageReply, AlertReply } from '@/domain/contracts/monitoring';
import type { RegisterEndpoint } from '@/web/components/register/register-api';
import { api } from '@/web/lib/api-client';
import { invalidateKeys, queryKeys } from '@/web/lib/query-keys';

export const alertsEndpoint: RegisterEndpoint<Alert> = {
  path: '/api/v1/alerts',
  keys: queryKeys.alerts,
  page: AlertPageReply,
};

export function reviewAlert({ id, note }: { id: string; note: string }) {
  return api.post(`/api/v1/alerts/${encodeURIComponent(id)}/review`, note ? { note } : {}, AlertReply);
}

/** A reviewed alert leaves the open ones: the list and the dashboard's open-alert count change. */
export function useReviewAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewAlert,
    onSettled: () => invalidateKeys(queryClient, [queryKeys.alerts.all(), queryKeys.dashboardSummary()]),
  });
}
