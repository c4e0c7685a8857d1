import type { GameExample } from '../define.js';
import type { WordhuntContentInput } from './content.js';
import type { WordhuntAction } from './engine.js';

/** The OpenAPI document's example of this game (packages/contract/src/examples): Café Aurora's, and a move. */
export const wordhuntExample: GameExample<WordhuntContentInput, WordhuntAction> = {
  name: 'Café Word Hunt',
  difficulty: 'easy',
  instructions: 'Find every café word hidden in the grid.',
  content: { words: ['COFFEE', 'LATTE', 'MOCHA', 'BEANS', 'ROAST', 'CREMA'] },
  move: { type: 'select', start: { row: 0, col: 2 }, end: { row: 0, col: 7 } },
};
