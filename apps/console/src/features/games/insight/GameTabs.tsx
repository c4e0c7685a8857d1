import type { Game } from '@playdesk/contract';
import type { ReactNode } from 'react';
import { NavLink, useParams } from 'react-router';
import { useT } from '../../../i18n/i18n';
import { pathTo, type RouteName } from '../../../rules/routes';
import { Button, LinkButton } from '../../../ui/Button';
import { cx } from '../../../ui/cx';
import { EmptyState } from '../../../ui/EmptyState';
import { GamesIcon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { useGame } from '../api';
import { GAME_TYPE_NAMES } from '../game-types';
import { GameTitle } from '../GameTitle';

const TABS = [
  { route: 'GameDetail', label: 'games.tab.editor', end: true },
  { route: 'GameInsight', label: 'games.tab.insight', end: true },
  { route: 'GameFairPlay', label: 'games.tab.fair_play', end: true },
  { route: 'GameExperiments', label: 'games.tab.experiments', end: false },
] as const satisfies readonly { route: RouteName; label: string; end: boolean }[];

/** A game's pages side by side: its editor, its insight, its fair-play rules, its experiments. */
export function GameTabs({ id, className }: { id: string; className?: string }) {
  const t = useT();
  return (
    <nav
      aria-label={t('games.tab.label')}
      className={cx('-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200', className)}
      data-testid="game-tabs"
    >
      {TABS.map((tab) => (
        <NavLink
          key={tab.route}
          to={pathTo(tab.route, { id })}
          end={tab.end}
          className={({ isActive }) =>
            cx(
              '-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-primary-600',
              isActive
                ? 'border-primary-600 text-primary-700'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
            )
          }
        >
          {t(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * The frame of a game's insight pages: loads the game (a friendly page for a wrong address), shows
 * its name and the tabs, then the page.
 */
export function GameFrame({ children }: { children: (game: Game) => ReactNode }) {
  const t = useT();
  const { id = '' } = useParams();
  const game = useGame(id);

  if (game.isPending) {
    return (
      <div aria-busy="true" aria-label={t('insight.loading')} className="space-y-6">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (game.isError || !game.data) {
    return (
      <>
        <PageHeader title={t('games.editor.game')} />
        <EmptyState
          icon={<GamesIcon className="size-6" />}
          title={game.isError ? t('games.editor.failed') : t('games.editor.missing')}
          description={
            game.isError ? t('games.editor.failed_hint') : t('games.editor.missing_hint')
          }
          action={
            game.isError ? (
              <Button variant="secondary" onClick={() => void game.refetch()}>
                {t('games.try_again')}
              </Button>
            ) : (
              <LinkButton to={pathTo('GameList')}>{t('games.editor.back')}</LinkButton>
            )
          }
        />
      </>
    );
  }
  const data = game.data;
  return (
    <>
      <div className="mb-4 flex min-w-0 items-center">
        <GameTitle type={data.type} name={data.name}>
          <p className="text-xs text-slate-500">{GAME_TYPE_NAMES[data.type]}</p>
        </GameTitle>
      </div>
      <GameTabs id={data.public_id} className="mb-6" />
      {children(data)}
    </>
  );
}
