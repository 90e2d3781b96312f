import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  WebhookDeliveryPage,
  WebhookDeliveryQueued,
  WebhookEndpointChange,
  WebhookEndpointCreated,
  WebhookEndpointInput,
  WebhookEndpointView,
} from '@bestelklaar/domain';
import { apiRequest } from '../../../api/client';
import { adminKeys } from '../shared/dashboard-api';

export type { WebhookDeliveryPage, WebhookEndpointInput, WebhookEndpointView };

export const INTEGRATION_FALLBACKS = {
  fetch: 'De webhooks konden niet geladen worden.',
  create: 'De webhook kon niet toegevoegd worden.',
  change: 'De webhook kon niet gewijzigd worden.',
  remove: 'De webhook kon niet verwijderd worden.',
  deliveries: 'De leveringen konden niet geladen worden.',
  test: 'De test kon niet verstuurd worden.',
  retry: 'De levering kon niet opnieuw verzonden worden.',
} as const;

export const integrationKeys = {
  all: [...adminKeys.all, 'webhooks'] as const,
  deliveries: (endpointId: string) => [...adminKeys.all, 'webhooks', endpointId, 'deliveries'] as const,
};

const path = (endpointId: string) => `/admin/webhooks/${encodeURIComponent(endpointId)}`;

export function useWebhooks() {
  return useQuery(
    queryOptions({
      queryKey: integrationKeys.all,
      queryFn: ({ signal }) =>
        apiRequest<WebhookEndpointView[]>('/admin/webhooks', {
          signal,
          fallback: INTEGRATION_FALLBACKS.fetch,
        }),
    }),
  );
}

export function useDeliveries(endpointId: string | undefined) {
  return useQuery({
    queryKey: integrationKeys.deliveries(endpointId ?? ''),
    enabled: endpointId !== undefined,
    queryFn: ({ signal }) =>
      apiRequest<WebhookDeliveryPage>(`${path(endpointId!)}/deliveries?limit=50`, {
        signal,
        fallback: INTEGRATION_FALLBACKS.deliveries,
      }),
  });
}

/** A change after which the endpoints and their deliveries are read again (the server has the last word). */
function useWebhookChange<T, R = void>(send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
}

export const useCreateWebhook = () =>
  useWebhookChange((input: WebhookEndpointInput) =>
    apiRequest<WebhookEndpointCreated>('/admin/webhooks', {
      method: 'POST',
      body: input,
      fallback: INTEGRATION_FALLBACKS.create,
    }),
  );

export const useChangeWebhook = () =>
  useWebhookChange(({ endpointId, change }: { endpointId: string; change: WebhookEndpointChange }) =>
    apiRequest<WebhookEndpointView>(path(endpointId), {
      method: 'PUT',
      body: change,
      fallback: INTEGRATION_FALLBACKS.change,
    }),
  );

export const useRemoveWebhook = () =>
  useWebhookChange((endpointId: string) =>
    apiRequest<void>(path(endpointId), { method: 'DELETE', fallback: INTEGRATION_FALLBACKS.remove }),
  );

export const useSendTest = () =>
  useWebhookChange((endpointId: string) =>
    apiRequest<WebhookDeliveryQueued>(`${path(endpointId)}/test`, {
      method: 'POST',
      fallback: INTEGRATION_FALLBACKS.test,
    }),
  );

export const useRetryDelivery = () =>
  useWebhookChange((deliveryId: string) =>
    apiRequest<WebhookDeliveryQueued>(`/admin/webhooks/deliveries/${encodeURIComponent(deliveryId)}/retry`, {
      method: 'POST',
      fallback: INTEGRATION_FALLBACKS.retry,
    }),
  );
