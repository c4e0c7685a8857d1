import type { StepCounts } from '@playdesk/contract';
import { describe, expect, it } from 'vitest';
import {
  barHeights,
  breakdownFigures,
  chainBars,
  change,
  CHAIN_STEPS,
  funnelQuery,
  lastDays,
  parseInsightPeriod,
  percent,
  previousPeriod,
  rate,
  reachShare,
} from './funnel-model';

function steps(counts: Partial<StepCounts>): StepCounts {
  return {
    view: 0,
    start: 0,
    first_move: 0,
    finish: 0,
    win: 0,
    lead: 0,
    reward_won: 0,
    reward_redeemed: 0,
    cta: 0,
    share: 0,
    ...counts,
  };
}

describe('rates', () => {
  it('divides, and has no rate without a whole', () => {
    expect(rate(1, 4)).toBe(0.25);
    expect(rate(3, 0)).toBeNull();
    expect(percent(0.45678)).toBe(45.7);
    expect(percent(null)).toBeNull();
  });

  it('changes in whole percent, none from zero', () => {
    expect(change(150, 100)).toBe(50);
    expect(change(80, 120)).toBe(-33);
    expect(change(5, 0)).toBeNull();
  });
});

describe('chainBars', () => {
  it('gives each step its rate from the step before and its width against the largest', () => {
    const bars = chainBars(steps({ view: 200, start: 100, first_move: 90, finish: 45, win: 0 }));
    expect(bars.map((b) => b.step)).toEqual([...CHAIN_STEPS]);
    expect(bars[0]).toMatchObject({ count: 200, fromPrevious: null, width: 1 });
    expect(bars[1]).toMatchObject({ count: 100, fromPrevious: 0.5, width: 0.5 });
    expect(bars[3]!.fromPrevious).toBe(0.5);
    // Nothing won: the next step has no rate to compute.
    expect(bars[5]!.fromPrevious).toBeNull();
    expect(bars[0]!.compared).toBeNull();
  });

  it('puts the compared period on the same scale, with the change', () => {
    const bars = chainBars(steps({ view: 100, start: 50 }), steps({ view: 400, start: 40 }));
    expect(bars[0]).toMatchObject({ width: 0.25, compared: 400, comparedWidth: 1, change: -75 });
    expect(bars[1]).toMatchObject({ compared: 40, change: 25 });
  });

  it('draws empty bars for an empty funnel', () => {
    expect(chainBars(steps({})).every((b) => b.width === 0)).toBe(true);
  });
});

describe('breakdownFigures', () => {
  it('rates starts per view, finishes and leads per start', () => {
    const f = breakdownFigures(steps({ view: 40, start: 20, finish: 10, lead: 5, reward_won: 2 }));
    expect(f).toEqual({
      views: 40,
      starts: 20,
      finishes: 10,
      leads: 5,
      rewards: 2,
      startRate: 0.5,
      finishRate: 0.5,
      leadRate: 0.25,
    });
    expect(breakdownFigures(steps({ start: 3 })).startRate).toBeNull();
  });
});

describe('period', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(parseInsightPeriod(new URLSearchParams(), '2026-11-29')).toEqual({
      from: '2026-10-31',
      to: '2026-11-29',
      compare: null,
    });
  });

  it('compares with the same number of days just before', () => {
    expect(previousPeriod('2026-11-01', '2026-11-30')).toEqual({
      from: '2026-10-02',
      to: '2026-10-31',
    });
    const period = parseInsightPeriod(
      new URLSearchParams('from=2026-11-10&to=2026-11-16&compare=1'),
      '2026-11-29',
    );
    expect(period.compare).toEqual({ from: '2026-11-03', to: '2026-11-09' });
  });

  it('ignores a period out of order, malformed or over a year', () => {
    const today = '2026-11-29';
    const fallback = lastDays(today);
    for (const query of [
      'from=2026-11-20&to=2026-11-10',
      'from=2026-02-30&to=2026-03-10',
      'from=2024-01-01&to=2026-01-01',
    ]) {
      expect(parseInsightPeriod(new URLSearchParams(query), today)).toMatchObject(fallback);
    }
  });

  it('asks the funnel for the game, the breakdown and the compared period', () => {
    expect(
      funnelQuery({
        game: 'g1',
        from: '2026-11-01',
        to: '2026-11-07',
        groupBy: 'source',
        compare: { from: '2026-10-25', to: '2026-10-31' },
      }),
    ).toBe(
      'game=g1&from=2026-11-01&to=2026-11-07&group_by=source&compare_from=2026-10-25&compare_to=2026-10-31',
    );
    expect(funnelQuery({ game: null, from: '2026-11-01', to: '2026-11-07' })).toBe(
      'from=2026-11-01&to=2026-11-07',
    );
  });
});

describe('give-up scales', () => {
  it('reach never passes the whole bar, histograms scale to the tallest', () => {
    expect(reachShare(5, 10)).toBe(0.5);
    expect(reachShare(12, 10)).toBe(1);
    expect(reachShare(3, 0)).toBe(0);
    expect(barHeights([2, 4, 0])).toEqual([0.5, 1, 0]);
    expect(barHeights([0, 0])).toEqual([0, 0]);
  });
});
