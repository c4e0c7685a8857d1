/**
 * Puzzle — sliding tiles.
 *
 * Rules:
 * - The picture is cut into an n×n grid (easy 3, normal 4, hard 5 — PUZZLE.tiles) with one empty
 *   slot; solved means tiles 1…n²−1 in reading order and the empty slot bottom-right.
 * - `start` shuffles the solved board with 20·n² random legal moves drawn from the session seed,
 *   never undoing the previous move, and keeps going while the board happens to be solved. So every
 *   board is solvable and the same seed always gives the same board.
 * - Time limit: easy 120 s, normal 240 s, hard 480 s (PUZZLE.timeSeconds). Past it the game is
 *   lost ('timeout', 0 points), even if no action arrives; later actions are refused.
 * - `move { tile }` slides a tile next to the empty slot into it; any other tile is refused.
 *   Solving the board by moves wins DIFFICULTY_POINTS[difficulty] (10/30/50), reason 'solved'.
 * - `hint` is always allowed while playing, costs nothing and counts hints; the view then says the
 *   whole picture may be shown.
 * - `solve` ends the game as not won (status 'lost', reason 'solved_by_player') with
 *   PUZZLE.solvePoints (5); the view then shows the solved board.
 * - `reset { seed }` reshuffles with a new seed chosen by the server; the session, the clock and
 *   the hint count are kept, the move list starts over.
 * - The state keeps the current shuffle seed and every move since it, so the server can check a
 *   result with `replayMoves(n, seed, moves)`.
 */
import { z } from 'zod';
import { DIFFICULTY_POINTS, PUZZLE } from '../constants.js';
import type { Difficulty } from '../constants.js';
import type { ApplyResult, GameEngine, Outcome, SessionStatus } from '../engine.js';
import { refuse } from '../refusals.js';
import { createRng } from '../rng.js';
import { puzzleContentSchema } from './content.js';
import type { PuzzleContent } from './content.js';
import type { PuzzleEndReason, PuzzleViewModel } from './view-model.js';

export type { PuzzleEndReason, PuzzleViewModel } from './view-model.js';

/** Random moves per cell used to shuffle a board (3×3: 180, 4×4: 320, 5×5: 500). */
export const SHUFFLE_MOVES_PER_CELL = 20;

export interface PuzzleState {
  difficulty: Difficulty;
  size: number;
  image: string;
  /** Seed of the current shuffle (the session seed, or the last reset's). */
  seed: number;
  /** Row-major board, 0 = the empty slot. */
  tiles: number[];
  /** Tile numbers moved since the current shuffle, in order. */
  moves: number[];
  hints: number;
  resets: number;
  started_at: number;
  /** When the time limit runs out, ms since the epoch. */
  deadline: number;
  status: SessionStatus;
  end_reason: PuzzleEndReason | null;
  ended_at: number | null;
}

const seedSchema = z
  .number({ error: 'A new game needs a seed number' })
  .int('A new game needs a whole seed number')
  .min(0, 'A new game needs a seed between 0 and 4294967295')
  .max(0xffffffff, 'A new game needs a seed between 0 and 4294967295');

export const puzzleActionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('move'),
      tile: z
        .number({ error: 'Choose a tile to move' })
        .int('Choose a tile to move')
        .min(1, 'Choose a tile to move'),
    }),
    z.object({ type: z.literal('hint') }),
    z.object({ type: z.literal('solve') }),
    z.object({ type: z.literal('reset'), seed: seedSchema }),
  ],
  { error: 'That is not something you can do in this puzzle' },
);

export type PuzzleAction = z.infer<typeof puzzleActionSchema>;

// ---------------------------------------------------------------------------------------------
// Board helpers (pure, shared with the view and the server's replay)
// ---------------------------------------------------------------------------------------------

export function solvedTiles(size: number): number[] {
  const cells = size * size;
  return Array.from({ length: cells }, (_, i) => (i === cells - 1 ? 0 : i + 1));
}

export function isSolved(tiles: readonly number[]): boolean {
  const last = tiles.length - 1;
  return tiles.every((tile, i) => (i === last ? tile === 0 : tile === i + 1));
}

/** Indices of the cells sharing an edge with `index`. */
export function neighbourIndices(index: number, size: number): number[] {
  const row = Math.floor(index / size);
  const col = index % size;
  const out: number[] = [];
  if (row > 0) out.push(index - size);
  if (row < size - 1) out.push(index + size);
  if (col > 0) out.push(index - 1);
  if (col < size - 1) out.push(index + 1);
  return out;
}

/** The tiles that may slide into the empty slot. */
export function movableTiles(tiles: readonly number[], size: number): number[] {
  const empty = tiles.indexOf(0);
  return neighbourIndices(empty, size).map((i) => tiles[i]!);
}

/** The board after sliding `tile` into the empty slot, or null when that tile cannot move. */
export function slideTile(tiles: readonly number[], size: number, tile: number): number[] | null {
  if (tile === 0) return null;
  const from = tiles.indexOf(tile);
  const empty = tiles.indexOf(0);
  if (from < 0 || !neighbourIndices(empty, size).includes(from)) return null;
  const next = tiles.slice();
  next[empty] = tile;
  next[from] = 0;
  return next;
}

export type ArrowDirection = 'up' | 'down' | 'left' | 'right';

/**
 * The tile an arrow key slides: the arrow gives the direction the tile travels, so "up" moves the
 * tile below the empty slot. Null when there is no tile on that side.
 */
export function tileForArrow(
  tiles: readonly number[],
  size: number,
  direction: ArrowDirection,
): number | null {
  const empty = tiles.indexOf(0);
  const row = Math.floor(empty / size);
  const col = empty % size;
  const source: Record<ArrowDirection, [number, number]> = {
    up: [row + 1, col],
    down: [row - 1, col],
    left: [row, col + 1],
    right: [row, col - 1],
  };
  const [r, c] = source[direction];
  if (r < 0 || r >= size || c < 0 || c >= size) return null;
  return tiles[r * size + c]!;
}

/** The seeded shuffle `start` and `reset` use: legal random moves from the solved board. */
export function shuffleTiles(size: number, seed: number): number[] {
  const rng = createRng(seed);
  let tiles = solvedTiles(size);
  let previous = 0;
  const minimumMoves = SHUFFLE_MOVES_PER_CELL * size * size;
  for (let done = 0; done < minimumMoves || isSolved(tiles); done++) {
    const choices = movableTiles(tiles, size).filter((tile) => tile !== previous);
    const tile = choices[rng.int(choices.length)]!;
    tiles = slideTile(tiles, size, tile)!;
    previous = tile;
  }
  return tiles;
}

export type ReplayResult =
  { ok: true; tiles: number[]; solved: boolean } | { ok: false; error: string; moveIndex: number };

/** Re-plays a session's moves from its shuffle seed (how the server checks a claimed result). */
export function replayMoves(size: number, seed: number, moves: readonly number[]): ReplayResult {
  let tiles = shuffleTiles(size, seed);
  for (const [moveIndex, tile] of moves.entries()) {
    const next = slideTile(tiles, size, tile);
    if (!next) return { ok: false, error: `Tile ${tile} cannot move`, moveIndex };
    tiles = next;
  }
  return { ok: true, tiles, solved: isSolved(tiles) };
}

// ---------------------------------------------------------------------------------------------
// Engine
// ---------------------------------------------------------------------------------------------

function isTimedOut(state: PuzzleState, now: number): boolean {
  return state.status === 'playing' && now >= state.deadline;
}

function finish(
  state: PuzzleState,
  status: SessionStatus,
  end_reason: PuzzleEndReason,
  now: number,
): PuzzleState {
  return { ...state, status, end_reason, ended_at: now };
}

function applyMove(state: PuzzleState, tile: number, now: number): ApplyResult<PuzzleState> {
  const tiles = slideTile(state.tiles, state.size, tile);
  if (!tiles) {
    return refuse('move.tile_not_movable', 'Only a tile next to the empty space can move.', {
      tile,
    });
  }
  const moved: PuzzleState = { ...state, tiles, moves: [...state.moves, tile] };
  return { ok: true, state: isSolved(tiles) ? finish(moved, 'won', 'solved', now) : moved };
}

function applySolve(state: PuzzleState, now: number): PuzzleState {
  return finish({ ...state, tiles: solvedTiles(state.size) }, 'lost', 'solved_by_player', now);
}

function applyReset(state: PuzzleState, seed: number): PuzzleState {
  return {
    ...state,
    seed,
    tiles: shuffleTiles(state.size, seed),
    moves: [],
    resets: state.resets + 1,
  };
}

function endReasonAt(state: PuzzleState, now: number): PuzzleEndReason | null {
  return isTimedOut(state, now) ? 'timeout' : state.end_reason;
}

function scoreOf(state: PuzzleState): number {
  if (state.status === 'won') return DIFFICULTY_POINTS[state.difficulty];
  if (state.end_reason === 'solved_by_player') return PUZZLE.solvePoints;
  return 0;
}

function puzzleOutcome(state: PuzzleState, now: number): Outcome {
  if (isTimedOut(state, now)) return { status: 'lost', score: 0, reason: 'timeout' };
  const outcome: Outcome = { status: state.status, score: scoreOf(state) };
  if (state.end_reason) outcome.reason = state.end_reason;
  return outcome;
}

function secondsLeft(state: PuzzleState, now: number): number {
  const at = state.ended_at ?? now;
  return Math.max(0, Math.ceil((state.deadline - at) / 1000));
}

export const puzzleEngine: GameEngine<PuzzleContent, PuzzleState, PuzzleAction, PuzzleViewModel> = {
  type: 'puzzle',
  contentSchema: puzzleContentSchema,
  actionSchema: puzzleActionSchema,

  timeLimitSeconds: (difficulty) => PUZZLE.timeSeconds[difficulty],

  start(content, { difficulty, seed, now }) {
    const size = PUZZLE.tiles[difficulty];
    return {
      difficulty,
      size,
      image: content.image,
      seed: seed >>> 0,
      tiles: shuffleTiles(size, seed >>> 0),
      moves: [],
      hints: 0,
      resets: 0,
      started_at: now,
      deadline: now + PUZZLE.timeSeconds[difficulty] * 1000,
      status: 'playing',
      end_reason: null,
      ended_at: null,
    };
  },

  apply(state, rawAction, { now }) {
    const parsed = puzzleActionSchema.safeParse(rawAction);
    if (!parsed.success) {
      return refuse('move.invalid', 'That is not something you can do in this puzzle.');
    }
    if (state.status !== 'playing') return refuse('play.session_over', 'This game is over.');
    if (isTimedOut(state, now)) return refuse('play.time_up', 'Time is up.');
    const action = parsed.data;
    switch (action.type) {
      case 'move':
        return applyMove(state, action.tile, now);
      case 'hint':
        return { ok: true, state: { ...state, hints: state.hints + 1 } };
      case 'solve':
        return { ok: true, state: applySolve(state, now) };
      case 'reset':
        return { ok: true, state: applyReset(state, action.seed) };
    }
  },

  outcome: puzzleOutcome,

  view(state, now) {
    const outcome = puzzleOutcome(state, now);
    return {
      size: state.size,
      tiles: state.tiles.slice(),
      moves: state.moves.length,
      time_left_seconds: secondsLeft(state, now),
      status: outcome.status,
      reason: endReasonAt(state, now),
      score: outcome.score,
      image: state.image,
      hints: state.hints,
      show_picture: state.hints > 0 || outcome.status !== 'playing',
    };
  },
};
