/**
 * The games in a browser, one line each: name, texts, icon and the lazy React view of each game
 * type (see define-client.ts). The player app and the console read this; the server reads
 * registry.ts instead, which has the engines and no React. A game's view downloads only when a
 * game of its type is shown.
 */
import type { GameClient, GameViewComponent } from './define-client.js';
import { emojiqClient } from './emojiq/client.js';
import { memoryClient } from './memory/client.js';
import { personalityClient } from './personality/client.js';
import { puzzleClient } from './puzzle/client.js';
import { quizClient } from './quiz/client.js';
import type { GameAction, GameType, GameView } from './registry.js';
import { scratchClient } from './scratch/client.js';
import { wheelClient } from './wheel/client.js';
import { wordhuntClient } from './wordhunt/client.js';
import { wordleClient } from './wordle/client.js';

export const GAME_VIEWS = {
  puzzle: puzzleClient,
  emojiq: emojiqClient,
  wordhunt: wordhuntClient,
  quiz: quizClient,
  scratch: scratchClient,
  wordle: wordleClient,
  wheel: wheelClient,
  memory: memoryClient,
  personality: personalityClient,
} as const satisfies { [T in GameType]: GameClient<T, GameView<T>, GameAction<T>> };

/**
 * A game's browser side for code that holds a view of any game: the view it passes must be one
 * its own game produced (the server sends the view of the session's game).
 */
export type AnyGameClient = GameClient<GameType, GameView, GameAction>;
export type AnyGameView = GameViewComponent<GameView, GameAction>;

export function gameView(type: GameType): AnyGameClient {
  // Each entry is typed for its own game; callers pair a view with its game's type.
  return GAME_VIEWS[type] as unknown as AnyGameClient;
}

const loaded = new Map<GameType, Promise<AnyGameView>>();

/**
 * The game's view component, downloaded once (a failed download is forgotten, so it can be tried
 * again once the network is back).
 */
export function loadGameView(type: GameType): Promise<AnyGameView> {
  let view = loaded.get(type);
  if (!view) {
    view = gameView(type).loadView();
    view.catch(() => loaded.delete(type));
    loaded.set(type, view);
  }
  return view;
}

/** Starts downloading a game's view as soon as its type is known. */
export function preloadGameView(type: GameType): void {
  loadGameView(type).catch(() => undefined);
}

export type { GameClient, GameViewComponent, GameViewProps } from './define-client.js';
export type { ViewT, ViewTextKey } from './view-texts.js';
