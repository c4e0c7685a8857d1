import { defineGameClient } from '../define-client.js';
import { ScratchIcon } from '../icons.js';
import type { ScratchAction, ScratchViewModel } from './engine.js';
import { scratchInfo } from './info.js';

export const scratchClient = defineGameClient<'scratch', ScratchViewModel, ScratchAction>({
  ...scratchInfo,
  Icon: ScratchIcon,
  loadView: () => import('./View.js').then((m) => m.ScratchView),
  boardHeight: (width) => `calc(${width} / 1.5 + 37px)`,
  shareSummary: (view) =>
    view.result?.kind === 'prize' ? `🎟️ My card: ${view.result.label}` : null,
});
