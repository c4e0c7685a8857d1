import type { GameType } from '@playdesk/contract';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { pathTo } from '../../rules/routes';
import { LinkButton } from '../../ui/Button';
import { ArrowLeftIcon } from '../../ui/icons';
import { GameTypeIcon } from './game-types';

/**
 * A game's page title: the way back to the list, the game type's icon, the game's name and a line
 * under it (the type, the status…) — the same on the editor and on the insight pages.
 */
export function GameTitle({
  type,
  name,
  children,
}: {
  type: GameType;
  name: string;
  /** The line under the name. */
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 sm:gap-3">
      <LinkButton
        to={pathTo('GameList')}
        variant="ghost"
        size="sm"
        className="-ml-2 px-2"
        aria-label={t('games.editor.back')}
        icon={<ArrowLeftIcon className="size-4" />}
      />
      <span
        aria-hidden="true"
        className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700 sm:flex"
      >
        <GameTypeIcon type={type} className="size-5.5" />
      </span>
      <div className="min-w-0">
        <h1
          className="truncate text-lg font-semibold tracking-tight text-slate-900 sm:text-xl"
          title={name}
        >
          {name}
        </h1>
        {children}
      </div>
    </div>
  );
}
