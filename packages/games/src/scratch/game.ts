import { defineGame } from '../define.js';
import type { ScratchContentInput } from './content.js';
import { scratchEngine } from './engine.js';
import { scratchInfo } from './info.js';
import { scratchViewSchema } from './view-model.js';

export const scratchGame = defineGame({
  ...scratchInfo,
  engine: scratchEngine,
  viewSchema: scratchViewSchema,
  starter: {
    content: {
      prizes: [
        { label: '10% off your next visit', odds: 20 },
        { label: 'A free gift', odds: 5 },
      ],
      no_luck_text: 'No luck this time — try again tomorrow!',
    } satisfies ScratchContentInput,
    instructions: '<p>Scratch the card to see what you won!</p>',
  },
});
