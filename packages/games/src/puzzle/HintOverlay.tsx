import { useEffect, useState } from 'react';
import type { PuzzleViewModel } from './engine.js';
import { englishViewT, type ViewT } from '../view-texts.js';

/** How long a hint shows the whole picture over the board. */
const HINT_MS = 2500;

/**
 * Each time the hint count goes up (the footer's Hint button), the whole picture covers the board
 * for a moment; a tap hides it sooner.
 */
export function HintOverlay({
  view,
  t = englishViewT,
}: {
  view: Pick<PuzzleViewModel, 'hints' | 'status' | 'image'>;
  t?: ViewT;
}) {
  const [seenHints, setSeenHints] = useState(view.hints);
  const [showing, setShowing] = useState(false);
  if (view.hints !== seenHints) {
    setSeenHints(view.hints);
    if (view.hints > seenHints && view.status === 'playing') setShowing(true);
  }

  useEffect(() => {
    if (!showing) return;
    const timer = window.setTimeout(() => setShowing(false), HINT_MS);
    return () => window.clearTimeout(timer);
  }, [showing, seenHints]);

  if (!showing) return null;
  return (
    <div className="absolute inset-x-0 top-0 mx-auto w-full max-w-md">
      <button
        type="button"
        onClick={() => setShowing(false)}
        className="pd-fade-in relative block aspect-square w-full overflow-hidden rounded-lg shadow-xl ring-4 ring-white"
        aria-label={t('puzzle.hint_label')}
      >
        <img src={view.image} alt="" className="h-full w-full object-cover" />
        <span className="absolute inset-x-0 bottom-0 bg-black/60 py-2 text-center text-sm font-semibold text-white">
          {t('puzzle.hint')}
        </span>
      </button>
    </div>
  );
}
