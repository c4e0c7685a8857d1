import { addDays, daysBetween, isIsoDay, type IsoDay } from '../../lib/dates';
import type { MessageKey } from '../../i18n/i18n';

/** Period choices of the dashboard. */
export const PRESETS = [
  { key: '7d', days: 7, label: '7 days' },
  { key: '30d', days: 30, label: '30 days' },
  { key: '90d', days: 90, label: '90 days' },
] as const;
export type PresetKey = (typeof PRESETS)[number]['key'];
export type PeriodKey = PresetKey | 'custom';

/** The API answers for at most 366 days at a time (`to - from <= 366`). */
export const MAX_PERIOD_DAYS = 367;

export interface Period {
  readonly key: PeriodKey;
  readonly from: IsoDay;
  readonly to: IsoDay;
}

/** The last `days` days, today included. */
export function presetRange(key: PresetKey, today: IsoDay): { from: IsoDay; to: IsoDay } {
  const preset = PRESETS.find((p) => p.key === key) ?? PRESETS[1];
  return { from: addDays(today, -(preset.days - 1)), to: today };
}

/** Why a custom period cannot be shown (a message key), or null when it can. */
export function customRangeProblem(from: string, to: string): MessageKey | null {
  if (!isIsoDay(from) || !isIsoDay(to)) return 'dashboard.custom.missing';
  if (to < from) return 'dashboard.custom.order';
  if (daysBetween(from, to) + 1 > MAX_PERIOD_DAYS) return 'dashboard.custom.long';
  return null;
}

/**
 * The period in the address: `?period=7d|30d|90d` or `?from=…&to=…` (custom). Anything else is
 * the last 30 days.
 */
export function parsePeriod(params: URLSearchParams, today: IsoDay): Period {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (from && to && customRangeProblem(from, to) === null) return { key: 'custom', from, to };
  const key = PRESETS.find((p) => p.key === params.get('period'))?.key ?? '30d';
  return { key, ...presetRange(key, today) };
}

export function periodParams(period: Period): Record<string, string> {
  return period.key === 'custom'
    ? { from: period.from, to: period.to }
    : period.key === '30d'
      ? {}
      : { period: period.key };
}

/** The period of the same length just before (to compare against). */
export function previousRange(from: IsoDay, to: IsoDay): { from: IsoDay; to: IsoDay } {
  const length = daysBetween(from, to) + 1;
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

/** Wins as a share of plays, in percent with one decimal (0 when nothing was played). */
export function winRate(plays: number, wins: number): number {
  if (plays <= 0) return 0;
  return Math.round((wins / plays) * 1000) / 10;
}

/** The change against the previous period, in whole percent; null when there is no base. */
export function change(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

export function periodLength(from: IsoDay, to: IsoDay): number {
  return daysBetween(from, to) + 1;
}
