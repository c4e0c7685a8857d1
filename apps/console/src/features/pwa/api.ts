import {
  PushNotificationListResponse,
  PushNotificationResponse,
  PwaSettingsResponse,
  RewardListResponse,
  type CreatePushNotificationRequest,
  type PwaTranslation,
  type UpdatePwaSettingsRequest,
} from '@playdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { useTranslationSave } from '../../api/translations';
import { apiUpload } from '../../api/upload';

export const pwaKeys = {
  settings: ['pwa', 'settings'] as const,
  notifications: (page: number) => ['pwa', 'notifications', page] as const,
  allNotifications: ['pwa', 'notifications'] as const,
  rewards: ['pwa', 'reward-options'] as const,
};

export const pwaApi = {
  settings: () => apiRequest('pwa', { schema: PwaSettingsResponse }),
  save: (body: UpdatePwaSettingsRequest) =>
    apiRequest('pwa', { method: 'PUT', body, schema: PwaSettingsResponse }),
  uploadIcon: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return apiUpload('pwa/icon', { body: form, schema: PwaSettingsResponse });
  },
  notifications: (page: number) =>
    apiRequest(`pwa/notifications?page=${page}&page_size=10`, {
      schema: PushNotificationListResponse,
    }),
  send: (body: CreatePushNotificationRequest) =>
    apiRequest('pwa/notifications', { method: 'POST', body, schema: PushNotificationResponse }),
  rewards: () => apiRequest('rewards?page_size=100', { schema: RewardListResponse }),
};

export function usePwaSettings() {
  return useQuery({
    queryKey: pwaKeys.settings,
    queryFn: pwaApi.settings,
    meta: { shows: ['games'] },
  });
}

export function useSavePwaSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: pwaApi.save,
    onSuccess: (answer) => client.setQueryData(pwaKeys.settings, answer),
  });
}

/** Saves one language's texts of the app (`null` removes the language); the others are kept. */
export function useSavePwaTranslation() {
  return useTranslationSave<PwaTranslation, PwaSettingsResponse>(pwaApi.save, (client, answer) =>
    client.setQueryData(pwaKeys.settings, answer),
  );
}

export function useUploadPwaIcon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: pwaApi.uploadIcon,
    onSuccess: (answer) => client.setQueryData(pwaKeys.settings, answer),
  });
}

export function usePushNotifications(page: number) {
  return useQuery({
    queryKey: pwaKeys.notifications(page),
    queryFn: () => pwaApi.notifications(page),
    // Counts move while a notification is delivered.
    refetchInterval: (query) =>
      query.state.data?.data.some((n) => n.status === 'sending' || n.status === 'scheduled')
        ? 5000
        : false,
  });
}

export function useSendPushNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: pwaApi.send,
    onSuccess: () => client.invalidateQueries({ queryKey: pwaKeys.allNotifications }),
  });
}

export function useRewardOptions() {
  return useQuery({
    queryKey: pwaKeys.rewards,
    queryFn: pwaApi.rewards,
    meta: { shows: ['rewards'] },
  });
}
