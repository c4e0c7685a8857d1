/**
 * Wordhunt — a word search.
 *
 * Rules:
 * - `start` builds the grid from the session seed (`generateGrid`): a square of side
 *   max(8 easy / 10 normal / 12 hard, longest word, ⌈√(total letters / 0.85)⌉), growing by one
 *   while the words do not fit. Words run only in the difficulty's directions — easy: right,
 *   down; normal: + down-right, up-right; hard: all 8 (the reversed ones too). Words may cross
 *   where letters agree; a word contained in a longer one (CAT, CATS) is placed inside it. Other
 *   cells get random letters, redrawn (a few times) while a word can be read a second time.
 * - Language (`ctx.language`, absent: English; docs/game-rules.md#languages): the words are hidden
 *   in the language's tiles (`wordhuntTiles`: accents folded in French, Italian, Portuguese;
 *   `Ñ` in Spanish, `Ä Ö Ü ẞ` in German and Dutch `Ĳ` as one cell), the random cells drawn from
 *   the language's letters, and the word list shows the words as they are in the grid.
 * - Time limit: easy 120 s, normal 90 s, hard 60 s (WORDHUNT.timeSeconds). Past it the game is
 *   lost ('timeout', 0 points), even if no action arrives; later actions are refused.
 * - `select { start, end }` must be a straight line (horizontal, vertical or diagonal) covering
 *   exactly the cells where a not-yet-found word was placed. Dragging from the word's first letter
 *   to its last counts, and so does dragging from its last letter back to its first (the player
 *   may pick the ends in either order); any other line is refused with 'Not a word in this
 *   puzzle' (a word already found: 'You already found WORD.').
 * - Finding every word wins DIFFICULTY_POINTS[difficulty] (10/30/50), reason 'solved'.
 * - `solve` reveals the remaining words and ends the game not won (status 'lost', reason
 *   'solved_by_player') with WORDHUNT.solvePoints (5).
 * - The view shows the grid, the word list and found words with their cells; where unfound words
 *   were placed is shown only once the game is over.
 */
import { z } from 'zod';
import { DIFFICULTY_POINTS, WORDHUNT } from '../constants.js';
import type { Difficulty } from '../constants.js';
import type { ApplyResult, GameEngine, Outcome, SessionStatus } from '../engine.js';
import { refuse } from '../refusals.js';
import { wordhuntAlphabet, wordhuntContentSchema, wordhuntTiles } from './content.js';
import { wordLanguage } from '../wordle/letters.js';
import type { WordhuntContent } from './content.js';
import { generateGrid, isStraightLine, placementCells } from './grid.js';
import type { GridCell, WordPlacement } from './grid.js';
import type { WordhuntEndReason, WordhuntViewModel, WordhuntWordCells } from './view-model.js';

export type { WordhuntEndReason, WordhuntViewModel, WordhuntWordCells } from './view-model.js';

/** Re-exported so callers that import only the engine can rebuild a session's grid. */
export { generateGrid } from './grid.js';
export type { GeneratedGrid, GridCell, WordPlacement } from './grid.js';

export interface WordhuntState {
  difficulty: Difficulty;
  /** The words to find, upper-case, in the content's order. */
  words: string[];
  size: number;
  /** One string per row. */
  grid: string[];
  /** Where each word was placed, in the order of `words`. */
  placements: WordPlacement[];
  /** Words found so far, in the order they were found. */
  found: string[];
  started_at: number;
  deadline: number;
  status: SessionStatus;
  end_reason: WordhuntEndReason | null;
  ended_at: number | null;
}

const cellSchema = z.object(
  {
    row: z.number().int().min(0),
    col: z.number().int().min(0),
  },
  { error: 'Choose two letters of the grid' },
);

export const wordhuntActionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('select'), start: cellSchema, end: cellSchema }),
    z.object({ type: z.literal('solve') }),
  ],
  { error: 'That is not something you can do in Wordhunt' },
);

export type WordhuntAction = z.infer<typeof wordhuntActionSchema>;

export const NOT_A_WORD = 'Not a word in this puzzle';

// ---------------------------------------------------------------------------------------------
// Selection
// ---------------------------------------------------------------------------------------------

function sameCell(a: GridCell, b: GridCell): boolean {
  return a.row === b.row && a.col === b.col;
}

/** The placement a selection covers, dragged forwards first, else backwards. */
export function placementAt(
  placements: readonly WordPlacement[],
  start: GridCell,
  end: GridCell,
): WordPlacement | undefined {
  const forwards = placements.find((p) => sameCell(p.start, start) && sameCell(p.end, end));
  return forwards ?? placements.find((p) => sameCell(p.start, end) && sameCell(p.end, start));
}

function isInside(cell: GridCell, size: number): boolean {
  return cell.row < size && cell.col < size;
}

function applySelect(
  state: WordhuntState,
  start: GridCell,
  end: GridCell,
  now: number,
): ApplyResult<WordhuntState> {
  if (!isInside(start, state.size) || !isInside(end, state.size)) {
    return refuse('move.outside_grid', 'Choose letters inside the grid.');
  }
  if (!isStraightLine(start, end)) {
    return refuse('move.not_straight', 'Select letters in a straight line.');
  }
  const unfound = state.placements.filter((p) => !state.found.includes(p.word));
  const match = placementAt(unfound, start, end);
  if (!match) {
    const already = placementAt(state.placements, start, end);
    return already
      ? refuse('move.word_already_found', `You already found ${already.word}.`, {
          word: already.word,
        })
      : refuse('move.not_a_word', NOT_A_WORD);
  }
  const found = [...state.found, match.word];
  const next: WordhuntState = { ...state, found };
  if (found.length < state.words.length) return { ok: true, state: next };
  return { ok: true, state: { ...next, status: 'won', end_reason: 'solved', ended_at: now } };
}

// ---------------------------------------------------------------------------------------------
// Engine
// ---------------------------------------------------------------------------------------------

function isTimedOut(state: WordhuntState, now: number): boolean {
  return state.status === 'playing' && now >= state.deadline;
}

function endReasonAt(state: WordhuntState, now: number): WordhuntEndReason | null {
  return isTimedOut(state, now) ? 'timeout' : state.end_reason;
}

function scoreOf(state: WordhuntState): number {
  if (state.status === 'won') return DIFFICULTY_POINTS[state.difficulty];
  if (state.end_reason === 'solved_by_player') return WORDHUNT.solvePoints;
  return 0;
}

function wordhuntOutcome(state: WordhuntState, now: number): Outcome {
  if (isTimedOut(state, now)) return { status: 'lost', score: 0, reason: 'timeout' };
  const outcome: Outcome = { status: state.status, score: scoreOf(state) };
  if (state.end_reason) outcome.reason = state.end_reason;
  return outcome;
}

function secondsLeft(state: WordhuntState, now: number): number {
  const at = state.ended_at ?? now;
  return Math.max(0, Math.ceil((state.deadline - at) / 1000));
}

function withCells(placement: WordPlacement): WordhuntWordCells {
  return { word: placement.word, cells: placementCells(placement) };
}

function placementOf(state: WordhuntState, word: string): WordPlacement {
  return state.placements.find((p) => p.word === word)!;
}

export const wordhuntEngine: GameEngine<
  WordhuntContent,
  WordhuntState,
  WordhuntAction,
  WordhuntViewModel
> = {
  type: 'wordhunt',
  contentSchema: wordhuntContentSchema,
  actionSchema: wordhuntActionSchema,

  timeLimitSeconds: (difficulty) => WORDHUNT.timeSeconds[difficulty],

  start(content, { difficulty, seed, now, language }) {
    const lang = wordLanguage(language);
    // Two words that become one in the grid (ÉCOLE, ECOLE) are hidden once.
    const words = [...new Set(content.words.map((word) => wordhuntTiles(lang, word)))];
    const alphabet = wordhuntAlphabet(lang);
    const { size, grid, placements } = generateGrid(words, difficulty, seed, alphabet);
    return {
      difficulty,
      words: placements.map((p) => p.word),
      size,
      grid,
      placements,
      found: [],
      started_at: now,
      deadline: now + WORDHUNT.timeSeconds[difficulty] * 1000,
      status: 'playing',
      end_reason: null,
      ended_at: null,
    };
  },

  apply(state, rawAction, { now }) {
    const parsed = wordhuntActionSchema.safeParse(rawAction);
    if (!parsed.success) {
      const onCell = parsed.error.issues.some((i) => i.path[0] === 'start' || i.path[0] === 'end');
      return onCell
        ? refuse('move.outside_grid', 'Choose letters inside the grid.')
        : refuse('move.invalid', 'That is not something you can do in Wordhunt.');
    }
    if (state.status !== 'playing') return refuse('play.session_over', 'This game is over.');
    if (isTimedOut(state, now)) return refuse('play.time_up', 'Time is up.');
    const action = parsed.data;
    if (action.type === 'solve') {
      return {
        ok: true,
        state: { ...state, status: 'lost', end_reason: 'solved_by_player', ended_at: now },
      };
    }
    return applySelect(state, action.start, action.end, now);
  },

  outcome: wordhuntOutcome,

  view(state, now) {
    const outcome = wordhuntOutcome(state, now);
    const over = outcome.status !== 'playing';
    return {
      size: state.size,
      grid: state.grid.slice(),
      words: state.words.slice(),
      found: state.found.map((word) => withCells(placementOf(state, word))),
      unfound: over
        ? state.placements.filter((p) => !state.found.includes(p.word)).map(withCells)
        : null,
      time_left_seconds: secondsLeft(state, now),
      status: outcome.status,
      reason: endReasonAt(state, now),
      score: outcome.score,
    };
  },
};
