/**
 * Memory — find the pairs.
 *
 * Rules:
 * - The board holds the difficulty's number of pairs (easy 6, normal 8, hard 12 — MEMORY.pairs),
 *   or every pair of the content when it has fewer; a content with more has that many drawn for
 *   each play. Each pair is on two cards. `start` deals the board from the session seed (the
 *   pairs drawn, then the cards shuffled), so the server — and only the server — knows where
 *   each face lies, and a resumed session has the same board.
 * - `flip { card }` turns one face-down card over (cards are numbered 0… in board order, row by
 *   row); the view then shows that card's face, and no other face-down card's. Two cards turned
 *   over make a move. Two of a pair stay face up (found); two that are not a pair stay face up
 *   until the next flip, which turns them back before turning its own card over (it may be one of
 *   them). So a miss is shown for as long as the player looks, and never longer than the play
 *   needs: the player app turns them back after a moment.
 * - Refused: a card that is not on the board (`move.card_not_on_board`), the card already turned
 *   over in this move (`move.card_face_up`), a card of a found pair (`move.card_matched`).
 * - Move limit: ⌈pairs × MEMORY.movesPerPair⌉ (easy 3, normal 2.5, hard 2.25 a pair). The move
 *   that finds the last pair wins (reason 'solved'); a move that reaches the limit with pairs left
 *   loses ('out_of_moves', 0 points).
 * - Time limit: easy 120 s, normal 150 s, hard 180 s (MEMORY.timeSeconds). Past it the game is lost
 *   ('timeout', 0 points), even if no action arrives; later actions are refused.
 * - A win scores DIFFICULTY_POINTS[difficulty] (10/30/50), plus 1 point per move left and 1 per
 *   whole 10 seconds left (MEMORY.pointsPerMoveLeft, MEMORY.secondsPerPoint).
 * - The state keeps every card flipped, in order: the play's record.
 */
import { z } from 'zod';
import { DIFFICULTY_POINTS } from '../constants.js';
import type { Difficulty } from '../constants.js';
import type { ApplyResult, GameEngine, Outcome, SessionStatus } from '../engine.js';
import { drawPool } from '../pool.js';
import { refuse } from '../refusals.js';
import { createRng } from '../rng.js';
import { MEMORY, memoryMoveLimit } from './constants.js';
import { MEMORY_LIMITS, memoryContentSchema } from './content.js';
import type { MemoryContent, MemoryPair } from './content.js';
import type { MemoryEndReason, MemoryViewModel } from './view-model.js';

export type { MemoryEndReason, MemoryViewModel } from './view-model.js';

export interface MemoryState {
  difficulty: Difficulty;
  /** The pairs on the board, as drawn from the content. */
  pairs: MemoryPair[];
  /** Card i shows `pairs[deck[i]]`; every pair is on exactly two cards. */
  deck: number[];
  /** The pairs found (indices into `pairs`), in the order found. */
  found: number[];
  /**
   * The face-up cards of no found pair: none, the first card of a move, or the two cards of a
   * move that missed (turned back by the next flip).
   */
  open: number[];
  /** Every card flipped, in order. */
  flips: number[];
  /** Moves made: two cards turned over each. */
  moves: number;
  move_limit: number;
  started_at: number;
  /** When the time limit runs out, ms since the epoch. */
  deadline: number;
  status: SessionStatus;
  end_reason: MemoryEndReason | null;
  ended_at: number | null;
}

/** The highest card number of the largest board. */
const LAST_CARD = MEMORY_LIMITS.pairs.max * 2 - 1;

export const memoryActionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('flip'),
      card: z
        .number({ error: 'Choose a card' })
        .int('Choose a card')
        .min(0, 'Choose a card')
        .max(LAST_CARD, 'Choose a card on the board'),
    }),
  ],
  { error: 'That is not something you can do in Memory' },
);

export type MemoryAction = z.infer<typeof memoryActionSchema>;

// ---------------------------------------------------------------------------------------------
// The deal
// ---------------------------------------------------------------------------------------------

export interface MemoryBoard {
  pairs: MemoryPair[];
  deck: number[];
}

/** The board a seed deals: the pairs drawn for the difficulty, then both cards of each shuffled. */
export function dealBoard(
  content: MemoryContent,
  difficulty: Difficulty,
  seed: number,
): MemoryBoard {
  const rng = createRng(seed >>> 0);
  const pairs = drawPool(
    rng,
    content.pairs,
    Math.min(content.pairs.length, MEMORY.pairs[difficulty]),
  );
  const cards = pairs.flatMap((_, i) => [i, i]);
  return { pairs, deck: rng.shuffle(cards) };
}

// ---------------------------------------------------------------------------------------------
// Engine
// ---------------------------------------------------------------------------------------------

function isTimedOut(state: MemoryState, now: number): boolean {
  return state.status === 'playing' && now >= state.deadline;
}

function finish(
  state: MemoryState,
  status: SessionStatus,
  end_reason: MemoryEndReason,
  now: number,
): MemoryState {
  return { ...state, status, end_reason, ended_at: now };
}

/** Turns `card` over: the first card of a move, or the second, which decides the move. */
function applyFlip(state: MemoryState, card: number, now: number): ApplyResult<MemoryState> {
  if (card >= state.deck.length) {
    return refuse('move.card_not_on_board', 'That card is not on the board.');
  }
  const pair = state.deck[card]!;
  if (state.found.includes(pair)) {
    return refuse('move.card_matched', 'That card’s pair is already found.');
  }
  // A missed move's two cards turn back first.
  const open = state.open.length === 2 ? [] : state.open;
  if (open.includes(card)) return refuse('move.card_face_up', 'That card is already face up.');
  const flips = [...state.flips, card];
  if (open.length === 0) return { ok: true, state: { ...state, open: [card], flips } };

  const moves = state.moves + 1;
  const first = open[0]!;
  const match = state.deck[first] === pair;
  const found = match ? [...state.found, pair] : state.found;
  const next: MemoryState = { ...state, flips, moves, found, open: match ? [] : [first, card] };
  if (found.length === state.pairs.length)
    return { ok: true, state: finish(next, 'won', 'solved', now) };
  if (moves >= state.move_limit)
    return { ok: true, state: finish(next, 'lost', 'out_of_moves', now) };
  return { ok: true, state: next };
}

function secondsLeft(state: MemoryState, now: number): number {
  const at = state.ended_at ?? now;
  return Math.max(0, Math.ceil((state.deadline - at) / 1000));
}

/** A win's points: the difficulty's, plus the bonus for moves and time left. */
export function winScore(state: MemoryState): number {
  const timeLeft = Math.max(
    0,
    Math.floor((state.deadline - (state.ended_at ?? state.deadline)) / 1000),
  );
  return (
    DIFFICULTY_POINTS[state.difficulty] +
    Math.max(0, state.move_limit - state.moves) * MEMORY.pointsPerMoveLeft +
    Math.floor(timeLeft / MEMORY.secondsPerPoint)
  );
}

function memoryOutcome(state: MemoryState, now: number): Outcome {
  if (isTimedOut(state, now)) return { status: 'lost', score: 0, reason: 'timeout' };
  const outcome: Outcome = {
    status: state.status,
    score: state.status === 'won' ? winScore(state) : 0,
  };
  if (state.end_reason) outcome.reason = state.end_reason;
  return outcome;
}

function isFaceUp(state: MemoryState, card: number): boolean {
  return state.open.includes(card) || state.found.includes(state.deck[card]!);
}

export const memoryEngine: GameEngine<MemoryContent, MemoryState, MemoryAction, MemoryViewModel> = {
  type: 'memory',
  contentSchema: memoryContentSchema,
  actionSchema: memoryActionSchema,

  timeLimitSeconds: (difficulty) => MEMORY.timeSeconds[difficulty],

  start(content, { difficulty, seed, now }) {
    const { pairs, deck } = dealBoard(content, difficulty, seed);
    return {
      difficulty,
      pairs,
      deck,
      found: [],
      open: [],
      flips: [],
      moves: 0,
      move_limit: memoryMoveLimit(pairs.length, difficulty),
      started_at: now,
      deadline: now + MEMORY.timeSeconds[difficulty] * 1000,
      status: 'playing',
      end_reason: null,
      ended_at: null,
    };
  },

  apply(state, rawAction, { now }) {
    const parsed = memoryActionSchema.safeParse(rawAction);
    if (!parsed.success) {
      const onCard = parsed.error.issues.some((i) => i.path[0] === 'card');
      return onCard
        ? refuse('move.card_not_on_board', 'That card is not on the board.')
        : refuse('move.invalid', 'That is not something you can do in Memory.');
    }
    if (state.status !== 'playing') return refuse('play.session_over', 'This game is over.');
    if (isTimedOut(state, now)) return refuse('play.time_up', 'Time is up.');
    return applyFlip(state, parsed.data.card, now);
  },

  outcome: memoryOutcome,

  view(state, now) {
    const outcome = memoryOutcome(state, now);
    return {
      cards: state.deck.map((pair, card) => {
        const { text, image } = state.pairs[pair]!;
        return {
          face: isFaceUp(state, card) ? { text, image } : null,
          matched: state.found.includes(pair),
        };
      }),
      pair_count: state.pairs.length,
      pairs_found: state.found.length,
      moves: state.moves,
      move_limit: state.move_limit,
      missed: state.open.length === 2,
      time_left_seconds: secondsLeft(state, now),
      status: outcome.status,
      reason: isTimedOut(state, now) ? 'timeout' : state.end_reason,
      score: outcome.score,
    };
  },
};
