import { defineGame } from '../define.js';
import type { WordhuntContentInput } from './content.js';
import { wordhuntEngine } from './engine.js';
import { wordhuntInfo } from './info.js';
import { wordhuntViewSchema } from './view-model.js';

export const wordhuntGame = defineGame({
  ...wordhuntInfo,
  engine: wordhuntEngine,
  viewSchema: wordhuntViewSchema,
  starter: {
    content: {
      words: ['PRIZE', 'LUCKY', 'WINNER', 'SMILE', 'BONUS', 'PLAY'],
    } satisfies WordhuntContentInput,
    instructions:
      '<p>Find every hidden word in the grid. Drag across the letters to mark a word.</p>',
  },
});
