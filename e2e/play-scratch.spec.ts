import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  dialogScore,
  expectLeaderboardAfterEnd,
  expectResult,
  gameId,
  linePoints,
  openAndStart,
  PHONE,
  resultDialog,
  shot,
  touchDrag,
} from './support/play-helpers.js';

/** A zig-zag over the whole card, row by row, in page coordinates. */
async function zigzag(page: Page): Promise<{ x: number; y: number }[][]> {
  const cover = page.getByRole('button', { name: 'Scratch card cover' });
  await expect(cover).toBeVisible();
  const box = (await cover.boundingBox())!;
  const rows = 10;
  const strokes: { x: number; y: number }[][] = [];
  for (let r = 0; r < rows; r++) {
    const y = box.y + (box.height * (r + 0.5)) / rows;
    const [from, to] =
      r % 2 === 0 ? [box.x + 4, box.x + box.width - 4] : [box.x + box.width - 4, box.x + 4];
    strokes.push(linePoints({ x: from, y }, { x: to, y }, 16));
  }
  return strokes;
}

async function expectCardDone(page: Page): Promise<void> {
  const result = await expectResult(page);
  // A completed card scores 5 points, prize or not.
  expect(await dialogScore(page)).toBe(5);
  if (result === 'won') await expect(resultDialog(page)).toContainText('Your card holds a prize.');
  else await expect(resultDialog(page)).toContainText('No prize on this card.');
}

test.describe('ScratchMe with a mouse', () => {
  test.use({ viewport: PHONE });

  test('dragging over the card reveals it and ends the game', async ({ page, request }) => {
    await openAndStart(page, await gameId(request, 'scratch'));
    const strokes = await zigzag(page);
    for (const [i, stroke] of strokes.entries()) {
      if (await resultDialog(page).isVisible()) break;
      await page.mouse.move(stroke[0]!.x, stroke[0]!.y);
      await page.mouse.down();
      for (const p of stroke.slice(1)) await page.mouse.move(p.x, p.y);
      await page.mouse.up();
      if (i === 3) await shot(page, 'scratch-half-scratched');
    }
    await expectCardDone(page);
    await shot(page, 'scratch-mouse-popup', false);
    await expectLeaderboardAfterEnd(page);
    await shot(page, 'scratch-after');
  });
});

test.describe('ScratchMe with a finger', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('scratching by touch reveals the card without scrolling the page', async ({
    page,
    request,
  }) => {
    await openAndStart(page, await gameId(request, 'scratch'));
    const cover = page.getByRole('button', { name: 'Scratch card cover' });
    await cover.scrollIntoViewIfNeeded();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    for (const stroke of await zigzag(page)) {
      // Stop once the card opens (a finger swiping on over the pop-up would swipe the page).
      if (!(await cover.isVisible()) || (await resultDialog(page).isVisible())) break;
      await touchDrag(page, stroke);
      await page.waitForTimeout(50);
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    await expectCardDone(page);
    await shot(page, 'scratch-touch-popup', false);
  });
});
