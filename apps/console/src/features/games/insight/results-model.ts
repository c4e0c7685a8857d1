/**
 * The experiment page's scales (issue 34 §8): where a rate, or a difference to the control, and
 * its 95 % interval sit on a small bar. Every variant shares one scale, so the bars compare.
 */
import type { VariantResult } from '@playdesk/contract';

export interface Scale {
  min: number;
  max: number;
}

/** Rates from 0 to a little above the highest upper bound (at least 5 %, at most 100 %). */
export function rateScale(variants: readonly VariantResult[]): Scale {
  const top = Math.max(0.05, ...variants.map((v) => v.rate_interval?.[1] ?? v.rate ?? 0));
  return { min: 0, max: Math.min(1, top * 1.1) };
}

/** Differences on a scale symmetric around 0, as wide as the widest bound (at least 1 point). */
export function differenceScale(variants: readonly VariantResult[]): Scale {
  const widest = Math.max(
    0.01,
    ...variants.flatMap((v) =>
      v.difference_interval ? v.difference_interval.map(Math.abs) : [Math.abs(v.difference ?? 0)],
    ),
  );
  const edge = Math.min(1, widest * 1.1);
  return { min: -edge, max: edge };
}

/** Positions (0–1) of a value, its interval and 0 (null when 0 is off the scale) on `scale`. */
export function intervalPosition(
  value: number,
  interval: readonly [number, number],
  scale: Scale,
): { value: number; low: number; high: number; zero: number | null } {
  const span = scale.max - scale.min || 1;
  const at = (x: number) => Math.min(1, Math.max(0, (x - scale.min) / span));
  return {
    value: at(value),
    low: at(Math.min(interval[0], interval[1])),
    high: at(Math.max(interval[0], interval[1])),
    zero: scale.min < 0 && scale.max > 0 ? at(0) : null,
  };
}
