import { defineGameClient } from '../define-client.js';
import { PuzzleIcon } from '../icons.js';
import type { PuzzleAction, PuzzleViewModel } from './engine.js';
import { puzzleInfo } from './info.js';

export const puzzleClient = defineGameClient<'puzzle', PuzzleViewModel, PuzzleAction>({
  ...puzzleInfo,
  Icon: PuzzleIcon,
  loadView: () => import('./View.js').then((m) => m.PuzzleView),
  boardHeight: (width) => `calc(${width} + 100px)`,
  shareSummary: (view) => (view.status === 'won' ? `🧩 Solved in ${view.moves} moves` : null),
});
