import type { Difficulty } from '@playdesk/games';
import type { T } from '../../i18n/i18n';

/** A game's difficulty texts in the user's language: its folder's `editors/<type>/difficulty.ts`. */
export interface DifficultyTexts {
  /** How a difficulty changes this game ("4×4 tiles, 4 min"). */
  detail(t: T, d: Difficulty): string;
  /** A few words on it (the add page's choices). */
  short(t: T, d: Difficulty): string;
}

/** "2 min", "90 s". */
export function durationText(t: T, seconds: number): string {
  return seconds % 60 === 0
    ? t('games.time.minutes', { n: seconds / 60 })
    : t('games.time.seconds', { n: seconds });
}
