/**
 * The player form on a 375 px phone (issue 11): a game that asks before it starts (a required
 * field stops the form, the consents are never ticked, the participation limit speaks up after),
 * a game that asks after it ends (the server's own problem shows beside the field, then the
 * result), "Forget me" showing, downloading and erasing what the business holds, and an email the
 * business already knew, which only the link emailed to it joins to this phone (issue 31, S1).
 *
 * The demo businesses stay as seeded: the spec works in a sub-account of the demo owner's Pro
 * business (a plan with Player Data), with its own copies of the demo quiz.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  API,
  apiGet,
  apiSend,
  copyDemoGame,
  OTHER_OWNER,
  signIn,
  type Session,
} from './support/business';
import { latestEmailTo, linkPath } from './support/mailbox';
import { PHONE, expectResult, playDemoQuiz, shot } from './support/play-helpers';

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 150_000 });

const FIELDS = [
  { key: 'first_name', type: 'first_name', label: 'First name', required: true },
  { key: 'email', type: 'email', label: 'Email', required: true },
  {
    key: 'drink',
    type: 'choice',
    label: 'Favourite drink',
    required: false,
    options: ['Latte', 'Espresso', 'Tea'],
  },
  { key: 'regular', type: 'checkbox', label: 'I come here every week', required: false },
];

interface Setup {
  session: Session;
  /** The consents the forms ask for: the mandatory terms, then the optional newsletter. */
  consents: string[];
}

/**
 * Other Bakery (the demo's Starter business, which has Player Data) with a mandatory terms consent
 * (with a link) and an optional newsletter. Not a sub-account of the demo owner: Pro allows three,
 * and the console and Player Data specs use them. Each run adds its own consents and games.
 */
async function setUp(request: APIRequestContext): Promise<Setup> {
  const session = await signIn(request, OTHER_OWNER);
  const consent = async (name: string, text: string, mandatory: boolean) =>
    (
      await apiSend<{ consent: { public_id: string } }>(request, session, 'POST', 'consents', {
        name,
        text,
        mandatory,
      })
    ).consent.public_id;
  const terms = await consent(
    'Terms',
    '<p>I accept the <a href="https://example.com/terms" target="_blank">game rules</a>.</p>',
    true,
  );
  const news = await consent('Newsletter', '<p>Send me news and offers by email.</p>', false);
  await apiSend(request, session, 'PUT', 'privacy', { blocked_email_domains: ['blocked.test'] });
  return { session, consents: [terms, news] };
}

/** A copy of the demo quiz with the form shown `mode`, and its participation rule. */
async function quizWithForm(
  request: APIRequestContext,
  { session, consents }: Setup,
  mode: 'before' | 'after',
  participation: { rule: string } = { rule: 'unlimited' },
): Promise<string> {
  const game = await copyDemoGame(request, session, 'Coffee Lovers Quiz');
  await apiSend(request, session, 'PATCH', `games/${game}`, {
    settings: { lead_form: { mode, fields: FIELDS, consents }, participation },
  });
  return game;
}

test('a form before the game: a required field stops it, then the player plays', async ({
  page,
}) => {
  const setup = await setUp(page.request);
  const game = await quizWithForm(page.request, setup, 'before', { rule: 'once' });

  await page.goto(`/game/${game}`);
  const form = page.getByRole('region', { name: 'Before you play' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toHaveCount(0);
  // Consents are never ticked in advance; the terms text keeps its link.
  const checkboxes = form.getByRole('checkbox');
  await expect(checkboxes).toHaveCount(3);
  for (const box of await checkboxes.all()) await expect(box).not.toBeChecked();
  await expect(form.getByRole('link', { name: 'game rules' })).toBeVisible();

  // Sent empty: the first problem is beside its field and has the focus.
  await form.getByRole('button', { name: 'Continue to the game' }).click();
  const firstName = form.getByRole('textbox', { name: 'First name', exact: true });
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription('This field is required');
  await expect(form.getByText('Please accept this to take part')).toBeVisible();
  await shot(page, 'lead-before-errors');

  await firstName.fill('Ana');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('ana@example');
  await form.getByRole('button', { name: 'Continue to the game' }).click();
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
  await expect(
    form.getByRole('textbox', { name: 'Email', exact: true }),
  ).toHaveAccessibleDescription('Enter a valid email address');
  const email = `ana-${randomUUID().slice(0, 8)}@example.com`;
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('combobox', { name: 'Favourite drink' }).selectOption('Latte');
  await form.getByRole('checkbox', { name: /game rules/ }).check();
  await shot(page, 'lead-before-filled');
  await form.getByRole('button', { name: 'Continue to the game' }).click();

  // The form sent, the game starts at once.
  await expect(page.getByRole('region', { name: 'Game board' })).toBeVisible();
  await playDemoQuiz(page, 'right');
  expect(await expectResult(page)).toBe('won');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // Once per player: Play again says when (the server's friendly message).
  await page.getByRole('button', { name: 'Play again' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'You have already played this game' }),
  ).toBeVisible();

  // Known now: the form is not asked again on this device.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Before you play' })).toHaveCount(0);

  // The business sees the player, with the consent given.
  const players = await apiGet<{ data: { email: string; name: string }[] }>(
    page.request,
    setup.session,
    `players?search=${encodeURIComponent(email)}`,
  );
  expect(players.data).toHaveLength(1);
  expect(players.data[0]!.name).toContain('Ana');
});

test('a form after the game, then "Forget me" erases the player', async ({ page }) => {
  const setup = await setUp(page.request);
  const game = await quizWithForm(page.request, setup, 'after');

  await page.goto(`/game/${game}`);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await playDemoQuiz(page, 'wrong');

  // The form comes before the result.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'One last step' })).toBeVisible({
    timeout: 15_000,
  });
  await dialog.getByRole('textbox', { name: 'First name', exact: true }).fill('Bo');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('bo@blocked.test');
  await dialog.getByRole('checkbox', { name: /game rules/ }).check();
  await dialog.getByRole('button', { name: 'See my result' }).click();
  // The server's problem (the business blocks that domain) shows beside the field.
  await expect(
    dialog.getByRole('textbox', { name: 'Email', exact: true }),
  ).toHaveAccessibleDescription(
    'Addresses at this domain cannot take part. Use another email address',
  );
  await expect(dialog.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
  await shot(page, 'lead-after-server-error', false);
  const email = `bo-${randomUUID().slice(0, 8)}@example.com`;
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'See my result' }).click();
  expect(await expectResult(page)).toBe('lost');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Forget me: see what the business holds, download it, erase it.
  await page.getByRole('button', { name: 'Your data · Forget me' }).click();
  const mine = page.getByRole('dialog');
  await expect(mine.getByRole('heading', { name: 'Your data' })).toBeVisible();
  await expect(mine).toContainText(email);
  await expect(mine).toContainText('Terms');
  await shot(page, 'lead-my-data', false);
  const download = page.waitForEvent('download');
  await mine.getByRole('button', { name: 'Download my data (JSON)' }).click();
  const file = await download;
  const data = JSON.parse(readFileSync((await file.path())!, 'utf8')) as {
    player: { email: string };
    plays: unknown[];
  };
  expect(data.player.email).toBe(email);
  expect(data.plays).toHaveLength(1);

  await mine.getByRole('button', { name: 'Erase my data' }).click();
  await mine.getByRole('button', { name: 'Yes, erase' }).click();
  await expect(mine.getByRole('status')).toContainText('Your data has been erased.');
  await shot(page, 'lead-erased', false);
  await mine.getByRole('button', { name: 'Close' }).click();

  // This device forgot the player, and the business no longer has them.
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Your data · Forget me' })).toHaveCount(0);
  const stored = await page.evaluate(() => Object.keys(localStorage).join(' '));
  expect(stored).not.toMatch(/playdesk\.(player|lead|profile)\./);
  const players = await apiGet<{ data: unknown[] }>(
    page.request,
    setup.session,
    `players?search=${encodeURIComponent(email)}`,
  );
  expect(players.data).toHaveLength(0);
});

test('a known email on a new phone waits for the emailed link, which joins the player', async ({
  page,
}) => {
  const setup = await setUp(page.request);
  const game = await quizWithForm(page.request, setup, 'before');
  // The player the business already knows, from another device.
  const email = `cleo-${randomUUID().slice(0, 8)}@example.com`;
  const known = await page.request.post(`${API}/play/games/${game}/lead`, {
    data: {
      values: { first_name: 'Cleo', email },
      consents: [{ public_id: setup.consents[0], given: true, version: 1 }],
    },
  });
  expect(known.status(), await known.text()).toBe(200);

  await page.goto(`/game/${game}`);
  const form = page.getByRole('region', { name: 'Before you play' });
  await expect(form).toContainText(
    'Unless you chose a player name, your first name shows on the leader board.',
  );
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Cleo');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email.toUpperCase());
  await form.getByRole('checkbox', { name: /game rules/ }).check();
  await form.getByRole('button', { name: 'Continue to the game' }).click();

  // The game starts on this phone's own player; the page says what to do next.
  await expect(page.getByRole('region', { name: 'Game board' })).toBeVisible();
  const notice = page.getByTestId('confirm-email-notice');
  await expect(notice).toContainText('Check your inbox to confirm your email.');
  await playDemoQuiz(page, 'right');
  expect(await expectResult(page)).toBe('won');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeVisible();
  await shot(page, 'lead-confirm-email-notice');
  // The first name given names the player (not "Guest").
  await page.reload();
  await expect(page.getByText('Playing as Cleo')).toBeVisible();

  // The link in the email confirms the address and makes this phone the known player.
  const mail = await latestEmailTo(email);
  expect(mail.subject).toBe('Confirm your email for Other Bakery');
  await page.goto(linkPath(mail.text, '/email/confirm'));
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
  await expect(page.getByText('Thank you, your email is confirmed.')).toBeVisible();
  await shot(page, 'email-confirmed');
  await page.getByRole('link', { name: 'Back to the game' }).click();
  await page.getByRole('button', { name: 'Your data · Forget me' }).click();
  const mine = page.getByRole('dialog');
  await expect(mine).toContainText(email);

  // The link works once.
  await page.goto(linkPath(mail.text, '/email/confirm'));
  await expect(page.getByRole('heading', { name: 'Could not confirm' })).toBeVisible();
  await expect(
    page.getByText('This confirmation link is not valid or was already used.'),
  ).toBeVisible();
});

test('the double opt-in link page says when a link is not valid', async ({ page }) => {
  await page.goto(`/consent/confirm?token=${'x'.repeat(32)}`);
  await expect(page.getByRole('heading', { name: 'Could not confirm' })).toBeVisible();
  await expect(page.getByText('This confirmation link is not valid')).toBeVisible();
  await shot(page, 'consent-confirm-invalid');
  const response = await page.request.post(`${API}/play/consents/confirm`, {
    data: { token: 'short' },
  });
  expect(response.status()).toBe(400);
});
