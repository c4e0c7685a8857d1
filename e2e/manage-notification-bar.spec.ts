import { expect, test } from '@playwright/test';
import { copyDemoGame, registerBusiness } from './support/business';
import { login, toast } from './support/console';
import { apiGet, fitsWidth, shot } from './support/manage-helpers';

/**
 * Issue 6 item 7: the notification bar — form, live preview, save, public configuration. Each test
 * sets the bar of a business of its own, so no other test finds it switched on.
 */

interface PublicBar {
  notification_bar: {
    text: string;
    button_label: string;
    background: string;
    color: string;
    position: 'top' | 'bottom';
    game_url: string | null;
  } | null;
}

test('configure the bar, preview it, save it and see the public configuration', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = await registerBusiness(request, 'Bar Café');
  const quiz = await copyDemoGame(request, owner, 'Coffee Lovers Quiz');

  await login(page, owner.email, owner.password);
  await page.goto('/games/notification-bar');
  await expect(page.getByRole('heading', { level: 1, name: 'Notification bar' })).toBeVisible();
  await expect(page.getByTestId('bar-state-label')).toHaveText('Off');
  // No snippet puts the bar on a website yet, and the page says so.
  await expect(page.getByTestId('bar-on-sites')).toContainText('has the Playdesk snippet');
  await expect(page.getByTestId('bar-snippet')).toHaveValue(/Playdesk\("bar",\{"account":"/);
  await shot(page, 'bar-initial');

  // Switched on without text: the contract's message on the field.
  await page.getByRole('switch', { name: /Switch the bar on/ }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Write the text the bar shows')).toBeVisible();

  await page.getByLabel('Text', { exact: true }).fill('Play our coffee quiz and win a latte!');
  await page.getByLabel('Button label').fill('Play now');
  await page.getByLabel('Linked game').selectOption({ label: 'Coffee Lovers Quiz' });
  await page.getByLabel('Background', { exact: true }).fill('#7C2D12');
  await page.getByLabel('Text colour', { exact: true }).fill('#FFF7ED');
  await page.getByRole('radio', { name: 'Bottom of the page' }).click();

  // The preview follows: text, colours and the bar at the bottom of the page.
  const preview = page.getByTestId('bar-preview');
  await expect(preview).toHaveAttribute('data-position', 'bottom');
  const bar = page.getByTestId('bar-preview-bar');
  await expect(bar).toContainText('Play our coffee quiz and win a latte!');
  await expect(bar).toContainText('Play now');
  await expect(bar).toHaveCSS('background-color', 'rgb(124, 45, 18)');
  const barBox = (await bar.boundingBox())!;
  const previewBox = (await preview.boundingBox())!;
  expect(barBox.y + barBox.height).toBeGreaterThan(previewBox.y + previewBox.height - 20);
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page)).toHaveText(
    'Saved. The bar is active on every page of your website with the Playdesk snippet.',
  );
  await expect(page.getByTestId('bar-state-label')).toHaveText('Active');
  await expect(page.getByText(/showing on your site|see the bar/i)).toHaveCount(0);
  await page.getByText('For developers: public configuration').click();
  await expect(page.getByTestId('bar-public-config')).toContainText('win a latte');
  await shot(page, 'bar-saved');

  const live = await apiGet<PublicBar>(
    request,
    null,
    `play/accounts/${owner.account}/notification-bar`,
  );
  expect(live.notification_bar).toMatchObject({
    text: 'Play our coffee quiz and win a latte!',
    button_label: 'Play now',
    position: 'bottom',
  });
  expect(live.notification_bar!.background.toUpperCase()).toBe('#7C2D12');
  expect(live.notification_bar!.game_url).toMatch(new RegExp(`/game/${quiz}$`));

  // Scheduled for later: not shown now.
  await page.getByLabel('Start').fill('2099-01-01T09:00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page)).toContainText('Saved. The bar becomes active on');
  await expect(page.getByTestId('bar-state-label')).toHaveText('Scheduled');
  const later = await apiGet<PublicBar>(
    request,
    null,
    `play/accounts/${owner.account}/notification-bar`,
  );
  expect(later.notification_bar).toBeNull();

  // An end before the start is refused on the field.
  await page.getByLabel('End').fill('2098-12-31T09:00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The end must be after the start')).toBeVisible();

  // Back to showing now, and it stays after a reload.
  await page.getByLabel('Start').fill('');
  await page.getByLabel('End').fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('bar-state-label')).toHaveText('Active');
  await page.reload();
  await expect(page.getByLabel('Text', { exact: true })).toHaveValue(
    'Play our coffee quiz and win a latte!',
  );
  await expect(page.getByRole('radio', { name: 'Bottom of the page' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('the bar page is usable at 375 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const owner = await registerBusiness(request, 'Bar Café');
  await login(page, owner.email, owner.password);
  await page.goto('/games/notification-bar');
  await expect(page.getByTestId('bar-preview')).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await page.getByRole('radio', { name: 'Phone' }).click();
  await shot(page, 'mobile-bar');
});
