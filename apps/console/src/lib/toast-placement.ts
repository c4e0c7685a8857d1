/**
 * Where the toast goes (docs/product-rules.md#toast): somewhere it covers no control. The screen's
 * controls are measured (app/global/Toast.tsx); this picks, from the bottom of the screen up, the
 * first place the toast's box touches none of them — at the right, then the centre, then the left
 * on a wide screen, across the whole width (less the margins) on a narrow one. Only when no such
 * place exists does it take the one that covers the fewest.
 */

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

/** Space kept between the toast and the screen's edges, and around every control. */
export const TOAST_MARGIN = 16;
const CLEARANCE = 4;
/** How finely heights are tried (px). */
const STEP = 8;

const intersects = (a: Box, b: Box) =>
  a.left < b.left + b.width + CLEARANCE &&
  b.left - CLEARANCE < a.left + a.width &&
  a.top < b.top + b.height + CLEARANCE &&
  b.top - CLEARANCE < a.top + a.height;

/** The toast's left edges to try, in order of preference, for a toast `width` wide. */
function lefts(viewport: Viewport, width: number): number[] {
  const right = viewport.width - TOAST_MARGIN - width;
  const centre = (viewport.width - width) / 2;
  const candidates = [right, centre, TOAST_MARGIN].map((x) => Math.max(0, Math.round(x)));
  return candidates.filter((x, i) => candidates.indexOf(x) === i);
}

/**
 * The toast's box for a toast of `size` on `viewport` among `controls` (their boxes on screen).
 * Heights are tried from the bottom margin up to the top margin; at each, the lefts in order.
 */
export function placeToast(
  controls: readonly Box[],
  viewport: Viewport,
  size: { width: number; height: number },
): Box {
  const width = Math.min(size.width, viewport.width - 2 * TOAST_MARGIN);
  const bottom = Math.max(0, viewport.height - TOAST_MARGIN - size.height);
  let best: { box: Box; covered: number } | null = null;
  for (let top = bottom; top >= Math.min(TOAST_MARGIN, bottom); top -= STEP) {
    for (const left of lefts(viewport, width)) {
      const box = { left, top, width, height: size.height };
      const covered = controls.filter((c) => intersects(box, c)).length;
      if (covered === 0) return box;
      if (!best || covered < best.covered) best = { box, covered };
    }
  }
  return best?.box ?? { left: TOAST_MARGIN, top: bottom, width, height: size.height };
}

/** Whether `box` covers any of `controls` (a shown toast moves when the screen changed under it). */
export function coversAny(box: Box, controls: readonly Box[]): boolean {
  return controls.some((c) => intersects(box, c));
}
