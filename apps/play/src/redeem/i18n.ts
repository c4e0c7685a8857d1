/**
 * The scanner's texts, in the eight languages the player app ships (docs/languages.md): a small
 * catalogue of its own (src/redeem/i18n/), so the scanner loads none of the player pages' texts.
 * English is bundled; the device's language (chosen on it, else the browser's) is one lazy chunk.
 */
import {
  createTranslator,
  resolveLanguage,
  rtl,
  SHIPPED_LANGUAGES,
  type Params,
} from '@playdesk/i18n';
import en from './i18n/en.json';

export type ScannerKey = keyof typeof en;
export type ScannerT = (key: ScannerKey, params?: Params) => string;

const LOADERS: Record<string, () => Promise<{ default: Record<string, string> }>> = {
  fr: () => import('./i18n/fr.json'),
  de: () => import('./i18n/de.json'),
  es: () => import('./i18n/es.json'),
  it: () => import('./i18n/it.json'),
  nl: () => import('./i18n/nl.json'),
  pt: () => import('./i18n/pt.json'),
  ar: () => import('./i18n/ar.json'),
};

export const LANGUAGE_KEY = 'playdesk.redeem.lang';

export function chooseScannerLanguage(remembered: string | null, browser: readonly string[]) {
  return resolveLanguage({
    explicit: remembered,
    acceptLanguage: browser,
    available: SHIPPED_LANGUAGES,
    fallback: 'en',
  });
}

export const englishScannerT: ScannerT = createTranslator('en', en);

export async function loadScannerT(lang: string): Promise<ScannerT> {
  const load = LOADERS[lang];
  if (!load) return englishScannerT;
  try {
    return createTranslator(lang, (await load()).default, en);
  } catch {
    return englishScannerT; // a chunk that did not come: English, never a blank
  }
}

/**
 * A server error in the device's language: its stable code's text (`error.counter.pin_wrong`, the
 * same texts the player app has), else the server's own words.
 */
export function errorText(
  t: ScannerT,
  error: { code?: string | undefined; message: string; params?: Params },
) {
  const key = `error.${error.code ?? ''}`;
  return error.code && key in en ? t(key as ScannerKey, error.params) : error.message;
}

export { rtl };
