import type { GameExample } from '../define.js';
import type { MemoryContentInput } from './content.js';
import type { MemoryAction } from './engine.js';

/** The OpenAPI document's example of this game (packages/contract/src/examples): Café Aurora's, and a move. */
export const memoryExample: GameExample<MemoryContentInput, MemoryAction> = {
  name: 'Coffee Memory',
  difficulty: 'easy',
  instructions: 'Turn over two cards at a time and find every pair.',
  content: {
    pairs: [
      { text: 'Espresso', image: 'https://cafe-aurora.example.com/media/espresso.png' },
      { text: 'Croissant', image: 'https://cafe-aurora.example.com/media/croissant.png' },
      { text: 'Flat white', image: 'https://cafe-aurora.example.com/media/flat-white.png' },
      { text: 'Cold brew', image: 'https://cafe-aurora.example.com/media/cold-brew.png' },
    ],
  },
  move: { type: 'flip', card: 5 },
};
