import { UserSettingsResponse } from '@playdesk/contract';
import { apiRequest } from '../api/client';
import type { Language } from './i18n';

/**
 * Saves the user's language in their profile (`PATCH user-settings`), so that it follows them to
 * every device (docs/product-rules.md#languages). The language picker calls it after switching
 * the console and remembering the choice on this device.
 */
export async function saveUserLanguage(lang: Language): Promise<void> {
  await apiRequest('user-settings', {
    method: 'PATCH',
    body: { language: lang },
    schema: UserSettingsResponse,
  });
}
