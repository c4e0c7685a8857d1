import { Component, Suspense, use } from 'react';
import type { ReactNode, Ref } from 'react';
import type { GameType, GameView } from '@playdesk/games';
import { gameView, loadGameView } from '@playdesk/games/views';
import { OfflineIcon } from '../ui/icons.js';

/** The board's width: the card's content box (page padding 12 px, card padding 16 px a side). */
const BOARD_WIDTH = '(min(100vw, 448px) - 56px)';

/**
 * The height a game's board needs on this card (each game says how it grows with the width),
 * reserved before its code and session arrive so nothing below jumps when it appears.
 */
export function boardMinHeight(type: GameType): string {
  return gameView(type).boardHeight(BOARD_WIDTH);
}

function BoardSkeleton({ type }: { type: GameType }) {
  return (
    <div
      role="status"
      aria-label="Loading the game board"
      className="pd-skeleton w-full rounded-2xl"
      style={{ height: boardMinHeight(type) }}
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

/** A game's board: the view the server sent for this game, and the way to send a move. */
interface BoardProps {
  view: GameView;
  send: (action: Record<string, unknown>) => Promise<void>;
  disabled: boolean;
}

interface BoardAreaProps extends BoardProps {
  type: GameType;
  boardRef: Ref<HTMLDivElement>;
  onRetry: () => void;
}

/** Suspends until the game's view is downloaded, then renders it. */
function LazyBoard({ type, ...props }: BoardProps & { type: GameType }) {
  const View = use(loadGameView(type));
  // One component per game type (loads are cached), not a new one each render.
  // eslint-disable-next-line react-hooks/static-components
  return <View {...props} />;
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
      style={{ minHeight: boardMinHeight(type) }}
    >
      <BoardErrorBoundary onRetry={onRetry}>
        <Suspense fallback={<BoardSkeleton type={type} />}>
          <LazyBoard type={type} {...props} />
        </Suspense>
      </BoardErrorBoundary>
    </div>
  );
}
