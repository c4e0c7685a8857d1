import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/i18n';
import { daysBetween, localDay, type IsoDay } from '../../../lib/dates';
import { Button } from '../../../ui/Button';
import { Input } from '../../../ui/Input';
import { lastDays, MAX_DAYS, parseInsightPeriod, type InsightPeriod } from './funnel-model';

const PRESETS = [7, 30, 90] as const;

/** The period of the insight pages, kept in the address (`?from=&to=&compare=1`). */
export function useInsightPeriod(): [InsightPeriod, (next: Partial<PeriodParams>) => void] {
  const [today] = useState(() => localDay(new Date()));
  const [params, setParams] = useSearchParams();
  const period = parseInsightPeriod(params, today);
  const set = (next: Partial<PeriodParams>) => {
    const merged: PeriodParams = {
      from: next.from ?? period.from,
      to: next.to ?? period.to,
      compare: next.compare ?? period.compare !== null,
    };
    const query = new URLSearchParams(params);
    query.set('from', merged.from);
    query.set('to', merged.to);
    if (merged.compare) query.set('compare', '1');
    else query.delete('compare');
    setParams(query, { replace: true });
  };
  return [period, set];
}

interface PeriodParams {
  from: IsoDay;
  to: IsoDay;
  compare: boolean;
}

/** The period's days, a preset in one click, and "compare with the previous period". */
export function PeriodControls({
  period,
  onChange,
}: {
  period: InsightPeriod;
  onChange(next: Partial<PeriodParams>): void;
}) {
  const t = useT();
  const [today] = useState(() => localDay(new Date()));
  const fromId = useId();
  const toId = useId();
  const length = daysBetween(period.from, period.to) + 1;
  const valid = (from: string, to: string) =>
    from !== '' && to !== '' && to >= from && daysBetween(from, to) + 1 <= MAX_DAYS;
  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:flex-row lg:items-end lg:justify-between"
      data-testid="insight-period"
    >
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        <div className="min-w-0 space-y-1">
          <label htmlFor={fromId} className="block text-xs font-medium text-slate-600">
            {t('insight.period.from')}
          </label>
          <Input
            id={fromId}
            type="date"
            value={period.from}
            max={period.to}
            onChange={(e) => valid(e.target.value, period.to) && onChange({ from: e.target.value })}
            className="sm:w-40"
          />
        </div>
        <div className="min-w-0 space-y-1">
          <label htmlFor={toId} className="block text-xs font-medium text-slate-600">
            {t('insight.period.to')}
          </label>
          <Input
            id={toId}
            type="date"
            value={period.to}
            min={period.from}
            onChange={(e) => valid(period.from, e.target.value) && onChange({ to: e.target.value })}
            className="sm:w-40"
          />
        </div>
        <div className="col-span-2 flex flex-wrap gap-1">
          {PRESETS.map((days) => {
            const range = lastDays(today, days);
            const active = range.from === period.from && range.to === period.to;
            return (
              <Button
                key={days}
                size="sm"
                variant={active ? 'secondary' : 'ghost'}
                aria-pressed={active}
                onClick={() => onChange(range)}
              >
                {t('insight.period.last', { days })}
              </Button>
            );
          })}
        </div>
      </div>
      <Button
        variant={period.compare ? 'primary' : 'secondary'}
        size="sm"
        aria-pressed={period.compare !== null}
        className="lg:shrink-0"
        onClick={() => onChange({ compare: period.compare === null })}
        data-testid="compare-toggle"
      >
        {period.compare
          ? t('insight.period.comparing', { days: length })
          : t('insight.period.compare', { days: length })}
      </Button>
    </div>
  );
}
