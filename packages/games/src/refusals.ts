/**
 * How an engine refuses a move (issue 33 §9, docs/product-rules.md#error-codes): with a stable
 * code, the values its text uses, and an English sentence for API users and logs. The player app
 * shows its own text for the code (`error.<code>` in its catalogues), in the player's language;
 * the server passes the code on as it is. The codes are listed here once: the contract's
 * `ERROR_CODES` (packages/contract/src/errors.ts) is built from these lists.
 */

/** A move on a play that has ended: the game is over, or its time ran out. */
export const GAME_OVER_CODES = ['play.session_over', 'play.time_up'] as const;

/** A move the game itself refuses. */
export const MOVE_CODES = [
  // Not one of the game's moves (an unknown action, a malformed one).
  'move.invalid',
  // A refusal no other code describes; prefer adding a code with its own text.
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
  'move.card_not_on_board',
  'move.card_face_up',
  'move.card_matched',
] as const;

/** Every code an engine's `apply` may refuse with. */
export const REFUSAL_CODES = [...GAME_OVER_CODES, ...MOVE_CODES] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** The values of the codes that have some; a code not named here has none. */
export interface RefusalParamsByCode {
  'move.word_length': { length: number };
  'move.word_already_found': { word: string };
  'move.letter_repeated': { letter: string };
  'move.tile_not_movable': { tile: number };
}

type ParamsOf<C extends RefusalCode> = C extends keyof RefusalParamsByCode
  ? RefusalParamsByCode[C]
  : never;

const PARAM_NAMES: {
  readonly [C in keyof RefusalParamsByCode]: readonly (keyof RefusalParamsByCode[C])[];
} = {
  'move.word_length': ['length'],
  'move.word_already_found': ['word'],
  'move.letter_repeated': ['letter'],
  'move.tile_not_movable': ['tile'],
};

/**
 * The names of a code's values: the only placeholders its text may use in a catalogue
 * (apps/play/src/i18n/refusals.test.ts).
 */
export function refusalParamNames(code: RefusalCode): readonly string[] {
  return code in PARAM_NAMES ? PARAM_NAMES[code as keyof RefusalParamsByCode] : [];
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
