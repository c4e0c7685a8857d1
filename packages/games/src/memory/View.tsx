import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { MemoryAction, MemoryViewModel } from './engine.js';
import type { MemoryCardView, MemoryFace } from './view-model.js';
import { MemoryIcon } from './icon.js';
import { useSender } from '../view-support.js';
import { englishViewT, type ViewT } from '../view-texts.js';

export interface MemoryViewProps {
  view: MemoryViewModel;
  send: (action: MemoryAction) => Promise<void>;
  disabled?: boolean;
  t?: ViewT;
}

/** How long a missed pair stays face up on screen before it turns back (the server keeps it up). */
export const MISS_SHOWN_MS = 1100;

const COLUMNS = 4;

const ARROW_STEPS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -COLUMNS,
  ArrowDown: COLUMNS,
};

/** The face-up cards of no found pair (the current move's). */
function openCards(view: MemoryViewModel): number[] {
  return view.cards.flatMap((card, i) => (card.face && !card.matched ? [i] : []));
}

/** What a screen reader hears after a flip: the face turned over, and whether it made a pair. */
export function flipAnnouncement(
  before: MemoryViewModel,
  after: MemoryViewModel,
  t: ViewT = englishViewT,
): string {
  // The first card of a move (a missed pair, if any, has turned back).
  if (after.moves === before.moves) {
    const open = openCards(after);
    const face = open.length === 1 ? after.cards[open[0]!]!.face : null;
    return face ? t('memory.turned', { face: face.text }) : '';
  }
  const found = after.cards.find((card, i) => card.matched && !before.cards[i]?.matched);
  if (found?.face) return t('memory.pair', { face: found.face.text });
  const second = openCards(after).find((i) => !before.cards[i]?.face);
  const face = second === undefined ? null : after.cards[second]!.face;
  return face && after.missed ? t('memory.missed', { face: face.text }) : '';
}

function statusText(view: MemoryViewModel, t: ViewT): string {
  if (view.status === 'won') return t('memory.won');
  if (view.reason === 'out_of_moves') return t('memory.out_of_moves');
  if (view.reason === 'timeout') return t('memory.timeout');
  return '';
}

function cardLabel(card: MemoryCardView, face: MemoryFace | null, n: number, t: ViewT): string {
  if (!face) return t('memory.card_down', { n });
  return t(card.matched ? 'memory.card_matched' : 'memory.card_up', { n, face: face.text });
}

function CardFace({ face }: { face: MemoryFace }) {
  if (face.image) {
    return (
      <img
        src={face.image}
        alt=""
        draggable={false}
        className="h-full w-full rounded-[inherit] object-cover"
      />
    );
  }
  return (
    <span className="line-clamp-4 px-1 text-center text-xs font-semibold leading-tight break-words text-gray-900 hyphens-auto sm:text-sm">
      {face.text}
    </span>
  );
}

interface CardProps {
  card: MemoryCardView;
  /** Face up on screen: the server's face up, unless a missed pair has turned back on screen. */
  up: boolean;
  index: number;
  focusable: boolean;
  canFlip: boolean;
  onFlip: (index: number) => void;
  onFocus: (index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, index: number) => void;
  buttonRef: (el: HTMLButtonElement | null) => void;
  t: ViewT;
}

function Card(props: CardProps) {
  const { card, up, index, focusable, canFlip, onFlip, onFocus, onKeyDown, buttonRef, t } = props;
  return (
    <button
      ref={buttonRef}
      type="button"
      tabIndex={focusable ? 0 : -1}
      aria-label={cardLabel(card, up ? card.face : null, index + 1, t)}
      aria-disabled={!canFlip}
      onClick={() => onFlip(index)}
      onFocus={() => onFocus(index)}
      onKeyDown={(event) => onKeyDown(event, index)}
      data-card={index}
      data-face={up ? 'up' : 'down'}
      className={
        'aspect-square touch-manipulation rounded-lg perspective-[600px] focus:outline-none focus-visible:ring-4 focus-visible:ring-primary-400 ' +
        (canFlip ? 'cursor-pointer' : 'cursor-default')
      }
      style={{ width: `calc((100% - ${COLUMNS - 1} * 0.375rem) / ${COLUMNS})` }}
    >
      <span
        className={
          'relative block h-full w-full rounded-lg transition-transform duration-300 ease-out transform-3d motion-reduce:transition-none ' +
          (up ? '' : 'rotate-y-180')
        }
      >
        {/* The face side: empty while the server keeps the face (a face-down card has none). */}
        <span
          className={
            'absolute inset-0 flex items-center justify-center overflow-hidden rounded-lg bg-white shadow-sm backface-hidden ' +
            (card.matched ? 'ring-3 ring-emerald-500' : 'ring-1 ring-primary-200')
          }
        >
          {card.face && <CardFace face={card.face} />}
          {card.matched && (
            <span
              aria-hidden="true"
              className="absolute right-0.5 top-0.5 flex size-5 items-center justify-center rounded-full bg-emerald-600 text-white shadow"
            >
              <svg
                viewBox="0 0 20 20"
                className="size-3.5"
                fill="none"
                stroke="currentColor"
                strokeWidth={3}
              >
                <path d="m4.5 10.5 3.5 3.5 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
          )}
        </span>
        {/* The back. */}
        <span
          aria-hidden="true"
          className="absolute inset-0 flex rotate-y-180 items-center justify-center rounded-lg bg-primary-600 bg-[radial-gradient(circle_at_30%_25%,rgb(255_255_255/0.22),transparent_60%)] text-white/70 shadow-sm ring-2 ring-inset ring-white/25 backface-hidden"
        >
          <MemoryIcon className="size-1/2 max-h-9 max-w-9" />
        </span>
      </span>
    </button>
  );
}

/**
 * The memory board: four columns of cards, turned over by tap, click or keyboard (arrow keys move
 * between cards, Enter or Space turns one over). Faces come from the server only as cards are
 * turned over; a missed pair shows for a moment and then turns back on screen (the server turns it
 * back at the next flip). The flip is a 3-D turn, none with reduced motion.
 */
export function MemoryView({ view, send, disabled = false, t = englishViewT }: MemoryViewProps) {
  const { run, pending, message: refusal } = useSender(send, t);
  const helpId = useId();
  const playing = view.status === 'playing' && !disabled;
  const [focus, setFocus] = useState(0);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const moveFocus = useRef(false);

  // The move whose missed pair has turned back on screen (while the play goes on, even under a
  // dialog; the end shows the last miss).
  const live = view.status === 'playing';
  const [turnedBack, setTurnedBack] = useState<number | null>(null);
  const missHidden = live && view.missed && turnedBack === view.moves;
  useEffect(() => {
    if (!live || !view.missed) return;
    const moves = view.moves;
    const timer = window.setTimeout(() => setTurnedBack(moves), MISS_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [live, view.missed, view.moves]);

  // What the last flip did, said once (a focused card's new label is not read again).
  const [previous, setPrevious] = useState(view);
  const [announcement, setAnnouncement] = useState('');
  if (view !== previous) {
    setPrevious(view);
    setAnnouncement(flipAnnouncement(previous, view, t));
    // Every miss is shown for its moment, in this play or the next one.
    if (!view.missed) setTurnedBack(null);
  }

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    buttons.current.get(focus)?.focus();
  }, [focus]);

  const isUp = (card: MemoryCardView) => card.face !== null && (card.matched || !missHidden);
  // A missed pair may be turned again at once: the server turns it back before the flip.
  const canFlip = (card: MemoryCardView) =>
    playing && !card.matched && (!isUp(card) || view.missed);

  const flip = (index: number) => {
    const card = view.cards[index];
    if (!card || pending || !canFlip(card)) return;
    run({ type: 'flip', card: index });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = ARROW_STEPS[event.key];
    let next = index + (step ?? 0);
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = view.cards.length - 1;
    else if (step === undefined) return;
    event.preventDefault();
    if (next < 0 || next >= view.cards.length) return;
    moveFocus.current = true;
    setFocus(next);
  };

  const focusable = Math.min(focus, view.cards.length - 1);
  const ended = statusText(view, t);

  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center gap-3">
      <p id={helpId} className="sr-only">
        {t('memory.help')}
      </p>
      <div
        role="group"
        // Cards are numbered in reading order of the board, which never mirrors.
        dir="ltr"
        aria-label={t('memory.board', { count: view.pair_count })}
        aria-describedby={helpId}
        aria-disabled={!playing}
        className="flex w-full select-none flex-wrap justify-center gap-1.5"
      >
        {view.cards.map((card, index) => (
          <Card
            key={index}
            card={card}
            up={isUp(card)}
            index={index}
            focusable={index === focusable}
            canFlip={canFlip(card)}
            onFlip={flip}
            onFocus={setFocus}
            onKeyDown={onKeyDown}
            buttonRef={(el) => {
              if (el) buttons.current.set(index, el);
              else buttons.current.delete(index);
            }}
            t={t}
          />
        ))}
      </div>
      <p className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-gray-700">
        <span data-testid="memory-pairs">
          {t('memory.progress', { found: view.pairs_found, total: view.pair_count })}
        </span>
        <span data-testid="memory-moves">
          {t('memory.moves', { moves: view.moves, total: view.move_limit })}
        </span>
      </p>
      <p
        aria-live="polite"
        className="min-h-6 text-center text-base font-semibold text-primary-700"
      >
        {ended}
        <span className="sr-only">{ended ? '' : announcement}</span>
      </p>
      <p role="alert" className="text-center text-sm text-red-700">
        {refusal}
      </p>
    </div>
  );
}
