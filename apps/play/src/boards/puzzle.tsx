import { useEffect, useState } from 'react';
import { PuzzleView } from '@playdesk/games/views/puzzle';
import type { PuzzleViewProps } from '@playdesk/games/views/puzzle';
import type { BoardProps } from './types.js';

type View = PuzzleViewProps['view'];

/** How long Hint shows the whole picture over the board. */
const HINT_MS = 2500;

/**
 * The sliding puzzle, plus the Hint overlay: each time the hint count goes up (the footer's Hint
 * button), the whole picture covers the board for a moment.
 */
export function Board({ view, send, disabled }: BoardProps) {
  const puzzle = view as View;
  const [seenHints, setSeenHints] = useState(puzzle.hints);
  const [showing, setShowing] = useState(false);
  if (puzzle.hints !== seenHints) {
    setSeenHints(puzzle.hints);
    if (puzzle.hints > seenHints && puzzle.status === 'playing') setShowing(true);
  }

  useEffect(() => {
    if (!showing) return;
    const timer = window.setTimeout(() => setShowing(false), HINT_MS);
    return () => window.clearTimeout(timer);
  }, [showing, seenHints]);

  return (
    <div className="relative">
      <PuzzleView view={puzzle} send={send as PuzzleViewProps['send']} disabled={disabled} />
      {showing && (
        <div className="absolute inset-x-0 top-0 mx-auto w-full max-w-md">
          <button
            type="button"
            onClick={() => setShowing(false)}
            className="pd-fade-in relative block aspect-square w-full overflow-hidden rounded-lg shadow-xl ring-4 ring-white"
            aria-label="The whole picture (hint). Tap to hide."
          >
            <img src={puzzle.image} alt="" className="h-full w-full object-cover" />
            <span className="absolute inset-x-0 bottom-0 bg-black/60 py-2 text-center text-sm font-semibold text-white">
              Hint: the whole picture
            </span>
          </button>
        </div>
      )}
    </div>
  );
}

export function shareSummary(raw: unknown): string | null {
  const view = raw as View;
  if (view?.status === 'won') return `🧩 Solved in ${view.moves} moves`;
  return null;
}
