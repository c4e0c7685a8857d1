import { useParams } from 'react-router';
import { pathTo } from '../../../rules/routes';
import { Button, LinkButton } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { GamesIcon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/PageHeader';
import { useGame } from '../api';
import { EditorSkeleton } from './EditorSkeleton';
import { GameEditor } from './GameEditor';

/** GameDetail: loads the game, then the editor; a friendly page for a wrong address. */
export function GameEditorPage() {
  const { id = '' } = useParams();
  const game = useGame(id);

  if (game.isPending) return <EditorSkeleton />;
  if (game.isError) {
    return (
      <>
        <PageHeader title="Game" />
        <EmptyState
          icon={<GamesIcon className="size-6" />}
          title="The game could not be loaded"
          description="Check your connection and try again."
          action={
            <Button variant="secondary" onClick={() => void game.refetch()}>
              Try again
            </Button>
          }
        />
      </>
    );
  }
  if (!game.data) {
    return (
      <>
        <PageHeader title="Game" />
        <EmptyState
          icon={<GamesIcon className="size-6" />}
          title="No game at this address"
          description="This account has no game with this link. It may have been deleted, or it belongs to another account."
          action={<LinkButton to={pathTo('GameList')}>Back to games</LinkButton>}
        />
      </>
    );
  }
  return <GameEditor key={game.data.public_id} game={game.data} />;
}
