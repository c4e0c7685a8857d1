import type { GameExample } from '../define.js';
import type { ScratchContentInput } from './content.js';
import type { ScratchAction } from './engine.js';

/** The OpenAPI document's example of this game (packages/contract/src/examples): Café Aurora's, and a move. */
export const scratchExample: GameExample<ScratchContentInput, ScratchAction> = {
  name: 'Scratch & Win a Coffee',
  difficulty: 'normal',
  instructions: 'Scratch the card to see what you won.',
  content: { prizes: [], no_luck_text: 'No luck this time — try again tomorrow!' },
  move: { type: 'scratch', percent: 65 },
};
