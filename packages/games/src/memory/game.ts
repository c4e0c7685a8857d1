import { defineGame } from '../define.js';
import { MEMORY_LIMITS } from './content.js';
import type { MemoryContentInput } from './content.js';
import { memoryEngine } from './engine.js';
import { memoryInfo } from './info.js';
import { memoryProgress } from './progress.js';
import { memoryViewSchema } from './view-model.js';

const picture = (name: string) => `/play/demo/memory-${name}.svg`;

export const memoryGame = defineGame({
  ...memoryInfo,
  engine: memoryEngine,
  progress: memoryProgress,
  viewSchema: memoryViewSchema,
  starter: {
    content: {
      pairs: [
        { text: 'Espresso', image: picture('espresso') },
        { text: 'Croissant', image: picture('croissant') },
        { text: 'Coffee beans', image: picture('beans') },
        { text: 'Latte', image: picture('latte') },
        { text: 'Muffin', image: picture('muffin') },
        { text: 'Iced coffee', image: picture('iced') },
      ],
    } satisfies MemoryContentInput,
    instructions:
      '<p>Turn over two cards at a time and find every pair before the moves or the time run out.</p>',
  },
  contentTexts: (content) =>
    content.pairs.map((_, i) => ({
      path: ['pairs', i, 'text'],
      part: 'pair',
      n: [i + 1],
      max: MEMORY_LIMITS.maxTextLength,
    })),
});
