import { describe, expect, it } from 'vitest';
import { coversAny, placeToast, TOAST_MARGIN, type Box } from './toast-placement';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 700 };
const SIZE = { width: 384, height: 56 };

describe('placeToast', () => {
  it('takes the bottom right corner of a wide screen with nothing there', () => {
    expect(placeToast([], DESKTOP, SIZE)).toEqual({
      left: 1280 - TOAST_MARGIN - 384,
      top: 800 - TOAST_MARGIN - 56,
      width: 384,
      height: 56,
    });
  });

  it('goes to the centre, then the left, when a control holds the corner', () => {
    const save: Box = { left: 1150, top: 740, width: 100, height: 40 };
    const centre = placeToast([save], DESKTOP, SIZE);
    expect(centre.left).toBe((1280 - 384) / 2);
    expect(coversAny(centre, [save])).toBe(false);
    const bar: Box = { left: 500, top: 740, width: 780, height: 40 };
    const left = placeToast([bar], DESKTOP, SIZE);
    expect(left).toMatchObject({ left: TOAST_MARGIN, top: 800 - TOAST_MARGIN - 56 });
  });

  it('on a phone spans the width and rises above a bottom bar of buttons, below a top one', () => {
    const top: Box = { left: 0, top: 0, width: 375, height: 64 };
    const footer: Box = { left: 200, top: 630, width: 160, height: 44 };
    const place = placeToast([top, footer], PHONE, SIZE);
    expect(place.width).toBe(375 - 2 * TOAST_MARGIN);
    expect(coversAny(place, [top, footer])).toBe(false);
    expect(place.top + place.height).toBeLessThanOrEqual(630);
    expect(place.top).toBeGreaterThan(500);
  });

  it('covers as few controls as it can when every place covers one', () => {
    const rows: Box[] = Array.from({ length: 20 }, (_, i) => ({
      left: 0,
      top: i * 40,
      width: 375,
      height: 36,
    }));
    const place = placeToast(rows, PHONE, SIZE);
    expect(rows.filter((r) => coversAny(place, [r]))).toHaveLength(2);
  });
});
