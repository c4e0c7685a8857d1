import { POPUP_TEXTS } from '@playdesk/games';
import { gameOf, GAME_TYPES, type GameType } from '@playdesk/games/registry';

/**
 * A working example of each game's content (from its definition in the games registry), so a new
 * game can be previewed (and played) at once; the business then replaces it with its own.
 */
export const STARTER_CONTENT = Object.fromEntries(
  GAME_TYPES.map((type) => [type, gameOf(type).starter.content]),
) as Record<GameType, Record<string, unknown>>;

/** The settings a new game starts with: the default pop-up texts and the game's instructions. */
export function starterSettings(type: GameType) {
  return {
    popup_texts: { win: POPUP_TEXTS.win, fail: POPUP_TEXTS.fail },
    instructions: gameOf(type).starter.instructions,
  };
}
