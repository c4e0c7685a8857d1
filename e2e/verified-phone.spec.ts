/**
 * A verified phone before the game (issue 36 §2, docs/fair-play.md#verified-email-and-phone), on a
 * 375 px phone: the game asks for a verified mobile number; the form adds the field, a number
 * without its country code is refused beside the field in the player's words, the code step texts
 * the number through the server's SMS provider — a local fake of Twilio's Messages API that
 * scripts/e2e-server.mjs starts, read here as the player reads their phone — and the code
 * confirms it; the player plays and gets the reward.
 *
 * Works in Other Bakery (the demo's Starter business: Player Data and 100 SMS a month) with its
 * own copy of the demo quiz and reward.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { verifiedQuiz } from './support/fair-play';
import { latestSmsTo } from './support/sms';
import { PHONE, playDemoQuiz, resultDialog, shot } from './support/play-helpers';

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 150_000 });

test('a player confirms a mobile number with the texted code, plays and gets the reward', async ({
  page,
}) => {
  const code = `TART-${randomUUID().slice(0, 6).toUpperCase()}`;
  const { game } = await verifiedQuiz(page.request, {
    form: 'before',
    reward: { name: `Free tart ${randomUUID().slice(0, 4)}`, code },
    fairPlay: { verify_phone: true },
  });

  // A French mobile number of this run's own (a number verified once stays verified).
  const digits = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const national = `06 12 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`;
  const typed = `+33 6 12 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`;
  const e164 = `+33612${digits}`;

  await page.goto(`/game/${game}`);
  const form = page.getByRole('region', { name: 'Before you play' });
  // The form had no phone field: the game's verification adds it, required, for a phone keypad.
  const phoneBox = form.getByRole('textbox', { name: 'Mobile phone', exact: true });
  await expect(phoneBox).toBeVisible();
  await expect(phoneBox).toHaveAttribute('type', 'tel');
  await expect(phoneBox).toHaveAttribute('autocomplete', 'tel');
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Noa');

  // Without its country code the number cannot get a text: said beside the field.
  await phoneBox.fill(national);
  await form.getByRole('button', { name: 'Continue to the game' }).click();
  await expect(phoneBox).toHaveAccessibleDescription(
    'Enter a mobile number that can receive text messages, with its country code.',
  );
  await expect(phoneBox).toBeFocused();
  await shot(page, 'verify-phone-country-code');

  await phoneBox.fill(typed);
  await form.getByRole('button', { name: 'Continue to the game' }).click();

  // Refused until verified: the code step, a text on its way.
  const step = form.getByTestId('verify-step');
  await expect(step.getByRole('heading', { name: 'Check your phone' })).toBeVisible();
  await expect(step).toContainText(`We sent a 6-digit code to ${typed}.`);
  const codeBox = step.getByRole('textbox', { name: 'Code' });
  await expect(codeBox).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeBox).toHaveAttribute('inputmode', 'numeric');
  await expect(codeBox).toBeFocused();

  const sms = await latestSmsTo(e164);
  expect(sms.from).toBe('+15005550006');
  expect(sms.body).toMatch(/^Other Bakery: your code is \d{6}\. It works for 10 min\.$/);
  const texted = /(\d{6})/.exec(sms.body)![1]!;
  // As a phone offers it from the text: with a space in the middle.
  await codeBox.fill(`${texted.slice(0, 3)} ${texted.slice(3)}`);
  await shot(page, 'verify-phone-code-step');
  await step.getByRole('button', { name: 'Confirm' }).click();

  // Verified: the form went through and the game starts.
  await expect(page.getByRole('region', { name: 'Game board' })).toBeVisible();
  await playDemoQuiz(page, 'right');
  const popup = resultDialog(page);
  await expect(popup.getByRole('heading', { level: 2 })).toHaveText('Congratulations.', {
    timeout: 15_000,
  });
  await expect(popup.getByTestId('reward-code')).toHaveText(code);
});
