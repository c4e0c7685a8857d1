import { describe, expect, it } from 'vitest';
import {
  change,
  customRangeProblem,
  parsePeriod,
  periodLength,
  periodParams,
  presetRange,
  previousRange,
  winRate,
} from './period';

const today = '2026-11-21';

describe('dashboard period', () => {
  it('turns a preset into the last N days, today included', () => {
    expect(presetRange('7d', today)).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(presetRange('30d', today)).toEqual({ from: '2026-10-23', to: '2026-11-21' });
    expect(presetRange('90d', today)).toEqual({ from: '2026-08-24', to: '2026-11-21' });
    expect(periodLength('2026-08-24', '2026-11-21')).toBe(90);
    expect(presetRange('7d', '2027-01-03')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('reads the period from the address, defaulting to 30 days', () => {
    expect(parsePeriod(new URLSearchParams(''), today)).toEqual({
      key: '30d',
      from: '2026-10-23',
      to: today,
    });
    expect(parsePeriod(new URLSearchParams('period=7d'), today)).toMatchObject({ key: '7d' });
    expect(parsePeriod(new URLSearchParams('period=1y'), today)).toMatchObject({ key: '30d' });
    expect(parsePeriod(new URLSearchParams('from=2026-01-01&to=2026-01-31'), today)).toEqual({
      key: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    // A broken custom range falls back to the default.
    expect(parsePeriod(new URLSearchParams('from=2026-02-01&to=2026-01-01'), today)).toMatchObject({
      key: '30d',
    });
  });

  it('writes the period back to the address', () => {
    expect(periodParams({ key: '30d', from: 'x', to: 'y' })).toEqual({});
    expect(periodParams({ key: '90d', from: 'x', to: 'y' })).toEqual({ period: '90d' });
    expect(periodParams({ key: 'custom', from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('checks a custom period like the API does (at most 366 days apart)', () => {
    expect(customRangeProblem('2026-01-01', '2026-01-31')).toBeNull();
    expect(customRangeProblem('2026-01-01', '2026-01-01')).toBeNull();
    expect(customRangeProblem('', '2026-01-31')).toBe('dashboard.custom.missing');
    expect(customRangeProblem('2026-02-01', '2026-01-31')).toBe('dashboard.custom.order');
    expect(customRangeProblem('2025-01-01', '2026-01-02')).toBeNull(); // 366 days apart
    expect(customRangeProblem('2025-01-01', '2026-01-03')).toBe('dashboard.custom.long');
  });

  it('finds the previous period of the same length', () => {
    expect(previousRange('2026-11-15', '2026-11-21')).toEqual({
      from: '2026-11-08',
      to: '2026-11-14',
    });
    expect(previousRange('2026-03-01', '2026-03-01')).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
  });

  it('computes the win rate and the change against the previous period', () => {
    expect(winRate(0, 0)).toBe(0);
    expect(winRate(3, 1)).toBe(33.3);
    expect(winRate(8, 8)).toBe(100);
    expect(change(15, 10)).toBe(50);
    expect(change(5, 10)).toBe(-50);
    expect(change(5, 0)).toBeNull();
  });
});
