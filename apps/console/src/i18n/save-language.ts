import type { Language } from './i18n';

/**
 * Saves the user's language in their profile, so that it follows them to every device
 * (issue 33 §10). The language picker calls it after switching the console and remembering the
 * choice on this device.
 */
export async function saveUserLanguage(lang: Language): Promise<void> {
  // TODO(issue 33 §10): the server's user settings PATCH that accepts `language` ('en' | 'fr' |
  // null), with `language` in GET user-profile, is not in the API yet: call it here with `lang`.
  await Promise.resolve(lang);
}
