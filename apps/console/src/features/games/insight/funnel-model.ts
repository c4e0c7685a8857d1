/**
 * The funnel's arithmetic (issue 34 §2), pure so that it is tested alone: the chain of steps with
 * their step-to-step rates, the change against a compared period, the breakdown's rates and the
 * period the page asks for.
 */
import type { FunnelStep, StepCounts } from '@playdesk/contract';
import { addDays, daysBetween, isIsoDay, type IsoDay } from '../../../lib/dates';

/** The steps drawn as the funnel's bars, in order; CTA clicks and shares are figures of their own. */
export const CHAIN_STEPS = [
  'view',
  'start',
  'first_move',
  'finish',
  'win',
  'lead',
  'reward_won',
  'reward_redeemed',
] as const satisfies readonly FunnelStep[];
export type ChainStep = (typeof CHAIN_STEPS)[number];

/** The steps counted beside the chain. */
export const SIDE_STEPS = ['cta', 'share'] as const satisfies readonly FunnelStep[];

/** `part / whole` as a fraction (0–1), or null when there is no whole to divide by. */
export function rate(part: number, whole: number): number | null {
  if (!(whole > 0)) return null;
  return part / whole;
}

/** A fraction as a percentage with one decimal (0.4567 → 45.7); null stays null. */
export function percent(fraction: number | null): number | null {
  if (fraction === null) return null;
  return Math.round(fraction * 1000) / 10;
}

export interface ChainBar {
  step: ChainStep;
  count: number;
  /** Of the previous step (null for the first, or when the previous is 0). */
  fromPrevious: number | null;
  /** The bar's width: the count against the largest count of the chain (0–1). */
  width: number;
  compared: number | null;
  comparedWidth: number | null;
  /** The change against the compared count, in whole percent (null without a base). */
  change: number | null;
}

/** The funnel's bars: each step's count, its rate from the step before, its compared value. */
export function chainBars(current: StepCounts, compared: StepCounts | null = null): ChainBar[] {
  const most = Math.max(
    1,
    ...CHAIN_STEPS.map((s) => current[s]),
    ...(compared ? CHAIN_STEPS.map((s) => compared[s]) : []),
  );
  return CHAIN_STEPS.map((step, i) => {
    const count = current[step];
    const previous = i > 0 ? current[CHAIN_STEPS[i - 1]!] : null;
    const before = compared ? compared[step] : null;
    return {
      step,
      count,
      fromPrevious: previous === null ? null : rate(count, previous),
      width: count / most,
      compared: before,
      comparedWidth: before === null ? null : before / most,
      change: before === null ? null : change(count, before),
    };
  });
}

/** The change from `before` to `now` in whole percent; null when `before` is 0. */
export function change(now: number, before: number): number | null {
  if (!(before > 0)) return null;
  return Math.round(((now - before) / before) * 100);
}

/** A breakdown row's figures: the counts the table shows and the rates between them. */
export interface BreakdownFigures {
  views: number;
  starts: number;
  finishes: number;
  leads: number;
  rewards: number;
  /** Starts per view. */
  startRate: number | null;
  /** Finishes per start. */
  finishRate: number | null;
  /** Leads per start. */
  leadRate: number | null;
}

export function breakdownFigures(steps: StepCounts): BreakdownFigures {
  return {
    views: steps.view,
    starts: steps.start,
    finishes: steps.finish,
    leads: steps.lead,
    rewards: steps.reward_won,
    startRate: rate(steps.start, steps.view),
    finishRate: rate(steps.finish, steps.start),
    leadRate: rate(steps.lead, steps.start),
  };
}

export interface InsightPeriod {
  from: IsoDay;
  to: IsoDay;
  /** The same number of days just before, when comparing. */
  compare: { from: IsoDay; to: IsoDay } | null;
}

/** The period's days the report may cover: the API answers at most 367 days (`to - from <= 366`). */
export const MAX_DAYS = 367;

/** The period of the same length that ends the day before `from`. */
export function previousPeriod(from: IsoDay, to: IsoDay): { from: IsoDay; to: IsoDay } {
  const length = daysBetween(from, to) + 1;
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

/** The last `days` days up to `today` included (30 by default). */
export function lastDays(today: IsoDay, days = 30): { from: IsoDay; to: IsoDay } {
  return { from: addDays(today, -(days - 1)), to: today };
}

/**
 * The period in the address: `?from=&to=` (kept only when valid, in order and at most a year),
 * else the last 30 days; `?compare=1` compares with the period before.
 */
export function parseInsightPeriod(params: URLSearchParams, today: IsoDay): InsightPeriod {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const valid =
    isIsoDay(from) && isIsoDay(to) && to >= from && daysBetween(from, to) + 1 <= MAX_DAYS;
  const range = valid ? { from, to } : lastDays(today);
  const compare = params.get('compare') === '1' ? previousPeriod(range.from, range.to) : null;
  return { ...range, compare };
}

/** The query string of `GET stats/funnel`. */
export function funnelQuery(options: {
  game?: string | null;
  from: IsoDay;
  to: IsoDay;
  groupBy?: string | null;
  compare?: { from: IsoDay; to: IsoDay } | null;
}): string {
  const query = new URLSearchParams();
  if (options.game) query.set('game', options.game);
  query.set('from', options.from);
  query.set('to', options.to);
  if (options.groupBy) query.set('group_by', options.groupBy);
  if (options.compare) {
    query.set('compare_from', options.compare.from);
    query.set('compare_to', options.compare.to);
  }
  return query.toString();
}

/** The share of the plays that reached a step (0–1), for the "where players give up" bars. */
export function reachShare(reached: number, plays: number): number {
  return plays > 0 ? Math.min(1, reached / plays) : 0;
}

/** A histogram's bars scaled to the tallest (0–1). */
export function barHeights(counts: readonly number[]): number[] {
  const most = Math.max(0, ...counts);
  return counts.map((c) => (most > 0 ? c / most : 0));
}
