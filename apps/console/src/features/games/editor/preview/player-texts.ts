/**
 * The player app's own words in the game editor's preview (issue 33 §8: "the live preview in the
 * chosen language"): the board's texts (Wordle's Enter key, "2 tries left"), the action buttons,
 * Play again, "How to play", the pop-up titles — read from the player app's catalogues, in the
 * language previewed (the translation picked, else the game's default language).
 *
 * The catalogues are lazy chunks of the editor, fetched only when the preview needs them: a
 * language other than English, or an English game in a console that is not in English. An English
 * game in the English console shows the console's own texts, which say the same.
 */
import { createTranslator, type Params } from '@playdesk/i18n';
import type { ViewT } from '@playdesk/games/views';
import type { MessageKey } from '../../../../i18n/i18n';

type Catalogue = Record<string, string>;
type Loader = () => Promise<{ default: Catalogue }>;

/** Two catalogues loaded at once, as one. */
const both =
  (a: Loader, b: Loader): Loader =>
  () =>
    Promise.all([a(), b()]).then(([x, y]) => ({ default: { ...x.default, ...y.default } }));

/** The player app's first catalogue: its buttons, statuses and pop-ups, and the games' names. */
const CORE: Record<string, Loader> = {
  en: both(
    () => import('../../../../../../play/src/i18n/en.json'),
    () => import('@playdesk/games/i18n/names-en'),
  ),
  fr: both(
    () => import('../../../../../../play/src/i18n/fr.json'),
    () => import('@playdesk/games/i18n/names-fr'),
  ),
  de: both(
    () => import('../../../../../../play/src/i18n/de.json'),
    () => import('@playdesk/games/i18n/names-de'),
  ),
  es: both(
    () => import('../../../../../../play/src/i18n/es.json'),
    () => import('@playdesk/games/i18n/names-es'),
  ),
  it: both(
    () => import('../../../../../../play/src/i18n/it.json'),
    () => import('@playdesk/games/i18n/names-it'),
  ),
  nl: both(
    () => import('../../../../../../play/src/i18n/nl.json'),
    () => import('@playdesk/games/i18n/names-nl'),
  ),
  pt: both(
    () => import('../../../../../../play/src/i18n/pt.json'),
    () => import('@playdesk/games/i18n/names-pt'),
  ),
  ar: both(
    () => import('../../../../../../play/src/i18n/ar.json'),
    () => import('@playdesk/games/i18n/names-ar'),
  ),
};

/** Its later texts: the game boards' words (`game.view.*`) and the moves' refusals. */
const LATER: Record<string, Loader> = {
  en: () => import('../../../../../../play/src/i18n/later/en.json'),
  fr: () => import('../../../../../../play/src/i18n/later/fr.json'),
  de: () => import('../../../../../../play/src/i18n/later/de.json'),
  es: () => import('../../../../../../play/src/i18n/later/es.json'),
  it: () => import('../../../../../../play/src/i18n/later/it.json'),
  nl: () => import('../../../../../../play/src/i18n/later/nl.json'),
  pt: () => import('../../../../../../play/src/i18n/later/pt.json'),
  ar: () => import('../../../../../../play/src/i18n/later/ar.json'),
};

/** Each game's own later texts (its folder's `i18n/{lang}.json`, packages/games/src/i18n). */
const GAMES: Record<string, Loader> = {
  en: () => import('@playdesk/games/i18n/en'),
  fr: () => import('@playdesk/games/i18n/fr'),
  de: () => import('@playdesk/games/i18n/de'),
  es: () => import('@playdesk/games/i18n/es'),
  it: () => import('@playdesk/games/i18n/it'),
  nl: () => import('@playdesk/games/i18n/nl'),
  pt: () => import('@playdesk/games/i18n/pt'),
  ar: () => import('@playdesk/games/i18n/ar'),
};

/** The languages the player app has a catalogue for (the others preview in English). */
export const PLAYER_LANGUAGES = Object.keys(CORE);

/**
 * The preview's own words, each as the console says it (`console`) and as the player app does
 * (`player`): the preview shows the player's in the language previewed.
 */
export const CHROME = {
  how_to: { console: 'games.preview.how_to', player: 'pad.intro.how_to_play' },
  visit: { console: 'games.preview.visit', player: 'pad.footer.visit' },
  new_tab: { console: 'games.editor.new_tab', player: 'pad.footer.new_tab' },
  again: { console: 'games.preview.again', player: 'pad.result.play_again' },
  letter: { console: 'games.footer.letter', player: 'pad.actions.letter' },
  hint: { console: 'games.footer.hint_button', player: 'pad.actions.hint' },
  reset: { console: 'games.footer.reset', player: 'pad.actions.reset' },
  solve: { console: 'games.footer.solve', player: 'pad.actions.solve' },
  easy: { console: 'games.difficulty.easy', player: 'game.difficulty.easy' },
  normal: { console: 'games.difficulty.normal', player: 'game.difficulty.normal' },
  hard: { console: 'games.difficulty.hard', player: 'game.difficulty.hard' },
  failed: { console: 'games.preview.failed_action', player: 'pad.help.failed' },
  // The pop-up's title when the game has no win or game-over text (apps/play popup-title.ts).
  won_title: { console: null, player: 'pad.result.won_title' },
  over_title: { console: null, player: 'pad.result.over_title' },
} as const satisfies Record<string, { console: MessageKey | null; player: string }>;

export type ChromeKey = keyof typeof CHROME;

/** The player app's texts in one language, English under them. */
export interface PlayerTexts {
  lang: string;
  /** A player app message by its key (`pad.result.play_again`). */
  t(key: string, params?: Params): string;
  /** The game views' translator (`game.view.*`, packages/games/src/view-texts.ts). */
  view: ViewT;
}

/** The player app's language for a game's `lang`: its own, or English when it has none. */
export function playerLanguage(lang: string): string {
  return lang in CORE ? lang : 'en';
}

/** Whether the preview needs the player app's catalogues (see the file's comment). */
export function needsPlayerTexts(previewLang: string, consoleLang: string): boolean {
  return previewLang !== 'en' || (consoleLang !== 'en' && consoleLang !== 'en-XA');
}

const loaded = new Map<string, Promise<PlayerTexts>>();

/**
 * The player app's texts in `lang` (English for a language it has no catalogue of), downloaded
 * once; a failed download is forgotten, so the next preview tries again.
 */
export function loadPlayerTexts(lang: string): Promise<PlayerTexts> {
  const code = playerLanguage(lang);
  let texts = loaded.get(code);
  if (!texts) {
    texts = build(code);
    texts.catch(() => loaded.delete(code));
    loaded.set(code, texts);
  }
  return texts;
}

async function build(lang: string): Promise<PlayerTexts> {
  const parts = (l: string) => [CORE[l]!(), LATER[l]!(), GAMES[l]!()];
  const catalogues = await Promise.all([...parts('en'), ...(lang === 'en' ? [] : parts(lang))]);
  const merged = (list: typeof catalogues): Catalogue =>
    Object.assign({}, ...list.map((c) => c.default)) as Catalogue;
  const english = merged(catalogues.slice(0, 3));
  const own = lang === 'en' ? english : merged(catalogues.slice(3));
  const t = createTranslator(lang, own, english);
  return { lang, t, view: (key, params) => t(`game.view.${key}`, params) };
}
