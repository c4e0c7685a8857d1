/**
 * The server's texts for players (issue 33 §9): the emails a player gets, in the player's language.
 * One catalogue per language in ./player (English is the source; checkCatalogue keeps the others in
 * step). A language without a server catalogue, or a message missing from one, falls back to
 * English message by message (createTranslator).
 *
 * Which language: the caller's (the play's for a reward won in a play, the form's for its emails),
 * else the player's `players.language`, else the game's default language — `emailLanguage`.
 */
import { baseLanguage, createTranslator, type Messages, type Translate } from '@playdesk/i18n';
import ar from './player/ar.json' with { type: 'json' };
import de from './player/de.json' with { type: 'json' };
import en from './player/en.json' with { type: 'json' };
import es from './player/es.json' with { type: 'json' };
import fr from './player/fr.json' with { type: 'json' };
import it from './player/it.json' with { type: 'json' };
import nl from './player/nl.json' with { type: 'json' };
import pt from './player/pt.json' with { type: 'json' };

export type PlayerMessageKey = keyof typeof en;

/** The server catalogues by language (`ar` ahead of the player app shipping it). */
export const PLAYER_CATALOGUES: Readonly<Record<string, Messages>> = {
  en,
  fr,
  de,
  es,
  it,
  nl,
  pt,
  ar,
};

export interface PlayerTranslator {
  /** The language the texts are formatted in (`en` when the asked one has no catalogue). */
  readonly language: string;
  readonly t: (key: PlayerMessageKey, params?: Parameters<Translate>[1]) => string;
  /** A date (ISO string or Date) in the player's language, in UTC: "1 December 2026". */
  readonly date: (value: string | Date) => string;
}

const translators = new Map<string, PlayerTranslator>();

/** The date locale of a language: British English and European Portuguese, as the texts are. */
const DATE_LOCALE: Readonly<Record<string, string>> = { en: 'en-GB', pt: 'pt-PT' };

/** The first of the candidates that is a language (the play's, the player's, the game's), or `en`. */
export function emailLanguage(...candidates: (string | null | undefined)[]): string {
  for (const c of candidates) if (c) return baseLanguage(c);
  return 'en';
}

/** The player texts in `language` (any case or region: `fr-BE` is French); unknown: English. */
export function playerT(language: string | null | undefined): PlayerTranslator {
  const asked = baseLanguage(language ?? 'en');
  const lang = asked in PLAYER_CATALOGUES ? asked : 'en';
  let found = translators.get(lang);
  if (!found) {
    const translate = createTranslator(lang, PLAYER_CATALOGUES[lang]!, en);
    const dates = new Intl.DateTimeFormat(DATE_LOCALE[lang] ?? lang, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    found = {
      language: lang,
      t: (key, params) => translate(key, params),
      date: (value) => dates.format(typeof value === 'string' ? new Date(value) : value),
    };
    translators.set(lang, found);
  }
  return found;
}
