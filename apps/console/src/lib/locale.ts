/**
 * The locale of lib/format.ts, set by src/i18n when the user's language is chosen or changed. A
 * module of its own so that the first load, which chooses the language, does not carry the
 * formatter itself (it comes with the pages that format).
 */

/** British English (day before month, 24-hour clock) and French of France; en-XA as English. */
const LOCALES: Readonly<Record<string, string>> = { en: 'en-GB', fr: 'fr-FR', 'en-XA': 'en-GB' };

let locale = 'en-GB';
let version = 0;

/** Follows the user's language: the next format uses its locale. */
export function setFormatLocale(lang: string): void {
  const next = LOCALES[lang] ?? 'en-GB';
  if (next === locale) return;
  locale = next;
  version += 1;
}

/** The locale every formatter uses ("en-GB", "fr-FR"). */
export function currentLocale(): string {
  return locale;
}

/** Changes at each change of locale: the formatter makes its `Intl` objects again. */
export function localeVersion(): number {
  return version;
}
