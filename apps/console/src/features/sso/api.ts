import {
  SsoDomainResponse,
  SsoSettingsResponse,
  type UpdateSsoSettingsRequest,
} from '@playdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

export const ssoKeys = { settings: ['sso', 'settings'] as const };

/** The business's single sign-on settings (owners only). */
export function useSsoSettings() {
  return useQuery({
    queryKey: ssoKeys.settings,
    queryFn: ({ signal }) => apiRequest('sso', { schema: SsoSettingsResponse, signal }),
  });
}

export function useSaveSso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSsoSettingsRequest) =>
      apiRequest('sso', { method: 'PUT', body, schema: SsoSettingsResponse }),
    onSuccess: (answer) => client.setQueryData(ssoKeys.settings, answer),
  });
}

export function useVerifySsoDomain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) =>
      apiRequest(`sso/domains/${encodeURIComponent(domain)}/verify`, {
        method: 'POST',
        schema: SsoDomainResponse,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ssoKeys.settings }),
  });
}
