/**
 * The funnel of a game, or of every game (issue 34 §2): the steps as horizontal bars with their
 * counts and step-to-step rates, the compared period beside them, CTA clicks and shares as figures
 * of their own, and the breakdown table by the dimension chosen. Plain CSS bars, no chart library.
 */
import { FUNNEL_DIMENSIONS, type FunnelDimension, type FunnelResponse } from '@playdesk/contract';
import { useId, useState } from 'react';
import { useT, type T } from '../../../i18n/i18n';
import { rangeLabel } from '../../../lib/dates';
import { formatNumber } from '../../../lib/format';
import { Card, CardHeader } from '../../../ui/Card';
import { cx } from '../../../ui/cx';
import { Select } from '../../../ui/Select';
import { Skeleton } from '../../../ui/Skeleton';
import { useFunnel } from './api';
import {
  breakdownFigures,
  chainBars,
  change,
  percent,
  rate,
  SIDE_STEPS,
  type InsightPeriod,
} from './funnel-model';

/** A fraction as "45.7 %" ("—" when there is none). */
export function formatRate(t: T, fraction: number | null): string {
  const value = percent(fraction);
  return value === null ? '—' : t('insight.percent', { value: formatNumber(value) });
}

/** "▲ 12 %", "▼ 3 %", "±0", or nothing without a base. */
export function ChangeBadge({ value }: { value: number | null }) {
  const t = useT();
  if (value === null) return null;
  const flat = value === 0;
  const up = value > 0;
  return (
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
        : t('insight.change', { sign: up ? '▲' : '▼', value: formatNumber(Math.abs(value)) })}
    </span>
  );
}

export function FunnelCard({
  game,
  period,
  defaultGroupBy = 'source',
  dimensions = FUNNEL_DIMENSIONS,
  title,
}: {
  /** A game's public id; null for every game of the account. */
  game: string | null;
  period: InsightPeriod;
  defaultGroupBy?: FunnelDimension;
  dimensions?: readonly FunnelDimension[];
  title?: string;
}) {
  const t = useT();
  const [groupBy, setGroupBy] = useState<FunnelDimension>(defaultGroupBy);
  const funnel = useFunnel({
    game,
    from: period.from,
    to: period.to,
    groupBy,
    compare: period.compare,
  });
  const data = funnel.data;
  return (
    <Card data-testid="funnel-card">
      <CardHeader
        title={title ?? t('insight.funnel.title')}
        description={
          period.compare
            ? t('insight.funnel.compared', {
                current: rangeLabel(period.from, period.to),
                previous: rangeLabel(period.compare.from, period.compare.to),
              })
            : rangeLabel(period.from, period.to)
        }
      />
      <div
        className={cx('space-y-6 px-5 py-5', funnel.isPlaceholderData && 'opacity-70')}
        aria-busy={funnel.isFetching}
      >
        {data ? (
          <FunnelBars data={data} />
        ) : funnel.isError ? (
          <p className="text-sm text-slate-600">{t('insight.failed')}</p>
        ) : (
          <div className="space-y-3">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-8 w-full" />
            ))}
          </div>
        )}
      </div>
      <Breakdown
        data={data}
        groupBy={groupBy}
        dimensions={dimensions}
        onGroupBy={setGroupBy}
        loading={!data && !funnel.isError}
      />
    </Card>
  );
}

function FunnelBars({ data }: { data: FunnelResponse }) {
  const t = useT();
  const current = data.current.steps;
  const compared = data.compared?.steps ?? null;
  const bars = chainBars(current, compared);
  const empty =
    bars.every((b) => b.count === 0) && (compared === null || bars.every((b) => !b.compared));
  return (
    <>
      {empty ? (
        <p
          className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-600"
          data-testid="funnel-empty"
        >
          {t('insight.funnel.empty')}
        </p>
      ) : null}
      <ol className="space-y-3" data-testid="funnel-steps">
        {bars.map((bar) => (
          <li key={bar.step} data-step={bar.step}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm">
              <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
                <span className="font-medium text-slate-800">{t(`insight.step.${bar.step}`)}</span>
                {bar.fromPrevious !== null ? (
                  <span className="text-xs text-slate-500 tabular-nums">
                    {t('insight.funnel.of_previous', { rate: formatRate(t, bar.fromPrevious) })}
                  </span>
                ) : null}
              </span>
              <span className="flex items-center gap-2 tabular-nums">
                <strong className="font-semibold text-slate-900" data-testid="step-count">
                  {formatNumber(bar.count)}
                </strong>
                {bar.compared !== null ? (
                  <>
                    <span className="text-xs whitespace-nowrap text-slate-500">
                      {t('insight.funnel.before', { count: formatNumber(bar.compared) })}
                    </span>
                    <ChangeBadge value={bar.change} />
                  </>
                ) : null}
              </span>
            </div>
            <div className="mt-1 space-y-1">
              <div className="h-3 overflow-hidden rounded-full bg-slate-100">
                <div
                  className="h-full rounded-full bg-primary-500"
                  style={{ width: `${bar.width * 100}%` }}
                />
              </div>
              {bar.comparedWidth !== null ? (
                <div className="h-1.5 overflow-hidden rounded-full bg-slate-100">
                  <div
                    className="h-full rounded-full bg-slate-400"
                    style={{ width: `${bar.comparedWidth * 100}%` }}
                  />
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      {compared ? (
        <p className="flex flex-wrap gap-4 text-xs text-slate-600">
          <span className="flex items-center gap-1.5">
            <span className="h-2 w-4 rounded bg-primary-500" aria-hidden="true" />
            {rangeLabel(data.current.from, data.current.to)}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="h-1.5 w-4 rounded bg-slate-400" aria-hidden="true" />
            {data.compared ? rangeLabel(data.compared.from, data.compared.to) : null}
          </span>
        </p>
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-2">
        {SIDE_STEPS.map((step) => (
          <div key={step} className="rounded-lg border border-slate-200 px-4 py-3">
            <dt className="text-sm text-slate-500">{t(`insight.step.${step}`)}</dt>
            <dd className="mt-1 flex flex-wrap items-center gap-2">
              <span
                className="text-xl font-semibold text-slate-900 tabular-nums"
                data-testid={`side-${step}`}
              >
                {formatNumber(current[step])}
              </span>
              {compared ? <ChangeBadge value={change(current[step], compared[step])} /> : null}
              <span className="text-xs text-slate-500">
                {t('insight.funnel.per_view', {
                  rate: formatRate(t, rate(current[step], current.view)),
                })}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** A dimension value as people read it: "Direct", "Phone", "Returning"; else the server's label. */
export function dimensionValue(t: T, groupBy: FunnelDimension | null, key: string, label: string) {
  if (key === '') return t('insight.value.none');
  if (key === 'unknown') return t('insight.value.unknown');
  if (groupBy === 'device' && (key === 'phone' || key === 'tablet' || key === 'desktop'))
    return t(`insight.value.${key}`);
  if (groupBy === 'returning') {
    if (key === 'true' || key === 'returning') return t('insight.value.returning');
    if (key === 'false' || key === 'new') return t('insight.value.new');
  }
  if (key === 'direct' && (groupBy === 'source' || groupBy === 'referrer' || groupBy === 'host'))
    return t('insight.value.direct');
  if (key === 'none' && (groupBy === 'medium' || groupBy === 'campaign'))
    return t('insight.value.none');
  return label || key;
}

function Breakdown({
  data,
  groupBy,
  dimensions,
  onGroupBy,
  loading,
}: {
  data: FunnelResponse | undefined;
  groupBy: FunnelDimension;
  dimensions: readonly FunnelDimension[];
  onGroupBy(value: FunnelDimension): void;
  loading: boolean;
}) {
  const t = useT();
  const selectId = useId();
  const rows = data && data.group_by === groupBy ? data.current.rows : null;
  const head = 'px-3 py-2.5 text-right font-medium whitespace-nowrap';
  return (
    <div className="border-t border-slate-100">
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
        <h3 className="text-sm font-semibold text-slate-900">{t('insight.breakdown.title')}</h3>
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm whitespace-nowrap text-slate-600">
            {t('insight.breakdown.group_by')}
          </label>
          <Select
            id={selectId}
            value={groupBy}
            onChange={(e) => onGroupBy(e.target.value as FunnelDimension)}
            className="w-auto min-w-40"
            data-testid="group-by"
          >
            {dimensions.map((d) => (
              <option key={d} value={d}>
                {t(`insight.dimension.${d}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {rows === null ? (
        loading ? (
          <div className="space-y-2 px-5 pb-5">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        ) : null
      ) : rows.length === 0 ? (
        <p className="px-5 pb-6 text-sm text-slate-500">{t('insight.breakdown.none')}</p>
      ) : (
        // Focusable, so a keyboard can scroll a table wider than a phone (axe:
        // scrollable-region-focusable).
        <div
          className="overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label={t('insight.breakdown.title')}
        >
          <table className="w-full text-sm" data-testid="breakdown">
            <thead>
              <tr className="border-y border-slate-100 bg-slate-50/60 text-xs text-slate-500">
                <th scope="col" className="px-5 py-2.5 text-left font-medium">
                  {t(`insight.dimension.${groupBy}`)}
                </th>
                <th scope="col" className={head}>
                  {t('insight.col.views')}
                </th>
                <th scope="col" className={head}>
                  {t('insight.col.starts')}
                </th>
                <th scope="col" className={head}>
                  {t('insight.col.start_rate')}
                </th>
                <th scope="col" className={head}>
                  {t('insight.col.finishes')}
                </th>
                <th scope="col" className={head}>
                  {t('insight.col.finish_rate')}
                </th>
                <th scope="col" className={head}>
                  {t('insight.col.leads')}
                </th>
                <th scope="col" className={head}>
                  {t('insight.col.lead_rate')}
                </th>
                <th scope="col" className={cx(head, 'pr-5')}>
                  {t('insight.col.rewards')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => {
                const f = breakdownFigures(row.steps);
                const cell = 'px-3 py-2.5 text-right text-slate-700 tabular-nums';
                return (
                  <tr key={row.key} className="hover:bg-slate-50/80">
                    <th
                      scope="row"
                      className="max-w-56 truncate px-5 py-2.5 text-left font-medium text-slate-900"
                      title={row.label || row.key}
                    >
                      {dimensionValue(t, groupBy, row.key, row.label)}
                    </th>
                    <td className={cell}>{formatNumber(f.views)}</td>
                    <td className={cell}>{formatNumber(f.starts)}</td>
                    <td className={cell}>{formatRate(t, f.startRate)}</td>
                    <td className={cell}>{formatNumber(f.finishes)}</td>
                    <td className={cell}>{formatRate(t, f.finishRate)}</td>
                    <td className={cell}>{formatNumber(f.leads)}</td>
                    <td className={cell}>{formatRate(t, f.leadRate)}</td>
                    <td className={cx(cell, 'pr-5')}>{formatNumber(f.rewards)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
