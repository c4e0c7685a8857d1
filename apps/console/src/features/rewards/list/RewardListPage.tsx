import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { pathTo } from '../../../rules/routes';
import { Button, LinkButton } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { cx } from '../../../ui/cx';
import { EmptyState } from '../../../ui/EmptyState';
import { GiftIcon, PlusIcon } from '../../../ui/icons';
import { Input } from '../../../ui/Input';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { REWARD_PAGE_SIZE, useRewards, type RewardListParams } from '../api';
import { Pager } from '../../../ui/Pager';
import { RedeemBox } from './RedeemBox';
import { RewardCards, RewardTable } from './RewardRows';
import { noun } from '../../../lib/format';

const SEARCH_DELAY_MS = 300;

function readParams(search: URLSearchParams): RewardListParams {
  const page = Number(search.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    q: (search.get('q') ?? '').slice(0, 80),
  };
}

function writeParams({ page, q }: RewardListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (q) out.set('q', q);
  if (page > 1) out.set('page', String(page));
  return out;
}

/**
 * RewardList (docs/product-rules.md#signed-in-routes): the account's rewards, paginated on the
 * server, with what each has left, won and redeemed, the games that give it and a low-stock badge;
 * above them the box where staff redeem a code.
 */
export function RewardListPage() {
  const searchId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readParams(searchParams);
  const list = useRewards(params);
  const [search, setSearch] = useState(params.q);

  // Debounced search: the URL (and the query) follow the box after a short pause.
  useEffect(() => {
    if (search === params.q) return;
    const timer = window.setTimeout(() => {
      setSearchParams(writeParams({ page: 1, q: search.trim() }), { replace: true });
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search, params.q, setSearchParams]);

  const data = list.data;
  const rows = data?.data ?? [];
  const total = data?.meta.total ?? 0;
  const firstRun = !params.q && data !== undefined && total === 0;

  return (
    <>
      <PageHeader
        title="Rewards"
        description="What winners get: coupon codes, links and prizes, with their stock and who won them."
        actions={
          <LinkButton to={pathTo('RewardAdd')} icon={<PlusIcon className="size-4" />}>
            New reward
          </LinkButton>
        }
      />
      <div className="space-y-6">
        <RedeemBox />
        {firstRun ? (
          <EmptyState
            icon={<GiftIcon className="size-6" />}
            title="No rewards yet"
            description="Create a reward, give it in a game, and every winner gets it on screen, by email and on your rewards page."
            points={[
              'A pool of coupon codes, each handed to one winner only.',
              'One code or link for everyone, or a physical prize.',
              'Every winner, a score, instant win by odds, or winning moments.',
            ]}
            action={
              <LinkButton to={pathTo('RewardAdd')} icon={<PlusIcon className="size-4" />}>
                Create a reward
              </LinkButton>
            }
          />
        ) : (
          <Card>
            <div className="border-b border-slate-100 px-5 py-3">
              <label htmlFor={searchId} className="sr-only">
                Search rewards
              </label>
              <Input
                id={searchId}
                type="search"
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                placeholder="Search rewards by name"
                maxLength={80}
                className="sm:max-w-xs"
                data-testid="rewards-search"
              />
            </div>
            {list.isPending ? (
              <ul
                className="divide-y divide-slate-100"
                aria-label="Loading rewards"
                aria-busy="true"
              >
                {Array.from({ length: 4 }, (_, i) => (
                  <li key={i} className="flex items-center gap-3 px-5 py-4">
                    <Skeleton className="size-10 rounded-lg" />
                    <div className="flex-1 space-y-2">
                      <Skeleton className="h-4 w-48 max-w-full" />
                      <Skeleton className="h-3 w-28" />
                    </div>
                    <Skeleton className="hidden h-4 w-24 sm:block" />
                  </li>
                ))}
              </ul>
            ) : list.isError && !data ? (
              <div className="px-5 py-12 text-center">
                <p className="text-sm text-slate-600">The rewards could not be loaded.</p>
                <Button variant="secondary" className="mt-4" onClick={() => void list.refetch()}>
                  Try again
                </Button>
              </div>
            ) : rows.length === 0 ? (
              <div className="px-5 py-14 text-center" data-testid="rewards-no-match">
                <p className="text-sm font-medium text-slate-900">
                  No reward matches “{params.q}”.
                </p>
                <Button
                  variant="secondary"
                  className="mt-4"
                  onClick={() => {
                    setSearch('');
                    setSearchParams(new URLSearchParams());
                  }}
                >
                  Show every reward
                </Button>
              </div>
            ) : (
              <div className={cx('transition-opacity', list.isPlaceholderData && 'opacity-60')}>
                <RewardTable rows={rows} />
                <RewardCards rows={rows} />
                <Pager
                  page={params.page}
                  pageSize={REWARD_PAGE_SIZE}
                  rows={rows.length}
                  total={total}
                  noun={noun('reward', 'rewards')}
                  onPage={(page) => setSearchParams(writeParams({ ...params, page }))}
                  testId="rewards-range"
                />
              </div>
            )}
          </Card>
        )}
      </div>
    </>
  );
}
