import { defineGameClient } from '../define-client.js';
import { WordleIcon } from '../icons.js';
import type { WordleAction, WordleMark, WordleViewModel } from './engine.js';
import { wordleInfo } from './info.js';

/** 🟩 right place, 🟨 wrong place, ⬛ not in the word (as the engine's `shareGrid`). */
const SQUARES: Record<WordleMark, string> = { correct: '🟩', present: '🟨', absent: '⬛' };

export const wordleClient = defineGameClient<'wordle', WordleViewModel, WordleAction>({
  ...wordleInfo,
  Icon: WordleIcon,
  loadView: () => import('./View.js').then((m) => m.WordleView),
  boardHeight: (width) => `calc(min(${width}, 320px) * 1.2 + 210px)`,
  /** The emoji grid with the try count. */
  shareSummary(view) {
    if (view.guesses.length === 0) return null;
    const tries = view.status === 'won' ? String(view.guesses.length) : 'X';
    const grid = view.guesses.map((g) => g.marks.map((m) => SQUARES[m]).join('')).join('\n');
    return `${tries}/${view.max_tries}\n${grid}`;
  },
});
