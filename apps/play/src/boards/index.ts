/**
 * Each game's board (its view from @playdesk/games plus a few helpers) is a lazy chunk: the player
 * downloads only the game being played. Loads are cached; a failed one is forgotten so it can be
 * tried again. `preloadBoard` starts the download as soon as the game's
 * type is known, so the board is usually ready when the player presses Start.
 */
import type { GameType } from '@playdesk/games';
import type { BoardModule } from './types.js';

const loaders: Record<GameType, () => Promise<BoardModule>> = {
  wordle: () => import('./wordle.js'),
  quiz: () => import('./quiz.js'),
  scratch: () => import('./scratch.js'),
  puzzle: () => import('./puzzle.js'),
  emojiq: () => import('./emojiq.js'),
  wordhunt: () => import('./wordhunt.js'),
};

const modules = new Map<GameType, Promise<BoardModule>>();

export function loadBoard(type: GameType): Promise<BoardModule> {
  let loaded = modules.get(type);
  if (!loaded) {
    loaded = loaders[type]();
    // A failed download may be retried later (e.g. after the network comes back).
    loaded.catch(() => modules.delete(type));
    modules.set(type, loaded);
  }
  return loaded;
}

export function preloadBoard(type: GameType): void {
  loadBoard(type).catch(() => undefined);
}
