import { describe, expect, it } from 'vitest';
import type { T } from '../../../i18n/i18n';
import { formatP, formatPoints } from './ExperimentPage';
import { dimensionValue, formatRate } from './FunnelCard';

/** A translator that shows the key and its parameters, to see what the page asks for. */
const t = ((key: string, params?: Record<string, unknown>) =>
  params ? `${key}(${Object.values(params).join('|')})` : key) as T;

describe('figures of the results page', () => {
  it('writes p-values with three decimals, and a floor below 0.001', () => {
    expect(formatP(0.0384)).toBe('0.038');
    expect(formatP(0.5)).toBe('0.500');
    expect(formatP(0.0009)).toBe('< 0.001');
    expect(formatP(null)).toBe('—');
  });

  it('writes differences in signed percentage points', () => {
    expect(formatPoints(t, 0.1136)).toBe('insight.points(+11.4)');
    expect(formatPoints(t, -0.02)).toBe('insight.points(−2)');
    expect(formatPoints(t, 0)).toBe('insight.points(0)');
    expect(formatPoints(t, null)).toBe('—');
  });

  it('writes rates as percentages with one decimal', () => {
    expect(formatRate(t, 0.45678)).toBe('insight.percent(45.7)');
    expect(formatRate(t, null)).toBe('—');
  });

  it('names the breakdown values the server leaves as keys', () => {
    expect(dimensionValue(t, 'device', 'phone', 'phone')).toBe('insight.value.phone');
    expect(dimensionValue(t, 'returning', 'returning', 'returning')).toBe(
      'insight.value.returning',
    );
    expect(dimensionValue(t, 'returning', 'new', 'new')).toBe('insight.value.new');
    expect(dimensionValue(t, 'source', 'direct', 'direct')).toBe('insight.value.direct');
    expect(dimensionValue(t, 'source', 'unknown', 'unknown')).toBe('insight.value.unknown');
    expect(dimensionValue(t, 'placement', 'pl1', 'Counter QR')).toBe('Counter QR');
    // A campaign that happens to be called "direct" is shown as it is.
    expect(dimensionValue(t, 'campaign', 'direct', 'direct')).toBe('direct');
  });
});
