import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { registerBusiness } from './support/business';
import { login, shot, toast } from './support/console';

/**
 * The demo mailbox (docs/product-rules.md#demo-mailbox): the browser tests' server has no
 * SMTP_URL, so an invitation the owner sends shows in the console's Mailbox, and its link opens the
 * invitation page on the address the owner uses. Screens at 1280 and 375 px in e2e/artifacts/.
 */
test('an invitation is read in the Mailbox and its link followed', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 860 });
  const owner = await registerBusiness(page.request, 'Mailbox Café');
  const mateEmail = `mate-${randomUUID().slice(0, 8)}@example.test`;
  await login(page, owner.email, owner.password);

  await page.goto('/team-mates');
  await page.getByRole('button', { name: 'Invite team mate' }).first().click();
  const dialog = page.getByTestId('invite-dialog');
  await dialog.getByLabel('Email').fill(mateEmail);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page)).toHaveText(`Invitation sent to ${mateEmail}.`);

  // The top bar leads to the Mailbox; the email arrives once the job worker has "sent" it.
  await page.getByTestId('mailbox-link').click();
  await expect(page).toHaveURL(/\/mailbox$/);
  await expect(page.getByRole('heading', { name: 'Mailbox', exact: true })).toBeVisible();
  const row = page.getByTestId('mailbox-row').filter({ hasText: mateEmail });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('Join Mailbox Café on Playdesk');
  await row.click();
  const message = page.getByTestId('mailbox-message');
  await expect(message.getByRole('heading')).toHaveText('Join Mailbox Café on Playdesk');
  await expect(message).toContainText(mateEmail);
  const link = message.getByRole('link', { name: /\/register-team-mate\// });
  // The link is on the address this browser uses (APP_URL), so it keeps its origin.
  const href = await link.getAttribute('href');
  expect(new URL(href!).origin).toBe(new URL(page.url()).origin);
  await shot(page, 'mailbox-desktop');
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'mailbox-phone', true);

  await link.click();
  await expect(page).toHaveURL(/\/register-team-mate\//);
  await expect(page.getByRole('heading', { name: 'Join Mailbox Café on Playdesk' })).toBeVisible();
  await expect(page.getByText(`${owner.email} invited ${mateEmail}`)).toBeVisible();
});
