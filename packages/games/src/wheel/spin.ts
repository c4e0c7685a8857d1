/**
 * The wheel's geometry and timing, shared by the view, the client (the pop-up waits for the wheel)
 * and the tests. Segment `i` of `n` spans the angles [i, i + 1) × 360/n, clockwise from the top,
 * where the pointer is; the wheel turns clockwise.
 */

/** The spin: ease-out over 4.6 s (3–6 s, docs/product-rules.md#spin-the-wheel). */
export const SPIN_MS = 4600;
/** With reduced motion: no turning, a short fade to the stopped wheel. */
export const FADE_MS = 400;
/** Whole turns before the stop. */
export const SPIN_TURNS = 5;
/** Fast at first, slowing to a gentle stop. */
export const SPIN_EASING = 'cubic-bezier(0.12, 0.8, 0.18, 1)';

const mod360 = (degrees: number) => ((degrees % 360) + 360) % 360;

/**
 * The wheel's rotation (degrees, clockwise) that puts `offset` (-0.5…0.5) of segment `segment`
 * under the pointer, after `turns` whole turns.
 */
export function stopRotation(segment: number, offset: number, count: number, turns = SPIN_TURNS) {
  const angle = (segment + 0.5 + offset) * (360 / count);
  return turns * 360 + mod360(360 - angle);
}

/** The segment under the pointer when the wheel is turned by `rotation` degrees. */
export function segmentAt(rotation: number, count: number): number {
  const angle = mod360(360 - mod360(rotation));
  return Math.min(count - 1, Math.floor(angle / (360 / count)));
}

/** A CSS `transform` matrix's rotation, in degrees 0…360 (what `getComputedStyle` answers). */
export function rotationOfMatrix(transform: string): number {
  const m = /^matrix\(([^,]+),\s*([^,]+)/.exec(transform);
  if (!m) return 0;
  return mod360((Math.atan2(Number(m[2]), Number(m[1])) * 180) / Math.PI);
}
