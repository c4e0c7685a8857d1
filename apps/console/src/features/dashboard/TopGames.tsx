import type { DashboardResponse } from '@playdesk/contract';
import type { GameType } from '@playdesk/games';
import { GAME_TYPE_NAMES } from '../games';
import { Link } from 'react-router';
import { pathTo } from '../../rules/routes';
import { Card, CardHeader } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';
import { formatCount } from '../plans';
import { winRate } from './period';
import { useT } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';

export function TopGames({ data }: { data: DashboardResponse | undefined }) {
  const t = useT();
  const top = data?.top_games ?? [];
  const most = Math.max(1, ...top.map((g) => g.plays));
  return (
    <Card>
      <CardHeader
        title={t('dashboard.top.title')}
        description={t('dashboard.top.hint')}
        action={
          <Link
            to={pathTo('GameList')}
            className="shrink-0 text-sm font-medium text-primary-600 hover:text-primary-700"
          >
            {t('dashboard.top.all')}
          </Link>
        }
      />
      {!data ? (
        <div className="space-y-3 p-5">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-8 w-full" />
          ))}
        </div>
      ) : top.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-500">{t('dashboard.top.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="top-games">
            <thead>
              <tr className="border-b border-slate-100 text-left text-xs font-medium text-slate-500">
                <th scope="col" className="px-5 py-2.5 font-medium">
                  {t('dashboard.top.game')}
                </th>
                <th scope="col" className="px-3 py-2.5 text-right font-medium">
                  {t('dashboard.plays')}
                </th>
                <th scope="col" className="px-3 py-2.5 text-right font-medium">
                  {t('dashboard.wins')}
                </th>
                <th scope="col" className="hidden px-3 py-2.5 text-right font-medium sm:table-cell">
                  {t('dashboard.win_rate')}
                </th>
                <th scope="col" className="hidden w-1/4 px-5 py-2.5 font-medium md:table-cell">
                  <span className="sr-only">{t('dashboard.top.share')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {top.map((game, index) => (
                <tr key={game.public_id} className="hover:bg-slate-50/80">
                  <td className="px-5 py-3">
                    <div className="flex items-center gap-3">
                      <span className="w-4 text-xs font-semibold text-muted tabular-nums">
                        {index + 1}
                      </span>
                      <div className="min-w-0">
                        <Link
                          to={pathTo('GameDetail', { id: game.public_id })}
                          className="block truncate font-medium text-slate-900 hover:text-primary-700"
                        >
                          {game.name}
                        </Link>
                        <span className="text-xs text-slate-500">
                          {GAME_TYPE_NAMES[game.type as GameType] ?? game.type}
                        </span>
                      </div>
                    </div>
                  </td>
                  <td className="px-3 py-3 text-right font-medium text-slate-900 tabular-nums">
                    {formatCount(game.plays)}
                  </td>
                  <td className="px-3 py-3 text-right text-slate-700 tabular-nums">
                    {formatCount(game.wins)}
                  </td>
                  <td className="hidden px-3 py-3 text-right text-slate-700 tabular-nums sm:table-cell">
                    {t('dashboard.percent', {
                      value: formatNumber(winRate(game.plays, game.wins)),
                    })}
                  </td>
                  <td className="hidden px-5 py-3 md:table-cell">
                    <div className="h-2 overflow-hidden rounded-full bg-slate-100">
                      <div
                        className="h-full rounded-full bg-primary-500"
                        style={{ width: `${(game.plays / most) * 100}%` }}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
