import { defineGameClient } from '../define-client.js';
import { WordhuntIcon } from '../icons.js';
import type { WordhuntAction, WordhuntViewModel } from './engine.js';
import { wordhuntInfo } from './info.js';

export const wordhuntClient = defineGameClient<'wordhunt', WordhuntViewModel, WordhuntAction>({
  ...wordhuntInfo,
  Icon: WordhuntIcon,
  loadView: () => import('./View.js').then((m) => m.WordhuntView),
  boardHeight: (width) => `calc(${width} + 140px)`,
  shareSummary: (view) => `🔎 ${view.found.length}/${view.words.length} words found`,
});
