import { useId } from 'react';
import type { CSSProperties, KeyboardEvent } from 'react';
import { isSolved, movableTiles, tileForArrow } from './engine.js';
import type { ArrowDirection, PuzzleAction, PuzzleViewModel } from './engine.js';
import { useSender } from '../view-support.js';
import { HintOverlay } from './HintOverlay.js';
import { englishViewT, type ViewT } from '../view-texts.js';

export interface PuzzleViewProps {
  view: PuzzleViewModel;
  send: (action: PuzzleAction) => Promise<void>;
  disabled?: boolean;
  t?: ViewT;
}

const ARROWS: Record<string, ArrowDirection> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** CSS url() value with the address quoted, so odd characters cannot break out of it. */
function cssUrl(address: string): string {
  return `url(${JSON.stringify(address)})`;
}

/** The slice of the picture tile `tile` shows (its place on the solved board). */
function sliceStyle(tile: number, size: number, image: string): CSSProperties {
  const home = tile - 1;
  const step = size > 1 ? 100 / (size - 1) : 0;
  return {
    backgroundImage: cssUrl(image),
    backgroundSize: `${size * 100}% ${size * 100}%`,
    backgroundPosition: `${(home % size) * step}% ${Math.floor(home / size) * step}%`,
  };
}

/** Absolute placement of a cell, as a share of the board (so moves can animate). */
function placeStyle(index: number, size: number): CSSProperties {
  return {
    width: `${100 / size}%`,
    height: `${100 / size}%`,
    transform: `translate(${(index % size) * 100}%, ${Math.floor(index / size) * 100}%)`,
  };
}

function statusText(view: PuzzleViewModel, t: ViewT): string {
  if (view.status === 'won') return t('puzzle.won');
  if (view.reason === 'solved_by_player') return t('puzzle.solved_by_player');
  if (view.reason === 'timeout') return t('puzzle.timeout');
  return '';
}

interface TileProps {
  tile: number;
  index: number;
  size: number;
  image: string;
  movable: boolean;
  onMove: (tile: number) => void;
  t: ViewT;
}

function Tile({ tile, index, size, image, movable, onMove, t }: TileProps) {
  const row = Math.floor(index / size) + 1;
  const col = (index % size) + 1;
  return (
    <button
      type="button"
      tabIndex={movable ? 0 : -1}
      aria-label={t(movable ? 'puzzle.tile_movable' : 'puzzle.tile', { tile, row, col })}
      aria-disabled={!movable}
      onClick={() => onMove(tile)}
      className={
        'absolute left-0 top-0 p-[1px] transition-transform duration-150 ease-out motion-reduce:transition-none ' +
        (movable ? 'cursor-pointer' : 'cursor-default')
      }
      style={placeStyle(index, size)}
    >
      <span
        className={
          'relative block h-full w-full rounded-sm bg-primary-200 shadow-sm ' +
          (movable ? 'ring-2 ring-inset ring-white/70' : '')
        }
        style={sliceStyle(tile, size, image)}
      >
        <span
          aria-hidden="true"
          className="absolute left-0.5 top-0.5 min-w-5 rounded bg-black/60 px-1 text-center text-xs font-semibold leading-5 text-white"
        >
          {tile}
        </span>
      </span>
    </button>
  );
}

/**
 * The sliding-tile board. Tap or click a tile next to the gap to slide it; with the board
 * focused, arrow keys slide the tile on that side of the gap in the arrow's direction.
 */
export function PuzzleView({ view, send, disabled = false, t = englishViewT }: PuzzleViewProps) {
  const { run, pending, message: refusal } = useSender(send, t);
  const helpId = useId();
  const playing = view.status === 'playing' && !disabled;
  const movable = playing ? movableTiles(view.tiles, view.size) : [];
  const complete = isSolved(view.tiles);
  const lastTile = view.size * view.size - 1;
  const numbers = Array.from({ length: lastTile }, (_, i) => i + 1);

  const move = (tile: number) => {
    if (playing && !pending && movable.includes(tile)) run({ type: 'move', tile });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = ARROWS[event.key];
    if (!direction) return;
    event.preventDefault();
    const tile = tileForArrow(view.tiles, view.size, direction);
    if (tile !== null) move(tile);
  };

  const message = statusText(view, t);

  return (
    <div className="relative mx-auto flex w-full max-w-md flex-col items-center gap-3">
      <div
        role="group"
        // The picture's tiles are placed by coordinates: the board never mirrors.
        dir="ltr"
        tabIndex={0}
        aria-label={t('puzzle.board', { size: view.size, moves: view.moves })}
        aria-describedby={helpId}
        aria-disabled={!playing}
        onKeyDown={onKeyDown}
        className="relative aspect-square w-full touch-manipulation select-none overflow-hidden rounded-lg bg-primary-950/90 focus:outline-none focus-visible:ring-4 focus-visible:ring-primary-400"
      >
        {/* Tiles stay in number order in the DOM (only their transform changes), so a move
            animates and a focused tile keeps focus. */}
        {numbers.map((tile) => (
          <Tile
            key={tile}
            tile={tile}
            index={view.tiles.indexOf(tile)}
            size={view.size}
            image={view.image}
            movable={movable.includes(tile)}
            onMove={move}
            t={t}
          />
        ))}
        {complete && view.status !== 'playing' && (
          <div
            aria-hidden="true"
            className="absolute left-0 top-0 p-[1px]"
            style={placeStyle(lastTile, view.size)}
          >
            <span
              className="block h-full w-full rounded-sm"
              style={sliceStyle(lastTile + 1, view.size, view.image)}
            />
          </div>
        )}
      </div>
      <p id={helpId} className="sr-only">
        {t('puzzle.help')}
      </p>
      <p className="text-sm text-gray-600">{t('puzzle.moves', { moves: view.moves })}</p>
      <p
        aria-live="polite"
        className="min-h-6 text-center text-base font-semibold text-primary-700"
      >
        {message}
      </p>
      <p role="alert" className="min-h-5 text-center text-sm text-red-700">
        {refusal}
      </p>
      {view.show_picture && (
        <figure className="flex flex-col items-center gap-1">
          <img
            src={view.image}
            alt={t('puzzle.finished')}
            width={128}
            height={128}
            className="aspect-square w-32 rounded-md object-cover shadow"
          />
          <figcaption className="text-xs text-gray-600">{t('puzzle.finished')}</figcaption>
        </figure>
      )}
      {/* Last, so it lies over the board. */}
      <HintOverlay view={view} t={t} />
    </div>
  );
}
