/**
 * The games, one line each: the registry the server, the console and the contract read. Every
 * fact about a game type lives in its folder (see define.ts); this list decides which types exist
 * and their order (the console's add page offers them in it). No React here: browsers add each
 * game's icon and view from views.ts. Adding a game: docs/guides/add-a-game.md.
 */
import type { z } from 'zod';
import type { ContentCheckResult, GameDefinition } from './define.js';
import { emojiqGame } from './emojiq/game.js';
import { memoryGame } from './memory/game.js';
import { personalityGame } from './personality/game.js';
import { puzzleGame } from './puzzle/game.js';
import { quizGame } from './quiz/game.js';
import { scratchGame } from './scratch/game.js';
import { wheelGame } from './wheel/game.js';
import { wordhuntGame } from './wordhunt/game.js';
import { wordleGame } from './wordle/game.js';

export const GAMES = {
  puzzle: puzzleGame,
  emojiq: emojiqGame,
  wordhunt: wordhuntGame,
  quiz: quizGame,
  scratch: scratchGame,
  wordle: wordleGame,
  wheel: wheelGame,
  memory: memoryGame,
  personality: personalityGame,
} as const;

export type GameType = keyof typeof GAMES;

/** Every game type, in the registry's order. */
export const GAME_TYPES = Object.keys(GAMES) as [GameType, ...GameType[]];

type Definition<T extends GameType> = (typeof GAMES)[T];
type Parts<T extends GameType> =
  Definition<T> extends GameDefinition<T, infer C, infer I, infer S, infer A, infer V>
    ? { content: C; contentInput: I; state: S; action: A; view: V }
    : never;

/** A game's content once parsed (as stored and sent to the console). */
export type GameContent<T extends GameType = GameType> = Parts<T>['content'];
/** A game's content as a business submits it. */
export type GameContentInput<T extends GameType = GameType> = Parts<T>['contentInput'];
/** A player's move in a game. */
export type GameAction<T extends GameType = GameType> = Parts<T>['action'];
/** What the player of a game may see. */
export type GameView<T extends GameType = GameType> = Parts<T>['view'];

/** A game seen without its type-specific types (the server stores states and content as JSON). */
export type AnyGame = GameDefinition<GameType, unknown, unknown, unknown, unknown, unknown>;

/** The game of a type, for callers that hold its content and states as plain JSON. */
export function gameOf(type: GameType): AnyGame {
  return GAMES[type] as AnyGame;
}

/** Parses content with the game's schema (no server checks; see `checkGameContent`). */
export function parseGameContent<T extends GameType>(
  type: T,
  content: unknown,
): z.ZodSafeParseResult<GameContent<T>> {
  return gameOf(type).engine.contentSchema.safeParse(content) as z.ZodSafeParseResult<
    GameContent<T>
  >;
}

export type { ContentCheckResult };
