import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, DIFFICULTY_POINTS, PUZZLE } from '../constants.js';
import type { Difficulty } from '../constants.js';
import { puzzleContentSchema } from './content.js';
import {
  isSolved,
  movableTiles,
  puzzleEngine,
  replayMoves,
  shuffleTiles,
  slideTile,
  solvedTiles,
  tileForArrow,
} from './engine.js';
import type { PuzzleAction, PuzzleState } from './engine.js';

const T0 = 1_700_000_000_000;
const content = { image: 'https://cdn.example.com/picture.jpg' };

function startGame(difficulty: Difficulty = 'easy', seed = 42): PuzzleState {
  return puzzleEngine.start(content, { difficulty, seed, now: T0 });
}

function applyOk(state: PuzzleState, action: PuzzleAction, now = T0 + 1000): PuzzleState {
  const result = puzzleEngine.apply(state, action, { now });
  if (!result.ok) throw new Error(`expected ok, got: ${result.error}`);
  return result.state;
}

/** The refusal as `code: sentence`. */
function applyError(state: PuzzleState, action: unknown, now = T0 + 1000): string {
  const result = puzzleEngine.apply(state, action as PuzzleAction, { now });
  if (result.ok) throw new Error('expected the action to be refused');
  return `${result.code}: ${result.error}`;
}

/** Inversion-parity solvability check for an n×n sliding puzzle (independent of the shuffle). */
function isSolvable(tiles: readonly number[], size: number): boolean {
  const values = tiles.filter((t) => t !== 0);
  let inversions = 0;
  for (let i = 0; i < values.length; i++)
    for (let j = i + 1; j < values.length; j++) if (values[i]! > values[j]!) inversions++;
  if (size % 2 === 1) return inversions % 2 === 0;
  const emptyRowFromBottom = size - Math.floor(tiles.indexOf(0) / size);
  return (inversions + emptyRowFromBottom) % 2 === 1;
}

/** A playing state one move away from solved (tile n²−1 left of the bottom-right gap). */
function oneMoveFromSolved(difficulty: Difficulty): PuzzleState {
  const state = startGame(difficulty, 9);
  const tiles = solvedTiles(state.size);
  const last = tiles.length - 1;
  [tiles[last - 1], tiles[last]] = [0, last];
  return { ...state, tiles };
}

/** Shortest solution of a 3×3 board by breadth-first search (an independent check). */
function solve3x3(start: readonly number[]): number[] {
  const key = (tiles: readonly number[]) => tiles.join(',');
  const goal = key(solvedTiles(3));
  const parent = new Map<string, { from: string; tile: number } | null>([[key(start), null]]);
  let frontier: number[][] = [start.slice()];
  while (frontier.length > 0 && !parent.has(goal)) {
    const next: number[][] = [];
    for (const tiles of frontier)
      for (const tile of movableTiles(tiles, 3)) {
        const moved = slideTile(tiles, 3, tile)!;
        if (parent.has(key(moved))) continue;
        parent.set(key(moved), { from: key(tiles), tile });
        next.push(moved);
      }
    frontier = next;
  }
  const path: number[] = [];
  for (let step = parent.get(goal); step; step = parent.get(step.from)) path.unshift(step.tile);
  return path;
}

describe('puzzle content', () => {
  const uploaded = `/media/${'ab12'.repeat(8)}.png`;

  it('accepts https addresses, uploaded images and the pictures shipped with the player', () => {
    expect(puzzleContentSchema.safeParse({ image: 'https://x.test/a.png' }).success).toBe(true);
    expect(puzzleContentSchema.safeParse({ image: ` ${uploaded} ` }).data).toEqual({
      image: uploaded,
    });
    expect(puzzleContentSchema.safeParse({ image: '/play/demo/latte-art.svg' }).success).toBe(true);
  });

  const invalid = 'Use an https:// image address or upload an image';
  it.each([
    [{}, 'Add a picture for the puzzle'],
    [{ image: '   ' }, 'Add a picture for the puzzle'],
    [{ image: 'javascript:alert(1)' }, invalid],
    [{ image: 'data:image/svg+xml;base64,PHN2Zz4=' }, invalid],
    [{ image: '//evil.test/a.png' }, invalid],
    [{ image: 'ftp://x.test/a.png' }, invalid],
    [{ image: '/console/a.png' }, invalid],
    [{ image: 'http://x.test/a.png' }, 'Use a secure https:// address'],
    [{ image: 'https://x.test/' + 'a'.repeat(3000) }, 'The image address is too long'],
  ])('refuses %j with a clear message', (input, message) => {
    const result = puzzleContentSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});

describe('board helpers', () => {
  it('knows the solved board and the movable tiles', () => {
    expect(solvedTiles(3)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0]);
    expect(isSolved(solvedTiles(4))).toBe(true);
    expect(movableTiles(solvedTiles(3), 3).sort()).toEqual([6, 8]);
    expect(slideTile(solvedTiles(3), 3, 1)).toBeNull();
    expect(slideTile(solvedTiles(3), 3, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 0, 8]);
  });

  it('maps arrow keys to the tile travelling that way', () => {
    const board = solvedTiles(3); // empty slot bottom-right
    expect(tileForArrow(board, 3, 'right')).toBe(8);
    expect(tileForArrow(board, 3, 'down')).toBe(6);
    expect(tileForArrow(board, 3, 'up')).toBeNull();
    expect(tileForArrow(board, 3, 'left')).toBeNull();
  });
});

describe('puzzle start', () => {
  it.each(DIFFICULTIES)('uses the %s grid size and time limit', (difficulty) => {
    const state = startGame(difficulty);
    expect(state.size).toBe(PUZZLE.tiles[difficulty]);
    expect(state.tiles).toHaveLength(state.size ** 2);
    expect(puzzleEngine.timeLimitSeconds(difficulty)).toBe(PUZZLE.timeSeconds[difficulty]);
    expect(state.deadline - T0).toBe(PUZZLE.timeSeconds[difficulty] * 1000);
  });

  it('shuffles to a solvable, unsolved permutation, the same for the same seed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DIFFICULTIES),
        fc.integer({ min: 0, max: 0xffffffff }),
        (difficulty, seed) => {
          const state = startGame(difficulty, seed);
          const size = state.size;
          expect([...state.tiles].sort((a, b) => a - b)).toEqual(
            Array.from({ length: size * size }, (_, i) => i),
          );
          expect(isSolved(state.tiles)).toBe(false);
          expect(isSolvable(state.tiles, size)).toBe(true);
          expect(startGame(difficulty, seed).tiles).toEqual(state.tiles);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('states are plain JSON', () => {
    const state = applyOk(startGame('normal', 7), { type: 'hint' });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});

describe('puzzle moves', () => {
  it('moves a tile next to the gap and refuses any other', () => {
    const state = startGame('easy', 3);
    const [movable] = movableTiles(state.tiles, 3);
    const other = state.tiles.find((t) => t !== 0 && !movableTiles(state.tiles, 3).includes(t))!;
    const moved = applyOk(state, { type: 'move', tile: movable! });
    expect(moved.moves).toEqual([movable]);
    expect(applyError(state, { type: 'move', tile: other })).toBe(
      'move.tile_not_movable: Only a tile next to the empty space can move.',
    );
    expect(applyError(state, { type: 'move', tile: 99 })).toBe(
      'move.tile_not_movable: Only a tile next to the empty space can move.',
    );
  });

  it('refuses malformed actions without throwing', () => {
    const state = startGame();
    for (const bad of [null, 3, 'move', {}, { type: 'fly' }, { type: 'move', tile: 'x' }]) {
      expect(applyError(state, bad)).toMatch(/\.$/);
    }
  });

  it.each(DIFFICULTIES)('wins %s by completing the picture with a move', (difficulty) => {
    const state = applyOk(oneMoveFromSolved(difficulty), {
      type: 'move',
      tile: PUZZLE.tiles[difficulty] ** 2 - 1,
    });
    expect(state.status).toBe('won');
    expect(puzzleEngine.outcome(state, T0 + 999_999)).toEqual({
      status: 'won',
      score: DIFFICULTY_POINTS[difficulty],
      reason: 'solved',
    });
    expect(applyError(state, { type: 'hint' })).toBe('play.session_over: This game is over.');
  });

  it('wins a real shuffled 3×3 board played to the end, and the replay agrees', () => {
    let state = startGame('easy', 1234);
    for (const tile of solve3x3(state.tiles)) state = applyOk(state, { type: 'move', tile });
    expect(state.status).toBe('won');
    expect(replayMoves(3, 1234, state.moves)).toEqual({
      ok: true,
      tiles: solvedTiles(3),
      solved: true,
    });
  });

  it('replayMoves reproduces the state after any legal random moves', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.array(fc.nat(3), { maxLength: 60 }),
        (seed, picks) => {
          let state = startGame('normal', seed);
          for (const pick of picks) {
            if (state.status !== 'playing') break;
            const choices = movableTiles(state.tiles, state.size);
            state = applyOk(state, { type: 'move', tile: choices[pick % choices.length]! });
          }
          const replay = replayMoves(state.size, state.seed, state.moves);
          expect(replay.ok && replay.tiles).toEqual(state.tiles);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('replayMoves reports the first illegal move', () => {
    const tiles = shuffleTiles(3, 5);
    const stuck = tiles.find((t) => t !== 0 && !movableTiles(tiles, 3).includes(t))!;
    expect(replayMoves(3, 5, [stuck])).toEqual({
      ok: false,
      error: `Tile ${stuck} cannot move`,
      moveIndex: 0,
    });
  });
});

describe('puzzle hint, solve, reset and time', () => {
  it('counts hints and lets the view show the picture', () => {
    const state = startGame();
    expect(puzzleEngine.view(state, T0).show_picture).toBe(false);
    const hinted = applyOk(applyOk(state, { type: 'hint' }), { type: 'hint' });
    expect(hinted.hints).toBe(2);
    expect(puzzleEngine.view(hinted, T0).show_picture).toBe(true);
  });

  it('solve ends the game not won with the solve points and a solved board', () => {
    const solved = applyOk(startGame('hard'), { type: 'solve' });
    expect(puzzleEngine.outcome(solved, T0 + 2000)).toEqual({
      status: 'lost',
      score: PUZZLE.solvePoints,
      reason: 'solved_by_player',
    });
    const view = puzzleEngine.view(solved, T0 + 2000);
    expect(view.tiles).toEqual(solvedTiles(5));
    expect(view.status).toBe('lost');
    expect(view.reason).toBe('solved_by_player');
    expect(view.time_left_seconds).toBe(479);
  });

  it('reset reshuffles with the new seed and keeps the clock', () => {
    let state = startGame('easy', 1);
    state = applyOk(state, { type: 'move', tile: movableTiles(state.tiles, 3)[0]! });
    const reset = applyOk(state, { type: 'reset', seed: 99 });
    expect(reset.tiles).toEqual(shuffleTiles(3, 99));
    expect(reset.seed).toBe(99);
    expect(reset.moves).toEqual([]);
    expect(reset.deadline).toBe(state.deadline);
    expect(reset.resets).toBe(1);
    expect(applyError(state, { type: 'reset', seed: -1 })).toMatch(/\.$/);
  });

  it('times out without any action and refuses late actions', () => {
    const state = startGame('easy');
    const end = T0 + 120_000;
    expect(puzzleEngine.outcome(state, end - 1).status).toBe('playing');
    expect(puzzleEngine.outcome(state, end)).toEqual({
      status: 'lost',
      score: 0,
      reason: 'timeout',
    });
    expect(applyError(state, { type: 'solve' }, end)).toBe('play.time_up: Time is up.');
    const view = puzzleEngine.view(state, end + 5000);
    expect(view).toMatchObject({ status: 'lost', reason: 'timeout', time_left_seconds: 0 });
    expect(puzzleEngine.view(state, T0 + 500).time_left_seconds).toBe(120);
  });
});
