import { expect, test } from '@playwright/test';
import {
  API,
  captureToken,
  DEMO,
  login,
  shot,
  sidebar,
  sidebarLabels,
  storageEntries,
  toast,
} from './support/console';

/**
 * docs/product-rules.md#route-guard: where each demo user lands, the guard order (pending payment,
 * login, module check), the remembered route, 401 handling and logout.
 */

test.describe('landing after sign-in', () => {
  test('the owner lands on Dashboard with the full sidebar and the Pro plan usage', async ({
    page,
  }) => {
    await page.goto('/login');
    await shot(page, 'login');
    await login(page, DEMO.owner);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('current-account')).toHaveText('Demo Coffee Co.');
    await expect(page.getByTestId('plan-name')).toHaveText('Pro');
    await expect(page.getByTestId('usage-meter')).toContainText('/ 25,000');
    await expect(page.getByTestId('usage-percent')).toHaveText(/^\d+%$/);
    const labels = await sidebarLabels(page);
    for (const label of [
      'Dashboard',
      'Templates',
      'Games',
      'Calendar',
      'Rewards',
      'Player Data',
      'Domains',
      'PWA',
    ]) {
      expect(labels).toContain(label);
    }
    await expect(
      sidebar(page).getByRole('link', { name: 'Dashboard', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Settings menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Subscription',
      'Teams',
      'Integrations',
      'Notification bar',
      'API keys',
      'Audit log',
      'Single sign-on',
      'Security',
    ]);
    await page.keyboard.press('Escape');
    await shot(page, 'dashboard-owner');
  });

  test('the team member lands on Dashboard and sees only its modules', async ({ page }) => {
    await login(page, DEMO.member);
    await expect(page).toHaveURL(/\/dashboard$/);
    const labels = await sidebarLabels(page);
    expect(labels).toEqual(
      expect.arrayContaining(['Dashboard', 'Templates', 'Games', 'Calendar', 'Rewards']),
    );
    // Pro plan has crm and the demo member holds player data (product-rules.md#sidebar).
    expect(labels).toContain('Player Data');
    expect(labels).not.toContain('Domains');
    expect(labels).not.toContain('PWA');
    await page.getByRole('button', { name: 'Settings menu' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      'Notification bar',
      'Security',
    ]);
    await page.keyboard.press('Escape');
    await shot(page, 'dashboard-member');
  });

  test('the pending_payment owner lands on Payment and is held there', async ({ page }) => {
    await login(page, DEMO.pending);
    await expect(page).toHaveURL(/\/payment$/);
    await expect(
      page.getByRole('heading', { name: 'Your plan is waiting for payment' }),
    ).toBeVisible();
    await expect(page.getByTestId('payment-summary')).toContainText('Starter');
    await expect(page.getByTestId('amount-due')).toHaveText('$19.00 per month');
    await expect(page.getByTestId('payment-summary')).toContainText('Pending payment');
    await expect(page.getByTestId('payment-note')).toContainText('Pay by card to activate');
    await expect(page.getByRole('button', { name: 'Pay by card' })).toBeVisible();
    // No sidebar, top bar or logout icon without a paid plan.
    await expect(sidebar(page)).toHaveCount(0);
    await expect(page.getByTestId('logout')).toHaveCount(0);
    await shot(page, 'payment-pending');

    for (const path of [
      '/dashboard',
      '/games',
      '/welcome',
      '/add-account',
      '/subscription',
      '/templates/success/add',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/payment$/);
    }
    // The page offers a way out.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storageEntries(page)).toEqual([]);
  });

  test('the other owner lands on its own Dashboard', async ({ page }) => {
    await login(page, DEMO.other);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('current-account')).toHaveText('Other Bakery');
    await expect(page.getByTestId('plan-name')).toHaveText('Starter');
    await page.getByTestId('account-menu').click();
    // Starter allows 1 sub-account and it has none: Add Account shows, nothing to switch to.
    await expect(page.getByRole('menuitem', { name: 'Add Account' })).toBeVisible();
    await expect(page.getByTestId('switch-account')).toHaveCount(0);
  });
});

test.describe('route guard', () => {
  test('a team member opening a module it lacks goes to its first enabled module', async ({
    page,
  }) => {
    await login(page, DEMO.member);
    for (const path of ['/domains', '/team-mates', '/integrations', '/pwa', '/subscription']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/games$/);
      await expect(page.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible();
    }
    // Modules it has are open.
    for (const path of ['/rewards', '/crm', '/templates', '/games/calendar']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('a guest opening a protected route is sent to Login with the warning and returns after login', async ({
    page,
  }) => {
    await page.goto('/games/calendar');
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page)).toHaveText('Please login to access.');
    await expect(toast(page)).toHaveAttribute('data-type', 'warning');
    await login(page, DEMO.owner);
    await expect(page).toHaveURL(/\/games\/calendar$/);
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  });

  test('guest-only routes send a signed-in user to Dashboard, also after a reload', async ({
    page,
  }) => {
    await login(page, DEMO.owner);
    for (const path of ['/login', '/register', '/forgot-password', '/reset-password?token=abc']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });

  // `/` is the Login route too (docs/product-rules.md#guest-only-routes).
  test('`/` shows Login to a guest and sends a signed-in user to Dashboard', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign in to Playdesk' })).toBeVisible();
    await login(page, DEMO.owner);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('unknown paths show a 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('session', () => {
  test('storage holds only encrypted values under hashed keys', async ({ page }) => {
    await login(page, DEMO.owner);
    const entries = await storageEntries(page);
    expect(entries.length).toBe(2);
    for (const [key, value] of entries) {
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      for (const readable of ['owner@playdesk.test', 'Demo Coffee', 'token', 'true', 'user']) {
        expect(value).not.toContain(readable);
        expect(Buffer.from(value, 'base64').toString('latin1')).not.toContain(readable);
      }
    }
    // A reload restores the session from the encrypted storage.
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('current-account')).toHaveText('Demo Coffee Co.');
  });

  test('a revoked token (401) logs the user out and empties storage', async ({ page, request }) => {
    await login(page, DEMO.owner);
    const token = await captureToken(page, () => page.reload());
    await expect(page.getByTestId('current-account')).toBeVisible();
    const revoked = await request.get(`${API}/logout`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(revoked.ok()).toBe(true);

    await page.goto('/games');
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page)).toHaveText('Please login to access.');
    expect(await storageEntries(page)).toEqual([]);
  });

  test('a 401 on an in-page call (account switch) also ends the session', async ({
    page,
    request,
  }) => {
    await login(page, DEMO.owner);
    const token = await captureToken(page, () => page.reload());
    await expect(page.getByTestId('current-account')).toBeVisible();
    // The dashboard's own calls end first — its funnel card loads after the shell, in a chunk of
    // its own: the 401 under test must be the account switch's, not a late card's.
    await expect(
      page.getByTestId('funnel-steps').or(page.getByTestId('funnel-empty')),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    await request.get(`${API}/logout`, { headers: { Authorization: `Bearer ${token}` } });

    await page.getByTestId('account-menu').click();
    await page.getByTestId('switch-account').first().click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page)).toHaveText('Please login to access.');
    expect(await storageEntries(page)).toEqual([]);
    // The route it was on is remembered.
    await login(page, DEMO.owner);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('logout clears everything and goes to Login', async ({ page }) => {
    await login(page, DEMO.owner);
    await page.goto('/rewards');
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storageEntries(page)).toEqual([]);
    await page.goto('/rewards');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows the API message as a warning', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.owner);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(toast(page)).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/login$/);
    await shot(page, 'toast-warning');
  });

  test('the login form shows field errors from the contract schema', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });
});
