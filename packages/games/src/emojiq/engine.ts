/**
 * EmojiQ — guess the phrase behind a row of emoji, letter by letter.
 *
 * Rules:
 * - Phrases are played one at a time in the order the business entered them; with `pool_size` N,
 *   a play draws N distinct phrases in random order (by the session seed) instead.
 * - Lives are shared by the whole game: easy 8, normal 6, hard 4 (EMOJIQ.lives). No time limit.
 * - `guess { letter }` (A–Z, either case) reveals every occurrence of that letter in the current
 *   phrase; a letter that is not in it costs one life. Guessing a letter already tried in this
 *   phrase is refused and costs nothing.
 * - `letter` (the "Letter" button) reveals the first unrevealed letter of the phrase in reading
 *   order — every occurrence of it, as if guessed — and costs one life. It is refused while only
 *   one life is left, so it can never end the game.
 * - Spaces and punctuation are always shown. When every letter of a phrase is revealed the next
 *   phrase starts (tried letters are per phrase). Solving the last phrase wins
 *   DIFFICULTY_POINTS[difficulty] (10/30/50), reason 'solved'; lives reaching 0 loses, reason
 *   'out_of_lives', 0 points. Actions after the end are refused.
 * - The state records when the play started and when each phrase was solved (the time spent per
 *   phrase); the view never shows them.
 * - Answers stay secret: the view carries a mask of the current phrase, and full answers only for
 *   solved phrases. A lost game shows the others only when `reveal_answers` is on (default off),
 *   so a lost play is not a cheat sheet for the next.
 */
import { z } from 'zod';
import { DIFFICULTY_POINTS, EMOJIQ } from '../constants.js';
import type { Difficulty } from '../constants.js';
import type { ApplyResult, GameEngine, Outcome, SessionStatus } from '../engine.js';
import { text } from '../input.js';
import { drawPool } from '../pool.js';
import { refuse } from '../refusals.js';
import { createRng } from '../rng.js';
import { emojiqContentSchema } from './content.js';
import type { EmojiqContent } from './content.js';
import type { EmojiqEndReason, EmojiqRevealedPhrase, EmojiqViewModel } from './view-model.js';

export type { EmojiqEndReason, EmojiqRevealedPhrase, EmojiqViewModel } from './view-model.js';

export interface EmojiqStatePhrase {
  emojis: string;
  answer: string;
  hint: string | null;
}

export interface EmojiqState {
  difficulty: Difficulty;
  phrases: EmojiqStatePhrase[];
  /** The phrase being played (stays on the last one once the game is won). */
  index: number;
  /** Upper-case letters tried in the current phrase (guesses and bought letters), in order. */
  tried: string[];
  lives: number;
  max_lives: number;
  /** How many times the "Letter" button was used in the whole game. */
  letters_bought: number;
  status: SessionStatus;
  end_reason: EmojiqEndReason | null;
  /** Whether a lost game shows every answer (absent in sessions from before it existed). */
  reveal_answers?: boolean;
  /**
   * When the play started and when each phrase was solved, ms since the epoch: the time spent per
   * phrase (insight). Absent in sessions from before they were recorded.
   */
  started_at?: number;
  solved_at?: number[];
}

export const emojiqActionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('guess'),
      letter: text(1, {
        notText: 'Guess a single letter from A to Z',
        tooLong: 'Guess a single letter from A to Z',
      }).regex(/^[A-Za-z]$/, 'Guess a single letter from A to Z'),
    }),
    z.object({ type: z.literal('letter') }),
  ],
  { error: 'That is not something you can do in EmojiQ' },
);

export type EmojiqAction = z.infer<typeof emojiqActionSchema>;

// ---------------------------------------------------------------------------------------------
// Phrase helpers
// ---------------------------------------------------------------------------------------------

function isLetter(char: string): boolean {
  return /^[A-Za-z]$/.test(char);
}

/** The distinct upper-case letters of an answer, in reading order. */
export function lettersOf(answer: string): string[] {
  return [
    ...new Set(
      Array.from(answer)
        .filter(isLetter)
        .map((c) => c.toUpperCase()),
    ),
  ];
}

export function maskAnswer(answer: string, tried: readonly string[]): (string | null)[] {
  return Array.from(answer, (char) =>
    !isLetter(char) || tried.includes(char.toUpperCase()) ? char : null,
  );
}

export function isPhraseSolved(answer: string, tried: readonly string[]): boolean {
  return lettersOf(answer).every((letter) => tried.includes(letter));
}

function currentPhrase(state: EmojiqState): EmojiqStatePhrase {
  return state.phrases[state.index]!;
}

function solvedCountOf(state: EmojiqState): number {
  return state.status === 'won' ? state.phrases.length : state.index;
}

// ---------------------------------------------------------------------------------------------
// Actions
// ---------------------------------------------------------------------------------------------

/** After a reveal: move to the next phrase, or win after the last. */
function advanceIfSolved(state: EmojiqState, now: number): EmojiqState {
  if (!isPhraseSolved(currentPhrase(state).answer, state.tried)) return state;
  // Sessions from before times were recorded keep none (their earlier phrases have no time).
  const solved = state.solved_at ? { solved_at: [...state.solved_at, now] } : {};
  if (state.index === state.phrases.length - 1) {
    return { ...state, ...solved, status: 'won', end_reason: 'solved' };
  }
  return { ...state, ...solved, index: state.index + 1, tried: [] };
}

function applyGuess(state: EmojiqState, rawLetter: string, now: number): ApplyResult<EmojiqState> {
  const letter = rawLetter.toUpperCase();
  if (state.tried.includes(letter)) {
    return refuse('move.letter_repeated', `You already tried the letter ${letter}.`, { letter });
  }
  const hit = lettersOf(currentPhrase(state).answer).includes(letter);
  const lives = hit ? state.lives : state.lives - 1;
  const next: EmojiqState = { ...state, tried: [...state.tried, letter], lives };
  if (lives <= 0)
    return { ok: true, state: { ...next, status: 'lost', end_reason: 'out_of_lives' } };
  return { ok: true, state: advanceIfSolved(next, now) };
}

function applyBuyLetter(state: EmojiqState, now: number): ApplyResult<EmojiqState> {
  if (state.lives <= 1) {
    return refuse(
      'move.reveal_needs_lives',
      'You need more than one life left to reveal a letter.',
    );
  }
  const letter = lettersOf(currentPhrase(state).answer).find((l) => !state.tried.includes(l));
  if (!letter) return refuse('move.all_letters_revealed', 'Every letter is already revealed.');
  const next: EmojiqState = {
    ...state,
    tried: [...state.tried, letter],
    lives: state.lives - 1,
    letters_bought: state.letters_bought + 1,
  };
  return { ok: true, state: advanceIfSolved(next, now) };
}

// ---------------------------------------------------------------------------------------------
// Engine
// ---------------------------------------------------------------------------------------------

function emojiqOutcome(state: EmojiqState): Outcome {
  const score = state.status === 'won' ? DIFFICULTY_POINTS[state.difficulty] : 0;
  const outcome: Outcome = { status: state.status, score };
  if (state.end_reason) outcome.reason = state.end_reason;
  return outcome;
}

/** Whether the view may show every answer: a won game solved them all; a lost one if allowed. */
function showsAllAnswers(state: EmojiqState): boolean {
  return state.status === 'won' || (state.status === 'lost' && state.reveal_answers === true);
}

function revealedPhrases(state: EmojiqState): EmojiqRevealedPhrase[] {
  const solved = solvedCountOf(state);
  const shown = showsAllAnswers(state) ? state.phrases : state.phrases.slice(0, solved);
  return shown.map((phrase, i) => ({
    emojis: phrase.emojis,
    answer: phrase.answer,
    solved: i < solved,
  }));
}

export const emojiqEngine: GameEngine<EmojiqContent, EmojiqState, EmojiqAction, EmojiqViewModel> = {
  type: 'emojiq',
  contentSchema: emojiqContentSchema,
  actionSchema: emojiqActionSchema,

  timeLimitSeconds: () => null,

  start(content, { difficulty, seed, now }) {
    const lives = EMOJIQ.lives[difficulty];
    // Stored content from before pools and reveal existed lacks the fields: no pool, no reveal.
    const poolSize = content.pool_size ?? null;
    const phrases =
      poolSize === null ? content.phrases : drawPool(createRng(seed), content.phrases, poolSize);
    return {
      difficulty,
      phrases: phrases.map((p) => ({
        emojis: p.emojis,
        answer: p.answer,
        hint: p.hint ?? null,
      })),
      index: 0,
      tried: [],
      lives,
      max_lives: lives,
      letters_bought: 0,
      status: 'playing',
      end_reason: null,
      reveal_answers: content.reveal_answers === true,
      started_at: now,
      solved_at: [],
    };
  },

  apply(state, rawAction, { now }) {
    const parsed = emojiqActionSchema.safeParse(rawAction);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const letterIssue = issue?.path[0] === 'letter';
      return letterIssue
        ? refuse('move.letter_invalid', 'Guess a single letter from A to Z.')
        : refuse('move.invalid', 'That is not something you can do in EmojiQ.');
    }
    if (state.status !== 'playing') return refuse('play.session_over', 'This game is over.');
    const action = parsed.data;
    return action.type === 'guess'
      ? applyGuess(state, action.letter, now)
      : applyBuyLetter(state, now);
  },

  outcome: (state) => emojiqOutcome(state),

  view(state) {
    const outcome = emojiqOutcome(state);
    const phrase = currentPhrase(state);
    const letters = lettersOf(phrase.answer);
    const over = state.status !== 'playing';
    return {
      status: state.status,
      reason: state.end_reason,
      score: outcome.score,
      lives: state.lives,
      max_lives: state.max_lives,
      phrase_index: state.index,
      phrase_count: state.phrases.length,
      solved_count: solvedCountOf(state),
      emojis: phrase.emojis,
      hint: phrase.hint,
      mask: maskAnswer(phrase.answer, state.tried),
      tried_letters: state.tried.slice(),
      missed_letters: state.tried.filter((l) => !letters.includes(l)),
      can_buy_letter: !over && state.lives > 1,
      answer: showsAllAnswers(state) ? phrase.answer : null,
      revealed: revealedPhrases(state),
    };
  },
};
