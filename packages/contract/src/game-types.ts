/**
 * The schemas that differ by game type, built from the games registry (`@playdesk/games/registry`):
 * a game's content and a player's view have one branch per game, each typed by that game's own
 * schemas. Adding a game to the registry adds its branch here; nothing in this file names a game.
 */
import { z } from 'zod';
import {
  GAME_TYPES,
  GAMES,
  type GameContent,
  type GameContentInput,
  type GameType,
  type GameView,
} from '@playdesk/games/registry';

export type { GameContent, GameContentInput, GameType, GameView };

export const GameTypeSchema = z.enum(GAME_TYPES);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored game's content, typed by its game's content schema. It is not parsed again on the way
 * out: the server parsed it with that schema when it was saved.
 */
export function gameContentSchema<T extends GameType>(_type: T) {
  return z.custom<GameContent<T>>(isObject, 'The content must be an object');
}

/**
 * What the player of any game may see: the union of every game's view schema. The views are
 * strict objects with different fields, so exactly one branch matches a view, and a field an
 * engine would add by mistake (a secret) fails the response rather than reach the player.
 */
export const PlayView = z.union(Object.values(GAMES).map((game) => game.viewSchema));
export type PlayView = z.infer<typeof PlayView>;
