import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  CreatedWebhookEndpointReply,
  WebhookDeliveryPageReply,
  WebhookEndpointListReply,
  WebhookEndpointSchema,
  WebhookResendReply,
  WebhookSecretReply,
} from '@/domain/contracts/webhooks';
import { NoContent } from '@/domain/contracts/wire';
import type { NewWebhookEndpoint, WebhookEndpointChange } from '@/domain/schemas/webhook-endpoint';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

const PATH = '/api/v1/webhook-endpoints';
const endpointPath = (id: string) => `${PATH}/${encodeURIComponent(id)}`;
/** How many deliveries a page of the log shows. */
export const DELIVERY_PAGE_SIZE = 10;

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: queryKeys.webhooks.endpoints(),
    queryFn: () => api.get(PATH, WebhookEndpointListReply),
  });
}

export function useWebhookDeliveries(endpointId: string, page: number) {
  return useQuery({
    queryKey: queryKeys.webhooks.deliveries(endpointId, page),
    queryFn: () =>
      api.get(
        `${endpointPath(endpointId)}/deliveries?page=${page}&pageSize=${DELIVERY_PAGE_SIZE}`,
        WebhookDeliveryPageReply,
      ),
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
  useWebhookMutation((endpoint: NewWebhookEndpoint) => api.post(PATH, endpoint, CreatedWebhookEndpointReply));

export const useChangeWebhookEndpoint = () =>
  useWebhookMutation(({ id, change }: { id: string; change: WebhookEndpointChange }) =>
    api.patch(endpointPath(id), change, WebhookEndpointSchema),
  );

export const useRotateWebhookSecret = () =>
  useWebhookMutation((id: string) => api.post(`${endpointPath(id)}/secret`, undefined, WebhookSecretReply));

export const useRemoveWebhookEndpoint = () =>
  useWebhookMutation((id: string) => api.delete(endpointPath(id), NoContent));

export const useResendWebhookDelivery = () =>
  useWebhookMutation(({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
    api.post(
      `${endpointPath(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`,
      undefined,
      WebhookResendReply,
    ),
  );
