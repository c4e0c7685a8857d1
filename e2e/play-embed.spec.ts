import { expect, test } from '@playwright/test';
import type { Frame, Page } from '@playwright/test';
import { gameId, PHONE, shot } from './support/play-helpers.js';

test.use({ viewport: PHONE });

/** A host page that embeds the game and resizes the frame from its messages, as a site would. */
async function hostPage(page: Page, src: string): Promise<void> {
  await page.setContent(`<!doctype html>
<html><body style="margin:0;background:#f3efe6;font-family:sans-serif">
  <h1 style="margin:12px;font-size:18px">Demo Coffee Co. — our café blog</h1>
  <iframe id="game" title="Game" src="${src}" style="display:block;width:100%;height:150px;border:0"></iframe>
  <p style="margin:12px">Below the game.</p>
  <script>
    window.__heights = [];
    addEventListener('message', (event) => {
      if (event.data && event.data.type === 'playdesk:resize') {
        window.__heights.push(event.data.height);
        document.getElementById('game').style.height = event.data.height + 'px';
      }
    });
  </script>
</body></html>`);
}

const heights = (page: Page) =>
  page.evaluate(() => (window as unknown as { __heights: number[] }).__heights);

/**
 * How many pixels of the cards' outer shadows fall outside the embedded page's viewport (the
 * iframe), where the host page clips them. 0 when every shadow fits.
 */
function clippedShadow(frame: Frame): Promise<number> {
  return frame.evaluate(() => {
    let worst = 0;
    for (const card of document.querySelectorAll('article, section, [role="status"]')) {
      const box = card.getBoundingClientRect();
      if (box.width === 0) continue;
      // "oklab(… / 0.3) 0px 25px 50px -12px, …": the colour, then x, y, blur and spread.
      for (const shadow of getComputedStyle(card).boxShadow.split(/,(?![^(]*\))/)) {
        if (shadow.trim() === 'none' || shadow.includes('inset')) continue;
        const [x = 0, y = 0, blur = 0, spread = 0] = (
          shadow.replace(/[a-z-]+\([^)]*\)/gi, '').match(/-?[\d.]+px/g) ?? []
        ).map(parseFloat);
        const reach = blur + spread;
        worst = Math.max(
          worst,
          reach - x - box.left,
          box.right + x + reach - window.innerWidth,
          reach - y - box.top,
          box.bottom + y + reach - window.innerHeight,
        );
      }
    }
    return worst;
  });
}

test('the embedded game has no page chrome and posts its height on every size change', async ({
  page,
  request,
  baseURL,
}) => {
  const id = await gameId(request, 'wordle');
  await hostPage(page, `${baseURL}/game-embedder/${id}`);
  const frame = page.frameLocator('#game');
  await expect(frame.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  await expect(frame.getByText('Powered by')).toHaveCount(0);
  await expect.poll(async () => Math.max(0, ...(await heights(page)))).toBeGreaterThan(300);
  const introHeight = (await heights(page)).at(-1)!;
  await shot(page, 'embed-intro');

  await frame.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(frame.getByRole('group', { name: 'Keyboard' })).toBeVisible();
  // The board is taller than the intro: the host hears the new height and grows the frame.
  await expect.poll(async () => (await heights(page)).at(-1)).toBeGreaterThan(introHeight);
  const frameBox = (await page.locator('#game').boundingBox())!;
  expect(Math.round(frameBox.height)).toBe((await heights(page)).at(-1));
  // The game card draws nothing the frame would cut off (no outer shadow in a frame).
  const embedded = page.frames().find((f) => f.url().includes('/game-embedder/'))!;
  await expect.poll(() => clippedShadow(embedded)).toBeLessThanOrEqual(0.5);
  await shot(page, 'embed-playing');
});

test('the embedded game works when the browser blocks its storage (third-party frame)', async ({
  page,
  request,
  baseURL,
}) => {
  await page.addInitScript(() => {
    if (!location.pathname.startsWith('/game-embedder/')) return;
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
  const id = await gameId(request, 'wordle');
  await hostPage(page, `${baseURL}/game-embedder/${id}/inline`);
  const frame = page.frameLocator('#game');
  await frame.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(frame.getByRole('group', { name: 'Keyboard' })).toBeVisible();
  // Moves are sent with the player token kept in memory.
  await frame.getByRole('region', { name: 'Game board' }).focus();
  await page.keyboard.type('house');
  await page.keyboard.press('Enter');
  await expect(frame.getByRole('group', { name: 'Guess 1' })).toBeVisible();
  await shot(page, 'embed-no-storage');
});
