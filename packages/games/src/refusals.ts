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
 * The codes a game adds, in its folder's `refusals.ts`: the codes, and the names and types of the
 * values of those that have some (`params: { 'move.word_length': { length: 'number' } }`).
 */
export interface GameRefusals {
  readonly codes: readonly `move.${string}`[];
  readonly params: Readonly<Record<string, Readonly<Record<string, ParamType>>>>;
}

/** Every game's own codes, in the order the contract lists them (a game without any has none). */
const GAME_REFUSALS = [wordle, wordhunt, emojiq, puzzle, scratch, quiz, memory] as const;
type GameRefusal = (typeof GAME_REFUSALS)[number];
type GameRefusalCode = GameRefusal['codes'][number];

/** The codes every game may refuse with. */
const SHARED_MOVE_CODES = [
  // Not one of the game's moves (an unknown action, a malformed one).
  'move.invalid',
  // A refusal no other code describes; prefer adding a code with its own text.
  'move.refused',
] as const;

type MoveCode = (typeof SHARED_MOVE_CODES)[number] | GameRefusalCode;
export type RefusalCode = (typeof GAME_OVER_CODES)[number] | MoveCode;

/** The shared codes, then each game's own (a call, so a bundle that reads none drops them all). */
function gatherMoveCodes(): readonly MoveCode[] {
  return [...SHARED_MOVE_CODES, ...GAME_REFUSALS.flatMap((g) => g.codes)];
}

/** A move the game itself refuses: the shared codes, then each game's own. */
export const MOVE_CODES = /* @__PURE__ */ gatherMoveCodes();

/** Every code an engine's `apply` may refuse with. */
export const REFUSAL_CODES: readonly RefusalCode[] = /* @__PURE__ */ (
  GAME_OVER_CODES as readonly RefusalCode[]
).concat(MOVE_CODES);

/** The declared values of each code that has some. */
type DeclaredParams = UnionToIntersection<GameRefusal['params']>;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;
type Declared = Readonly<Record<string, Readonly<Record<string, ParamType>>>>;
function gatherParams(): Declared {
  return Object.assign({}, ...GAME_REFUSALS.map((g): Declared => g.params)) as Declared;
}
const PARAMS = /* @__PURE__ */ gatherParams();

type TypeOf<T> = T extends 'number' ? number : string;

/** The values of the codes that have some (from the games' declarations). */
export type RefusalParamsByCode = {
  [C in keyof DeclaredParams]: { [K in keyof DeclaredParams[C]]: TypeOf<DeclaredParams[C][K]> };
};

type ParamsOf<C extends RefusalCode> = C extends keyof RefusalParamsByCode
  ? RefusalParamsByCode[C]
  : never;

/**
 * The names of a code's values: the only placeholders its text may use in a catalogue
 * (apps/play/src/i18n/refusals.test.ts).
 */
export function refusalParamNames(code: RefusalCode): readonly string[] {
  return Object.keys(PARAMS[code] ?? {});
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
