/**
 * Small, pure facts about games that the frame (not the lazy board) needs: icons, texts for the
 * end of a game, and the few fields of an engine's view the footer shows (lives, letters).
 */
import { DIFFICULTY_POINTS, EMOJIQ, GAME_TYPE_NAMES, QUIZ, SCRATCH, WORDLE } from '@playdesk/games';
import type { Difficulty, GameType } from '@playdesk/games';

export const GAME_ICONS: Record<GameType, string> = {
  wordle: '🔤',
  quiz: '❓',
  scratch: '🎟️',
  puzzle: '🧩',
  emojiq: '😀',
  wordhunt: '🔎',
};

export const DIFFICULTY_NAMES: Record<Difficulty, string> = {
  easy: 'Easy',
  normal: 'Normal',
  hard: 'Hard',
};

export function gameTypeName(type: GameType): string {
  return GAME_TYPE_NAMES[type];
}

/** What is at stake, for the intro (spec §9 points). */
export function pointsText(type: GameType, difficulty: Difficulty): string {
  switch (type) {
    case 'wordle':
      return `Win ${WORDLE.points} points`;
    case 'quiz':
      return `${QUIZ.points} points per right answer`;
    case 'scratch':
      return `${SCRATCH.points} points per card`;
    default:
      return `Win ${DIFFICULTY_POINTS[difficulty]} points`;
  }
}

/** Why a game ended, in the player's words (engines' `outcome.reason`). */
export function reasonText(reason: string | undefined | null): string | null {
  switch (reason) {
    case 'solved':
      return 'You solved it!';
    case 'completed':
      return 'You answered every question.';
    case 'prize':
      return 'Your card holds a prize.';
    case 'no_luck':
      return 'No prize on this card.';
    case 'timeout':
      return 'Time ran out.';
    case 'out_of_tries':
      return 'No tries left.';
    case 'out_of_lives':
      return 'No lives left.';
    case 'solved_by_player':
      return 'You revealed the solution.';
    default:
      return null;
  }
}

function field(view: unknown, name: string): unknown {
  return typeof view === 'object' && view !== null
    ? (view as Record<string, unknown>)[name]
    : undefined;
}

/** Lives shown in the footer: from the view once playing, else the difficulty's full count. */
export function livesOf(
  type: GameType,
  difficulty: Difficulty,
  view: unknown,
): { lives: number; max: number } | null {
  const lives = field(view, 'lives');
  const max = field(view, 'max_lives');
  if (typeof lives === 'number' && typeof max === 'number') return { lives, max };
  if (type === 'emojiq') return { lives: EMOJIQ.lives[difficulty], max: EMOJIQ.lives[difficulty] };
  return null;
}

/** Whether the Letter button may be used now (EmojiQ's `can_buy_letter`). */
export function canBuyLetter(view: unknown): boolean {
  return field(view, 'can_buy_letter') === true;
}

/** The engine's frozen time left once a game is over (timed games carry it in the view). */
export function frozenSecondsLeft(view: unknown): number | null {
  const value = field(view, 'time_left_seconds');
  return typeof value === 'number' ? value : null;
}

/** A CTA icon may be an emoji/text or an image address. */
export function isImageRef(icon: string): boolean {
  return /^https?:\/\//i.test(icon) || /^\/[^/]/.test(icon);
}
