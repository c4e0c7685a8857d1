import { FUNNEL_DIMENSIONS } from '@playdesk/contract';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../session/hooks';
import { Card, CardHeader } from '../../ui/Card';
import { cx } from '../../ui/cx';
import { PageHeader } from '../../ui/PageHeader';
import { Segmented } from '../../ui/Segmented';
import { Skeleton } from '../../ui/Skeleton';
import { localDay, rangeLabel } from '../../lib/dates';
import { LazyFunnelCard, useGameOptions } from '../games';
import { useDashboard } from './api';
import {
  parsePeriod,
  periodLength,
  periodParams,
  presetRange,
  PRESETS,
  previousRange,
  type Period,
  type PeriodKey,
} from './period';
import { PlanUsage } from './PlanUsage';
import { Kpis } from './Kpis';
import { TopGames } from './TopGames';
import { FirstPlays } from './FirstPlays';
import { CustomPeriod } from './CustomPeriod';
import { useT } from '../../i18n/i18n';

const PlaysChart = lazy(() => import('./PlaysChart'));

/** The breakdowns of every game's funnel (a variant belongs to one game's experiment). */
const ACCOUNT_DIMENSIONS = FUNNEL_DIMENSIONS.filter((d) => d !== 'variant');

export function DashboardPage() {
  const t = useT();
  const [today] = useState(() => localDay(new Date()));
  const [params, setParams] = useSearchParams();
  const period = parsePeriod(params, today);
  const [customOpen, setCustomOpen] = useState(period.key === 'custom');
  const business = useSession((s) => s.user?.current_account.business_name ?? '');
  const account = useSession((s) => s.user?.current_account.public_id);

  const current = useDashboard(period.from, period.to);
  const prev = previousRange(period.from, period.to);
  const previous = useDashboard(prev.from, prev.to);
  const games = useGameOptions();

  const setPeriod = (next: Period) => setParams(periodParams(next), { replace: true });
  const data = current.data;
  const everPlayed = games.data ? games.data.data.some((g) => g.plays > 0) : null;
  const newAccount = data !== undefined && data.totals.plays === 0 && everPlayed === false;
  const length = periodLength(period.from, period.to);

  return (
    <>
      <PageHeader
        title={t('route.Dashboard')}
        description={`${business} · ${rangeLabel(period.from, period.to)}`}
        actions={
          <Segmented<PeriodKey>
            label={t('dashboard.period')}
            value={customOpen ? 'custom' : period.key}
            onChange={(key) => {
              if (key === 'custom') {
                setCustomOpen(true);
                return;
              }
              setCustomOpen(false);
              setPeriod({ key, ...presetRange(key, today) });
            }}
            options={[
              ...PRESETS.map((p) => ({ value: p.key, label: t(`dashboard.preset.${p.key}`) })),
              { value: 'custom' as const, label: t('dashboard.preset.custom') },
            ]}
            testId="dashboard-period"
          />
        }
      />

      {customOpen ? (
        <CustomPeriod
          key={`${period.from}-${period.to}`}
          from={period.from}
          to={period.to}
          onApply={(from, to) => setPeriod({ key: 'custom', from, to })}
        />
      ) : null}

      {newAccount ? (
        <FirstPlays account={account} games={games.data?.data ?? []} />
      ) : (
        <div
          className={cx('space-y-6', current.isPlaceholderData && 'opacity-70 transition-opacity')}
          aria-busy={current.isFetching}
        >
          <Kpis data={data} previous={previous.data} days={length} />
          <Card>
            <CardHeader
              title={t('dashboard.per_day')}
              description={rangeLabel(period.from, period.to)}
              action={
                <div className="flex shrink-0 items-center gap-4 text-xs text-slate-600">
                  <span className="flex items-center gap-1.5">
                    <span className="h-0.5 w-4 rounded bg-[#4A3494]" aria-hidden="true" />
                    {t('dashboard.plays')}
                  </span>
                  <span className="flex items-center gap-1.5">
                    <span className="h-0.5 w-4 rounded bg-[#10B981]" aria-hidden="true" />
                    {t('dashboard.wins')}
                  </span>
                </div>
              }
            />
            <div className="relative px-2 pt-4 pb-2 sm:px-4">
              {data ? (
                <Suspense fallback={<Skeleton className="h-72 w-full" />}>
                  <PlaysChart days={data.days} />
                </Suspense>
              ) : (
                <Skeleton className="h-72 w-full" />
              )}
              {data && data.totals.plays === 0 ? (
                <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
                  <p className="rounded-lg bg-white/90 px-4 py-2 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">
                    {t('dashboard.no_plays_period')}
                  </p>
                </div>
              ) : null}
            </div>
          </Card>
          <TopGames data={data} />
          <LazyFunnelCard
            game={null}
            period={{ from: period.from, to: period.to, compare: null }}
            defaultGroupBy="source"
            dimensions={ACCOUNT_DIMENSIONS}
            title={t('insight.funnel.all_games')}
          />
        </div>
      )}

      <PlanUsage />
    </>
  );
}
