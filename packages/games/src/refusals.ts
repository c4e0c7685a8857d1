/**
 * How an engine refuses a move (issue 33 §9, docs/product-rules.md#error-codes): with a stable
 * code, the values its text uses, and an English sentence for API users and logs. The player app
 * shows its own text for the code (`error.<code>` in its catalogues), in the player's language;
 * the server passes the code on as it is. The shared codes are listed here, and each game's own in
 * its folder's `refusals.ts`, gathered below: the contract's `ERROR_CODES`
 * (packages/contract/src/errors.ts) is built from these lists.
 */

/** A move on a play that has ended: the game is over, or its time ran out. */
export const GAME_OVER_CODES = ['play.session_over', 'play.time_up'] as const;

import { refusals as emojiq } from './emojiq/refusals.js';
import { refusals as memory } from './memory/refusals.js';
import { refusals as puzzle } from './puzzle/refusals.js';
import { refusals as quiz } from './quiz/refusals.js';
import { refusals as scratch } from './scratch/refusals.js';
import { refusals as wordhunt } from './wordhunt/refusals.js';
import { refusals as wordle } from './wordle/refusals.js';

/** A value's type in a refusal code's declaration. */
type ParamType = 'number' | 'string';

/**
 * The codes a game adds, in its folder's `refusals.ts`: each code with the names and types of its
 * values (`{ 'move.word_length': { length: 'number' } }`, `{}` for none).
 */
export type GameRefusals = Readonly<Record<`move.${string}`, Readonly<Record<string, ParamType>>>>;

/** Every game's own codes, in the order the contract lists them (a game without any has none). */
const GAME_REFUSALS = {
  ...wordle,
  ...wordhunt,
  ...emojiq,
  ...puzzle,
  ...scratch,
  ...quiz,
  ...memory,
} as const satisfies GameRefusals;
type GameRefusalCode = keyof typeof GAME_REFUSALS;

/** The codes every game may refuse with. */
const SHARED_MOVE_CODES = [
  // Not one of the game's moves (an unknown action, a malformed one).
  'move.invalid',
  // A refusal no other code describes; prefer adding a code with its own text.
  'move.refused',
] as const;

/** A move the game itself refuses: the shared codes, then each game's own. */
export const MOVE_CODES = [
  ...SHARED_MOVE_CODES,
  ...(Object.keys(GAME_REFUSALS) as GameRefusalCode[]),
] as const;

/** Every code an engine's `apply` may refuse with. */
export const REFUSAL_CODES = [...GAME_OVER_CODES, ...MOVE_CODES] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

type TypeOf<T> = T extends 'number' ? number : string;

/** The values of the codes that have some (from the games' declarations). */
export type RefusalParamsByCode = {
  [C in GameRefusalCode as keyof (typeof GAME_REFUSALS)[C] extends never ? never : C]: {
    [K in keyof (typeof GAME_REFUSALS)[C]]: TypeOf<(typeof GAME_REFUSALS)[C][K]>;
  };
};

type ParamsOf<C extends RefusalCode> = C extends keyof RefusalParamsByCode
  ? RefusalParamsByCode[C]
  : never;

/**
 * The names of a code's values: the only placeholders its text may use in a catalogue
 * (apps/play/src/i18n/refusals.test.ts).
 */
export function refusalParamNames(code: RefusalCode): readonly string[] {
  return code in GAME_REFUSALS ? Object.keys(GAME_REFUSALS[code as GameRefusalCode]) : [];
}

/** A refused move: `code` (with `params` when the code has values) and `error`, in English. */
export type Refusal = {
  [C in RefusalCode]: { ok: false; code: C; error: string } & ([ParamsOf<C>] extends [never]
    ? { params?: undefined }
    : { params: ParamsOf<C> });
}[RefusalCode];

/**
 * Refuses a move: `refuse('move.word_length', 'Enter a 5-letter word', { length: 5 })`. The
 * sentence is for API users and logs; players read the catalogue's text for the code.
 */
export function refuse<C extends RefusalCode>(
  code: C,
  error: string,
  ...params: [ParamsOf<C>] extends [never] ? [] : [ParamsOf<C>]
): Refusal {
  const [values] = params;
  return (
    values === undefined ? { ok: false, code, error } : { ok: false, code, error, params: values }
  ) as Refusal;
}
