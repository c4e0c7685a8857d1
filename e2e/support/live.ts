/** A live show's phone for the browser tests (docs/live.md): a phone-sized context that joins. */
import { expect, type Browser } from '@playwright/test';

/** A phone joined to the show `code` as `nickname`, in the waiting room. */
export async function livePhone(browser: Browser, baseURL: string, code: string, nickname: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(`/live/${code}`);
  await page.getByLabel('Your nickname').fill(nickname);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText('You’re in! Waiting for the host to start…')).toBeVisible();
  return { context, page };
}
