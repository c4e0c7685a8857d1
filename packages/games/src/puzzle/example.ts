import type { GameExample } from '../define.js';
import type { PuzzleContentInput } from './content.js';
import type { PuzzleAction } from './engine.js';

/** The OpenAPI document's example of this game (packages/contract/src/examples): Café Aurora's, and a move. */
export const puzzleExample: GameExample<PuzzleContentInput, PuzzleAction> = {
  name: 'Latte Art Puzzle',
  difficulty: 'easy',
  instructions: 'Slide the tiles back into place.',
  content: { image: 'https://cafe-aurora.example.com/media/latte-art.png' },
  move: { type: 'move', tile: 7 },
};
