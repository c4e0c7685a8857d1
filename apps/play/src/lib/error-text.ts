/**
 * The player's text for a failed call (docs/product-rules.md#error-codes): an error the server
 * gave a known `code` shows the catalogue's `error.<code>` in the player's language, with its
 * params (dates formatted in that language); any other keeps the server's English `message`.
 */
import type { Params } from '@playdesk/i18n';
import { appLang, appT, type MessageKey, type T } from '../i18n/i18n.js';
import { ApiError, NETWORK_ERROR, type ApiErrorParams } from './api.js';

/** The codes the player app has a text for (ERROR_CODES of the contract, less none). */
const KNOWN_CODES: ReadonlySet<string> = new Set([
  'player.token_missing',
  'player.unknown',
  'play.business_not_found',
  'play.game_unavailable',
  'play.rate_limited',
  'play.monthly_limit',
  'play.form_first',
  'play.participation_limit',
  'play.session_not_found',
  'play.session_over',
  'play.time_up',
  'play.draw_period_not_found',
  'move.invalid',
  'move.refused',
  'move.word_length',
  'move.letters_only',
  'move.word_repeated',
  'move.not_in_word_list',
  'move.not_a_word',
  'move.word_already_found',
  'move.outside_grid',
  'move.not_straight',
  'move.letter_invalid',
  'move.letter_repeated',
  'move.reveal_needs_lives',
  'move.all_letters_revealed',
  'move.tile_not_movable',
  'move.scratch_more',
  'move.question_answered',
  'move.question_unknown',
  'move.question_not_current',
  'move.option_invalid',
  'lead.no_form',
  'lead.invalid',
  'lead.confirm_limit',
  'lead.link_invalid',
  'lead.link_expired',
  'consent.link_invalid',
  'pwa.business_missing',
  'pwa.business_not_found',
  'push.invalid_subscription',
]);

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
  if (error instanceof ApiError && error.code && KNOWN_CODES.has(error.code)) {
    const key = `error.${error.code}` as MessageKey;
    const text = t(key, textParams(error.params, lang));
    // A catalogue part not loaded (offline) gives the key back: the server's words then.
    if (text && text !== key) return text;
  }
  return error.message;
}

/** `describeError` with the page's translator, for code outside components (lib/, hooks). */
export function messageOf(error: unknown): string {
  return describeError(appT(), error);
}
