import {
  DomainListResponse,
  DomainResponse,
  MessageResponse,
  type CreateDomainRequest,
} from '@playdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../api/client';

/** What the add forms send: a domain checked by `CreateDomainRequest` (normal form, defaults). */
export type DomainRequest = z.output<typeof CreateDomainRequest>;

const enc = encodeURIComponent;

export const domainKeys = { list: ['domains', 'list'] as const };

/** Every domain of the account on one page (an account holds at most 60). */
export function useDomains() {
  return useQuery({
    queryKey: domainKeys.list,
    queryFn: ({ signal }) =>
      apiRequest('domains?page=1&page_size=100', { schema: DomainListResponse, signal }),
  });
}

function useDomainWrite<V, R>(mutationFn: (value: V) => Promise<R>, errorsInPlace = false) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { errorsInPlace },
    onSettled: () => client.invalidateQueries({ queryKey: domainKeys.list }),
  });
}

export const useAddDomain = () =>
  useDomainWrite(
    (body: DomainRequest) =>
      apiRequest('domains', { method: 'POST', body, schema: DomainResponse }),
    true,
  );

export const useRemoveDomain = () =>
  useDomainWrite((id: string) =>
    apiRequest(`domains/${enc(id)}`, { method: 'DELETE', schema: MessageResponse }),
  );

export const useVerifyDomain = () =>
  useDomainWrite((id: string) =>
    apiRequest(`domains/${enc(id)}/verify`, { method: 'POST', schema: DomainResponse }),
  );
