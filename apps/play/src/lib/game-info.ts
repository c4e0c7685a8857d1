/**
 * Small, pure facts about games that the frame (not the lazy board) needs: texts for the end of a
 * game, and the few fields of an engine's view the footer shows (lives, letters). The games' icons
 * are SVG components in `@playdesk/games/icons`.
 */
import { DIFFICULTY_POINTS, EMOJIQ, GAME_TYPE_NAMES, QUIZ, SCRATCH, WORDLE } from '@playdesk/games';
import type { Difficulty, GameType } from '@playdesk/games';

export const DIFFICULTY_NAMES: Record<Difficulty, string> = {
  easy: 'Easy',
  normal: 'Normal',
  hard: 'Hard',
};

export function gameTypeName(type: GameType): string {
  return GAME_TYPE_NAMES[type];
}

/** What is at stake, for the intro (docs/product-rules.md#points). */
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

/**
 * Why a game ended, in the player's words (engines' `outcome.reason`), with what the final view
 * tells: how many answers of a quiz were right (a finished quiz may be a 0 of 4 loss), and the
 * prize a scratch card held (the view reveals its label once the card is done).
 */
export function reasonText(reason: string | undefined | null, view?: unknown): string | null {
  switch (reason) {
    case 'solved':
      return 'You solved it!';
    case 'completed': {
      const correct = field(view, 'correct_count');
      const total = field(view, 'total');
      return typeof correct === 'number' && typeof total === 'number'
        ? `You got ${correct} of ${total} right.`
        : 'All questions answered.';
    }
    case 'prize': {
      const result = field(view, 'result');
      const label = field(result, 'kind') === 'prize' ? field(result, 'label') : null;
      return typeof label === 'string' && label.trim()
        ? `Your prize: ${label.trim()}`
        : 'Your card holds a prize.';
    }
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

/** A CTA icon may be an emoji/text or an image address (the rule the server saves with). */
export { isImageRef } from '@playdesk/games';
