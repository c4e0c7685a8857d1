import {
  DIFFICULTY_POINTS,
  EMOJIQ,
  GAME_TYPE_NAMES,
  GAME_TYPES,
  PUZZLE,
  QUIZ,
  SCRATCH,
  WORDHUNT,
  WORDLE,
  type Difficulty,
  type GameType,
} from '@playdesk/games';

export { GAME_TYPE_NAMES, GAME_TYPES };
/** Each type's SVG icon, shared with the player app (never emoji: see packages/games/src/icons.tsx). */
export { GameTypeIcon } from '@playdesk/games/icons';
export type { Difficulty, GameType };

/** The game types in the order the add page offers them (docs/product-rules.md#game-constants). */
export const GAME_TYPE_ORDER: readonly GameType[] = GAME_TYPES;

/** One line each, for the add page and the list. */
export const GAME_DESCRIPTIONS: Record<GameType, string> = {
  puzzle: 'Players slide tiles back into place to rebuild a picture of your product or shop.',
  emojiq: 'A row of emoji hides a word or phrase; players guess it letter by letter.',
  wordhunt: 'Players find your words hidden in a grid of letters before the time runs out.',
  quiz: 'Multiple-choice questions against the clock — great for product knowledge.',
  scratch: 'A virtual scratch card that reveals a prize, with the odds you choose.',
  wordle: 'Players guess your secret word in six tries, with coloured hints after each guess.',
};

/** What the business fills in, in a few words (the add page). */
export const GAME_CONTENT_SUMMARY: Record<GameType, string> = {
  puzzle: 'You add: one picture',
  emojiq: 'You add: phrases with their emoji',
  wordhunt: 'You add: 3–20 words',
  quiz: 'You add: questions and answers',
  scratch: 'You add: prizes and their odds',
  wordle: 'You add: secret words',
};

export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  easy: 'Easy',
  normal: 'Normal',
  hard: 'Hard',
};

function minutes(seconds: number): string {
  return seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`;
}

/** How a difficulty changes this game (docs/product-rules.md#per-game). */
export function difficultyDetail(type: GameType, difficulty: Difficulty): string {
  switch (type) {
    case 'puzzle':
      return `${PUZZLE.tiles[difficulty]}×${PUZZLE.tiles[difficulty]} tiles, ${minutes(PUZZLE.timeSeconds[difficulty])}`;
    case 'emojiq':
      return `${EMOJIQ.lives[difficulty]} lives`;
    case 'wordhunt':
      return `${minutes(WORDHUNT.timeSeconds[difficulty])} to find every word`;
    case 'quiz':
      return `${QUIZ.timeSeconds} s for the quiz`;
    case 'scratch':
      return `${SCRATCH.timeSeconds} s to scratch`;
    case 'wordle':
      return `${WORDLE.tries} tries, ${minutes(WORDLE.timeSeconds[difficulty])}`;
  }
}

/**
 * What a play is worth (docs/product-rules.md#points): per difficulty, except the games scored per
 * answer or card.
 */
export function pointsText(type: GameType | null, difficulty: Difficulty): string {
  switch (type) {
    case 'wordle':
      return `${WORDLE.points} points a win`;
    case 'quiz':
      return `${QUIZ.points} points per right answer`;
    case 'scratch':
      return `${SCRATCH.points} points per card`;
    default:
      return `${DIFFICULTY_POINTS[difficulty]} points a win`;
  }
}

/** A few words on what a difficulty means for this game (the add page's choices). */
export function difficultyShort(type: GameType | null, difficulty: Difficulty): string {
  switch (type) {
    case null:
      return `${DIFFICULTY_POINTS[difficulty]} points a win`;
    case 'puzzle':
      return `${PUZZLE.tiles[difficulty]}×${PUZZLE.tiles[difficulty]} tiles`;
    case 'emojiq':
      return `${EMOJIQ.lives[difficulty]} lives`;
    case 'wordhunt':
      return minutes(WORDHUNT.timeSeconds[difficulty]);
    case 'wordle':
      return minutes(WORDLE.timeSeconds[difficulty]);
    case 'quiz':
      return `${QUIZ.timeSeconds} s`;
    case 'scratch':
      return `${SCRATCH.timeSeconds} s`;
  }
}
