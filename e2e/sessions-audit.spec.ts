import { readFile } from 'node:fs/promises';
import { devices, expect, test } from '@playwright/test';
import { registerBusiness } from './support/business';
import { login, toast } from './support/console';

/**
 * Issue 38 items 7 and 10 (docs/team-and-sign-in.md#sessions, docs/audit-log.md): one person signs
 * in from two browsers, ends the other session from the first, and the second is signed out at its
 * next request; the audit log shows the ending with a filter, exports it as CSV and verifies its
 * chain. In a business the test registers.
 */
test('ends another session, which is signed out; the audit log shows it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await registerBusiness(request, 'Sessions Café');
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, owner.email, owner.password);

  // The second browser is a phone: its session reads as one in the list.
  const other = await browser.newContext({ ...devices['iPhone 13'] });
  const phone = await other.newPage();
  await login(phone, owner.email, owner.password);

  // The first browser lists both sessions and signs the other one out.
  await page.getByTestId('account-menu').click();
  await page.getByTestId('menu-security').click();
  await expect(page).toHaveURL(/\/security$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  // This browser, the phone, and the API sign-in that registered the business.
  const rows = page.getByTestId('session-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'This session' })).toHaveCount(1);
  const theirs = rows.filter({ hasText: 'Phone' });
  await expect(theirs).toHaveCount(1);
  await expect(theirs).toContainText('From network');
  await theirs.getByTestId('sign-out-session').click();
  await expect(toast(page)).toHaveText('The session has been signed out.');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Phone' })).toHaveCount(0);

  // The second browser's next request is refused: back to the sign-in page.
  await phone.reload();
  await expect(phone).toHaveURL(/\/login/);
  await other.close();

  // The audit log, filtered to sessions ended.
  await page.getByRole('button', { name: 'Settings menu' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/audit-log$/);
  await page.getByLabel('Action').selectOption('session.ended');
  await page.getByTestId('audit-apply').click();
  await expect(page).toHaveURL(/action=session.ended/);
  const entries = page.getByTestId('audit-row');
  await expect(entries).toHaveCount(1);
  await expect(entries.first().getByTestId('audit-action')).toHaveText('Session ended');
  await expect(entries.first()).toContainText('session.ended');
  await expect(entries.first()).toContainText(owner.email);

  // The CSV of the same filter.
  const download = page.waitForEvent('download');
  await page.getByTestId('audit-export').click();
  const file = await download;
  const csv = await readFile((await file.path())!, 'utf8');
  const lines = csv
    .replace(/^\ufeff/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toMatch(/^seq,at,actor_kind/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(',session.ended,');

  // The chain checks out.
  await page.getByTestId('audit-verify').click();
  await expect(page.getByTestId('audit-verdict')).toContainText('The chain is intact');
});
