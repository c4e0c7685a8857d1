/** The languages the player side ships complete (issue 33 §1, Arabic §2); English is the source. */
export const SHIPPED_LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'nl', 'pt', 'ar'] as const;
export type ShippedLanguage = (typeof SHIPPED_LANGUAGES)[number];

/** The pseudo-locale (ADR 009): English, accented, lengthened and bracketed. Never offered. */
export const PSEUDO_LOCALE = 'en-XA';

const RTL = new Set(['ar', 'he', 'fa', 'ur']);

/** True for a right-to-left language (`ar`, `he`, and `fa`, `ur`), whatever its region. */
export function rtl(lang: string): boolean {
  return RTL.has(baseLanguage(lang));
}

/** `pt-BR` → `pt`, `en_GB` → `en`; lower case. */
export function baseLanguage(lang: string): string {
  return lang.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}
