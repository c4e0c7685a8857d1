import {
  errorText,
  NotificationBarResponse,
  PublicNotificationBarResponse,
  type NotificationBar,
  type NotificationBarInput,
  type NotificationBarTranslation,
} from '@playdesk/contract';
import { API_PATH } from '@playdesk/contract/urls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../api/client';
import { useTranslationSave } from '../../api/translations';
import { savedRequest } from './bar-model';

export const barKeys = {
  bar: ['notification-bar'] as const,
  publics: ['notification-bar', 'public'] as const,
  public: (account: string) => ['notification-bar', 'public', account] as const,
};

export const barApi = {
  get: () => apiRequest('notification-bar', { schema: NotificationBarResponse }),
  save: (body: NotificationBarInput) =>
    apiRequest('notification-bar', { method: 'PUT', body, schema: NotificationBarResponse }),
  /**
   * What the business's site gets from the embed (null when the bar is not showing now). The
   * public answer is cacheable for a minute (for the sites); the console asks past the cache.
   */
  publicConfig: async (account: string) => {
    const response = await fetch(publicBarPath(account), {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new ApiError(response.status, body, errorText(body));
    return PublicNotificationBarResponse.parse(body);
  },
};

export const publicBarPath = (account: string) =>
  `${API_PATH}/play/accounts/${encodeURIComponent(account)}/notification-bar`;

export function useNotificationBar() {
  return useQuery({
    queryKey: barKeys.bar,
    queryFn: barApi.get,
    refetchOnWindowFocus: false,
    // The bar names its linked game.
    meta: { shows: ['games'] },
  });
}

export function usePublicBar(account: string | undefined) {
  return useQuery({
    queryKey: barKeys.public(account ?? ''),
    queryFn: () => barApi.publicConfig(account!),
    enabled: Boolean(account),
    // The bar links its game only while that game can be played.
    meta: { shows: ['games'] },
  });
}

export function useSaveNotificationBar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: barApi.save,
    onSuccess: async (answer) => {
      client.setQueryData(barKeys.bar, answer);
      await client.invalidateQueries({ queryKey: barKeys.publics });
    },
  });
}

/**
 * Saves one language's texts of the bar (`null` removes the language), the others kept. The bar
 * is saved whole (`PUT`), so the rest is sent as saved, not as the form holds it: unsaved changes
 * in the form stay the form's.
 */
export function useSaveBarTranslation(saved: NotificationBar) {
  return useTranslationSave<NotificationBarTranslation, Awaited<ReturnType<typeof barApi.save>>>(
    (body) => barApi.save({ ...savedRequest(saved), ...body }),
    async (client, answer) => {
      client.setQueryData(barKeys.bar, answer);
      await client.invalidateQueries({ queryKey: barKeys.publics });
    },
  );
}
