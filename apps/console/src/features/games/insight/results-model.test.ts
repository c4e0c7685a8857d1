import type { VariantResult } from '@playdesk/contract';
import { describe, expect, it } from 'vitest';
import { differenceScale, intervalPosition, rateScale } from './results-model';

function variant(part: Partial<VariantResult>): VariantResult {
  return {
    key: 'A',
    name: 'A',
    share: 50,
    players: 0,
    conversions: 0,
    rate: null,
    rate_interval: null,
    difference: null,
    difference_interval: null,
    p_value: null,
    ...part,
  };
}

describe('result scales', () => {
  it('rates run from 0 to a little above the highest upper bound', () => {
    const scale = rateScale([
      variant({ rate: 0.2, rate_interval: [0.15, 0.25] }),
      variant({ key: 'B', rate: 0.3, rate_interval: [0.24, 0.4] }),
    ]);
    expect(scale.min).toBe(0);
    expect(scale.max).toBeCloseTo(0.44);
    expect(rateScale([variant({})]).max).toBeCloseTo(0.055);
    expect(rateScale([variant({ rate: 1, rate_interval: [0.95, 1] })]).max).toBe(1);
  });

  it('differences sit on a scale symmetric around zero', () => {
    const scale = differenceScale([
      variant({}),
      variant({ key: 'B', difference: 0.05, difference_interval: [-0.02, 0.12] }),
    ]);
    expect(scale.max).toBeCloseTo(0.132);
    expect(scale.min).toBeCloseTo(-0.132);
  });

  it('places the point, its interval and zero', () => {
    const pos = intervalPosition(0.05, [-0.02, 0.12], { min: -0.2, max: 0.2 });
    expect(pos.value).toBeCloseTo(0.625);
    expect(pos.low).toBeCloseTo(0.45);
    expect(pos.high).toBeCloseTo(0.8);
    expect(pos.zero).toBeCloseTo(0.5);
    // Out of range is clamped; no zero line on a rate scale.
    const rate = intervalPosition(0.5, [0.3, 0.9], { min: 0, max: 0.6 });
    expect(rate.high).toBe(1);
    expect(rate.zero).toBeNull();
  });
});
