import { SCRATCH_LIMITS } from './content.js';
import { defineGame } from '../define.js';
import type { ScratchContentInput } from './content.js';
import { scratchEngine } from './engine.js';
import { scratchProgress } from './progress.js';
import { scratchInfo } from './info.js';
import { scratchViewSchema } from './view-model.js';

export const scratchGame = defineGame({
  ...scratchInfo,
  engine: scratchEngine,
  progress: scratchProgress,
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
  contentTexts: (content) => [
    ...content.prizes.map((_, i) => ({
      path: ['prizes', i, 'label'],
      part: 'prize',
      n: [i + 1],
      max: SCRATCH_LIMITS.maxLabelLength,
    })),
    { path: ['no_luck_text'], part: 'no_luck', n: [], max: SCRATCH_LIMITS.maxNoLuckLength },
  ],
});
