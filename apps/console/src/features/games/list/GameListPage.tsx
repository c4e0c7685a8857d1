import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { pathTo } from '../../../rules/routes';
import { Button, LinkButton } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { cx } from '../../../ui/cx';
import { PlusIcon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/PageHeader';
import {
  GAME_PAGE_SIZE,
  hasFilters,
  readListParams,
  writeListParams,
  type GameListParams,
} from '../list-params';
import { useGameList } from '../api';
import { FirstGame } from './FirstGame';
import { ListToolbar } from './ListToolbar';
import { GameTable, GameCards } from './GameRows';
import { Pagination, ListSkeleton } from './Pagination';
import { useT } from '../../../i18n/i18n';

const SEARCH_DELAY_MS = 300;

/**
 * GameList (docs/product-rules.md#signed-in-routes): the account's games, paginated on the server,
 * with search and filters.
 */
export function GameListPage() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const list = useGameList(params);
  const [search, setSearch] = useState(params.search);

  const update = (next: Partial<GameListParams>, replace = false) => {
    setSearchParams(writeListParams({ ...params, page: 1, ...next }), { replace });
  };

  // "Clear filters" empties the box at once, but the router commits the new URL in a transition:
  // until it does, the box and the URL differ and the debounce below would write the old filters
  // back with an empty search. It waits for the cleared URL instead.
  const clearing = useRef(false);
  const filtered = hasFilters(params);

  // Debounced search: the URL (and the query) follow the box after a short pause.
  useEffect(() => {
    if (clearing.current) {
      if (!filtered) clearing.current = false;
      return;
    }
    if (search === params.search) return;
    const timer = window.setTimeout(() => {
      setSearchParams(
        (current) => writeListParams({ ...readListParams(current), search, page: 1 }),
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search, params.search, filtered, setSearchParams]);

  const data = list.data;
  const rows = data?.data ?? [];
  const total = data?.meta.total ?? 0;

  // A page that became empty (its last game deleted elsewhere): show the last page instead.
  const lastPage = Math.max(1, Math.ceil(total / GAME_PAGE_SIZE));
  const pastTheEnd = data !== undefined && !list.isPlaceholderData && params.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) {
      setSearchParams(
        (current) => writeListParams({ ...readListParams(current), page: lastPage }),
        {
          replace: true,
        },
      );
    }
  }, [pastTheEnd, lastPage, setSearchParams]);
  const firstRun = !filtered && data !== undefined && total === 0;

  return (
    <>
      <PageHeader
        title={t('route.GameList')}
        description={t('games.list.description')}
        actions={
          <div className="flex flex-wrap gap-2">
            {/* A live show of a quiz (docs/live.md). */}
            <LinkButton to={pathTo('GameLive')} variant="secondary">
              {t('route.GameLive')}
            </LinkButton>
            <LinkButton to={pathTo('GameAdd')} icon={<PlusIcon className="size-4" />}>
              {t('games.new')}
            </LinkButton>
          </div>
        }
      />

      {firstRun ? (
        <FirstGame />
      ) : (
        <Card>
          <ListToolbar
            search={search}
            onSearch={setSearch}
            params={params}
            onChange={(next) => update(next)}
          />
          {list.isPending ? (
            <ListSkeleton />
          ) : list.isError && !data ? (
            <div className="px-5 py-12 text-center">
              <p className="text-sm text-slate-600">{t('games.list.failed')}</p>
              <Button variant="secondary" className="mt-4" onClick={() => void list.refetch()}>
                {t('games.try_again')}
              </Button>
            </div>
          ) : rows.length === 0 ? (
            <div className="px-5 py-14 text-center" data-testid="games-no-match">
              <p className="text-sm font-medium text-slate-900">{t('games.list.no_match')}</p>
              <p className="mt-1 text-sm text-slate-500">{t('games.list.no_match_hint')}</p>
              <Button
                variant="secondary"
                className="mt-4"
                onClick={() => {
                  clearing.current = true;
                  setSearch('');
                  setSearchParams(new URLSearchParams());
                }}
              >
                {t('games.list.clear')}
              </Button>
            </div>
          ) : (
            <div className={cx('transition-opacity', list.isPlaceholderData && 'opacity-60')}>
              <GameTable rows={rows} />
              <GameCards rows={rows} />
              <Pagination
                page={params.page}
                total={total}
                rows={rows.length}
                onPage={(page) => setSearchParams(writeListParams({ ...params, page }))}
              />
            </div>
          )}
        </Card>
      )}
    </>
  );
}
