import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { apiSend } from './support/business.js';
import {
  dialogScore,
  expectLeaderboardAfterEnd,
  expectResult,
  linePoints,
  openAndStart,
  ownSession,
  phoneSuite,
  resultDialog,
  shot,
  touchDrag,
  startDemoGame,
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

/** The demo card's prizes: the rewards its odds and winning moments give (seed/demo-reward-rules.ts). */
const PRIZES = ['10 % off', 'Coffee Co. tote bag'];

async function expectCardDone(page: Page): Promise<void> {
  const result = await expectResult(page);
  // A completed card scores 5 points, prize or not.
  expect(await dialogScore(page)).toBe(5);
  if (result === 'won') {
    // The win pop-up names the prize the card held.
    const text = await resultDialog(page).innerText();
    const prize = /Your prize: (.+)/.exec(text)?.[1]?.trim();
    expect(PRIZES, `prize in "${text}"`).toContain(prize);
  } else await expect(resultDialog(page)).toContainText('No prize on this card.');
}

test.describe('ScratchMe with a mouse', () => {
  phoneSuite();

  test('dragging over the card reveals it and ends the game', async ({ page, request }) => {
    await startDemoGame(page, request, 'scratch');
    await scratchWithMouse(page, (i) => (i === 3 ? shot(page, 'scratch-half-scratched') : null));
    await expectCardDone(page);
    await shot(page, 'scratch-mouse-popup', false);
    await expectLeaderboardAfterEnd(page);
    await shot(page, 'scratch-after');
  });

  test('the win pop-up names the prize the card held', async ({ page, request }) => {
    // A card of the test's own business that always holds the one prize.
    const { game } = await apiSend<{ game: { public_id: string } }>(
      request,
      await ownSession(request),
      'POST',
      'games',
      {
        type: 'scratch',
        name: 'Sure Win Card',
        status: 'published',
        content: { prizes: [{ label: 'A bag of house beans', odds: 100 }] },
      },
    );
    await openAndStart(page, game.public_id);
    await scratchWithMouse(page);
    expect(await expectResult(page)).toBe('won');
    await expect(resultDialog(page)).toContainText('Your prize: A bag of house beans');
    // The last stroke dragged on over the opening pop-up: drop the text it selected.
    await page.evaluate(() => window.getSelection()?.removeAllRanges());
    await shot(page, 'scratch-prize-popup', false);
  });
});

/** Scratches the card with mouse strokes until the result pop-up opens. */
async function scratchWithMouse(
  page: Page,
  afterStroke?: (i: number) => Promise<void> | null,
): Promise<void> {
  const strokes = await zigzag(page);
  for (const [i, stroke] of strokes.entries()) {
    if (await resultDialog(page).isVisible()) break;
    await page.mouse.move(stroke[0]!.x, stroke[0]!.y);
    await page.mouse.down();
    for (const p of stroke.slice(1)) await page.mouse.move(p.x, p.y);
    await page.mouse.up();
    await afterStroke?.(i);
  }
}

test.describe('ScratchMe with a finger', () => {
  phoneSuite({ touch: true });

  test('scratching by touch reveals the card without scrolling the page', async ({
    page,
    request,
  }) => {
    await startDemoGame(page, request, 'scratch');
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
