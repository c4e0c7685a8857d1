/**
 * A verified email before the game (issue 36, docs/fair-play.md#verified-email-and-phone), on a
 * 375 px phone: the game asks for a verified email; the player fills the form, the server refuses
 * it until the address is confirmed, the code step opens, a wrong code says so, the code read from
 * the local mailbox confirms it, the form goes through, and the player plays and wins the reward.
 *
 * Works in Other Bakery (the demo's Starter business, which has Player Data) with its own copy of
 * the demo quiz and reward; the game's fair-play settings are set through `PUT games/{id}/fair-play`.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { verifiedQuiz } from './support/fair-play';
import { latestEmailTo } from './support/mailbox';
import { PHONE, playDemoQuiz, resultDialog, shot } from './support/play-helpers';

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 150_000 });

test('a player confirms the email with the code from the mailbox, plays and gets the reward', async ({
  page,
}) => {
  const { game } = await verifiedQuiz(page.request, {
    form: 'before',
    reward: { name: `Free croissant ${randomUUID().slice(0, 4)}`, code: 'CROISSANT' },
    fairPlay: { verify_email: 'code' },
  });

  await page.goto(`/game/${game}`);
  const form = page.getByRole('region', { name: 'Before you play' });
  // The form had no email field: the game's verification adds it, required.
  const emailBox = form.getByRole('textbox', { name: 'Email', exact: true });
  await expect(emailBox).toBeVisible();
  const email = `lea-${randomUUID().slice(0, 8)}@example.com`;
  await emailBox.fill(email);
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Léa');
  await form.getByRole('button', { name: 'Continue to the game' }).click();

  // Refused until verified: the code step, a code on its way, the resend counting down.
  const step = form.getByTestId('verify-step');
  await expect(step.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(step).toContainText(`We sent a 6-digit code to ${email}.`);
  const codeBox = step.getByRole('textbox', { name: 'Code' });
  await expect(codeBox).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeBox).toBeFocused();
  await expect(step.getByRole('button', { name: /^Send a new code in \d+ s$/ })).toBeDisabled();

  const mail = await latestEmailTo(email);
  expect(mail.subject).toMatch(/^Your code for Other Bakery: \d{6}$/);
  const code = /^(\d{6})$/m.exec(mail.text)![1]!;

  // A wrong code says so, with the tries left, and keeps the step.
  await codeBox.fill(code === '000000' ? '111111' : '000000');
  await step.getByRole('button', { name: 'Confirm' }).click();
  await expect(step.getByRole('alert')).toHaveText('This code is not right. 4 tries left.');
  await shot(page, 'verify-email-code-step');

  await codeBox.fill(code);
  await step.getByRole('button', { name: 'Confirm' }).click();

  // Verified: the form went through and the game starts.
  await expect(page.getByRole('region', { name: 'Game board' })).toBeVisible();
  await playDemoQuiz(page, 'right');
  const popup = resultDialog(page);
  await expect(popup.getByRole('heading', { level: 2 })).toHaveText('Congratulations.', {
    timeout: 15_000,
  });
  await expect(popup.getByTestId('won-reward')).toContainText('Free croissant');
  await expect(popup.getByTestId('reward-code')).toHaveText('CROISSANT');
});
