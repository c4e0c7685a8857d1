import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AccountSettingsResponse,
  EndedSessionsResponse,
  SessionsResponse,
  type UpdateAccountSettingsRequest,
} from '@playdesk/contract';
import { apiRequest } from '../../api/client';

export const sessionKeys = {
  sessions: ['sessions'] as const,
  settings: ['account-settings'] as const,
};

/** The signed-in person's live sessions. */
export function useSessions() {
  return useQuery({
    queryKey: sessionKeys.sessions,
    queryFn: () => apiRequest('sessions', { schema: SessionsResponse }),
  });
}

function useSessionsWrite<Input>(path: (input: Input) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) =>
      apiRequest(path(input), { method: 'DELETE', schema: EndedSessionsResponse }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionKeys.sessions }),
  });
}

export const useEndSession = () =>
  useSessionsWrite((id: string) => `sessions/${encodeURIComponent(id)}`);

export const useEndOtherSessions = () => useSessionsWrite((_: undefined) => 'sessions');

/** The business's settings, with its session lifetimes (the owner changes them). */
export function useAccountSettings(enabled: boolean) {
  return useQuery({
    queryKey: sessionKeys.settings,
    queryFn: () => apiRequest('account-settings', { schema: AccountSettingsResponse }),
    enabled,
  });
}

export function useSaveAccountSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAccountSettingsRequest) =>
      apiRequest('account-settings', { method: 'PATCH', body, schema: AccountSettingsResponse }),
    onSuccess: (data) => client.setQueryData(sessionKeys.settings, data),
  });
}
