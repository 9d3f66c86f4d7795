import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKey, CreateApiKey, CreatedApiKey } from '@hearth/contract/api-keys';
import { api } from '../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../lib/invalidating-mutation.ts';

export const apiKeyKeys = { all: ['api-keys'] as const };

export const getApiKeys = (signal?: AbortSignal) => api<ApiKey[]>('/api-keys', { signal });
export const createApiKey = (input: CreateApiKey) => api<CreatedApiKey>('/api-keys', { method: 'POST', data: input });
export const revokeApiKey = (id: string) => api<ApiKey>(`/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Always refetched on mount: "Last Used" changes whenever a script calls the API. */
export const apiKeysQuery = () =>
  queryOptions({ queryKey: apiKeyKeys.all, queryFn: ({ signal }) => getApiKeys(signal), staleTime: 0 });

export const useApiKeys = () => useQuery(apiKeysQuery());
export const useCreateApiKey = () => useInvalidatingMutation(createApiKey, apiKeyKeys.all);
export const useRevokeApiKey = () => useInvalidatingMutation(revokeApiKey, apiKeyKeys.all);
