/**
 * A verified email with the form after the game (issue 36 §1,
 * docs/fair-play.md#wins-kept-until-the-player-verifies), on a 375 px phone: the player wins, and
 * the reward is kept until the email is confirmed — the finish answer holds no code, the pop-up
 * says to confirm the email instead of showing the reward (closing the form shows that too, with
 * the way back to it), the code read from the local mailbox confirms it, and the reward then shows
 * with its code and is emailed.
 *
 * Works in Other Bakery (the demo's Starter business, which has Player Data) with its own copy of
 * the demo quiz and a reward of its own; fair play is set through `PUT games/{id}/fair-play`.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { verifiedQuiz } from './support/fair-play';
import { latestEmailTo } from './support/mailbox';
import { PHONE, playDemoQuiz, shot } from './support/play-helpers';

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 150_000 });

test('a reward won before the form waits for the confirmed email, then shows and is emailed', async ({
  page,
}) => {
  const code = `MUFFIN-${randomUUID().slice(0, 6).toUpperCase()}`;
  const rewardName = `Free muffin ${randomUUID().slice(0, 4)}`;
  const { game } = await verifiedQuiz(page.request, {
    form: 'after',
    reward: { name: rewardName, code },
    fairPlay: { verify_email: 'code' },
  });

  // Every answer about the play, as the browser receives it: none may hold the code before the
  // email is confirmed.
  const answers: { url: string; body: string; at: number }[] = [];
  page.on('response', (res) => {
    if (!res.url().includes('/play/sessions/')) return;
    const at = Date.now();
    void res.text().then(
      (body) => answers.push({ url: res.url(), body, at }),
      () => undefined,
    );
  });

  await page.goto(`/game/${game}`);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await playDemoQuiz(page, 'right');

  // The game is won: the form comes first and says the reward waits for the confirmed email.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'You won a reward!' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(dialog).toContainText('Confirm your email to receive it from Other Bakery.');
  await expect(dialog).not.toContainText(code);
  const finish = answers.find((a) => /"status":"won"/.test(a.body));
  expect(finish, 'the answer that ended the play').toBeTruthy();
  expect(finish!.body).toContain('"reward_awaiting_verification":true');
  expect(finish!.body).not.toContain(code);
  await shot(page, 'verify-after-form', false);

  // Closed unsent: the result says the same, with the way back to the form.
  await dialog.getByRole('button', { name: 'Close' }).click();
  const result = page.getByRole('dialog');
  await expect(result.getByRole('heading', { level: 2 })).toHaveText('Congratulations.');
  const waiting = result.getByTestId('reward-awaiting');
  await expect(waiting).toContainText('You won a reward!');
  await expect(result.getByTestId('won-reward')).toHaveCount(0);
  await expect(result).not.toContainText(code);
  await shot(page, 'verify-after-result-waiting', false);
  await waiting.getByRole('button', { name: 'Confirm my email' }).click();

  // The form again; the email field the verification added, then the code step.
  const form = page.getByRole('dialog');
  await expect(form.getByRole('heading', { name: 'You won a reward!' })).toBeVisible();
  const email = `mia-${randomUUID().slice(0, 8)}@example.com`;
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Mia');
  await form.getByRole('button', { name: 'Get my reward' }).click();
  const step = form.getByTestId('verify-step');
  await expect(step.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(step).toContainText(`We sent a 6-digit code to ${email}.`);
  const mail = await latestEmailTo(email);
  expect(mail.subject).toMatch(/^Your code for Other Bakery: \d{6}$/);
  const typed = /^(\d{6})$/m.exec(mail.text)![1]!;
  await step.getByRole('textbox', { name: 'Code' }).fill(typed);
  await step.getByRole('button', { name: 'Confirm' }).click();

  // Confirmed: the form went through, the play is read again, and the reward shows.
  await expect(page.getByRole('dialog').getByTestId('won-reward')).toContainText(rewardName, {
    timeout: 15_000,
  });
  await expect(page.getByRole('dialog').getByTestId('reward-code')).toHaveText(code);
  await expect(page.getByRole('dialog').getByTestId('reward-awaiting')).toHaveCount(0);
  await shot(page, 'verify-after-reward', false);
  const rewardMail = await latestEmailTo(email, /^Your reward from/);
  expect(rewardMail.subject).toBe(`Your reward from Other Bakery: ${rewardName}`);
  expect(rewardMail.text).toContain(code);
});
