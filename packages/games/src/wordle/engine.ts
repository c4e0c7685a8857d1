/**
 * Wordle rules
 * - Content: the game's own secret words (letters, lower-cased, all the same length 4–8,
 *   1–500 words, duplicates dropped). `start` picks the secret from them with the session seed.
 * - Language (`ctx.language`, absent: English; docs/game-rules.md#languages): words are matched
 *   in the language's tile form (`letters.ts`): French `école` is played as `ecole`, Spanish `ñ`
 *   and German `ä ö ü ß` are tiles of their own, Dutch `ij` is one tile `ĳ`. The state keeps the
 *   language, the secret in tile form and its real spelling, shown once the game is over.
 * - The player has 6 tries. Action: `{ type: 'guess', word }` (trimmed, lower-cased).
 * - A guess must have the secret's length, use letters only, not repeat an earlier guess, and
 *   be a word: accepted when `ctx.isWord(word)` (the dictionary) is true OR it is one of the
 *   content's `allowed_guesses`; when no `isWord` is given, any letters-only word of the right
 *   length is accepted. Being a secret word plays no part: otherwise an accepted odd word would
 *   tell the player it is a candidate answer. The server refuses content with a secret word
 *   that is neither, and `start` only picks a secret the player can guess (older content).
 * - Each letter is marked 'correct' (right place), 'present' (elsewhere in the word) or
 *   'absent'. Repeated letters: exact matches are marked first, then 'present' marks consume
 *   the secret's remaining letter counts from left to right; the rest are 'absent'.
 * - Time limit from the session start: easy 120 s, normal 90 s, hard 60 s. Actions at or after
 *   the limit are refused; without a win the game is then lost with reason 'timeout'.
 * - Guessing the secret wins WORDLE.points (10), reason 'solved'. Six wrong guesses lose,
 *   reason 'out_of_tries', 0 points. Actions on a finished game are refused. The clock stops
 *   when the game ends (time left is frozen in the view).
 * - The view shows the guesses with their marks, the best mark seen per letter (keyboard),
 *   tries left, seconds left, status and score; the secret only once the game is over.
 */
import { z } from 'zod';
import { WORDLE } from '../constants.js';
import type { ApplyContext, ApplyResult, GameEngine, Outcome, StartContext } from '../engine.js';
import { text } from '../input.js';
import { refuse, type Refusal } from '../refusals.js';
import { createRng } from '../rng.js';
import { unguessableWords, wordleContentSchema } from './content.js';
import { isTileWord, normalizeLetters, tilesOf, wordLanguage } from './letters.js';
import type { WordLanguage } from './letters.js';
import type { WordleContent } from './content.js';
import type { WordleGuessView, WordleMark, WordleViewModel } from './view-model.js';

export type { WordleGuessView, WordleMark, WordleViewModel } from './view-model.js';

export interface WordleState {
  /** The secret in the language's tile form (`ecole`). */
  secret: string;
  /** The secret as the content spells it (`école`), when that differs from `secret`. */
  secret_shown?: string;
  /** The play's language (absent in sessions started before languages: English). */
  language?: WordLanguage;
  /**
   * The content's allowed guesses (besides the dictionary). Absent in sessions started before
   * the list existed; never the secret words as such.
   */
  allowed?: string[];
  started_at: number;
  time_limit_seconds: number;
  guesses: string[];
  /** When the last guess ended the game (win or sixth try); the timer stops there. */
  ended_at: number | null;
}

export const wordleActionSchema = z.object({
  type: z.literal('guess', { error: 'Unknown action' }),
  word: text(40, {
    trim: true,
    notText: 'Enter a word',
    tooLong: 'That is not a word',
  }).toLowerCase(),
});
export type WordleAction = z.output<typeof wordleActionSchema>;

/** Marks each letter of `guess` against `secret` with the standard repeated-letter rule. */
export function evaluateGuess(secretWord: string, guessWord: string): WordleMark[] {
  const secret = tilesOf(secretWord);
  const guess = tilesOf(guessWord);
  const marks: WordleMark[] = guess.map((letter, i) =>
    secret[i] === letter ? 'correct' : 'absent',
  );
  const remaining = countUnmatched(secret, guess);
  guess.forEach((letter, i) => {
    if (marks[i] === 'correct') return;
    const left = remaining.get(letter) ?? 0;
    if (left === 0) return;
    marks[i] = 'present';
    remaining.set(letter, left - 1);
  });
  return marks;
}

/** Counts of the secret's letters not matched exactly by the guess. */
function countUnmatched(secret: string[], guess: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  secret.forEach((letter, i) => {
    if (guess[i] !== letter) counts.set(letter, (counts.get(letter) ?? 0) + 1);
  });
  return counts;
}

const MARK_RANK: Record<WordleMark, number> = { absent: 0, present: 1, correct: 2 };

/** Best mark seen for each guessed letter. */
export function wordleKeyboard(
  guesses: readonly WordleGuessView[],
): Partial<Record<string, WordleMark>> {
  const keyboard: Partial<Record<string, WordleMark>> = {};
  for (const { word, marks } of guesses) {
    [...word].forEach((letter, i) => {
      const mark = marks[i] ?? 'absent';
      const seen = keyboard[letter];
      if (!seen || MARK_RANK[mark] > MARK_RANK[seen]) keyboard[letter] = mark;
    });
  }
  return keyboard;
}

const SHARE_SQUARES: Record<WordleMark, string> = { correct: '🟩', present: '🟨', absent: '⬛' };

/** The emoji grid players share: one row of 🟩🟨⬛ per guess. */
export function shareGrid(view: Pick<WordleViewModel, 'guesses'>): string {
  return view.guesses.map((guess) => guess.marks.map((m) => SHARE_SQUARES[m]).join('')).join('\n');
}

function deadline(state: WordleState): number {
  return state.started_at + state.time_limit_seconds * 1000;
}

function isTimeUp(state: WordleState, now: number): boolean {
  return now >= deadline(state);
}

function timeLeftSeconds(state: WordleState, now: number): number {
  const ms = Math.min(deadline(state) - now, state.time_limit_seconds * 1000);
  return Math.max(0, Math.ceil(ms / 1000));
}

function outcome(state: WordleState, now: number): Outcome {
  if (state.guesses.includes(state.secret)) {
    return { status: 'won', score: WORDLE.points, reason: 'solved' };
  }
  if (state.guesses.length >= WORDLE.tries) {
    return { status: 'lost', score: 0, reason: 'out_of_tries' };
  }
  if (isTimeUp(state, now)) return { status: 'lost', score: 0, reason: 'timeout' };
  return { status: 'playing', score: 0 };
}

/** Why a guess (in tile form) cannot be played, or null when it can. */
function guessProblem(state: WordleState, word: string, ctx: ApplyContext): Refusal | null {
  const language = state.language ?? 'en';
  const length = tilesOf(state.secret).length;
  if (tilesOf(word).length !== length) {
    return refuse('move.word_length', `Enter a ${length}-letter word`, { length });
  }
  if (!isTileWord(language, word)) return refuse('move.letters_only', 'Use letters only');
  if (state.guesses.includes(word)) {
    return refuse('move.word_repeated', 'You already tried that word');
  }
  if (!isAcceptedWord(state, word, ctx)) return refuse('move.not_in_word_list', 'Not in word list');
  return null;
}

function isAcceptedWord(state: WordleState, word: string, ctx: ApplyContext): boolean {
  const language = state.language ?? 'en';
  if (state.allowed?.some((allowed) => normalizeLetters(language, allowed) === word)) return true;
  return isWordIn(ctx.isWord, word, language);
}

/** The dictionary's answer; every word when there is no dictionary (the console's preview). */
function isWordIn(
  isWord: ((word: string, language?: string) => boolean) | undefined,
  word: string,
  language: WordLanguage,
): boolean {
  if (!isWord) return true;
  try {
    return isWord(word, language);
  } catch {
    return false;
  }
}

function refusal(state: WordleState, now: number): Refusal | null {
  const current = outcome(state, now);
  if (current.status === 'playing') return null;
  return current.reason === 'timeout'
    ? refuse('play.time_up', 'Time is up')
    : refuse('play.session_over', 'This game is over');
}

function apply(
  state: WordleState,
  action: WordleAction,
  ctx: ApplyContext,
): ApplyResult<WordleState> {
  const over = refusal(state, ctx.now);
  if (over) return over;
  const parsed = wordleActionSchema.safeParse(action);
  if (!parsed.success) {
    return refuse('move.invalid', parsed.error.issues[0]?.message ?? 'Invalid move');
  }
  const word = normalizeLetters(state.language ?? 'en', parsed.data.word);
  const problem = guessProblem(state, word, ctx);
  if (problem) return problem;
  const next = { ...state, guesses: [...state.guesses, word] };
  const ended = outcome(next, ctx.now).status !== 'playing';
  return { ok: true, state: { ...next, ended_at: ended ? ctx.now : null } };
}

function start(content: WordleContent, ctx: StartContext): WordleState {
  const rng = createRng(ctx.seed);
  const language = wordLanguage(ctx.language);
  // Content stored before the allowed list existed lacks it.
  const allowed = content.allowed_guesses ?? [];
  // Such content may hold secret words no guess can match: never pick one (unless all are).
  const unguessable = new Set(
    unguessableWords(
      { words: content.words, allowed_guesses: allowed },
      (word) => isWordIn(ctx.isWord, word, language),
      language,
    ).map(({ word }) => word),
  );
  const guessable = content.words.filter((word) => !unguessable.has(word));
  const candidates = guessable.length > 0 ? guessable : content.words;
  const shown = candidates[rng.int(candidates.length)] ?? '';
  const secret = normalizeLetters(language, shown);
  return {
    secret,
    ...(shown !== secret ? { secret_shown: shown } : {}),
    ...(language !== 'en' ? { language } : {}),
    allowed: [...allowed],
    started_at: ctx.now,
    time_limit_seconds: WORDLE.timeSeconds[ctx.difficulty],
    guesses: [],
    ended_at: null,
  };
}

function view(state: WordleState, now: number): WordleViewModel {
  const result = outcome(state, now);
  const guesses = state.guesses.map((word) => ({ word, marks: evaluateGuess(state.secret, word) }));
  return {
    word_length: tilesOf(state.secret).length,
    ...(state.language ? { language: state.language } : {}),
    max_tries: WORDLE.tries,
    guesses,
    keyboard: wordleKeyboard(guesses),
    tries_left: Math.max(0, WORDLE.tries - state.guesses.length),
    time_left_seconds: timeLeftSeconds(state, state.ended_at ?? now),
    status: result.status,
    reason: result.reason ?? null,
    score: result.score,
    secret: result.status === 'playing' ? null : (state.secret_shown ?? state.secret),
  };
}

export const wordleEngine: GameEngine<WordleContent, WordleState, WordleAction, WordleViewModel> = {
  type: 'wordle',
  contentSchema: wordleContentSchema,
  actionSchema: wordleActionSchema,
  timeLimitSeconds: (difficulty) => WORDLE.timeSeconds[difficulty],
  start,
  apply,
  outcome,
  view,
};
