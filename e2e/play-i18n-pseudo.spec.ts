import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { gameId, ownSession, phoneSuite } from './support/play-helpers.js';

// The pseudo-locale (ADR 009) wraps every app text in [!! … !!]: a text a player sees without the
// brackets was never translated. The games' own boards (packages/games) and the pages other than
// the pad (their lazy catalogues) included.
phoneSuite();

/** The visible texts in `root` that are not wrapped, leaving out what the business wrote. */
function unwrapped(root: Locator, business: readonly string[]): Promise<string[]> {
  return root.evaluate((el, own) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent!.trim();
      const parent = n.parentElement!;
      if (!text || !parent.checkVisibility() || parent.closest('[aria-hidden="true"]')) continue;
      if (parent.closest('[dir="ltr"] [role="img"], button[aria-label]:not(:has(*))')) continue;
      // Numbers, single letters and signs are not texts to translate.
      if (!/\p{L}{2,}/u.test(text)) continue;
      if (own.some((b) => text.includes(b))) continue;
      // Inside a wrapped message (a placeholder's value between the brackets) is fine.
      if (/\[!!|!!\]/.test(parent.closest('p, h1, h2, h3, li, button, a, span, div')!.textContent!))
        continue;
      found.push(text);
    }
    return found;
  }, business);
}

test('in the pseudo-locale, the quiz board and its result are wrapped', async ({
  page,
  request,
}) => {
  await page.goto(`/game/${await gameId(request, 'quiz')}?lang=en-XA`);
  await page.getByRole('button', { name: /^\[!! Šţåå?ŕţ.* !!\]$/ }).click();
  const board = page.locator('[tabindex="-1"][role="region"]');
  await expect(board.getByText(/^\[!! .* 1 .* !!\]$/)).toBeVisible(); // Question 1 of N
  const options = board.getByRole('listitem');
  const question = (await board.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const texts = [question, ...(await options.allTextContents()).map((t) => t.slice(1))];
  expect(await unwrapped(board, texts)).toEqual([]);
  // The feedback on the answer ("Correct!" / "Not quite.", and which answer was right).
  await options.first().getByRole('button').click();
  const feedback = board.locator('[aria-live="polite"]').first();
  await expect(feedback.locator('.font-semibold')).toContainText('[!!');
  expect(await unwrapped(feedback, texts)).toEqual([]);
});

test('in the pseudo-locale, the rewards front is wrapped', async ({ page, request }) => {
  const session = await ownSession(request);
  await page.goto(`/rewards/${session.account}?lang=en-XA`);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText('[!!');
  expect(await unwrapped(main, ['Test Café', 'Playdesk'])).toEqual([]);
});
