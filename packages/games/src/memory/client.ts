import { defineGameClient } from '../define-client.js';
import type { MemoryAction, MemoryViewModel } from './engine.js';
import { MemoryIcon } from './icon.js';
import { memoryInfo } from './info.js';

export const memoryClient = defineGameClient<'memory', MemoryViewModel, MemoryAction>({
  ...memoryInfo,
  Icon: MemoryIcon,
  loadView: () => import('./View.js').then((m) => m.MemoryView),
  // Four columns of square cards and the lines below: four rows (8 pairs, normal) are as tall as
  // the board is wide; an easy board (3 rows) leaves a row's space, a hard one (6) grows into it.
  boardHeight: (width) => `calc(${width} + 70px)`,
  shareSummary: (view) =>
    view.status === 'won'
      ? `🃏 All ${view.pair_count} pairs in ${view.moves} moves`
      : `🃏 ${view.pairs_found}/${view.pair_count} pairs found`,
});
