import { expect, test, type Page } from '@playwright/test';
import { API, DEMO, login, shot, toast } from './support/console';

/**
 * docs/product-rules.md#global-feedback, docs/product-rules.md#account-switching: toast, loading
 * overlay, top loading bar, account switching.
 */

/** Records, in the page, when toasts appear and when the last one disappears. */
async function watchToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __toasts: { shown: number[]; hidden: number[] } };
    w.__toasts = { shown: [], hidden: [] };
    let current: Element | null = null;
    new MutationObserver(() => {
      const el = document.querySelector('[data-testid="toast"]');
      if (el && el !== current) w.__toasts.shown.push(performance.now());
      if (!el && current) w.__toasts.hidden.push(performance.now());
      current = el;
    }).observe(document.body, { childList: true, subtree: true });
  });
}

const toastTimes = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __toasts: { shown: number[]; hidden: number[] } }).__toasts,
  );

async function failLogin(page: Page): Promise<void> {
  await page.getByLabel('Email').fill(DEMO.owner);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('toast', () => {
  test('hides 5 s after it is shown', async ({ page }) => {
    await page.goto('/login');
    await watchToasts(page);
    await failLogin(page);
    await expect(toast(page)).toHaveText('Invalid email or password.');
    await expect(toast(page)).toHaveAttribute('data-type', 'warning');
    await expect(toast(page)).toBeHidden({ timeout: 8000 });
    // Measured in the page: from the moment the toast was added until it was removed.
    const { shown, hidden } = await toastTimes(page);
    expect(shown).toHaveLength(1);
    expect(hidden).toHaveLength(1);
    const visibleFor = hidden[0]! - shown[0]!;
    expect(visibleFor).toBeGreaterThanOrEqual(4950);
    expect(visibleFor).toBeLessThan(6500);
  });

  test('a new message cancels the earlier timer', async ({ page }) => {
    await page.goto('/login');
    await watchToasts(page);
    await failLogin(page);
    await expect(toast(page)).toBeVisible();
    await page.waitForTimeout(2500);
    await failLogin(page);
    await expect.poll(async () => (await toastTimes(page)).shown.length).toBe(2);
    await expect(toast(page)).toBeHidden({ timeout: 9000 });
    const { shown, hidden } = await toastTimes(page);
    // The first message's timer would have hidden the second one after about 2.5 s: it did not.
    expect(hidden).toHaveLength(1);
    expect(shown[1]! - shown[0]!).toBeGreaterThan(2000);
    const visibleFor = hidden[0]! - shown[1]!;
    expect(visibleFor).toBeGreaterThanOrEqual(4950);
    expect(visibleFor).toBeLessThan(6500);
  });

  test('an HTML message carrying a script payload is shown sanitised and never runs', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await login(page, DEMO.owner);
    await page.goto('/add-account');
    await shot(page, 'add-account');
    // The API answers "<business name> has been added." and the toast renders it as HTML.
    const name = '<b>Cafe</b><img src=x onerror="window.__pwned=1;alert(1)">';
    await page.getByLabel('Business name').fill(name);
    await page.getByRole('button', { name: 'Add account' }).click();
    await expect(toast(page)).toHaveAttribute('data-type', 'success');
    await expect(toast(page)).toHaveText('Cafe has been added.');
    const text = page.getByTestId('toast-text');
    await expect(text.locator('b')).toHaveText('Cafe');
    await expect(text.locator('img')).toHaveCount(0);
    expect(await text.innerHTML()).not.toContain('onerror');
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(page).toHaveURL(/\/dashboard$/);

    // Switching to it: "Switched to <name>." goes through the same sanitiser.
    await page.getByTestId('account-menu').click();
    const item = page.getByTestId('switch-account').filter({ hasText: '<b>Cafe</b>' });
    await expect(item).toBeVisible(); // React shows the name as text in the menu
    await item.click();
    await expect(toast(page)).toHaveText('Switched to Cafe.');
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

test.describe('account switching', () => {
  test('switches to a related account with the success message and goes to Dashboard', async ({
    page,
  }) => {
    await login(page, DEMO.owner);
    await page.goto('/rewards');
    await page.getByTestId('account-menu').click();
    await shot(page, 'account-menu');
    await page.getByTestId('switch-account').filter({ hasText: 'Demo Coffee Downtown' }).click();
    await expect(toast(page)).toHaveText('Switched to Demo Coffee Downtown.');
    await expect(toast(page)).toHaveAttribute('data-type', 'success');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('current-account')).toHaveText('Demo Coffee Downtown');
    // A child account is not the billing owner: no Subscription in the menu.
    await page.getByRole('button', { name: 'Settings menu' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      'Teams',
      'Integrations',
      'Notification bar',
      'API keys',
      'Audit log',
      'Security',
    ]);
    await page.keyboard.press('Escape');

    // The switch survives a reload (the new user is what is stored) and can be undone.
    await page.reload();
    await expect(page.getByTestId('current-account')).toHaveText('Demo Coffee Downtown');
    await page.getByTestId('account-menu').click();
    await page.getByTestId('switch-account').filter({ hasText: 'Demo Coffee Co.' }).click();
    await expect(toast(page)).toHaveText('Switched to Demo Coffee Co.');
    await expect(page.getByTestId('current-account')).toHaveText('Demo Coffee Co.');
  });
});

test.describe('loading feedback', () => {
  test.use({ serviceWorkers: 'block' });

  test('the top loading bar runs during a request and turns to the failure colour on an error', async ({
    page,
  }) => {
    await page.route(`**${API}/plans`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.fulfill({ status: 500, json: { message: 'Plans are <i>unavailable</i>' } });
    });
    // The failed bar shows for 400 ms (LOADING_BAR.hideDelayMs): recorded in the page as it
    // changes, so a busy machine cannot miss it between two checks.
    await page.addInitScript(() => {
      const w = window as unknown as { __bar: string[] };
      w.__bar = [];
      new MutationObserver(() => {
        const bar = document.querySelector<HTMLElement>('[data-testid="top-loading-bar"]');
        const fill = bar?.firstElementChild;
        if (!bar || !fill) return;
        const seen = `${bar.dataset.state} ${getComputedStyle(bar).height} ${getComputedStyle(fill).backgroundColor}`;
        if (w.__bar.at(-1) !== seen) w.__bar.push(seen);
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    const barStates = () => page.evaluate(() => (window as unknown as { __bar: string[] }).__bar);
    await page.goto('/register');
    await expect
      .poll(barStates)
      .toEqual(
        expect.arrayContaining(['running 3px rgb(34, 153, 221)', 'failed 3px rgb(229, 72, 77)']),
      );
    const states = await barStates();
    expect(states.indexOf('failed 3px rgb(229, 72, 77)')).toBeGreaterThan(
      states.indexOf('running 3px rgb(34, 153, 221)'),
    );
    await expect(toast(page)).toHaveText('Plans are unavailable');
    await expect(page.getByTestId('top-loading-bar')).toHaveAttribute('data-state', 'idle');
  });

  test("the loading overlay says 'Please Wait...' while signing in", async ({ page }) => {
    await page.route(`**${API}/login`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.owner);
    await page.getByLabel('Password').fill('playdesk-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('loading-overlay')).toHaveText('Please Wait...');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  });

  test("a login answer without a user is an 'Invalid response'", async ({ page }) => {
    await page.route(`**${API}/login`, (route) =>
      route.fulfill({ status: 200, json: { limits: {} } }),
    );
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.owner);
    await page.getByLabel('Password').fill('playdesk-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(toast(page)).toHaveText('Invalid response');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('errors are shown joined by line breaks', async ({ page }) => {
    await page.route(`**${API}/login`, (route) =>
      route.fulfill({
        status: 422,
        json: { message: 'ignored', errors: ['First problem', 'Second problem'] },
      }),
    );
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.owner);
    await page.getByLabel('Password').fill('playdesk-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('toast-text')).toHaveText('First problem\nSecond problem');
    const box = await page.getByTestId('toast-text').boundingBox();
    expect(box!.height).toBeGreaterThan(40); // two lines
  });
});

test('the service worker registers at page load', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.goto('/login');
  await expect.poll(() => logs).toContain('REGISTERED SERVICE WORKER');
  const sw = await page.request.get('/service-worker.js');
  expect(sw.ok()).toBe(true);
  expect(sw.headers()['content-type']).toContain('javascript');
});
