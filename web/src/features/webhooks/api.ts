import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedWebhookEndpoint, CreateWebhook, WebhookDelivery, WebhookEndpoint } from '@hearth/contract/webhooks';
import { api } from '../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../lib/invalidating-mutation.ts';

export const webhookKeys = { all: ['webhooks'] as const, deliveries: (id: string) => ['webhooks', id, 'deliveries'] as const };

const getWebhooks = (signal?: AbortSignal) => api<WebhookEndpoint[]>('/webhooks', { signal });
const getDeliveries = (id: string, signal?: AbortSignal) =>
  api<WebhookDelivery[]>(`/webhooks/${encodeURIComponent(id)}/deliveries`, { signal });
const createWebhook = (input: CreateWebhook) => api<CreatedWebhookEndpoint>('/webhooks', { method: 'POST', data: input });
const deleteWebhook = (id: string) => api<null>(`/webhooks/${encodeURIComponent(id)}`, { method: 'DELETE' });
const redeliver = ({ id, deliveryId }: { id: string; deliveryId: string }) =>
  api<WebhookDelivery>(`/webhooks/${encodeURIComponent(id)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`, {
    method: 'POST',
  });

export const useWebhooks = () =>
  useQuery(queryOptions({ queryKey: webhookKeys.all, queryFn: ({ signal }) => getWebhooks(signal), staleTime: 0 }));
export const useDeliveries = (id: string) =>
  useQuery({ queryKey: webhookKeys.deliveries(id), queryFn: ({ signal }) => getDeliveries(id, signal), staleTime: 0 });
export const useCreateWebhook = () => useInvalidatingMutation(createWebhook, webhookKeys.all);
/** The deleted endpoint's deliveries are dropped, not refetched: they would answer 404. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: webhookKeys.deliveries(id) });
      return queryClient.invalidateQueries({ queryKey: webhookKeys.all });
    },
  });
}
export const useRedeliver = () => useInvalidatingMutation(redeliver, webhookKeys.all);
