import type { DashboardResponse } from '@playdesk/contract';
import { type ReactNode } from 'react';
import { Card } from '../../ui/Card';
import { cx } from '../../ui/cx';
import { ChartIcon, SparklesIcon, TrophyIcon, UsersIcon } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import { formatCount } from '../plans';
import { change, winRate } from './period';
import { useT } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';

function Delta({
  value,
  unit,
  days,
}: {
  value: number | null;
  unit: 'percent' | 'points';
  days: number;
}) {
  const t = useT();
  if (value === null)
    return <span className="text-slate-500">{t('dashboard.none_in', { days })}</span>;
  const up = value > 0;
  const flat = value === 0;
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span
        className={cx(
          'inline-flex shrink-0 items-center rounded-md px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap tabular-nums',
          flat
            ? 'bg-slate-100 text-slate-600'
            : up
              ? 'bg-emerald-50 text-emerald-700'
              : 'bg-red-50 text-red-700',
        )}
      >
        {flat
          ? '±0'
          : t(unit === 'percent' ? 'dashboard.delta_percent' : 'dashboard.delta_points', {
              sign: up ? '▲' : '▼',
              value: formatNumber(Math.abs(value)),
            })}
      </span>
      <span className="text-slate-500">{t('dashboard.vs', { days })}</span>
    </span>
  );
}

function Kpi({
  label,
  value,
  icon,
  footer,
  testId,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  footer: ReactNode;
  testId: string;
}) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-500">{label}</p>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-600">
          {icon}
        </span>
      </div>
      <p
        className="mt-2 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-3xl"
        data-testid={testId}
      >
        {value}
      </p>
      <div className="mt-3 text-xs">{footer}</div>
    </Card>
  );
}

export function Kpis({
  data,
  previous,
  days,
}: {
  data: DashboardResponse | undefined;
  previous: DashboardResponse | undefined;
  /** The length of the period, which the previous one has too. */
  days: number;
}) {
  const t = useT();
  if (!data) {
    return (
      <div
        className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
        aria-label={t('dashboard.loading')}
      >
        {[0, 1, 2, 3].map((i) => (
          <Card key={i} className="space-y-3 p-5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-8 w-20" />
            <Skeleton className="h-3 w-32" />
          </Card>
        ))}
      </div>
    );
  }
  const { plays, wins, new_players } = data.totals;
  const rate = winRate(plays, wins);
  const p = previous?.totals;
  const rateChange =
    p && p.plays > 0 ? Math.round((rate - winRate(p.plays, p.wins)) * 10) / 10 : null;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <Kpi
        label={t('dashboard.plays')}
        value={formatCount(plays)}
        icon={<ChartIcon className="size-4.5" />}
        footer={<Delta value={p ? change(plays, p.plays) : null} unit="percent" days={days} />}
        testId="kpi-plays"
      />
      <Kpi
        label={t('dashboard.wins')}
        value={formatCount(wins)}
        icon={<TrophyIcon className="size-4.5" />}
        footer={<Delta value={p ? change(wins, p.wins) : null} unit="percent" days={days} />}
        testId="kpi-wins"
      />
      <Kpi
        label={t('dashboard.win_rate')}
        value={t('dashboard.percent', { value: formatNumber(rate) })}
        icon={<SparklesIcon className="size-4.5" />}
        footer={<Delta value={rateChange} unit="points" days={days} />}
        testId="kpi-win-rate"
      />
      <Kpi
        label={t('dashboard.new_players')}
        value={formatCount(new_players)}
        icon={<UsersIcon className="size-4.5" />}
        footer={
          <Delta value={p ? change(new_players, p.new_players) : null} unit="percent" days={days} />
        }
        testId="kpi-new-players"
      />
    </div>
  );
}
