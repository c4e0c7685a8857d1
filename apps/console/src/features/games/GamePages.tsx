import { lazy, Suspense } from 'react';
import { EditorSkeleton } from './editor/EditorSkeleton';

/**
 * The game routes (GameList, GameAdd, GameDetail). The editor — with the engines, the game views,
 * Quill and the QR code maker — is a separate chunk, loaded when a game is opened.
 */
export { GameListPage } from './list/GameListPage';
export { GameAddPage } from './add/GameAddPage';

const GameEditorPage = lazy(() =>
  import('./editor/GameEditorPage').then((m) => ({ default: m.GameEditorPage })),
);

export function GameDetailPage() {
  return (
    <Suspense fallback={<EditorSkeleton />}>
      <GameEditorPage />
    </Suspense>
  );
}
