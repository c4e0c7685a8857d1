import { WordleView } from '@playdesk/games/views/wordle';
import type { WordleViewProps } from '@playdesk/games/views/wordle';
import type { BoardProps } from './types.js';

type View = WordleViewProps['view'];
type Mark = View['guesses'][number]['marks'][number];

export function Board({ view, send, disabled }: BoardProps) {
  return (
    <WordleView view={view as View} send={send as WordleViewProps['send']} disabled={disabled} />
  );
}

/**
 * The emoji grid players share (🟩 right place, 🟨 wrong place, ⬛ not in the word), with the try
 * count — the same squares as the engine's `shareGrid`, which the package does not export to
 * the browser.
 */
const SQUARES: Record<Mark, string> = { correct: '🟩', present: '🟨', absent: '⬛' };

export function shareSummary(raw: unknown): string | null {
  const view = raw as View;
  if (!view || !Array.isArray(view.guesses) || view.guesses.length === 0) return null;
  const tries = view.status === 'won' ? String(view.guesses.length) : 'X';
  const grid = view.guesses.map((g) => g.marks.map((m) => SQUARES[m]).join('')).join('\n');
  return `${tries}/${view.max_tries}\n${grid}`;
}
