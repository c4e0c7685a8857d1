/**
 * Wordhunt grid generation: places every word along an allowed direction, then fills the other
 * cells with random letters, all from one seed (the same seed always gives the same grid).
 */
import type { Difficulty } from '../constants.js';
import { createRng } from '../rng.js';
import type { Rng } from '../rng.js';

export interface GridCell {
  row: number;
  col: number;
}

export const DIRECTION_STEPS = {
  right: [0, 1],
  down: [1, 0],
  downRight: [1, 1],
  upRight: [-1, 1],
  left: [0, -1],
  up: [-1, 0],
  upLeft: [-1, -1],
  downLeft: [1, -1],
} as const satisfies Record<string, readonly [number, number]>;

export type WordDirection = keyof typeof DIRECTION_STEPS;

/** Easy: right and down; normal: + diagonals down-right and up-right; hard: all 8 directions. */
export const DIRECTIONS_BY_DIFFICULTY: Record<Difficulty, readonly WordDirection[]> = {
  easy: ['right', 'down'],
  normal: ['right', 'down', 'downRight', 'upRight'],
  hard: ['right', 'down', 'downRight', 'upRight', 'left', 'up', 'upLeft', 'downLeft'],
};

/** Smallest grid side per difficulty; the grid is at least as wide as the longest word. */
export const BASE_GRID_SIZE: Record<Difficulty, number> = { easy: 8, normal: 10, hard: 12 };
/** Long lists start on a grid whose cells the words' letters fill to at most this share. */
export const MAX_START_DENSITY = 0.85;

/** Full placement attempts at one size before the grid grows by one row and column. */
export const PLACEMENT_ATTEMPTS_PER_SIZE = 8;
/** Past this side, words are laid out one per row (always possible: ≤ 20 words of ≤ 12 letters). */
export const MAX_RANDOM_GRID_SIZE = 24;
/** Random fills tried to avoid a word appearing by chance somewhere other than its placement. */
export const FILL_ATTEMPTS = 12;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export interface WordPlacement {
  word: string;
  start: GridCell;
  end: GridCell;
  direction: WordDirection;
}

export interface GeneratedGrid {
  size: number;
  /** One string per row, `size` upper-case letters each. */
  grid: string[];
  /** One placement per word, in the order the words were given. */
  placements: WordPlacement[];
}

type Board = (string | null)[][];

/** The cells of a straight line from `start` to `end` inclusive (callers check straightness). */
export function lineCells(start: GridCell, end: GridCell): GridCell[] {
  const dr = Math.sign(end.row - start.row);
  const dc = Math.sign(end.col - start.col);
  const length = Math.max(Math.abs(end.row - start.row), Math.abs(end.col - start.col)) + 1;
  return Array.from({ length }, (_, i) => ({ row: start.row + dr * i, col: start.col + dc * i }));
}

export function isStraightLine(start: GridCell, end: GridCell): boolean {
  const dr = Math.abs(end.row - start.row);
  const dc = Math.abs(end.col - start.col);
  return dr === 0 || dc === 0 || dr === dc;
}

/**
 * The end of a straight line from `start` closest to where the pointer is: `target` itself when
 * already in line, else snapped to the nearest of the 8 directions and kept inside the grid.
 */
export function snapToLine(start: GridCell, target: GridCell, size: number): GridCell {
  if (isStraightLine(start, target)) return target;
  const dr = target.row - start.row;
  const dc = target.col - start.col;
  const octant = Math.round(Math.atan2(dr, dc) / (Math.PI / 4));
  const stepRow = Math.round(Math.sin((octant * Math.PI) / 4)) || 0;
  const stepCol = Math.round(Math.cos((octant * Math.PI) / 4)) || 0;
  let length = Math.max(Math.abs(dr), Math.abs(dc));
  const at = (n: number) => ({ row: start.row + stepRow * n, col: start.col + stepCol * n });
  while (length > 0 && !inside(at(length), size)) length--;
  return at(length);
}

export function placementCells(placement: WordPlacement): GridCell[] {
  return lineCells(placement.start, placement.end);
}

/** The letters read along a straight line of the grid. */
export function readLine(grid: readonly string[], start: GridCell, end: GridCell): string {
  return lineCells(start, end)
    .map((cell) => grid[cell.row]?.[cell.col] ?? '')
    .join('');
}

function endOf(word: string, start: GridCell, direction: WordDirection): GridCell {
  const [dr, dc] = DIRECTION_STEPS[direction];
  return { row: start.row + dr * (word.length - 1), col: start.col + dc * (word.length - 1) };
}

function inside(cell: GridCell, size: number): boolean {
  return cell.row >= 0 && cell.row < size && cell.col >= 0 && cell.col < size;
}

function sameCells(a: WordPlacement, b: WordPlacement): boolean {
  const same = (x: GridCell, y: GridCell) => x.row === y.row && x.col === y.col;
  return (
    (same(a.start, b.start) && same(a.end, b.end)) || (same(a.start, b.end) && same(a.end, b.start))
  );
}

function fits(board: Board, placement: WordPlacement, placed: readonly WordPlacement[]): boolean {
  if (!inside(placement.start, board.length) || !inside(placement.end, board.length)) return false;
  const [dr, dc] = DIRECTION_STEPS[placement.direction];
  const { word, start } = placement;
  for (let i = 0; i < word.length; i++) {
    const current = board[start.row + dr * i]![start.col + dc * i];
    if (current !== null && current !== word[i]) return false;
  }
  return !placed.some((other) => sameCells(other, placement));
}

/** Every position and allowed direction where `word` fits on the board as it is. */
function candidates(
  board: Board,
  word: string,
  directions: readonly WordDirection[],
  placed: readonly WordPlacement[],
): WordPlacement[] {
  const size = board.length;
  const out: WordPlacement[] = [];
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++)
      for (const direction of directions) {
        const start = { row, col };
        const placement = { word, start, end: endOf(word, start, direction), direction };
        if (fits(board, placement, placed)) out.push(placement);
      }
  return out;
}

/**
 * A word that fits entirely on letters already placed (CAT inside CATS) would otherwise show up
 * twice; when that is possible, only those spots are offered.
 */
function preferHidden(board: Board, options: WordPlacement[]): WordPlacement[] {
  const covered = options.filter((p) =>
    placementCells(p).every((cell) => board[cell.row]![cell.col] !== null),
  );
  return covered.length > 0 ? covered : options;
}

function write(board: Board, placement: WordPlacement): void {
  placementCells(placement).forEach((cell, i) => {
    board[cell.row]![cell.col] = placement.word[i]!;
  });
}

function emptyBoard(size: number): Board {
  return Array.from({ length: size }, () => Array.from({ length: size }, () => null));
}

/** Longest words first; each word at a random spot among all spots where it fits. */
function tryPlaceAll(
  words: readonly string[],
  size: number,
  directions: readonly WordDirection[],
  rng: Rng,
): { board: Board; placements: WordPlacement[] } | null {
  const board = emptyBoard(size);
  const order = words.map((word, index) => ({ word, index }));
  order.sort((a, b) => b.word.length - a.word.length || a.index - b.index);
  const placements: WordPlacement[] = new Array<WordPlacement>(words.length);
  const placed: WordPlacement[] = [];
  for (const { word, index } of order) {
    const options = preferHidden(board, candidates(board, word, directions, placed));
    if (options.length === 0) return null;
    const choice = options[rng.int(options.length)]!;
    write(board, choice);
    placements[index] = choice;
    placed.push(choice);
  }
  return { board, placements };
}

/** One word per row from the left: the guaranteed layout for very crowded lists. */
function placeInRows(
  words: readonly string[],
  size: number,
): { board: Board; placements: WordPlacement[] } {
  const board = emptyBoard(size);
  const placements = words.map((word, row) => {
    const start = { row, col: 0 };
    const placement: WordPlacement = {
      word,
      start,
      end: endOf(word, start, 'right'),
      direction: 'right',
    };
    write(board, placement);
    return placement;
  });
  return { board, placements };
}

function fill(board: Board, rng: Rng, alphabet: string): string[] {
  return board.map((row) =>
    row.map((letter) => letter ?? alphabet[rng.int(alphabet.length)]!).join(''),
  );
}

/**
 * Whether some word can also be read (in any of the 8 directions) along cells other than its own
 * placement — a trap for players, since only the placed cells count. With `filler`, only copies
 * using at least one filler cell count (the others cannot be fixed by redrawing the fill).
 */
export function hasStrayCopies(
  grid: readonly string[],
  placements: readonly WordPlacement[],
  filler?: (cell: GridCell) => boolean,
): boolean {
  const size = grid.length;
  const steps = Object.keys(DIRECTION_STEPS) as WordDirection[];
  const counts = (copy: WordPlacement) => !filler || placementCells(copy).some(filler);
  return placements.some((placement) => {
    const { word } = placement;
    for (let row = 0; row < size; row++)
      for (let col = 0; col < size; col++) {
        if (grid[row]![col] !== word[0]) continue;
        for (const direction of steps) {
          const start = { row, col };
          const copy: WordPlacement = {
            word,
            start,
            end: endOf(word, start, direction),
            direction,
          };
          if (!inside(copy.end, size) || sameCells(copy, placement)) continue;
          if (readLine(grid, copy.start, copy.end) === word && counts(copy)) return true;
        }
      }
    return false;
  });
}

/** The side to start from: the difficulty's base, the longest word, room for all letters. */
export function startingGridSize(words: readonly string[], difficulty: Difficulty): number {
  const longest = Math.max(...words.map((word) => word.length));
  const letters = words.reduce((sum, word) => sum + word.length, 0);
  const roomy = Math.ceil(Math.sqrt(letters / MAX_START_DENSITY));
  return Math.max(BASE_GRID_SIZE[difficulty], longest, roomy);
}

/** Whether a word can be read elsewhere on the placed letters alone (before any fill). */
function hasPlacedStrays(board: Board, placements: readonly WordPlacement[]): boolean {
  return hasStrayCopies(
    board.map((row) => row.map((letter) => letter ?? '.').join('')),
    placements,
  );
}

/**
 * Tries PLACEMENT_ATTEMPTS_PER_SIZE placements per side, growing the side when none works. A
 * layout where no word can be read twice is preferred; otherwise the first one found is kept.
 */
function placeWords(
  words: readonly string[],
  difficulty: Difficulty,
  rng: Rng,
): { board: Board; placements: WordPlacement[] } {
  const directions = DIRECTIONS_BY_DIFFICULTY[difficulty];
  for (let size = startingGridSize(words, difficulty); size <= MAX_RANDOM_GRID_SIZE; size++) {
    let first: { board: Board; placements: WordPlacement[] } | null = null;
    for (let attempt = 0; attempt < PLACEMENT_ATTEMPTS_PER_SIZE; attempt++) {
      const result = tryPlaceAll(words, size, directions, rng);
      if (result && !hasPlacedStrays(result.board, result.placements)) return result;
      first ??= result;
    }
    if (first) return first;
  }
  const longest = Math.max(...words.map((word) => word.length));
  return placeInRows(words, Math.max(MAX_RANDOM_GRID_SIZE, words.length, longest));
}

/**
 * Builds the grid for a word list at a difficulty from a seed.
 *
 * Side: max(8 easy / 10 normal / 12 hard, longest word, ⌈√(letters / 0.85)⌉), growing by one
 * after PLACEMENT_ATTEMPTS_PER_SIZE failed attempts. Free cells get random letters; the fill is redrawn
 * (up to FILL_ATTEMPTS times) while a word can be read anywhere else than where it was placed.
 * `alphabet` holds the fill letters, one UTF-16 unit each (the game language's capital tiles,
 * `wordhuntAlphabet`); words must be in the same tiles (`wordhuntTiles`).
 */
export function generateGrid(
  words: readonly string[],
  difficulty: Difficulty,
  seed: number,
  alphabet: string = ALPHABET,
): GeneratedGrid {
  const upper = words.map((word) => word.toUpperCase());
  if (upper.length === 0) return { size: 0, grid: [], placements: [] };
  const rng = createRng(seed);
  const { board, placements } = placeWords(upper, difficulty, rng);
  const filler = (cell: GridCell) => board[cell.row]![cell.col] === null;
  let grid = fill(board, rng, alphabet);
  for (
    let attempt = 1;
    attempt < FILL_ATTEMPTS && hasStrayCopies(grid, placements, filler);
    attempt++
  ) {
    grid = fill(board, rng, alphabet);
  }
  return { size: board.length, grid, placements };
}
