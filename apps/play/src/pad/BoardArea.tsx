import { Component, Suspense, use, useCallback } from 'react';
import type { ReactNode, Ref } from 'react';
import type { GameType, GameView } from '@playdesk/games';
import { loadGameView, type AnyGameView, type ViewT } from '@playdesk/games/views';
import { BoardProblem, BoardSkeleton, boardMinHeight } from './BoardSkeleton.js';
import { useT, withTexts, type MessageKey } from '../i18n/i18n.js';

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
      <BoardProblem
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
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

const boards = new Map<GameType, Promise<AnyGameView>>();

/** The game's view and the texts it shows, downloaded once (a failure is tried again). */
function loadBoard(type: GameType): Promise<AnyGameView> {
  let board = boards.get(type);
  if (!board) {
    board = withTexts(loadGameView(type), 'later');
    board.catch(() => boards.delete(type));
    boards.set(type, board);
  }
  return board;
}

/** Suspends until the game's view is downloaded, then renders it in the player's language. */
function LazyBoard({ type, ...props }: BoardProps & { type: GameType }) {
  const View = use(loadBoard(type));
  const t = useT();
  // The views' texts are the catalogues' `game.view.*` (packages/games/src/view-texts.ts).
  const viewT = useCallback<ViewT>(
    (key, params) => t(`game.view.${key}` as MessageKey, params),
    [t],
  );
  // One component per game type (loads are cached), not a new one each render.
  // eslint-disable-next-line react-hooks/static-components
  return <View {...props} t={viewT} />;
}

/** The game's lazy board, in a focusable region with its space reserved. */
export function BoardArea({ type, boardRef, onRetry, ...props }: BoardAreaProps) {
  const t = useT();
  return (
    <div
      ref={boardRef}
      tabIndex={-1}
      role="region"
      aria-label={t('pad.board.label')}
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
