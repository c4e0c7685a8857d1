import {
  ApiKeyListResponse,
  CreatedApiKeyResponse,
  type CreateApiKeyRequest,
} from '@playdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../api/client';

export const apiKeyKeys = {
  list: ['api-keys', 'list'] as const,
};

export function useApiKeys() {
  return useQuery({
    queryKey: apiKeyKeys.list,
    queryFn: () => apiRequest('api-keys', { schema: ApiKeyListResponse }),
  });
}

/** Creates a key; the answer carries the secret, which nothing keeps after the dialog closes. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyRequest) =>
      apiRequest('api-keys', { method: 'POST', body, schema: CreatedApiKeyResponse }),
    onSettled: () => client.invalidateQueries({ queryKey: apiKeyKeys.list }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`api-keys/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.null() }),
    onSettled: () => client.invalidateQueries({ queryKey: apiKeyKeys.list }),
  });
}
