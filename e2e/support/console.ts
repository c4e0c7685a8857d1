import { expect, type Page } from '@playwright/test';
import { API, DEMO_OWNER, DEMO_PASSWORD } from './business';
import { consoleSettled, saveShot } from './shots';

export { API, DEMO_PASSWORD };

/** Demo logins seeded by the server (SEED_DEMO). */
export const DEMO = {
  owner: DEMO_OWNER,
  member: 'member@playdesk.test',
  pending: 'pending@playdesk.test',
  other: 'other@playdesk.test',
} as const;

/** Saves e2e/artifacts/console-{name}.png once the page has come to rest. */
export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await consoleSettled(page);
  await saveShot(page, `console-${name}`, fullPage);
}

/** Signs in through the login form; resolves once the app has navigated away from Login. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!/\/login$/.test(new URL(page.url(), 'http://x').pathname)) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** The bearer token the console sends, read from its next API request. */
export async function captureToken(page: Page, trigger: () => Promise<unknown>): Promise<string> {
  const request = page.waitForRequest(
    (r) => r.url().includes(`${API}/`) && Boolean(r.headers()['authorization']),
  );
  await trigger();
  const header = (await request).headers()['authorization'] ?? '';
  return header.replace(/^Bearer /, '');
}

export async function storageEntries(page: Page): Promise<[string, string][]> {
  return page.evaluate(() => Object.entries(window.localStorage));
}

export const toast = (page: Page) => page.getByTestId('toast');

export const sidebar = (page: Page) => page.getByTestId('sidebar');

/**
 * Sidebar link labels in order, once the sidebar shows its links (`allInnerTexts` itself does not
 * wait: read just after a sign-in's redirect, it found none).
 */
export async function sidebarLabels(page: Page): Promise<string[]> {
  const links = sidebar(page).getByRole('navigation', { name: 'Main' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  return links.allInnerTexts();
}
