/** A live show's phone for the browser tests (docs/live.md): a phone-sized context that joins. */
import { expect, type Browser } from '@playwright/test';
import type { Session } from './business';
import { login } from './console';

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

/** The host's page of live shows (`/games/live`), logged in as `owner`, in a context of its own. */
export async function liveHost(browser: Browser, baseURL: string, owner: Session) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await login(page, owner.email, owner.password);
  await page.goto('/games/live');
  return { context, page };
}

/** The big screen of the show `code` (1600×900), showing its join code. */
export async function liveScreen(browser: Browser, baseURL: string, code: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1600, height: 900 } });
  const page = await context.newPage();
  await page.goto(`/live/${code}/screen`);
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  return { context, page };
}
