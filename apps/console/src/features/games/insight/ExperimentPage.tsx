/**
 * GameExperiment (issue 34 §8): per variant its players, conversions and rate with the 95 %
 * interval, the difference to the control with its interval and p-value, the method named, a
 * "not enough data yet" state, the sample-ratio-mismatch warning, and Stop / Promote. A stopped
 * experiment stays readable.
 */
import type { Experiment, ExperimentResults, VariantKey, VariantResult } from '@playdesk/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useT, type T } from '../../../i18n/i18n';
import { formatDate, formatDay, formatDecimal, formatNumber } from '../../../lib/format';
import { pathTo } from '../../../rules/routes';
import { toast } from '../../../session/toast';
import { Button, LinkButton } from '../../../ui/Button';
import { Card, CardBody, CardHeader } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { InfoIcon, SparklesIcon, WarningIcon } from '../../../ui/icons';
import { ConfirmDialog } from '../../../ui/Modal';
import { Select } from '../../../ui/Select';
import { Skeleton } from '../../../ui/Skeleton';
import { useEndExperiment, useExperiment } from './api';
import { ExperimentStatus } from './ExperimentsPage';
import { formatRate } from './FunnelCard';
import { GameFrame } from './GameTabs';
import { differenceScale, intervalPosition, rateScale } from './results-model';

export function ExperimentPage() {
  const { experiment = '' } = useParams();
  return (
    <GameFrame>{(game) => <ExperimentBody id={experiment} game={game.public_id} />}</GameFrame>
  );
}

function ExperimentBody({ id, game }: { id: string; game: string }) {
  const t = useT();
  const query = useExperiment(id);
  if (query.isPending) return <Skeleton className="h-72 w-full" />;
  if (query.isError || !query.data) {
    return (
      <EmptyState
        icon={<SparklesIcon className="size-6" />}
        title={query.isError ? t('insight.failed') : t('insight.experiment.missing')}
        description={t('insight.experiment.missing_hint')}
        action={
          <LinkButton to={pathTo('GameExperiments', { id: game })}>
            {t('insight.experiment.back')}
          </LinkButton>
        }
      />
    );
  }
  const { experiment, results } = query.data;
  return (
    <div className="space-y-6" data-testid="experiment">
      <Card>
        <CardHeader
          title={experiment.name}
          description={t('insight.experiment.meta', {
            goal: t(`insight.goal.${experiment.goal}`),
            date: formatDate(experiment.started_at),
          })}
          action={<ExperimentStatus experiment={experiment} />}
        />
        <CardBody className="space-y-3 text-sm text-slate-600">
          <p>
            {t('insight.experiment.method', { method: results.method })}{' '}
            {experiment.min_sample !== null
              ? t('insight.experiment.min_sample', { count: experiment.min_sample })
              : null}{' '}
            {experiment.ends_on
              ? t('insight.experiment.ends', { date: formatDay(experiment.ends_on) })
              : null}
          </p>
          {experiment.status === 'stopped' ? (
            <p data-testid="experiment-stopped">
              {experiment.promoted_variant
                ? t('insight.experiment.stopped_promoted', {
                    date: formatDate(experiment.stopped_at),
                    variant: variantName(experiment, experiment.promoted_variant),
                  })
                : t('insight.experiment.stopped_on', { date: formatDate(experiment.stopped_at) })}
            </p>
          ) : null}
        </CardBody>
      </Card>
      {!results.enough_data ? (
        <Notice tone="info" testId="not-enough-data">
          {t('insight.experiment.not_enough', {
            count: experiment.min_sample ?? 100,
          })}
        </Notice>
      ) : null}
      {results.sample_ratio.mismatch ? (
        <Notice tone="warning" testId="srm-warning">
          {t('insight.experiment.srm', {
            p: formatP(results.sample_ratio.p_value),
          })}
        </Notice>
      ) : null}
      <ResultsTable results={results} />
      {experiment.status === 'running' ? <Actions experiment={experiment} /> : null}
    </div>
  );
}

function variantName(experiment: Experiment, key: VariantKey): string {
  const v = experiment.variants.find((x) => x.key === key);
  return v ? `${key} · ${v.name}` : key;
}

/** A p-value as people read it: "< 0.001", else three decimals. */
export function formatP(p: number | null): string {
  if (p === null) return '—';
  if (p < 0.001) return `< ${formatDecimal(0.001, 3)}`;
  return formatDecimal(p, 3);
}

function Notice({
  tone,
  testId,
  children,
}: {
  tone: 'info' | 'warning';
  testId: string;
  children: string;
}) {
  const Icon = tone === 'info' ? InfoIcon : WarningIcon;
  return (
    <p
      className={
        tone === 'info'
          ? 'flex gap-2 rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-200'
          : 'flex gap-2 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200'
      }
      role={tone === 'warning' ? 'alert' : undefined}
      data-testid={testId}
    >
      <Icon className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

/** A point with its interval on a track from `scale.min` to `scale.max`; a zero line if inside. */
function IntervalBar({
  value,
  interval,
  scale,
  label,
}: {
  value: number | null;
  interval: readonly [number, number] | null;
  scale: { min: number; max: number };
  label: string;
}) {
  if (value === null || interval === null) return null;
  const pos = intervalPosition(value, interval, scale);
  return (
    <div
      className="relative mt-1.5 h-3 w-full min-w-24 rounded-full bg-slate-100"
      role="img"
      aria-label={label}
    >
      {pos.zero !== null ? (
        <span
          className="absolute inset-y-0 w-px bg-slate-400"
          style={{ left: `${pos.zero * 100}%` }}
        />
      ) : null}
      <span
        className="absolute top-1/2 h-1 -translate-y-1/2 rounded-full bg-primary-300"
        style={{
          left: `${pos.low * 100}%`,
          width: `${Math.max(pos.high - pos.low, 0.005) * 100}%`,
        }}
      />
      <span
        className="absolute top-1/2 size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-primary-600 ring-2 ring-white"
        style={{ left: `${pos.value * 100}%` }}
      />
    </div>
  );
}

/** A difference of rates in percentage points, signed: "+11.4 pts", "−2 pts". */
export function formatPoints(t: T, difference: number | null): string {
  if (difference === null) return '—';
  const value = Math.round(difference * 1000) / 10;
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  return t('insight.points', { value: `${sign}${formatNumber(Math.abs(value))}` });
}

function intervalText(t: T, interval: readonly [number, number] | null, points = false): string {
  if (!interval) return '';
  const f = (x: number) => (points ? formatPoints(t, x) : formatRate(t, x));
  return t('insight.experiment.interval', { low: f(interval[0]), high: f(interval[1]) });
}

function ResultsTable({ results }: { results: ExperimentResults }) {
  const t = useT();
  const scales = { rates: rateScale(results.variants), diffs: differenceScale(results.variants) };
  const head = 'px-3 py-2.5 text-left font-medium whitespace-nowrap';
  return (
    <Card>
      <CardHeader
        title={t('insight.experiment.results')}
        description={t('insight.experiment.results_hint', {
          goal: t(`insight.goal.${results.goal}`),
        })}
      />
      {/* A phone reads one card per variant; a wider screen the table. */}
      <ul className="divide-y divide-slate-100 md:hidden" data-testid="results-list">
        {results.variants.map((v, i) => (
          <li key={v.key} className="space-y-3 px-5 py-4">
            <VariantTitle v={v} control={i === 0} />
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-xs text-slate-500">{t('insight.experiment.players')}</dt>
                <dd className="text-slate-900 tabular-nums">{formatNumber(v.players)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{t('insight.experiment.conversions')}</dt>
                <dd className="text-slate-900 tabular-nums">{formatNumber(v.conversions)}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-xs text-slate-500">{t('insight.experiment.rate')}</dt>
                <dd>
                  <RateCell v={v} scale={scales.rates} />
                </dd>
              </div>
              {i > 0 ? (
                <>
                  <div className="col-span-2">
                    <dt className="text-xs text-slate-500">{t('insight.experiment.difference')}</dt>
                    <dd>
                      <DifferenceCell v={v} scale={scales.diffs} />
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-500">{t('insight.experiment.p_value')}</dt>
                    <dd className="tabular-nums">{formatP(v.p_value)}</dd>
                  </div>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm" data-testid="results">
          <thead>
            <tr className="border-b border-slate-100 bg-slate-50/60 text-xs text-slate-500">
              <th scope="col" className="px-5 py-2.5 text-left font-medium">
                {t('insight.experiment.variant')}
              </th>
              <th scope="col" className={`${head} text-right`}>
                {t('insight.experiment.players')}
              </th>
              <th scope="col" className={`${head} text-right`}>
                {t('insight.experiment.conversions')}
              </th>
              <th scope="col" className={`${head} w-1/4`}>
                {t('insight.experiment.rate')}
              </th>
              <th scope="col" className={`${head} w-1/4`}>
                {t('insight.experiment.difference')}
              </th>
              <th scope="col" className={`${head} pr-5 text-right`}>
                {t('insight.experiment.p_value')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {results.variants.map((v, i) => (
              <tr key={v.key} data-testid={`result-${v.key}`} className="align-top">
                <th scope="row" className="min-w-40 px-5 py-3 text-left font-normal">
                  <VariantTitle v={v} control={i === 0} />
                </th>
                <td className="px-3 py-3 text-right text-slate-700 tabular-nums">
                  {formatNumber(v.players)}
                </td>
                <td className="px-3 py-3 text-right text-slate-700 tabular-nums">
                  {formatNumber(v.conversions)}
                </td>
                <td className="px-3 py-3">
                  <RateCell v={v} scale={scales.rates} />
                </td>
                <td className="px-3 py-3">
                  {i === 0 ? (
                    <span className="text-xs text-slate-500">
                      {t('insight.experiment.baseline')}
                    </span>
                  ) : (
                    <DifferenceCell v={v} scale={scales.diffs} />
                  )}
                </td>
                <td className="px-3 py-3 pr-5 text-right text-slate-700 tabular-nums">
                  {i === 0 ? '—' : formatP(v.p_value)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function VariantTitle({ v, control }: { v: VariantResult; control: boolean }) {
  const t = useT();
  return (
    <div>
      <span className="font-semibold text-slate-900">{v.key}</span>{' '}
      <span className="font-medium break-words text-slate-700">{v.name}</span>
      <span className="block text-xs text-slate-500">
        {control
          ? t('insight.experiment.control', { share: v.share })
          : t('insight.experiment.share', { share: v.share })}
      </span>
    </div>
  );
}

function RateCell({ v, scale }: { v: VariantResult; scale: { min: number; max: number } }) {
  const t = useT();
  return (
    <>
      <span className="font-medium text-slate-900 tabular-nums">{formatRate(t, v.rate)}</span>{' '}
      <span className="text-xs whitespace-nowrap text-slate-500 tabular-nums">
        {intervalText(t, v.rate_interval)}
      </span>
      <IntervalBar
        value={v.rate}
        interval={v.rate_interval}
        scale={scale}
        label={t('insight.experiment.rate_bar', {
          rate: formatRate(t, v.rate),
          interval: intervalText(t, v.rate_interval),
        })}
      />
    </>
  );
}

function DifferenceCell({ v, scale }: { v: VariantResult; scale: { min: number; max: number } }) {
  const t = useT();
  const significant = v.p_value !== null && v.p_value < 0.05;
  const tone = !significant
    ? 'text-slate-900'
    : (v.difference ?? 0) > 0
      ? 'text-emerald-700'
      : 'text-red-700';
  return (
    <>
      <span className={`font-medium tabular-nums ${tone}`}>{formatPoints(t, v.difference)}</span>{' '}
      <span className="text-xs whitespace-nowrap text-slate-500 tabular-nums">
        {intervalText(t, v.difference_interval, true)}
      </span>
      <IntervalBar
        value={v.difference}
        interval={v.difference_interval}
        scale={scale}
        label={t('insight.experiment.difference_bar', {
          interval: intervalText(t, v.difference_interval, true),
        })}
      />
    </>
  );
}

function Actions({ experiment }: { experiment: Experiment }) {
  const t = useT();
  const end = useEndExperiment(experiment.public_id);
  const [promote, setPromote] = useState<VariantKey>(experiment.variants[1]?.key ?? 'B');
  const [confirm, setConfirm] = useState<'stop' | 'promote' | null>(null);
  const run = (variant: VariantKey | null) =>
    end.mutate(variant, {
      onSuccess: () => {
        setConfirm(null);
        toast.success(
          variant
            ? t('insight.experiment.promoted_toast', { variant: variantName(experiment, variant) })
            : t('insight.experiment.stopped_toast'),
        );
      },
      // The refusal is the toast's; the experiment stays as it was.
      onError: () => setConfirm(null),
    });
  return (
    <Card>
      <CardHeader
        title={t('insight.experiment.end')}
        description={t('insight.experiment.end_hint')}
      />
      <CardBody className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <Button
          variant="secondary"
          onClick={() => setConfirm('stop')}
          data-testid="stop-experiment"
        >
          {t('insight.experiment.stop')}
        </Button>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Select
            value={promote}
            onChange={(e) => setPromote(e.target.value as VariantKey)}
            aria-label={t('insight.experiment.promote_which')}
            className="sm:w-56"
          >
            {experiment.variants.map((v) => (
              <option key={v.key} value={v.key}>
                {variantName(experiment, v.key)}
              </option>
            ))}
          </Select>
          <Button onClick={() => setConfirm('promote')} data-testid="promote-experiment">
            {t('insight.experiment.promote', { variant: promote })}
          </Button>
        </div>
      </CardBody>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={
          confirm === 'promote'
            ? t('insight.experiment.promote_title', { variant: variantName(experiment, promote) })
            : t('insight.experiment.stop_title')
        }
        description={
          confirm === 'promote'
            ? t('insight.experiment.promote_confirm')
            : t('insight.experiment.stop_confirm')
        }
        confirmLabel={
          confirm === 'promote'
            ? t('insight.experiment.promote', { variant: promote })
            : t('insight.experiment.stop')
        }
        busy={end.isPending}
        onConfirm={() => run(confirm === 'promote' ? promote : null)}
        testId="experiment-confirm"
      />
    </Card>
  );
}
