import type { GameExample } from '../define.js';
import type { EmojiqContentInput } from './content.js';
import type { EmojiqAction } from './engine.js';

/** The OpenAPI document's example of this game (packages/contract/src/examples): Café Aurora's, and a move. */
export const emojiqExample: GameExample<EmojiqContentInput, EmojiqAction> = {
  name: 'Guess the Drink',
  difficulty: 'easy',
  instructions: 'Each row of emojis hides a drink. Guess it.',
  content: {
    phrases: [
      { emojis: '🧊☕', answer: 'Iced coffee' },
      { emojis: '🍫☕🥛', answer: 'Mocha', hint: 'Chocolate meets espresso' },
      { emojis: '🍵🥛', answer: 'Matcha latte' },
    ],
  },
  move: { type: 'guess', letter: 'M' },
};
