import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import type { WordhuntAction, WordhuntViewModel, WordhuntWordCells } from './engine.js';
import { isStraightLine, lineCells, snapToLine } from './grid.js';
import type { GridCell } from './grid.js';
import { errorMessage } from '../view-support.js';
import { englishViewT, type ViewT } from '../view-texts.js';

export interface WordhuntViewProps {
  view: WordhuntViewModel;
  send: (action: WordhuntAction) => Promise<void>;
  disabled?: boolean;
  t?: ViewT;
}

const ARROW_STEPS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

const sameCell = (a: GridCell | null, b: GridCell | null) =>
  a !== null && b !== null && a.row === b.row && a.col === b.col;

const cellKey = (cell: GridCell) => `${cell.row},${cell.col}`;

const clamp = (value: number, size: number) => Math.min(size - 1, Math.max(0, value));

/** The cell under a pointer, from the grid's box (works while the pointer is captured). */
function cellAtPoint(box: DOMRect, x: number, y: number, size: number): GridCell {
  return {
    row: clamp(Math.floor(((y - box.top) / box.height) * size), size),
    col: clamp(Math.floor(((x - box.left) / box.width) * size), size),
  };
}

function letterSizeClass(size: number): string {
  if (size <= 10) return 'text-lg sm:text-xl';
  if (size <= 14) return 'text-base';
  return 'text-xs sm:text-sm';
}

interface LineProps {
  from: GridCell;
  to: GridCell;
  variant: 'found' | 'missed' | 'selecting';
}

const LINE_STYLES: Record<LineProps['variant'], { className: string; dash?: string }> = {
  found: { className: 'stroke-primary-300' },
  missed: { className: 'stroke-gray-400', dash: '0.25 0.3' },
  selecting: { className: 'stroke-amber-300' },
};

/** A rounded band behind the letters, in grid units (the SVG's viewBox is the grid). */
function Line({ from, to, variant }: LineProps) {
  const style = LINE_STYLES[variant];
  return (
    <line
      x1={from.col + 0.5}
      y1={from.row + 0.5}
      x2={to.col + 0.5}
      y2={to.row + 0.5}
      strokeWidth={variant === 'missed' ? 0.22 : 0.72}
      strokeLinecap="round"
      strokeDasharray={style.dash}
      className={style.className}
      opacity={variant === 'missed' ? 1 : 0.75}
    />
  );
}

function endsOf(word: WordhuntWordCells): [GridCell, GridCell] {
  return [word.cells[0]!, word.cells.at(-1)!];
}

function statusText(view: WordhuntViewModel, t: ViewT): string {
  if (view.status === 'won') return t('wordhunt.won');
  if (view.reason === 'timeout') return t('wordhunt.timeout');
  if (view.reason === 'solved_by_player') return t('wordhunt.solved_by_player');
  return t('wordhunt.progress', { found: view.found.length, total: view.words.length });
}

function WordList({ view, t }: { view: WordhuntViewModel; t: ViewT }) {
  const found = new Set(view.found.map((f) => f.word));
  const over = view.status !== 'playing';
  return (
    <ul aria-label={t('wordhunt.words')} className="flex flex-wrap justify-center gap-x-4 gap-y-1">
      {view.words.map((word) => (
        <li
          key={word}
          className={
            'text-sm font-semibold tracking-wide ' +
            (found.has(word) ? 'text-muted line-through decoration-2' : 'text-gray-900')
          }
        >
          {found.has(word) && <span aria-hidden="true">✓ </span>}
          {word}
          {found.has(word) && <span className="sr-only"> {t('wordhunt.found')}</span>}
          {!found.has(word) && over && <span className="sr-only"> {t('wordhunt.not_found')}</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * The word search. Drag from a word's first letter to its last (either way), or tap both ends;
 * with the keyboard, arrow keys move between letters and Enter (or Space) picks each end, Escape
 * cancels. The found-word bands, struck-through list entries and ✓ marks never rely on colour.
 */
export function WordhuntView({
  view,
  send,
  disabled = false,
  t = englishViewT,
}: WordhuntViewProps) {
  const { size, grid } = view;
  const playing = view.status === 'playing' && !disabled;
  const [anchor, setAnchor] = useState<GridCell | null>(null);
  const [pointerEnd, setPointerEnd] = useState<GridCell | null>(null);
  const [focus, setFocus] = useState<GridCell>({ row: 0, col: 0 });
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState('');
  const cellRefs = useRef(new Map<string, HTMLDivElement>());
  const drag = useRef<{ from: GridCell; tapAnchor: GridCell | null } | null>(null);
  const moveFocusToCell = useRef(false);
  const helpId = useId();

  useEffect(() => {
    if (!moveFocusToCell.current) return;
    moveFocusToCell.current = false;
    cellRefs.current.get(cellKey(focus))?.focus();
  }, [focus]);

  const keyboardEnd = anchor && !pointerEnd ? snapToLine(anchor, focus, size) : null;
  const previewEnd = pointerEnd ?? keyboardEnd;
  const selecting = anchor && previewEnd ? lineCells(anchor, previewEnd) : [];
  const selectingKeys = new Set(selecting.map(cellKey));
  const foundKeys = new Set(view.found.flatMap((f) => f.cells.map(cellKey)));

  async function submit(start: GridCell, end: GridCell) {
    setAnchor(null);
    setPointerEnd(null);
    if (!isStraightLine(start, end)) {
      setMessage(t('wordhunt.straight'));
      return;
    }
    setPending(true);
    setMessage('');
    try {
      await send({ type: 'select', start, end });
    } catch (error) {
      setMessage(errorMessage(error, t));
    } finally {
      setPending(false);
    }
  }

  /** A pick by tap or keyboard: the first sets the start, the second sends the line. */
  function pick(cell: GridCell, start: GridCell | null) {
    if (!start) {
      setAnchor(cell);
      setMessage('');
    } else if (sameCell(start, cell)) setAnchor(null);
    else void submit(start, cell);
  }

  function cellFromEvent(event: PointerEvent<HTMLDivElement>): GridCell {
    const box = event.currentTarget.getBoundingClientRect();
    return cellAtPoint(box, event.clientX, event.clientY, size);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!playing || pending || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const cell = cellFromEvent(event);
    drag.current = { from: cell, tapAnchor: anchor };
    setFocus(cell);
    setAnchor(cell);
    setPointerEnd(cell);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!drag.current) return;
    setPointerEnd(snapToLine(drag.current.from, cellFromEvent(event), size));
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const started = drag.current;
    if (!started) return;
    drag.current = null;
    const end = snapToLine(started.from, cellFromEvent(event), size);
    setPointerEnd(null);
    if (!sameCell(started.from, end)) void submit(started.from, end);
    else {
      setAnchor(started.tapAnchor);
      pick(end, started.tapAnchor);
    }
  }

  function onPointerCancel() {
    if (!drag.current) return;
    setAnchor(drag.current.tapAnchor);
    drag.current = null;
    setPointerEnd(null);
  }

  function onCellKeyDown(event: KeyboardEvent<HTMLDivElement>, cell: GridCell) {
    const step = ARROW_STEPS[event.key];
    if (step) {
      event.preventDefault();
      moveFocusToCell.current = true;
      setFocus({ row: clamp(cell.row + step[0], size), col: clamp(cell.col + step[1], size) });
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      // The keyboard preview snaps to a straight line; send the line that is shown.
      if (playing && !pending) pick(anchor ? snapToLine(anchor, cell, size) : cell, anchor);
    } else if (event.key === 'Escape' && anchor) {
      event.preventDefault();
      setAnchor(null);
    }
  }

  function cellLabel(cell: GridCell, letter: string): string {
    const parts = [t('wordhunt.cell', { letter, row: cell.row + 1, col: cell.col + 1 })];
    if (foundKeys.has(cellKey(cell))) parts.push(t('wordhunt.cell_found'));
    if (sameCell(anchor, cell)) parts.push(t('wordhunt.cell_start'));
    return parts.join(', ');
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center gap-3">
      <p id={helpId} className="sr-only">
        {t('wordhunt.help')}
      </p>
      <div
        role="grid"
        // The lines are drawn in the grid's own coordinates: it never mirrors.
        dir="ltr"
        aria-label={t('wordhunt.grid', { size })}
        aria-describedby={helpId}
        aria-disabled={!playing}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        className="relative aspect-square w-full touch-none select-none rounded-lg border border-primary-200 bg-white"
      >
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${size} ${size}`}
          className="pointer-events-none absolute inset-0 h-full w-full"
        >
          {view.found.map((word) => (
            <Line key={word.word} from={endsOf(word)[0]} to={endsOf(word)[1]} variant="found" />
          ))}
          {view.unfound?.map((word) => (
            <Line key={word.word} from={endsOf(word)[0]} to={endsOf(word)[1]} variant="missed" />
          ))}
          {anchor && previewEnd && <Line from={anchor} to={previewEnd} variant="selecting" />}
        </svg>
        <div className="absolute inset-0 flex flex-col">
          {grid.map((letters, row) => (
            <div key={row} role="row" className="flex flex-1">
              {[...letters].map((letter, col) => {
                const cell = { row, col };
                const key = cellKey(cell);
                return (
                  <div
                    key={col}
                    ref={(el) => {
                      if (el) cellRefs.current.set(key, el);
                      else cellRefs.current.delete(key);
                    }}
                    role="gridcell"
                    tabIndex={sameCell(focus, cell) ? 0 : -1}
                    aria-label={cellLabel(cell, letter)}
                    aria-selected={selectingKeys.has(key)}
                    onKeyDown={(event) => onCellKeyDown(event, cell)}
                    onFocus={() => setFocus(cell)}
                    className={
                      'relative flex flex-1 items-center justify-center rounded-sm uppercase outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-primary-600 ' +
                      letterSizeClass(size) +
                      (foundKeys.has(key)
                        ? ' font-bold text-primary-900'
                        : ' font-medium text-gray-900') +
                      (sameCell(anchor, cell) ? ' underline decoration-2 underline-offset-2' : '')
                    }
                  >
                    {letter}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
      <p aria-live="polite" className="text-center text-sm font-semibold text-primary-700">
        {statusText(view, t)}
      </p>
      <p role="alert" className="min-h-5 text-center text-sm text-red-700">
        {message}
      </p>
      <WordList view={view} t={t} />
    </div>
  );
}
