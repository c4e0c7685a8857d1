import { defineGame } from '../define.js';
import type { PuzzleContentInput } from './content.js';
import { puzzleEngine } from './engine.js';
import { puzzleProgress } from './progress.js';
import { puzzleInfo } from './info.js';
import { puzzleViewSchema } from './view-model.js';

export const puzzleGame = defineGame({
  ...puzzleInfo,
  engine: puzzleEngine,
  progress: puzzleProgress,
  viewSchema: puzzleViewSchema,
  starter: {
    content: { image: '/play/demo/latte-art.svg' } satisfies PuzzleContentInput,
    instructions:
      '<p>Slide the tiles back into place to rebuild the picture before the time runs out.</p>',
  },
});
