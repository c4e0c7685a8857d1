import {
  ConsentListResponse,
  MessageResponse,
  WebhookDeliveryListResponse,
  WebhookDeliveryResponse,
  WebhookEndpointListResponse,
  WebhookEndpointResponse,
  WebhookSecretResponse,
  type CreateWebhookEndpointRequest,
  type UpdateWebhookEndpointRequest,
} from '@playdesk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { toast } from '../../session/toast';
import { appT } from '../../i18n/i18n';

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: ['webhooks', 'list'] as const,
  deliveries: (id: string, page: number) => ['webhooks', 'deliveries', id, page] as const,
  consents: ['webhooks', 'consents'] as const,
};

const path = (id: string) => `integrations/webhooks/${encodeURIComponent(id)}`;

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: webhookKeys.list,
    queryFn: () =>
      apiRequest('integrations/webhooks?page_size=100', { schema: WebhookEndpointListResponse }),
  });
}

/** The business's consents, for "send personal data to players who gave…" (needs Player Data). */
export function useConsentChoices(enabled: boolean) {
  return useQuery({
    queryKey: webhookKeys.consents,
    queryFn: () => apiRequest('consents?page_size=100', { schema: ConsentListResponse }),
    enabled,
  });
}

/** The delivery log of one endpoint; refreshed every few seconds while something is pending. */
export function useWebhookDeliveries(id: string, page: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id, page),
    queryFn: () =>
      apiRequest(`${path(id)}/deliveries?page=${page}&page_size=10`, {
        schema: WebhookDeliveryListResponse,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((d) => d.status === 'pending') ? 2000 : false,
  });
}

export function useCreateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookEndpointRequest) =>
      apiRequest('integrations/webhooks', { method: 'POST', body, schema: WebhookSecretResponse }),
    meta: { errorsInPlace: true },
    onSettled: () => client.invalidateQueries({ queryKey: webhookKeys.list }),
  });
}

export function useUpdateWebhook(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateWebhookEndpointRequest) =>
      apiRequest(path(id), { method: 'PATCH', body, schema: WebhookEndpointResponse }),
    meta: { errorsInPlace: true },
    onSettled: () => client.invalidateQueries({ queryKey: webhookKeys.list }),
  });
}

export function useToggleWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      apiRequest(path(id), { method: 'PATCH', body: { enabled }, schema: WebhookEndpointResponse }),
    onSettled: () => client.invalidateQueries({ queryKey: webhookKeys.list }),
  });
}

export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(path(id), { method: 'DELETE', schema: MessageResponse }),
    // Off the list at once (its card and polling log unmount), and its log forgotten: a refetch
    // of a deleted endpoint's log would be a 404. The card is gone, so the toast is said here.
    onSuccess: async (_data, id) => {
      await client.cancelQueries({ queryKey: ['webhooks', 'deliveries', id] });
      client.setQueryData<WebhookEndpointListResponse>(webhookKeys.list, (old) =>
        old
          ? {
              data: old.data.filter((e) => e.public_id !== id),
              meta: { ...old.meta, total: Math.max(0, old.meta.total - 1) },
            }
          : old,
      );
      client.removeQueries({ queryKey: ['webhooks', 'deliveries', id] });
      toast.success(appT()('integrations.endpoint.deleted'));
    },
    onSettled: () => client.invalidateQueries({ queryKey: webhookKeys.list }),
  });
}

export function useRotateWebhookSecret() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`${path(id)}/rotate-secret`, { method: 'POST', schema: WebhookSecretResponse }),
    onSettled: () => client.invalidateQueries({ queryKey: webhookKeys.list }),
  });
}

export function useSendWebhookTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`${path(id)}/test`, { method: 'POST', schema: WebhookDeliveryResponse }),
    onSettled: () => client.invalidateQueries({ queryKey: ['webhooks', 'deliveries'] }),
  });
}

export function useResendDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiRequest(`integrations/deliveries/${encodeURIComponent(deliveryId)}/resend`, {
        method: 'POST',
        schema: WebhookDeliveryResponse,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['webhooks', 'deliveries'] }),
  });
}
