import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { messageOf } from '../../../api/client';
import { useT } from '../../../i18n/i18n';
import { pathTo } from '../../../rules/routes';
import { Button, LinkButton } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { cx } from '../../../ui/cx';
import { EmptyState } from '../../../ui/EmptyState';
import { UsersIcon } from '../../../ui/icons';
import { useConsents, useCrmGameOptions, usePlayers } from '../api';
import {
  describeFilter,
  hasPlayerFilters,
  readPlayerParams,
  writePlayerParams,
  type PlayerListParams,
} from '../player-params';
import { BulkEraseButton } from './BulkEraseDialog';
import { CsvExportButton } from '../CsvExportButton';
import { playerExportPath } from '../player-params';
import { PlayerDrawer } from './PlayerDrawer';
import { PlayerFilters } from './PlayerFilters';
import { PlayerPager, PlayersSkeleton } from './PlayerPager';
import { PlayerTable } from './PlayerTable';

const SEARCH_DELAY_MS = 300;

/**
 * The players list: filters, sort and page in the URL; "Next" pages by the server's keyset
 * cursor (remembered per page, so "Previous" and a refetch ask for the same rows).
 */
export function PlayersTab() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readPlayerParams(searchParams);
  const filterKey = JSON.stringify({ ...params, page: 0 });
  // Page → the cursor that led to it ("Next" from the page before), for this filter and sort.
  const [cursors, setCursors] = useState<Readonly<Record<string, string>>>({});
  const list = usePlayers(params, cursors[`${filterKey}#${params.page}`] ?? null);
  const [search, setSearch] = useState(params.search);
  const games = useCrmGameOptions();
  const consents = useConsents();
  const openId = searchParams.get('player');

  const update = (next: Partial<PlayerListParams>) =>
    setSearchParams((current) =>
      writePlayerParams({ ...readPlayerParams(current), page: 1, ...next }, current),
    );
  const goToPage = (page: number) => {
    const cursor = list.data?.meta.next_cursor;
    if (page === params.page + 1 && cursor) {
      setCursors((known) => ({ ...known, [`${filterKey}#${page}`]: cursor }));
    }
    setSearchParams((current) => writePlayerParams({ ...params, page }, current));
  };
  const clear = () => {
    setSearch('');
    update({ search: '', game: null, from: null, to: null, won: null, consent: null });
  };
  const openPlayer = (id: string | null) =>
    setSearchParams((current) => {
      const out = new URLSearchParams(current);
      if (id) out.set('player', id);
      else out.delete('player');
      return out;
    });

  // Debounced search: the URL (and the query) follow the box after a short pause.
  useEffect(() => {
    if (search === params.search) return;
    const timer = window.setTimeout(() => {
      setSearchParams(
        (current) => writePlayerParams({ ...readPlayerParams(current), search, page: 1 }, current),
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search, params.search, setSearchParams]);

  const data = list.data;
  const rows = data?.data ?? [];
  const filtered = hasPlayerFilters(params);
  const total = data?.meta.total ?? 0;
  const exact = data?.meta.total_exact ?? true;
  const summary = describeFilter(params, {
    game: games.data?.find((g) => g.public_id === params.game)?.name,
    consent: consents.data?.data.find((c) => c.public_id === params.consent)?.name,
  });

  if (!filtered && params.page === 1 && data && !list.isPlaceholderData && total === 0) {
    return (
      <EmptyState
        icon={<UsersIcon className="size-6" />}
        title={t('crm.players.empty.title')}
        description={t('crm.players.empty.text')}
        points={[
          t('crm.players.empty.point1'),
          t('crm.players.empty.point2'),
          t('crm.players.empty.point3'),
        ]}
        action={<LinkButton to={pathTo('GameList')}>{t('crm.players.empty.games')}</LinkButton>}
      />
    );
  }

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-end gap-2">
        <BulkEraseButton params={params} total={total} exact={exact} summary={summary} />
        <CsvExportButton
          path={playerExportPath(params)}
          fallbackName={`players-${new Date().toISOString().slice(0, 10)}.csv`}
          testId="players-export"
          texts={{
            button: t('crm.export.button'),
            preparing: t('crm.export.preparing'),
            received: (size) => t('crm.export.received', { size }),
            done: (name, size) => t('crm.export.done', { name, size }),
          }}
        />
      </div>
      <Card>
        <PlayerFilters
          search={search}
          onSearch={setSearch}
          params={params}
          onChange={update}
          onClear={clear}
        />
        {list.isPending ? (
          <PlayersSkeleton />
        ) : list.isError && !data ? (
          <div className="px-5 py-12 text-center" data-testid="players-error">
            <p className="text-sm text-slate-600">{messageOf(list.error)}</p>
            <Button variant="secondary" className="mt-4" onClick={() => void list.refetch()}>
              {t('common.try_again')}
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <div className="px-5 py-14 text-center" data-testid="players-no-match">
            <p className="text-sm font-medium text-slate-900">{t('crm.players.no_match')}</p>
            <p className="mt-1 text-sm text-slate-500">{t('crm.players.no_match_hint')}</p>
            <Button variant="secondary" className="mt-4" onClick={clear}>
              {t('crm.filters.clear')}
            </Button>
          </div>
        ) : (
          <div className={cx('transition-opacity', list.isPlaceholderData && 'opacity-60')}>
            <PlayerTable rows={rows} sort={params.sort} onOpen={openPlayer} />
            <PlayerPager
              page={params.page}
              rows={rows.length}
              total={total}
              exact={exact}
              hasNext={data?.meta.next_cursor != null}
              onPage={goToPage}
            />
          </div>
        )}
      </Card>
      <PlayerDrawer id={openId} onClose={() => openPlayer(null)} />
    </>
  );
}
