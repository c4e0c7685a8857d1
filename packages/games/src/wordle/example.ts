import type { GameExample } from '../define.js';
import type { WordleContentInput } from './content.js';
import type { WordleAction } from './engine.js';

/** The OpenAPI document's example of this game (packages/contract/src/examples): Café Aurora's, and a move. */
export const wordleExample: GameExample<WordleContentInput, WordleAction> = {
  name: 'Coffee Wordle',
  difficulty: 'easy',
  instructions: 'Guess the coffee word in 6 tries.',
  content: {
    words: ['roast', 'beans', 'latte', 'mocha', 'grind', 'aroma'],
    allowed_guesses: ['lungo', 'caffe'],
  },
  move: { type: 'guess', word: 'latte' },
};
