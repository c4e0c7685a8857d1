import type { GameSummary } from '@playdesk/contract';
import { Link } from 'react-router';
import { pathTo } from '../../../rules/routes';
import { Badge } from '../../../ui/Badge';
import { GAME_TYPE_NAMES, GameTypeIcon } from '../game-types';
import { STATUS_BADGE } from '../status';
import { GameActions } from './GameActions';
import { formatDateTime, formatNumber, formatRelative } from '../../../lib/format';
import { useT } from '../../../i18n/i18n';

function GameThumb({ game }: { game: GameSummary }) {
  return game.game_image ? (
    <img
      src={game.game_image}
      alt=""
      className="size-10 shrink-0 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
    />
  ) : (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700 ring-1 ring-primary-100"
    >
      <GameTypeIcon type={game.type} className="size-5.5" />
    </span>
  );
}

const winRate = (g: GameSummary) =>
  g.plays === 0 ? null : formatNumber(Math.round((g.wins / g.plays) * 100));

function Updated({ at }: { at: string }) {
  const date = new Date(at);
  return (
    <time dateTime={at} title={formatDateTime(date)}>
      {formatRelative(date)}
    </time>
  );
}

export function GameTable({ rows }: { rows: GameSummary[] }) {
  const t = useT();
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm" data-testid="games-table">
        <caption className="sr-only">{t('games.table.caption')}</caption>
        <thead className="border-b border-slate-100 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-3 pr-3 pl-5 font-medium">
              {t('games.table.game')}
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              {t('games.table.status')}
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              {t('games.table.plays')}
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              {t('games.table.wins')}
            </th>
            <th scope="col" className="hidden px-3 py-3 font-medium lg:table-cell">
              {t('games.table.updated')}
            </th>
            <th scope="col" className="py-3 pr-5 pl-3 text-right font-medium">
              <span className="sr-only">{t('games.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((game) => {
            const status = STATUS_BADGE[game.status];
            const rate = winRate(game);
            return (
              <tr key={game.public_id} className="hover:bg-slate-50/70" data-testid="game-row">
                <td className="py-3 pr-3 pl-5">
                  <div className="flex min-w-0 items-center gap-3">
                    <GameThumb game={game} />
                    <div className="min-w-0">
                      <Link
                        to={pathTo('GameDetail', { id: game.public_id })}
                        data-testid="game-name"
                        className="block max-w-[18rem] truncate font-medium text-slate-900 hover:text-primary-700 xl:max-w-[24rem]"
                      >
                        {game.name}
                      </Link>
                      <p className="text-xs text-slate-500">
                        {GAME_TYPE_NAMES[game.type]} · {t(`games.difficulty.${game.difficulty}`)}
                      </p>
                    </div>
                  </div>
                </td>
                <td className="px-3 py-3">
                  <Badge tone={status.tone}>{t(`games.status.${game.status}`)}</Badge>
                </td>
                <td className="px-3 py-3 text-right font-medium text-slate-900 tabular-nums">
                  {formatNumber(game.plays)}
                </td>
                <td className="px-3 py-3 text-right tabular-nums">
                  <span className="font-medium text-slate-900">{formatNumber(game.wins)}</span>
                  {rate ? (
                    <span className="block text-xs text-slate-500">
                      {t('games.table.win_rate', { rate })}
                    </span>
                  ) : null}
                </td>
                <td className="hidden px-3 py-3 whitespace-nowrap text-slate-500 lg:table-cell">
                  <Updated at={game.updated_at} />
                </td>
                <td className="py-3 pr-5 pl-3">
                  <GameActions game={game} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function GameCards({ rows }: { rows: GameSummary[] }) {
  const t = useT();
  return (
    <ul className="divide-y divide-slate-100 md:hidden" data-testid="games-cards">
      {rows.map((game) => {
        const status = STATUS_BADGE[game.status];
        return (
          <li key={game.public_id} className="p-4" data-testid="game-card">
            <div className="flex items-start gap-3">
              <GameThumb game={game} />
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-2">
                  <Link
                    to={pathTo('GameDetail', { id: game.public_id })}
                    data-testid="game-name"
                    className="min-w-0 truncate font-medium text-slate-900"
                  >
                    {game.name}
                  </Link>
                  <Badge tone={status.tone} className="shrink-0">
                    {t(`games.status.${game.status}`)}
                  </Badge>
                </div>
                <p className="text-xs text-slate-500">
                  {GAME_TYPE_NAMES[game.type]} · {t(`games.difficulty.${game.difficulty}`)}
                </p>
                <dl className="mt-2 flex gap-4 text-xs text-slate-600">
                  <div className="flex gap-1">
                    <dt>{t('games.table.plays')}</dt>
                    <dd className="font-semibold text-slate-900 tabular-nums">
                      {formatNumber(game.plays)}
                    </dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>{t('games.table.wins')}</dt>
                    <dd className="font-semibold text-slate-900 tabular-nums">
                      {formatNumber(game.wins)}
                    </dd>
                  </div>
                </dl>
              </div>
            </div>
            <div className="mt-3">
              <GameActions game={game} compact />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
