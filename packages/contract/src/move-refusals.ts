/**
 * The code and params of a move an engine refused (issue 33 §9, docs/product-rules.md#errors).
 * Engines give their reason as an English sentence (packages/games); the player's app shows its own
 * text for the code instead, in the player's language. A reason not listed here is `move.refused`.
 * The server sends the code with a refused move; the console's game preview, which runs the
 * engine in the browser, shows the same text in the language previewed.
 */
import type { ErrorCode, ErrorParams } from './errors.js';

export type Refusal = [code: ErrorCode, params?: ErrorParams];

const REFUSALS: readonly [RegExp, (m: RegExpExecArray) => Refusal][] = [
  [/^Time is up\.?$/, () => ['play.time_up']],
  [/^This game is over\.?$/, () => ['play.session_over']],
  [/^Enter a (\d+)-letter word$/, (m) => ['move.word_length', { length: Number(m[1]) }]],
  [/^Use letters only$/, () => ['move.letters_only']],
  [/^You already tried that word$/, () => ['move.word_repeated']],
  [/^Not in word list$/, () => ['move.not_in_word_list']],
  [/^Not a word in this puzzle$/, () => ['move.not_a_word']],
  [/^You already found (.+)\.$/, (m) => ['move.word_already_found', { word: m[1]! }]],
  [/^Choose letters inside the grid\.?$/, () => ['move.outside_grid']],
  [/^Select letters in a straight line\.?$/, () => ['move.not_straight']],
  [/^Guess a single letter from A to Z\.?$/, () => ['move.letter_invalid']],
  [/^You already tried the letter (.+)\.$/, (m) => ['move.letter_repeated', { letter: m[1]! }]],
  [/^You need more than one life left/, () => ['move.reveal_needs_lives']],
  [/^Every letter is already revealed\.?$/, () => ['move.all_letters_revealed']],
  [/^Only a tile next to the empty space can move\.?$/, () => ['move.tile_not_movable']],
  [/^Tile (\d+) cannot move$/, (m) => ['move.tile_not_movable', { tile: Number(m[1]) }]],
  [/^Scratch more of the card first$/, () => ['move.scratch_more']],
  [/^You already answered this question$/, () => ['move.question_answered']],
  [/^This question is not part of the quiz$/, () => ['move.question_unknown']],
  [/^Please answer the current question first$/, () => ['move.question_not_current']],
  [/^Choose one of the options$/, () => ['move.option_invalid']],
  [/^(That is not something you can do|Unknown action|Invalid move)/, () => ['move.invalid']],
];

/** `[code, params?]` of an engine's refusal (`Enter a 5-letter word` → `move.word_length`, 5). */
export function moveRefusal(reason: string): Refusal {
  for (const [pattern, toRefusal] of REFUSALS) {
    const m = pattern.exec(reason);
    if (m) return toRefusal(m);
  }
  return ['move.refused'];
}
