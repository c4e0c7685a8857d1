import { expect, test, type Page } from '@playwright/test';
import { DEMO, login, shot } from './support/console';

/** Spec issue #3 §9: the console is usable at 375 px; the sidebar collapses into a menu. */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('at 375 px the sidebar becomes a menu button and a drawer', async ({ page }) => {
  await page.goto('/login');
  await shot(page, 'mobile-login');
  await login(page, DEMO.owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await expect(page.getByTestId('usage-meter')).toBeVisible();
  await expect(page.getByTestId('logout')).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  await shot(page, 'mobile-dashboard', true);

  await page.getByTestId('open-nav').click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await shot(page, 'mobile-drawer');
  await drawer.getByRole('link', { name: 'Games' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);

  // The account menu and the settings menu work on a phone too.
  await page.getByTestId('account-menu').click();
  await expect(page.getByRole('menuitem', { name: /Demo Coffee Downtown/ })).toBeVisible();
  await shot(page, 'mobile-account-menu');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Settings menu' }).click();
  await page.getByRole('menuitem', { name: 'Integrations' }).click();
  await expect(page).toHaveURL(/\/integrations$/);
});

test('scrolling resets to the top on navigation', async ({ page }) => {
  await login(page, DEMO.owner);
  await expect(page.getByRole('link', { name: 'Open Player Data' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole('link', { name: 'Open Player Data' }).click();
  await expect(page).toHaveURL(/\/crm$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the pending Payment page and the register form fit at 375 px', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByTestId('plan-options')).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  await shot(page, 'mobile-register', true);
  await login(page, DEMO.pending);
  await expect(page).toHaveURL(/\/payment$/);
  expect(await noHorizontalScroll(page)).toBe(true);
  await shot(page, 'mobile-payment', true);
});
