/**
 * The six rule engines by game type. Imports engines only (no React views), so the server and the
 * player app's referee-side code stay free of UI code.
 */
import type { GameType } from './constants.js';
import type { GameEngine } from './engine.js';
import { emojiqEngine } from './emojiq/engine.js';
import { puzzleEngine } from './puzzle/engine.js';
import { quizEngine } from './quiz/engine.js';
import { scratchEngine } from './scratch/engine.js';
import { wordhuntEngine } from './wordhunt/engine.js';
import { wordleEngine } from './wordle/engine.js';

/** An engine seen without its game-specific types (the server stores states as JSON). */
export type AnyEngine = GameEngine<unknown, unknown, unknown, unknown>;

export const ENGINES: Record<GameType, AnyEngine> = {
  puzzle: puzzleEngine as AnyEngine,
  emojiq: emojiqEngine as AnyEngine,
  wordhunt: wordhuntEngine as AnyEngine,
  quiz: quizEngine as AnyEngine,
  scratch: scratchEngine as AnyEngine,
  wordle: wordleEngine as AnyEngine,
};

export function engineFor(type: GameType): AnyEngine {
  return ENGINES[type];
}

// What the server checks beyond a content schema (Wordle's secret words against its dictionary).
export { unguessableWordMessage, unguessableWords } from './wordle/content.js';
export type { WordleContent } from './wordle/content.js';
