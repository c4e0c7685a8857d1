import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { registerBusiness } from './support/business';
import { login, shot, sidebarLabels, toast } from './support/console';
import { latestEmailTo, linkPath } from './support/mailbox';

/**
 * Issue 13 as a new user tries it: an owner invites a colleague with the games module only; the
 * colleague accepts from the emailed link in a browser of their own, works in the games section
 * only, and loses access the moment the owner removes them. Then a person signs in with the
 * (local, mock) Google button. Screens at desktop and 375 px wide are saved to e2e/artifacts/.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

async function memberRow(page: Page, email: string) {
  return page.getByTestId('team-member').filter({ hasText: email });
}

test('an invited games-only team mate works in games only, until removed', async ({
  browser,
  page,
  request,
}) => {
  // Two browsers and password hashing: slow on a busy machine.
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  const owner = await registerBusiness(request, 'Team Café');
  const mateEmail = `mate-${randomUUID().slice(0, 8)}@example.test`;

  // The owner invites the colleague with Games only.
  await login(page, owner.email, owner.password);
  await page.goto('/team-mates');
  await expect(page.getByRole('heading', { name: 'Team mates', exact: true })).toBeVisible();
  await expect(page.getByText('No team mates yet')).toBeVisible();
  await page.getByRole('button', { name: 'Invite team mate' }).first().click();
  const dialog = page.getByTestId('invite-dialog');
  await dialog.getByLabel('Email').fill(mateEmail);
  await expect(dialog.getByTestId('team-module-games')).toBeChecked();
  await expect(dialog.getByTestId('team-module-rewards')).not.toBeChecked();
  await shot(page, 'team-invite-dialog');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  // The invitation's request hashes and mails: on a busy machine, longer than an assertion's 10 s.
  await expect(toast(page)).toHaveText(`Invitation sent to ${mateEmail}.`, { timeout: 30_000 });
  const invitation = page.getByTestId('team-invitation').filter({ hasText: mateEmail });
  await expect(invitation).toContainText('Invited');
  await expect(invitation).toContainText('Games');
  await shot(page, 'team-mates-desktop', true);

  // The colleague opens the emailed link in a browser of their own.
  const email = await latestEmailTo(mateEmail);
  expect(email.subject).toBe('Join Team Café on Playdesk');
  const link = linkPath(email.text, '/register-team-mate/');
  const mateContext = await browser.newContext({ viewport: PHONE });
  const mate = await mateContext.newPage();
  await mate.goto(link);
  await expect(mate.getByRole('heading', { name: 'Join Team Café on Playdesk' })).toBeVisible();
  await expect(mate.getByText(`${owner.email} invited ${mateEmail}`)).toBeVisible();
  await shot(mate, 'team-invitation-phone', true);
  await mate.getByLabel('Your name').fill('Mia Mate');
  await mate.getByLabel('Choose a password').fill(`pd-${randomUUID()}`);
  await mate.getByRole('button', { name: 'Join Team Café' }).click();
  await expect(mate).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await expect(toast(mate)).toHaveText('Welcome to Team Café.', { timeout: 30_000 });

  // Only the games section is theirs; a forbidden route sends them to GameList.
  await mate.setViewportSize(DESKTOP);
  await expect
    .poll(() => sidebarLabels(mate))
    .toEqual(['Dashboard', 'Templates', 'Games', 'Calendar']);
  await mate.goto('/rewards');
  await expect(mate).toHaveURL(/\/games$/);
  await mate.goto('/team-mates');
  await expect(mate).toHaveURL(/\/games$/);
  await expect(mate.getByRole('heading', { name: 'Games', exact: true })).toBeVisible();

  // The owner sees them in the list, then removes them.
  await page.reload();
  const row = await memberRow(page, mateEmail);
  await expect(row).toContainText('Mia Mate');
  await expect(row).toContainText('Games');
  await expect(row).toContainText(owner.email);
  await expect(page.getByTestId('team-invitation')).toHaveCount(0);
  await row.getByRole('button', { name: 'Remove' }).click();
  await page.getByTestId('remove-dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page)).toHaveText(`${mateEmail} has been removed from the team.`);
  await expect(await memberRow(page, mateEmail)).toHaveCount(0);

  // The colleague's next click lands on Login with the warning.
  await mate.getByTestId('sidebar').getByRole('link', { name: 'Calendar' }).click();
  await expect(mate).toHaveURL(/\/login$/);
  await expect(toast(mate)).toHaveText('Please login to access.');

  // The owner's activity log tells the story.
  await page.getByTestId('team-tab-activity').click();
  const log = page.getByTestId('activity-row');
  await expect(log.first()).toContainText(`Removed ${mateEmail} from the team.`);
  await expect(page.getByTestId('team-activity')).toContainText(
    `${mateEmail} accepted the invitation`,
  );
  await expect(page.getByTestId('team-activity')).toContainText(`Invited ${mateEmail} with games.`);
  await shot(page, 'team-activity-desktop');

  await page.setViewportSize(PHONE);
  await page.getByTestId('team-tab-team').click();
  await expect(page.getByTestId('team-member').first()).toBeVisible();
  await shot(page, 'team-mates-phone', true);
  await mateContext.close();
});

test('a person signs in with Google (the local mock provider) from the Login page', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  test.setTimeout(120_000);
  await page.goto('/login');
  const google = page.getByRole('button', { name: 'Continue with Google' });
  await expect(google).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toHaveCount(0);
  await shot(page, 'login-social-phone', true);
  await google.click();
  // The provider sends the browser back to /auth/callback/google, which signs the person in: a new
  // business the first time (Welcome), the same login on a retry (Dashboard).
  await expect(page).toHaveURL(/\/(welcome|dashboard)$/, { timeout: 30_000 });
  await expect(toast(page)).toHaveText(/^(Welcome to Playdesk!|Signed in with Google\.)$/);
  if (page.url().endsWith('/welcome'))
    await expect(
      page.getByRole('heading', { name: "Welcome to Playdesk, Sam Social's business" }),
    ).toBeVisible();
});

test('a refused or stale social sign-in returns to Login with the reason', async ({ page }) => {
  await page.goto('/auth/callback/google?error=access_denied&state=not-a-real-state');
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page)).toHaveText(
    'You did not allow Playdesk to use your Google account, so you are not signed in. Try again, or sign in with your email and password.',
  );
  await page.goto('/auth/callback/google?code=abc&state=not-a-real-state');
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page)).toHaveText(
    'This sign-in has expired or was started in another browser. Please try again.',
  );
});
