/**
 * Small, pure facts about games that the frame (not the lazy view) needs: texts for the intro and
 * the end of a game, and the few fields of a game's view the frame shows (lives, letters, the
 * frozen clock). The games themselves are described once, in `@playdesk/games/views`; the view is
 * typed by the contract (the union of every game's view), so the fields read here are checked.
 */
import type { Difficulty, GameType, GameView } from '@playdesk/games';
import { gameView } from '@playdesk/games/views';
import { englishT, type T } from '../i18n/i18n.js';

export function difficultyName(difficulty: Difficulty, t: T = englishT): string {
  return t(`game.difficulty.${difficulty}`);
}

export function gameTypeName(type: GameType, t: T = englishT): string {
  return t(`game.type.${type}`);
}

/** Whether a game's plays score points (and have a leader board): not a personality test's. */
export function hasPoints(type: GameType): boolean {
  return gameView(type).scoring !== null;
}

/** What is at stake, for the intro (docs/product-rules.md#points); null for a game without points. */
export function pointsText(type: GameType, difficulty: Difficulty, t: T = englishT): string | null {
  const scoring = gameView(type).scoring;
  if (!scoring) return null;
  const { per, points } = scoring;
  return per === 'win'
    ? t('game.points.win', { points: points(difficulty) })
    : t('game.points.per', { per: per === 'card' ? 'card' : 'answer', points: points(difficulty) });
}

/**
 * Why a game ended, in the player's words (engines' `outcome.reason`), with what the final view
 * tells: how many answers of a quiz were right (a finished quiz may be a 0 of 4 loss), and the
 * prize a scratch card held (the view reveals its label once the card is done).
 */
export function reasonText(
  reason: string | undefined | null,
  view?: GameView | null,
  t: T = englishT,
): string | null {
  switch (reason) {
    case 'completed':
      if (view && 'result' in view && view.result && 'title' in view.result)
        return t('game.reason.outcome', { title: view.result.title });
      return view && 'correct_count' in view
        ? t('game.reason.completed_count', { correct: view.correct_count, total: view.total })
        : t('game.reason.completed');
    case 'prize': {
      const result = view && 'result' in view ? view.result : null;
      const label =
        result && 'kind' in result && result.kind === 'prize' ? result.label.trim() : '';
      return label ? t('game.reason.prize_label', { label }) : t('game.reason.prize');
    }
    case 'solved':
    case 'no_luck':
    case 'timeout':
    case 'out_of_tries':
    case 'out_of_lives':
    case 'out_of_moves':
    case 'solved_by_player':
      return t(`game.reason.${reason}`);
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
