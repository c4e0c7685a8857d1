import { Component, Suspense, use } from 'react';
import type { ReactNode, Ref } from 'react';
import type { GameType } from '@playdesk/games';
import { loadBoard } from '../boards/index.js';
import { OfflineIcon } from '../ui/icons.js';
import type { BoardProps } from '../boards/types.js';

/** The board's width: the card's content box (page padding 12 px, card padding 16 px a side). */
const BOARD_WIDTH = '(min(100vw, 448px) - 56px)';

/**
 * Height each board needs, measured at 320–414 px wide, reserved before its code and session
 * arrive so nothing below jumps when it appears (no layout shift). Square boards grow with the
 * width; the others are about constant.
 */
export const BOARD_MIN_HEIGHT: Record<GameType, string> = {
  wordle: `calc(min(${BOARD_WIDTH}, 320px) * 1.2 + 210px)`,
  quiz: '340px',
  scratch: `calc(${BOARD_WIDTH} / 1.5 + 37px)`,
  puzzle: `calc(${BOARD_WIDTH} + 100px)`,
  emojiq: '410px',
  wordhunt: `calc(${BOARD_WIDTH} + 140px)`,
};

function BoardSkeleton({ type }: { type: GameType }) {
  return (
    <div
      role="status"
      aria-label="Loading the game board"
      className="pd-skeleton w-full rounded-2xl"
      style={{ height: BOARD_MIN_HEIGHT[type] }}
    />
  );
}

class BoardErrorBoundary extends Component<
  { children: ReactNode; onRetry: () => void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 py-10 text-center text-gray-700"
      >
        <OfflineIcon className="size-10 text-primary-600" />
        <p>The game board could not load. Check your connection.</p>
        <button
          type="button"
          className="pd-btn-soft"
          onClick={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        >
          Try again
        </button>
      </div>
    );
  }
}

interface BoardAreaProps extends BoardProps {
  type: GameType;
  boardRef: Ref<HTMLDivElement>;
  onRetry: () => void;
}

/** Suspends until the game's chunk is there, then renders its board. */
function LazyBoard({ type, ...props }: BoardProps & { type: GameType }) {
  const { Board } = use(loadBoard(type));
  return <Board {...props} />;
}

/** The game's lazy board, in a focusable region with its space reserved. */
export function BoardArea({ type, boardRef, onRetry, ...props }: BoardAreaProps) {
  return (
    <div
      ref={boardRef}
      tabIndex={-1}
      role="region"
      aria-label="Game board"
      className="outline-none"
      style={{ minHeight: BOARD_MIN_HEIGHT[type] }}
    >
      <BoardErrorBoundary onRetry={onRetry}>
        <Suspense fallback={<BoardSkeleton type={type} />}>
          <LazyBoard type={type} {...props} />
        </Suspense>
      </BoardErrorBoundary>
    </div>
  );
}
