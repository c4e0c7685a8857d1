/**
 * The board's place before its code arrives: the space it will take, or what went wrong. Part of
 * the initial bundle (the pad's later parts and each game's view are lazy chunks).
 */
import type { GameType } from '@playdesk/games';
import { gameView } from '@playdesk/games/views';
import { OfflineIcon } from '../ui/icons.js';
import { useT } from '../i18n/i18n.js';

/** The board's width: the card's content box (page padding 12 px, card padding 16 px a side). */
const BOARD_WIDTH = '(min(100vw, 448px) - 56px)';

/**
 * The height a game's board needs on this card (each game says how it grows with the width),
 * reserved before its code and session arrive so nothing below jumps when it appears.
 */
export function boardMinHeight(type: GameType): string {
  return gameView(type).boardHeight(BOARD_WIDTH);
}

export function BoardSkeleton({ type }: { type: GameType }) {
  const t = useT();
  return (
    <div
      role="status"
      aria-label={t('pad.board.loading')}
      className="pd-skeleton w-full rounded-2xl"
      style={{ height: boardMinHeight(type) }}
    />
  );
}

/** The board's code could not be downloaded. */
export function BoardProblem({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center text-gray-700">
      <OfflineIcon className="size-10 text-primary-600" />
      <p>{t('pad.board.failed')}</p>
      <button type="button" className="pd-btn-soft" onClick={onRetry}>
        {t('common.try_again')}
      </button>
    </div>
  );
}
