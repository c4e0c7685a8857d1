/**
 * Each game's example for the OpenAPI document (packages/contract/src/examples/games.ts and
 * play.ts): its folder's `example.ts`, one line per game (each typed by its own content and moves in
 * its folder; the contract's examples test checks them against the document's schemas). Not imported by the registry or the
 * views, so no app's bundle carries it (only the server's document does).
 */
import type { GameExample } from './define.js';
import type { GameType } from './registry.js';
import { quizExample } from './quiz/example.js';
import { puzzleExample } from './puzzle/example.js';
import { emojiqExample } from './emojiq/example.js';
import { wordhuntExample } from './wordhunt/example.js';
import { scratchExample } from './scratch/example.js';
import { wordleExample } from './wordle/example.js';
import { wheelExample } from './wheel/example.js';
import { memoryExample } from './memory/example.js';
import { personalityExample } from './personality/example.js';

export const GAME_EXAMPLES = {
  quiz: quizExample,
  puzzle: puzzleExample,
  emojiq: emojiqExample,
  wordhunt: wordhuntExample,
  scratch: scratchExample,
  wordle: wordleExample,
  wheel: wheelExample,
  memory: memoryExample,
  personality: personalityExample,
} satisfies Record<GameType, GameExample<unknown, unknown>>;
