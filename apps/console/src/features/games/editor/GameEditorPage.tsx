import { useParams } from 'react-router';
import { pathTo } from '../../../rules/routes';
import { Button, LinkButton } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { GamesIcon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/PageHeader';
import { useGame } from '../api';
import { EditorSkeleton } from './EditorSkeleton';
import { GameEditor } from './GameEditor';
import { useT } from '../../../i18n/i18n';

/** GameDetail: loads the game, then the editor; a friendly page for a wrong address. */
export function GameEditorPage() {
  const t = useT();
  const { id = '' } = useParams();
  const game = useGame(id);

  if (game.isPending) return <EditorSkeleton />;
  if (game.isError) {
    return (
      <>
        <PageHeader title={t('games.editor.game')} />
        <EmptyState
          icon={<GamesIcon className="size-6" />}
          title={t('games.editor.failed')}
          description={t('games.editor.failed_hint')}
          action={
            <Button variant="secondary" onClick={() => void game.refetch()}>
              {t('games.try_again')}
            </Button>
          }
        />
      </>
    );
  }
  if (!game.data) {
    return (
      <>
        <PageHeader title={t('games.editor.game')} />
        <EmptyState
          icon={<GamesIcon className="size-6" />}
          title={t('games.editor.missing')}
          description={t('games.editor.missing_hint')}
          action={<LinkButton to={pathTo('GameList')}>{t('games.editor.back')}</LinkButton>}
        />
      </>
    );
  }
  return <GameEditor key={game.data.public_id} game={game.data} />;
}
