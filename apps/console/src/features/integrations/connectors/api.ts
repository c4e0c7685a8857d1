import {
  ConnectorTestResponse,
  HubspotResponse,
  MailchimpResponse,
  type ConnectorKind,
  type UpdateHubspotRequest,
  type UpdateMailchimpRequest,
} from '@playdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export const connectorKeys = {
  one: (kind: ConnectorKind) => ['connectors', kind] as const,
};

/** Mailchimp's settings (key masked) and its recent sync log. */
export function useMailchimp() {
  return useQuery({
    queryKey: connectorKeys.one('mailchimp'),
    queryFn: () => apiRequest('integrations/mailchimp', { schema: MailchimpResponse }),
  });
}

export function useHubspot() {
  return useQuery({
    queryKey: connectorKeys.one('hubspot'),
    queryFn: () => apiRequest('integrations/hubspot', { schema: HubspotResponse }),
  });
}

export function useSaveMailchimp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMailchimpRequest) =>
      apiRequest('integrations/mailchimp', { method: 'PUT', body, schema: MailchimpResponse }),
    meta: { errorsInPlace: true },
    onSuccess: (data) => client.setQueryData(connectorKeys.one('mailchimp'), data),
  });
}

export function useSaveHubspot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateHubspotRequest) =>
      apiRequest('integrations/hubspot', { method: 'PUT', body, schema: HubspotResponse }),
    meta: { errorsInPlace: true },
    onSuccess: (data) => client.setQueryData(connectorKeys.one('hubspot'), data),
  });
}

/** "Test connection": the answer says whether the saved key works; the log then shows it. */
export function useTestConnector(kind: ConnectorKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`integrations/${kind}/test`, { method: 'POST', schema: ConnectorTestResponse }),
    meta: { errorsInPlace: true },
    onSettled: () => client.invalidateQueries({ queryKey: connectorKeys.one(kind) }),
  });
}
