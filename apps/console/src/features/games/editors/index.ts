import type quiz from './quiz/en.json';
import type wordle from './wordle/en.json';
import type emojiq from './emojiq/en.json';
import type wordhunt from './wordhunt/en.json';
import type puzzle from './puzzle/en.json';
import type scratch from './scratch/en.json';
import type wheel from './wheel/en.json';
import type memory from './memory/en.json';
import type personality from './personality/en.json';

/**
 * The console's registry of game editors: one line per game, its folder `./<type>/` (an
 * `Editor.tsx`, a `form.ts`, a `messages.ts`, an `index.ts` and its texts `en.json` + `fr.json`; see `./codec.ts` and
 * docs/guides/add-a-game.md). Every other fact about a game (name, icon, starter content, views,
 * footer buttons) is in the games registry (`@playdesk/games`).
 */
export { default as quiz } from './quiz';
export { default as wordle } from './wordle';
export { default as emojiq } from './emojiq';
export { default as wordhunt } from './wordhunt';
export { default as puzzle } from './puzzle';
export { default as scratch } from './scratch';
export { default as wheel } from './wheel';
export { default as memory } from './memory';
export { default as personality } from './personality';

/**
 * The keys of the games' own texts (each folder's `en.json`, loaded by i18n/i18n.tsx with the part
 * each key is named after), so `MessageKey` knows them: a typo fails the typecheck.
 */
export type EditorMessageKey =
  | keyof typeof quiz
  | keyof typeof wordle
  | keyof typeof emojiq
  | keyof typeof wordhunt
  | keyof typeof puzzle
  | keyof typeof scratch
  | keyof typeof wheel
  | keyof typeof memory
  | keyof typeof personality;
