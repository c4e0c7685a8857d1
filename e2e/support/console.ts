import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { API, DEMO_PASSWORD } from './business';

export { API, DEMO_PASSWORD };

/** Demo logins seeded by the server (SEED_DEMO). */
export const DEMO = {
  owner: 'owner@playdesk.test',
  member: 'member@playdesk.test',
  pending: 'pending@playdesk.test',
  other: 'other@playdesk.test',
} as const;

const artifacts = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

/** Saves a screenshot of the page into e2e/artifacts/ (gitignored) for a human to look at. */
export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(artifacts, { recursive: true });
  // Let fades and the top loading bar settle so the picture shows the resting screen.
  await expect(page.getByTestId('top-loading-bar')).toHaveAttribute('data-state', 'idle');
  await page.waitForTimeout(700);
  await page.screenshot({ path: join(artifacts, `console-${name}.png`), fullPage });
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

/** Sidebar link labels in order. */
export async function sidebarLabels(page: Page): Promise<string[]> {
  return sidebar(page).getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts();
}
