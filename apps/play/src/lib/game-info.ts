/**
 * Small, pure facts about games that the frame (not the lazy view) needs: texts for the intro and
 * the end of a game, and the few fields of a game's view the frame shows (lives, letters, the
 * frozen clock). The games themselves are described once, in `@playdesk/games/views`; the view is
 * typed by the contract (the union of every game's view), so the fields read here are checked.
 */
import type { Difficulty, GameType, GameView } from '@playdesk/games';
import { gameView } from '@playdesk/games/views';

export const DIFFICULTY_NAMES: Record<Difficulty, string> = {
  easy: 'Easy',
  normal: 'Normal',
  hard: 'Hard',
};

export function gameTypeName(type: GameType): string {
  return gameView(type).name;
}

/** What is at stake, for the intro (docs/product-rules.md#points). */
export function pointsText(type: GameType, difficulty: Difficulty): string {
  const { per, points } = gameView(type).scoring;
  return per === 'win'
    ? `Win ${points(difficulty)} points`
    : `${points(difficulty)} points per ${per}`;
}

/**
 * Why a game ended, in the player's words (engines' `outcome.reason`), with what the final view
 * tells: how many answers of a quiz were right (a finished quiz may be a 0 of 4 loss), and the
 * prize a scratch card held (the view reveals its label once the card is done).
 */
export function reasonText(
  reason: string | undefined | null,
  view?: GameView | null,
): string | null {
  switch (reason) {
    case 'solved':
      return 'You solved it!';
    case 'completed':
      return view && 'correct_count' in view
        ? `You got ${view.correct_count} of ${view.total} right.`
        : 'All questions answered.';
    case 'prize': {
      const result = view && 'result' in view ? view.result : null;
      const label = result?.kind === 'prize' ? result.label.trim() : '';
      return label ? `Your prize: ${label}` : 'Your card holds a prize.';
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

/** Lives shown in the footer: from the view once playing, else the game's full count. */
export function livesOf(
  type: GameType,
  difficulty: Difficulty,
  view: GameView | null | undefined,
): { lives: number; max: number } | null {
  if (view && 'lives' in view) return { lives: view.lives, max: view.max_lives };
  const lives = gameView(type).lives?.[difficulty];
  return lives === undefined ? null : { lives, max: lives };
}

/** Whether the Letter button may be used now (EmojiQ's `can_buy_letter`). */
export function canBuyLetter(view: GameView): boolean {
  return 'can_buy_letter' in view && view.can_buy_letter;
}

/** The engine's frozen time left once a game is over (timed games carry it in the view). */
export function frozenSecondsLeft(view: GameView): number | null {
  return 'time_left_seconds' in view ? view.time_left_seconds : null;
}

/** A CTA icon may be an emoji/text or an image address (the rule the server saves with). */
export { isImageRef } from '@playdesk/games';
