import type { GameSummary } from '@playdesk/contract';
import { format, formatDistanceToNowStrict } from 'date-fns';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pathTo } from '../../../rules/routes';
import { Badge } from '../../../ui/Badge';
import { Button, LinkButton } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { cx } from '../../../ui/cx';
import { GamesIcon, PlusIcon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/PageHeader';
import { Select } from '../../../ui/Select';
import { Skeleton } from '../../../ui/Skeleton';
import {
  DIFFICULTY_LABELS,
  GAME_DESCRIPTIONS,
  GAME_TYPE_NAMES,
  GAME_TYPE_ORDER,
  GameTypeIcon,
} from '../game-types';
import {
  GAME_PAGE_SIZE,
  hasFilters,
  pageInfo,
  pageWindow,
  readListParams,
  writeListParams,
  type GameListParams,
} from '../list-params';
import { useGameList } from '../api';
import { STATUS_BADGE, STATUS_OPTIONS } from '../status';
import { GameActions } from './GameActions';

const SEARCH_DELAY_MS = 300;

/**
 * GameList (docs/product-rules.md#signed-in-routes): the account's games, paginated on the server,
 * with search and filters.
 */
export function GameListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const list = useGameList(params);
  const [search, setSearch] = useState(params.search);

  const update = (next: Partial<GameListParams>, replace = false) => {
    setSearchParams(writeListParams({ ...params, page: 1, ...next }), { replace });
  };

  // Debounced search: the URL (and the query) follow the box after a short pause.
  useEffect(() => {
    if (search === params.search) return;
    const timer = window.setTimeout(() => {
      setSearchParams(
        (current) => writeListParams({ ...readListParams(current), search, page: 1 }),
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search, params.search, setSearchParams]);

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
  const filtered = hasFilters(params);
  const firstRun = !filtered && data !== undefined && total === 0;

  return (
    <>
      <PageHeader
        title="Games"
        description="Create, publish and share the mini-games your customers play."
        actions={
          <LinkButton to={pathTo('GameAdd')} icon={<PlusIcon className="size-4" />}>
            New game
          </LinkButton>
        }
      />

      {firstRun ? (
        <FirstGame />
      ) : (
        <Card>
          <Toolbar
            search={search}
            onSearch={setSearch}
            params={params}
            onChange={(next) => update(next)}
          />
          {list.isPending ? (
            <ListSkeleton />
          ) : list.isError && !data ? (
            <div className="px-5 py-12 text-center">
              <p className="text-sm text-slate-600">The games could not be loaded.</p>
              <Button variant="secondary" className="mt-4" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </div>
          ) : rows.length === 0 ? (
            <div className="px-5 py-14 text-center" data-testid="games-no-match">
              <p className="text-sm font-medium text-slate-900">No games match these filters.</p>
              <p className="mt-1 text-sm text-slate-500">Try another search or show every game.</p>
              <Button
                variant="secondary"
                className="mt-4"
                onClick={() => {
                  setSearch('');
                  setSearchParams(new URLSearchParams());
                }}
              >
                Clear filters
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

/** The empty state of a new account: what a game is, and one click to each of the six. */
function FirstGame() {
  return (
    <section
      className="rounded-xl border border-dashed border-slate-300 bg-white px-5 py-10 text-center sm:px-8"
      aria-labelledby="first-game-title"
    >
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-600">
        <GamesIcon className="size-6" />
      </div>
      <h2 id="first-game-title" className="mt-4 text-lg font-semibold text-slate-900">
        Create your first game
      </h2>
      <p className="mx-auto mt-1.5 max-w-lg text-sm leading-6 text-slate-600">
        Pick one of six games, put in your own questions, words or prizes, and share it with a link,
        an embed on your website or a QR code. It takes a couple of minutes.
      </p>
      <ul className="mx-auto mt-8 grid max-w-4xl gap-3 text-left sm:grid-cols-2 lg:grid-cols-3">
        {GAME_TYPE_ORDER.map((type) => (
          <li key={type}>
            <Link
              to={`${pathTo('GameAdd')}?type=${type}`}
              className="flex h-full items-start gap-3 rounded-xl border border-slate-200 p-3.5 transition hover:border-primary-300 hover:bg-primary-50/40 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
            >
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700"
              >
                <GameTypeIcon type={type} className="size-5.5" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900">
                  {GAME_TYPE_NAMES[type]}
                </span>
                <span className="mt-0.5 block text-xs leading-5 text-slate-500">
                  {GAME_DESCRIPTIONS[type]}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Toolbar({
  search,
  onSearch,
  params,
  onChange,
}: {
  search: string;
  onSearch(value: string): void;
  params: GameListParams;
  onChange(next: Partial<GameListParams>): void;
}) {
  const id = useId();
  return (
    <div
      className="grid gap-3 border-b border-slate-100 p-4 sm:grid-cols-[minmax(0,1fr)_11rem_10rem]"
      role="search"
    >
      <div className="relative">
        <label htmlFor={`${id}-q`} className="sr-only">
          Search games
        </label>
        <svg
          viewBox="0 0 20 20"
          fill="currentColor"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-icon-muted"
        >
          <path
            fillRule="evenodd"
            d="M9 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM2 9a7 7 0 1 1 12.452 4.391l3.328 3.329a.75.75 0 1 1-1.06 1.06l-3.329-3.328A7 7 0 0 1 2 9Z"
            clipRule="evenodd"
          />
        </svg>
        <input
          id={`${id}-q`}
          type="search"
          value={search}
          onChange={(e) => onSearch(e.currentTarget.value)}
          placeholder="Search by name"
          maxLength={120}
          className="block h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 shadow-sm placeholder:text-muted focus:border-primary-500 focus:ring-2 focus:ring-primary-200 focus:outline-none"
        />
      </div>
      <div>
        <label htmlFor={`${id}-type`} className="sr-only">
          Game type
        </label>
        <Select
          id={`${id}-type`}
          value={params.type ?? ''}
          onChange={(e) =>
            onChange({ type: (e.currentTarget.value || null) as GameListParams['type'] })
          }
        >
          <option value="">All types</option>
          {GAME_TYPE_ORDER.map((type) => (
            <option key={type} value={type}>
              {GAME_TYPE_NAMES[type]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor={`${id}-status`} className="sr-only">
          Status
        </label>
        <Select
          id={`${id}-status`}
          value={params.status ?? ''}
          onChange={(e) =>
            onChange({ status: (e.currentTarget.value || null) as GameListParams['status'] })
          }
        >
          <option value="">All statuses</option>
          {STATUS_OPTIONS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

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
  g.plays === 0 ? null : `${Math.round((g.wins / g.plays) * 100)} %`;

function Updated({ at }: { at: string }) {
  const date = new Date(at);
  return (
    <time dateTime={at} title={format(date, 'PPpp')}>
      {formatDistanceToNowStrict(date, { addSuffix: true })}
    </time>
  );
}

function GameTable({ rows }: { rows: GameSummary[] }) {
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm" data-testid="games-table">
        <caption className="sr-only">Games</caption>
        <thead className="border-b border-slate-100 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-3 pr-3 pl-5 font-medium">
              Game
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              Plays
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              Wins
            </th>
            <th scope="col" className="hidden px-3 py-3 font-medium lg:table-cell">
              Updated
            </th>
            <th scope="col" className="py-3 pr-5 pl-3 text-right font-medium">
              <span className="sr-only">Actions</span>
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
                        {GAME_TYPE_NAMES[game.type]} · {DIFFICULTY_LABELS[game.difficulty]}
                      </p>
                    </div>
                  </div>
                </td>
                <td className="px-3 py-3">
                  <Badge tone={status.tone}>{status.label}</Badge>
                </td>
                <td className="px-3 py-3 text-right font-medium text-slate-900 tabular-nums">
                  {game.plays.toLocaleString('en-US')}
                </td>
                <td className="px-3 py-3 text-right tabular-nums">
                  <span className="font-medium text-slate-900">
                    {game.wins.toLocaleString('en-US')}
                  </span>
                  {rate ? <span className="block text-xs text-slate-500">{rate}</span> : null}
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

function GameCards({ rows }: { rows: GameSummary[] }) {
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
                    {status.label}
                  </Badge>
                </div>
                <p className="text-xs text-slate-500">
                  {GAME_TYPE_NAMES[game.type]} · {DIFFICULTY_LABELS[game.difficulty]}
                </p>
                <dl className="mt-2 flex gap-4 text-xs text-slate-600">
                  <div className="flex gap-1">
                    <dt>Plays</dt>
                    <dd className="font-semibold text-slate-900 tabular-nums">{game.plays}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>Wins</dt>
                    <dd className="font-semibold text-slate-900 tabular-nums">{game.wins}</dd>
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

function Pagination({
  page,
  total,
  rows,
  onPage,
}: {
  page: number;
  total: number;
  rows: number;
  onPage(page: number): void;
}) {
  const info = pageInfo(page, GAME_PAGE_SIZE, total, rows);
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col items-center justify-between gap-3 border-t border-slate-100 px-5 py-3 sm:flex-row"
    >
      <p className="text-sm text-slate-600" data-testid="games-range">
        {info.from}–{info.to} of {info.total} game{info.total === 1 ? '' : 's'}
      </p>
      {info.pages > 1 ? (
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          {pageWindow(page, info.pages).map((n, i) =>
            n === null ? (
              <span key={`gap-${i}`} className="px-1 text-muted" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={n}
                type="button"
                onClick={() => onPage(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={`Page ${n}`}
                className={cx(
                  'hidden size-8 items-center justify-center rounded-lg text-sm font-medium sm:inline-flex',
                  'focus-visible:outline-2 focus-visible:outline-primary-600',
                  n === page
                    ? 'bg-primary-600 text-white'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                )}
              >
                {n}
              </button>
            ),
          )}
          <Button
            variant="ghost"
            size="sm"
            disabled={page >= info.pages}
            onClick={() => onPage(page + 1)}
          >
            Next
          </Button>
        </div>
      ) : null}
    </nav>
  );
}

function ListSkeleton() {
  return (
    <ul className="divide-y divide-slate-100" aria-label="Loading games" aria-busy="true">
      {Array.from({ length: 5 }, (_, i) => (
        <li key={i} className="flex items-center gap-3 px-5 py-4">
          <Skeleton className="size-10 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-48 max-w-full" />
            <Skeleton className="h-3 w-28" />
          </div>
          <Skeleton className="hidden h-6 w-20 rounded-full sm:block" />
          <Skeleton className="hidden h-8 w-24 sm:block" />
        </li>
      ))}
    </ul>
  );
}
