/**
 * The texts the game views show (buttons, statuses, hints, screen-reader labels), by key. A view
 * takes a translator `t` (GameViewProps): the player app passes its own, which reads these keys as
 * `game.view.{key}` from its catalogues in the player's language (docs/adr/009-i18n.md); without
 * one (the console's preview), the English: `error` below, and each game's own in its folder's
 * `texts.ts`. The English here is the source: the player app's English catalogues (its
 * `later/en.json`, each game's `i18n/en.json`) hold the same texts as ICU messages, and a test
 * there keeps both equal.
 * Pure: no formatter and no language data in this package.
 */
import type { ViewTextParams as Params, ViewTexts } from './define-texts.js';
import { texts as emojiq } from './emojiq/texts.js';
import { texts as memory } from './memory/texts.js';
import { texts as personality } from './personality/texts.js';
import { texts as puzzle } from './puzzle/texts.js';
import { texts as quiz } from './quiz/texts.js';
import { texts as scratch } from './scratch/texts.js';
import { texts as wheel } from './wheel/texts.js';
import { texts as wordhunt } from './wordhunt/texts.js';
import { texts as wordle } from './wordle/texts.js';

/** Each game's texts (its folder's `texts.ts`, translated in its `i18n/<lang>.json`). */
const GAME_TEXTS = [
  emojiq,
  memory,
  puzzle,
  quiz,
  scratch,
  wheel,
  wordhunt,
  wordle,
  personality,
] as const;

/** The keys of every game's texts (each member of the union on its own). */
type KeysOf<T> = T extends unknown ? keyof T : never;
type GameTextKey = KeysOf<(typeof GAME_TEXTS)[number]>;

const EN = Object.assign(
  { error: () => 'Something went wrong, try again' } satisfies ViewTexts,
  ...GAME_TEXTS,
) as Record<'error' | GameTextKey, (p: Params) => string>;

export type ViewTextKey = keyof typeof EN;

/** A view's translator: the text of `key` with `params` filled in. */
export type ViewT = (key: ViewTextKey, params?: Params) => string;

/** Every key a view may ask for (the player app's test checks its catalogues against it). */
export const VIEW_TEXT_KEYS = Object.keys(EN) as ViewTextKey[];

/** The views' English, for a host that passes no translator. */
export const englishViewT: ViewT = (key, params = {}) => EN[key](params);
