import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/i18n';
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
import { RewardTabs } from '../../counter';
import { RedeemBox } from './RedeemBox';
import { RewardCards, RewardTable } from './RewardRows';

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
  const t = useT();
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
        title={t('rewards.title')}
        description={t('rewards.description')}
        actions={
          <LinkButton to={pathTo('RewardAdd')} icon={<PlusIcon className="size-4" />}>
            {t('rewards.new')}
          </LinkButton>
        }
      />
      <RewardTabs className="mb-6" />
      <div className="space-y-6">
        <RedeemBox />
        {firstRun ? (
          <EmptyState
            icon={<GiftIcon className="size-6" />}
            title={t('rewards.empty.title')}
            description={t('rewards.empty.text')}
            points={[
              t('rewards.empty.point1'),
              t('rewards.empty.point2'),
              t('rewards.empty.point3'),
            ]}
            action={
              <LinkButton to={pathTo('RewardAdd')} icon={<PlusIcon className="size-4" />}>
                {t('rewards.empty.create')}
              </LinkButton>
            }
          />
        ) : (
          <Card>
            <div className="border-b border-slate-100 px-5 py-3">
              <label htmlFor={searchId} className="sr-only">
                {t('rewards.search')}
              </label>
              <Input
                id={searchId}
                type="search"
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                placeholder={t('rewards.search_placeholder')}
                maxLength={80}
                className="sm:max-w-xs"
                data-testid="rewards-search"
              />
            </div>
            {list.isPending ? (
              <ul
                className="divide-y divide-slate-100"
                aria-label={t('rewards.list_loading')}
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
                <p className="text-sm text-slate-600">{t('rewards.list_failed')}</p>
                <Button variant="secondary" className="mt-4" onClick={() => void list.refetch()}>
                  {t('common.try_again')}
                </Button>
              </div>
            ) : rows.length === 0 ? (
              <div className="px-5 py-14 text-center" data-testid="rewards-no-match">
                <p className="text-sm font-medium text-slate-900">
                  {t('rewards.no_match', { q: params.q })}
                </p>
                <Button
                  variant="secondary"
                  className="mt-4"
                  onClick={() => {
                    setSearch('');
                    setSearchParams(new URLSearchParams());
                  }}
                >
                  {t('rewards.show_all')}
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
                  text={{
                    range: (r) => t('rewards.range', { ...r }),
                    label: t('rewards.pages'),
                  }}
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
