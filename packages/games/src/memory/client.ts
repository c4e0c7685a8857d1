import { defineGameClient } from '../define-client.js';
import type { MemoryAction, MemoryViewModel } from './engine.js';
import { MemoryIcon } from './icon.js';
import { memoryInfo } from './info.js';

export const memoryClient = defineGameClient<'memory', MemoryViewModel, MemoryAction>({
  ...memoryInfo,
  Icon: MemoryIcon,
  loadView: () => import('./View.js').then((m) => m.MemoryView),
  // Four columns of square cards, three to six rows (6, 8 or 12 pairs), and the lines below.
  boardHeight: (width) => `calc(${width} + 90px)`,
  shareSummary: (view) =>
    view.status === 'won'
      ? `🃏 All ${view.pair_count} pairs in ${view.moves} moves`
      : `🃏 ${view.pairs_found}/${view.pair_count} pairs found`,
});
