import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  webhookDeliveryList,
  webhookDeliveryResend,
  webhookEndpointChange,
  webhookEndpointCreation,
  webhookEndpointDeletion,
  webhookEndpointList,
  webhookSecretRotation,
  webhookTestEventSending,
} from '@/domain/contracts/webhooks';
import type { NewWebhookEndpoint, WebhookEndpointChange } from '@/domain/schemas/webhook-endpoint';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** How many deliveries a page of the log shows. */
export const DELIVERY_PAGE_SIZE = 10;

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: queryKeys.webhooks.endpoints(),
    queryFn: () => api.call(webhookEndpointList),
  });
}

export function useWebhookDeliveries(endpointId: string, page: number) {
  return useQuery({
    queryKey: queryKeys.webhooks.deliveries(endpointId, page),
    queryFn: () =>
      api.call(webhookDeliveryList, {
        params: { id: endpointId },
        query: { page, pageSize: DELIVERY_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    // A delivery being tried changes on its own: the log looks again until none is.
    refetchInterval: (query) =>
      query.state.data?.items.some((delivery) => delivery.status === 'pending') ? 2_000 : false,
  });
}

/** Every change refreshes the endpoints and their delivery logs (a last delivery, a resend, a removal). */
function useWebhookMutation<T, R>(send: (input: T) => Promise<R>) {
  return useMutation({
    mutationFn: send,
    meta: { invalidates: [queryKeys.webhooks.all()] },
  });
}

export const useAddWebhookEndpoint = () =>
  useWebhookMutation((endpoint: NewWebhookEndpoint) => api.call(webhookEndpointCreation, { body: endpoint }));

export const useChangeWebhookEndpoint = () =>
  useWebhookMutation(({ id, change }: { id: string; change: WebhookEndpointChange }) =>
    api.call(webhookEndpointChange, { params: { id }, body: change }),
  );

/** A new secret; the old one keeps signing beside it for the server's default overlap (24 hours). */
export const useRotateWebhookSecret = () =>
  useWebhookMutation((id: string) => api.call(webhookSecretRotation, { params: { id }, body: {} }));

export const useRemoveWebhookEndpoint = () =>
  useWebhookMutation((id: string) => api.call(webhookEndpointDeletion, { params: { id } }));

export const useSendWebhookTestEvent = () =>
  useWebhookMutation((id: string) => api.call(webhookTestEventSending, { params: { id } }));

export const useResendWebhookDelivery = () =>
  useWebhookMutation(({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
    api.call(webhookDeliveryResend, { params: { id: endpointId, deliveryId } }),
  );
