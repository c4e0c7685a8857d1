/**
 * The player's text for a failed call (docs/product-rules.md#error-codes): an error the server
 * gave a known `code` shows the catalogue's `error.<code>` in the player's language, with its
 * params (dates formatted in that language); any other keeps the server's English `message`.
 */
import type { Params } from '@playdesk/i18n';
import { appLang, appT, type MessageKey, type T } from '../i18n/i18n.js';
import { ApiError, NETWORK_ERROR, type ApiErrorParams } from './api.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/**
 * An ISO date in the player's language: the day alone when it is a midnight in UTC (the start of
 * a period, the same day everywhere), else the day and time in the player's time zone.
 */
export function formatErrorDate(iso: string, lang: string): string {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return iso;
  const locale = lang === 'en-XA' ? 'en' : lang;
  const midnight =
    when.getUTCHours() === 0 && when.getUTCMinutes() === 0 && when.getUTCSeconds() === 0;
  try {
    return new Intl.DateTimeFormat(
      locale,
      midnight
        ? { dateStyle: 'medium', timeZone: 'UTC' }
        : { dateStyle: 'medium', timeStyle: 'short' },
    ).format(when);
  } catch {
    return iso;
  }
}

function textParams(params: ApiErrorParams, lang: string): Params {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    out[name] =
      typeof value === 'string' && ISO_DATE.test(value) ? formatErrorDate(value, lang) : value;
  }
  return out;
}

/**
 * The text to show for a failed call or move: the catalogue's text for a known code, else the
 * server's message, else a generic one. The app's own English texts (no server answer) are shown
 * in the player's language too.
 */
export function describeError(t: T, error: unknown, lang: string = appLang()): string {
  if (!(error instanceof Error) || !error.message) return t('error.generic');
  if (error.message === NETWORK_ERROR) return t('error.network');
  if (error instanceof ApiError && error.code) {
    const key = `error.${error.code}` as MessageKey;
    const text = t(key, textParams(error.params, lang));
    // A code this app has no text for yet, or texts not loaded (offline), give the key back:
    // the server's words then (the codes are the contract's ERROR_CODES; catalogues.test.ts).
    if (text && text !== key) return text;
  }
  return error.message;
}

/** `describeError` with the page's translator, for code outside components (lib/, hooks). */
export function messageOf(error: unknown): string {
  return describeError(appT(), error);
}
