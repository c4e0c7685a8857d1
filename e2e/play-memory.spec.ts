import { expect, test, type Page } from '@playwright/test';
import { COFFEE_MEMORY_FACES, faceOf, flipCard, memoryCards, playMemory } from './support/memory';
import {
  dialogScore,
  expectLeaderboardAfterEnd,
  expectResult,
  shot,
  startDemoGame,
} from './support/play-helpers.js';

/**
 * Memory on a phone (issue 37 §4–5): the board fits, the faces stay on the server until a card is
 * turned over, and a player who remembers what they turned over finds every pair.
 */

const board = (page: Page) => page.getByRole('region', { name: 'Game board' });

test.describe('Memory on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a player learns the faces only by turning cards over, finds every pair and wins', async ({
    page,
    request,
  }) => {
    await startDemoGame(page, request, 'memory');
    const cards = memoryCards(board(page));
    await expect(cards).toHaveCount(12);
    await expect(board(page).getByRole('group', { name: 'Memory cards, 6 pairs' })).toBeVisible();
    // Nothing on the page names a face or its picture before a card is turned over.
    const html = await page.content();
    for (const face of COFFEE_MEMORY_FACES) expect(html).not.toContain(face);
    expect(html).not.toContain('/play/demo/memory-');
    for (let i = 0; i < 12; i++)
      await expect(cards.nth(i)).toHaveAttribute('aria-label', `Card ${i + 1}, face down`);

    // The whole board fits the phone: four columns in its width, six… three rows in its height.
    const boxes = await cards.evaluateAll((els) => els.map((e) => e.getBoundingClientRect()));
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
      expect(box.bottom).toBeLessThanOrEqual(844);
    }
    expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    const moves = await playMemory(board(page), page, 2);
    await expect(board(page).getByText('Pairs: 2 of 6')).toBeVisible();
    await shot(page, 'memory-playing', false);
    const total = moves + (await playMemory(board(page), page));
    expect(total).toBeLessThanOrEqual(12);

    expect(await expectResult(page)).toBe('won');
    // 10 points, 1 per move left of 18, 1 per 10 s left of 120.
    const score = await dialogScore(page);
    expect(score).toBeGreaterThanOrEqual(10 + 18 - total);
    expect(score).toBeLessThanOrEqual(10 + 18 - total + 12);
    await shot(page, 'memory-win-popup', false);
    await expectLeaderboardAfterEnd(page);
  });
});

test.describe('Memory with the keyboard on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });

  test('a missed pair shows, then turns back; a card already up is not turned again', async ({
    page,
    request,
  }) => {
    await startDemoGame(page, request, 'memory');
    const cards = memoryCards(board(page));
    await expect(cards).toHaveCount(12);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    // Reduced motion: the cards turn without the 3-D flip's transition.
    const turn = await cards
      .first()
      .locator('span')
      .first()
      .evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          property: style.transitionProperty,
          seconds: parseFloat(style.transitionDuration),
        };
      });
    expect(turn.property === 'none' || turn.seconds < 0.01, JSON.stringify(turn)).toBe(true);

    const flips: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/actions')) flips.push(r.postData() ?? '');
    });
    const turnNext = async (index: number) => {
      if (index > 0) await page.keyboard.press('ArrowRight');
      await expect(cards.nth(index)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(cards.nth(index)).toHaveAttribute('aria-label', /^Card \d+: /);
      return (await faceOf(cards.nth(index)))!;
    };
    // The first card, with Enter; Enter again on it sends nothing: it is already up.
    await cards.first().focus();
    let a = 0;
    let first = await turnNext(a);
    await page.keyboard.press('Enter');
    await expect(cards.first()).toHaveAttribute('aria-disabled', 'true');
    expect(flips).toHaveLength(1);
    // The next card along the row with the arrow keys; a pair by luck: the next two.
    let b = 1;
    let second = await turnNext(b);
    while (second === first) {
      a = b + 1;
      first = await turnNext(a);
      b = a + 1;
      second = await turnNext(b);
    }
    await expect(board(page).getByText(`${second}: not a pair.`)).toBeAttached();
    // Both show for a moment, then turn back on screen; the server turns them at the next flip.
    await expect(cards.nth(b)).toHaveAttribute('aria-label', `Card ${b + 1}, face down`);
    await expect(cards.nth(a)).toHaveAttribute('aria-label', `Card ${a + 1}, face down`);
    await shot(page, 'memory-missed-360', false);

    // A card of the missed pair may start the next move.
    await flipCard(board(page), b, page);
    expect(await faceOf(cards.nth(b))).toBe(second);
    await expect(cards.nth(a)).toHaveAttribute('aria-label', `Card ${a + 1}, face down`);
  });
});
