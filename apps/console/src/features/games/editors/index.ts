/**
 * The console's registry of game editors: one line per game, its folder `./<type>/` (an
 * `Editor.tsx`, a `form.ts`, a `messages.ts` and an `index.ts`; see `./codec.ts` and
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
