import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, DIFFICULTY_POINTS, WORDHUNT } from '../constants.js';
import type { Difficulty } from '../constants.js';
import { wordhuntContentSchema } from './content.js';
import { NOT_A_WORD, wordhuntEngine } from './engine.js';
import type { WordhuntAction, WordhuntState } from './engine.js';
import {
  BASE_GRID_SIZE,
  DIRECTION_STEPS,
  DIRECTIONS_BY_DIFFICULTY,
  generateGrid,
  hasStrayCopies,
  isStraightLine,
  lineCells,
  placementCells,
  readLine,
  snapToLine,
} from './grid.js';
import type { GridCell, GeneratedGrid } from './grid.js';

const T0 = 1_700_000_000_000;
const WORDS = ['APPLE', 'BANANA', 'CHERRY', 'KIWI', 'MANGO'];

function startGame(difficulty: Difficulty = 'normal', seed = 11, words = WORDS): WordhuntState {
  return wordhuntEngine.start({ words }, { difficulty, seed, now: T0 });
}

function applyResult(state: WordhuntState, action: unknown, now = T0 + 1000) {
  return wordhuntEngine.apply(state, action as WordhuntAction, { now });
}

function applyOk(state: WordhuntState, action: WordhuntAction, now = T0 + 1000): WordhuntState {
  const result = applyResult(state, action, now);
  if (!result.ok) throw new Error(`expected ok, got: ${result.error}`);
  return result.state;
}

/** The refusal as `code: sentence`. */
function applyError(state: WordhuntState, action: unknown, now = T0 + 1000): string {
  const result = applyResult(state, action, now);
  if (result.ok) throw new Error('expected the action to be refused');
  return `${result.code}: ${result.error}`;
}

function select(state: WordhuntState, word: string, reversed = false): WordhuntAction {
  const p = state.placements.find((x) => x.word === word)!;
  return reversed
    ? { type: 'select', start: p.end, end: p.start }
    : { type: 'select', start: p.start, end: p.end };
}

/** The grid holds each word at its placement, along a direction allowed at the difficulty. */
function checkGrid(generated: GeneratedGrid, words: readonly string[], difficulty: Difficulty) {
  const { size, grid, placements } = generated;
  expect(grid).toHaveLength(size);
  for (const row of grid) expect(row).toMatch(new RegExp(`^[A-Z]{${size}}$`));
  expect(size).toBeGreaterThanOrEqual(BASE_GRID_SIZE[difficulty]);
  expect(placements.map((p) => p.word)).toEqual(words.map((w) => w.toUpperCase()));
  for (const p of placements) {
    expect(DIRECTIONS_BY_DIFFICULTY[difficulty]).toContain(p.direction);
    const [dr, dc] = DIRECTION_STEPS[p.direction];
    expect(p.end).toEqual({
      row: p.start.row + dr * (p.word.length - 1),
      col: p.start.col + dc * (p.word.length - 1),
    });
    for (const cell of placementCells(p)) {
      expect(cell.row).toBeGreaterThanOrEqual(0);
      expect(cell.col).toBeGreaterThanOrEqual(0);
      expect(cell.row).toBeLessThan(size);
      expect(cell.col).toBeLessThan(size);
    }
    expect(readLine(grid, p.start, p.end)).toBe(p.word);
  }
}

const wordArb = fc.stringMatching(/^[A-Za-z]{3,12}$/);
const wordListArb = fc.uniqueArray(wordArb, {
  minLength: 3,
  maxLength: 20,
  selector: (w) => w.toUpperCase(),
});

describe('wordhunt content', () => {
  it('upper-cases and trims words', () => {
    expect(wordhuntContentSchema.parse({ words: [' cat', 'Dog ', 'EMU'] })).toEqual({
      words: ['CAT', 'DOG', 'EMU'],
    });
  });

  it.each([
    [{}, 'Add at least 3 words'],
    [{ words: ['CAT', 'DOG'] }, 'Add at least 3 words'],
    [
      { words: Array.from({ length: 21 }, (_, i) => 'WORD' + 'ABCDEFGHIJKLMNOPQRSTU'[i]) },
      'Use at most 20 words',
    ],
    [{ words: ['CAT', 'DOG', 'AB'] }, 'Each word must be at least 3 letters long'],
    [{ words: ['CAT', 'DOG', 'A'.repeat(13)] }, 'Each word must be at most 12 letters long'],
    [{ words: ['CAT', 'DOG', 'ICE CREAM'] }, 'Words can only use letters'],
    [{ words: ['CAT', 'DOG', 'R2D2'] }, 'Words can only use letters'],
    [{ words: ['CAT', 'DOG', 'cat'] }, 'The word CAT is listed twice'],
  ])('refuses %j with a clear message', (input, message) => {
    const result = wordhuntContentSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});

describe('grid helpers', () => {
  it('knows straight lines and their cells', () => {
    expect(isStraightLine({ row: 0, col: 0 }, { row: 3, col: 3 })).toBe(true);
    expect(isStraightLine({ row: 0, col: 0 }, { row: 1, col: 2 })).toBe(false);
    expect(lineCells({ row: 2, col: 2 }, { row: 0, col: 0 })).toEqual([
      { row: 2, col: 2 },
      { row: 1, col: 1 },
      { row: 0, col: 0 },
    ]);
  });
});

describe('snapToLine', () => {
  it('keeps straight targets and snaps others to the nearest direction', () => {
    const from = { row: 4, col: 4 };
    expect(snapToLine(from, { row: 4, col: 9 }, 10)).toEqual({ row: 4, col: 9 });
    expect(snapToLine(from, { row: 5, col: 9 }, 10)).toEqual({ row: 4, col: 9 });
    expect(snapToLine(from, { row: 8, col: 7 }, 10)).toEqual({ row: 8, col: 8 });
    expect(snapToLine(from, { row: 0, col: 9 }, 10)).toEqual({ row: 0, col: 8 });
  });

  it('always gives a straight line inside the grid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 18 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (size, a, b, c, d) => {
          const from = { row: a % size, col: b % size };
          const end = snapToLine(from, { row: c % size, col: d % size }, size);
          expect(isStraightLine(from, end)).toBe(true);
          for (const v of [end.row, end.col]) {
            expect(v).toBeGreaterThanOrEqual(0);
            expect(v).toBeLessThan(size);
          }
        },
      ),
    );
  });
});

describe('generateGrid', () => {
  it('hides a word inside a longer one that contains it, so it is never readable twice', () => {
    const list = ['CATS', 'CAT', 'DOGS', 'DOG', 'HORSE', 'MOUSE', 'OWL', 'EEL', 'BEE', 'HEN'];
    for (const difficulty of DIFFICULTIES)
      for (let seed = 0; seed < 10; seed++) {
        const { grid, placements } = generateGrid(list, difficulty, seed);
        const cats = placementCells(placements[0]!);
        expect(cats.slice(0, 3)).toEqual(placementCells(placements[1]!));
        expect(hasStrayCopies(grid, placements)).toBe(false);
      }
  });

  it('places every word at its placement in an allowed direction (random seeds × word lists)', () => {
    fc.assert(
      fc.property(
        wordListArb,
        fc.constantFrom(...DIFFICULTIES),
        fc.integer({ min: 0, max: 0xffffffff }),
        (words, difficulty, seed) => {
          checkGrid(generateGrid(words, difficulty, seed), words, difficulty);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('is deterministic for a seed and sized max(longest word, base size)', () => {
    for (const difficulty of DIFFICULTIES) {
      const a = generateGrid(WORDS, difficulty, 5);
      expect(generateGrid(WORDS, difficulty, 5)).toEqual(a);
      expect(a.size).toBe(BASE_GRID_SIZE[difficulty]);
    }
    expect(generateGrid(['ABCDEFGHIJKL', 'CAT', 'DOG'], 'easy', 1).size).toBe(12);
  });

  it('grows the grid when the words cannot fit, and still places them all', () => {
    const words = Array.from({ length: 20 }, (_, i) => 'ABCDEFGHIJKLMNOPQRST'[i]!.repeat(12));
    const generated = generateGrid(words, 'easy', 3);
    expect(generated.size).toBeGreaterThan(12);
    checkGrid(generated, words, 'easy');
  });

  it('uses every direction of hard over many seeds', () => {
    const used = new Set<string>();
    for (let seed = 0; seed < 40; seed++)
      for (const p of generateGrid(WORDS, 'hard', seed).placements) used.add(p.direction);
    expect([...used].sort()).toEqual([...DIRECTIONS_BY_DIFFICULTY.hard].sort());
  });
});

describe('wordhunt play', () => {
  it.each(DIFFICULTIES)('has the %s time limit', (difficulty) => {
    expect(wordhuntEngine.timeLimitSeconds(difficulty)).toBe(WORDHUNT.timeSeconds[difficulty]);
    expect(startGame(difficulty).deadline - T0).toBe(WORDHUNT.timeSeconds[difficulty] * 1000);
  });

  it('finds a word dragged either way, once', () => {
    let state = startGame();
    state = applyOk(state, select(state, 'KIWI'));
    state = applyOk(state, select(state, 'MANGO', true));
    expect(state.found).toEqual(['KIWI', 'MANGO']);
    expect(applyError(state, select(state, 'KIWI', true))).toBe(
      'move.word_already_found: You already found KIWI.',
    );
    const view = wordhuntEngine.view(state, T0 + 2000);
    expect(view.found.map((f) => f.word)).toEqual(['KIWI', 'MANGO']);
    expect(view.found[0]!.cells).toHaveLength(4);
    expect(view.unfound).toBeNull();
  });

  it('refuses lines that are not a placed word', () => {
    const state = startGame();
    const p = state.placements[0]!;
    const short = lineCells(p.start, p.end).at(-2)!;
    expect(applyError(state, { type: 'select', start: p.start, end: short })).toBe(
      `move.not_a_word: ${NOT_A_WORD}`,
    );
    expect(applyError(state, { type: 'select', start: p.start, end: p.start })).toBe(
      `move.not_a_word: ${NOT_A_WORD}`,
    );
    expect(
      applyError(state, { type: 'select', start: { row: 0, col: 0 }, end: { row: 1, col: 2 } }),
    ).toBe('move.not_straight: Select letters in a straight line.');
    expect(
      applyError(state, { type: 'select', start: { row: 0, col: 0 }, end: { row: 0, col: 99 } }),
    ).toBe('move.outside_grid: Choose letters inside the grid.');
    expect(
      applyError(state, { type: 'select', start: { row: -1, col: 0 }, end: { row: 0, col: 0 } }),
    ).toBe('move.outside_grid: Choose letters inside the grid.');
    for (const bad of [null, 'select', {}, { type: 'select' }, { type: 'hint' }]) {
      expect(applyError(state, bad)).toMatch(/\.$/);
    }
  });

  it('wins by finding every word', () => {
    let state = startGame('hard', 77);
    for (const word of WORDS) state = applyOk(state, select(state, word, word.length % 2 === 0));
    expect(wordhuntEngine.outcome(state, T0 + 999_999)).toEqual({
      status: 'won',
      score: DIFFICULTY_POINTS.hard,
      reason: 'solved',
    });
    expect(applyError(state, { type: 'solve' })).toBe('play.session_over: This game is over.');
    expect(wordhuntEngine.view(state, T0 + 999_999).time_left_seconds).toBe(59);
  });

  it('solve reveals the rest and ends not won with the solve points', () => {
    let state = startGame('easy');
    state = applyOk(state, select(state, 'APPLE'));
    state = applyOk(state, { type: 'solve' });
    expect(wordhuntEngine.outcome(state, T0)).toEqual({
      status: 'lost',
      score: WORDHUNT.solvePoints,
      reason: 'solved_by_player',
    });
    const view = wordhuntEngine.view(state, T0);
    expect(view.found.map((f) => f.word)).toEqual(['APPLE']);
    expect(view.unfound?.map((f) => f.word)).toEqual(['BANANA', 'CHERRY', 'KIWI', 'MANGO']);
  });

  it('times out without any action, refuses late selections, then reveals placements', () => {
    const state = startGame('hard');
    const end = T0 + 60_000;
    expect(wordhuntEngine.outcome(state, end - 1).status).toBe('playing');
    expect(wordhuntEngine.outcome(state, end)).toEqual({
      status: 'lost',
      score: 0,
      reason: 'timeout',
    });
    expect(applyError(state, select(state, 'KIWI'), end)).toBe('play.time_up: Time is up.');
    const view = wordhuntEngine.view(state, end);
    expect(view).toMatchObject({ status: 'lost', reason: 'timeout', time_left_seconds: 0 });
    expect(view.unfound).toHaveLength(WORDS.length);
  });

  it('hides unfound placements while playing, whatever is selected', () => {
    fc.assert(
      fc.property(
        wordListArb,
        fc.constantFrom(...DIFFICULTIES),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.array(fc.tuple(fc.nat(13), fc.nat(13), fc.nat(13), fc.nat(13)), { maxLength: 30 }),
        (rawWords, difficulty, seed, lines) => {
          const { words } = wordhuntContentSchema.parse({ words: rawWords });
          let state = wordhuntEngine.start({ words }, { difficulty, seed, now: T0 });
          for (const [r1, c1, r2, c2] of lines) {
            const start: GridCell = { row: r1, col: c1 };
            const end: GridCell = { row: r2, col: c2 };
            const result = applyResult(state, { type: 'select', start, end });
            if (result.ok) {
              expect(result.state.found.length).toBe(state.found.length + 1);
              state = result.state;
            } else {
              expect(result.error.length).toBeGreaterThan(0);
            }
          }
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
          const view = wordhuntEngine.view(state, T0);
          if (view.status === 'playing') expect(view.unfound).toBeNull();
          // Finding every word by its placement, in either direction, always wins.
          for (const p of state.placements)
            if (!state.found.includes(p.word))
              state = applyOk(state, { type: 'select', start: p.end, end: p.start });
          expect(wordhuntEngine.outcome(state, T0).status).toBe('won');
        },
      ),
      { numRuns: 80 },
    );
  });
});
