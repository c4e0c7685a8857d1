import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { API } from './support/business';
import { TEST_CARD } from './support/billing';
import { shot, sidebarLabels, toast } from './support/console';
import { createGame, preview, publish } from './support/games-helpers';
import { PHONE, resultDialog } from './support/play-helpers';
import { saveShot } from './support/shots';

/**
 * The newcomer's path (issue 31, "What it must show"), in the real UI from start to end: a bagel
 * shop registers on Starter and pays with the test card, writes and publishes a quiz, pastes its
 * five printed codes into a reward, gives it to the quiz's winners and asks players for their
 * email; a player wins on a 375 px phone and gets one of those codes; the owner finds the player
 * in Player Data, then invites a team mate (the link read in the console's Mailbox) who edits
 * games but sees no player data. Screens in e2e/artifacts/console-newcomer-*.png.
 *
 * Everything happens in a business the test registers itself, so it runs in any order, as often
 * as wanted.
 */

// Password hashing, a payment, two more browsers and the outbox: slow on a busy machine.
test.setTimeout(300_000);
test.use({ actionTimeout: 30_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const DESKTOP = { width: 1280, height: 900 };

/** The quiz the owner writes: its questions, the right answer first. */
const QUIZ = [
  { text: 'Which bagel has seeds all over it?', options: ['Everything', 'Plain', 'Cinnamon'] },
  { text: 'What is a bagel boiled in before baking?', options: ['Water', 'Milk', 'Coffee'] },
] as const;

/** The shop's printed codes, as pasted (with a blank line, as a real paste has). */
const CODES = ['BAGEL-7K2M', 'BAGEL-Q9XD', 'BAGEL-4HTR', 'BAGEL-W3LP', 'BAGEL-M8ZC'] as const;

/** The bearer token and account the console sends with its next API request. */
async function consoleHeaders(
  page: Page,
  trigger: () => Promise<unknown>,
): Promise<Record<string, string>> {
  const request = page.waitForRequest(
    (r) => r.url().includes(`${API}/`) && Boolean(r.headers()['x-account']),
  );
  await trigger();
  const headers = (await request).headers();
  return { authorization: headers['authorization'] ?? '', 'x-account': headers['x-account'] ?? '' };
}

test('a new business goes from registering to a winner, Player Data and a team mate', async ({
  browser,
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const suffix = randomUUID().slice(0, 8);
  const business = 'Newcomer Bagels';
  const ownerEmail = `owner-${suffix}@example.test`;
  const playerEmail = `player-${suffix}@example.test`;
  const mateEmail = `mate-${suffix}@example.test`;

  await test.step('register a business on Starter', async () => {
    await page.goto('/register');
    await page.getByLabel('Business name').fill(business);
    await page.getByLabel('Work email').fill(ownerEmail);
    await page.getByLabel('Password').fill(`pd-${randomUUID()}`);
    await page.getByTestId('plan-starter').click();
    await expect(page.getByTestId('plan-starter').getByRole('radio')).toBeChecked();
    await shot(page, 'newcomer-register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/payment$/, { timeout: 30_000 });
    await expect(page.getByTestId('amount-due')).toHaveText('$19.00 per month');
  });

  await test.step('pay with the test card', async () => {
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await expect(page).toHaveURL(/\/payment\/checkout\/[^/]+$/);
    await expect(page.getByTestId('checkout-summary')).toContainText(business);
    await page.getByRole('button', { name: `Use test card ${TEST_CARD.pays}` }).click();
    await expect(page.getByLabel('Card number')).toHaveValue(TEST_CARD.pays);
    await page.getByRole('button', { name: 'Pay $19.00' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    await expect(toast(page)).toContainText('Your Starter plan is active.');
    await expect.poll(() => sidebarLabels(page)).toContain('Player Data');
  });

  let gameId = '';
  await test.step('create and publish a quiz', async () => {
    gameId = await createGame(page, 'Quiz', 'Bagel Quiz');
    await page.getByRole('button', { name: 'Remove question 3' }).click();
    const questions = page.getByTestId('quiz-question');
    await expect(questions).toHaveCount(QUIZ.length);
    for (const [index, { text, options }] of QUIZ.entries()) {
      const question = questions.nth(index);
      await question.getByLabel('Question', { exact: true }).fill(text);
      for (const [o, option] of options.entries()) {
        const letter = 'ABC'[o]!;
        await question.getByLabel(`Question ${index + 1}, option ${letter}`).fill(option);
      }
      await question.getByLabel('Option A is the correct answer').check();
    }
    // The live preview plays the new questions (in the shuffled order players get).
    await expect(preview(page).getByText(`Question 1 of ${QUIZ.length}`)).toBeVisible();
    const written = new RegExp(`^(${QUIZ.map((q) => q.text.replace('?', '\\?')).join('|')})$`);
    await expect(preview(page).getByRole('heading', { name: written })).toBeVisible();
    await publish(page);
    await shot(page, 'newcomer-quiz-published');
  });

  let rewardId = '';
  await test.step('add the printed codes to a reward by pasting them', async () => {
    await page.goto('/rewards');
    await page.getByRole('link', { name: 'New reward' }).click();
    await page.getByTestId('reward-name-input').fill('Free bagel');
    await page.getByLabel('How to redeem').fill('Show the code at the counter.');
    await page.getByTestId('reward-save').click();
    await expect(page).toHaveURL(/\/rewards\/edit\/[^/]+$/);
    rewardId = page.url().split('/').pop()!;
    await page.getByTestId('pool-tab').getByText('Paste codes').click();
    await page
      .getByTestId('codes-paste')
      .fill(`${CODES.slice(0, 2).join('\n')}\n\n${CODES.slice(2).join('\n')}\n`);
    await page.getByTestId('codes-paste-submit').click();
    await expect(page.getByTestId('import-report')).toContainText('5 codes added.');
    await expect(page.getByTestId('stock-total')).toHaveText('5');
    await shot(page, 'newcomer-codes-pasted');
  });

  await test.step('give the reward to winners and ask players for their email', async () => {
    await page.goto(`/games/edit/${gameId}`);
    const form = page.getByTestId('player-form-section');
    await form.scrollIntoViewIfNeeded();
    await form
      .getByTestId('lead-form-mode')
      .getByRole('radio', { name: 'Before the game' })
      .click();
    await expect(form.getByTestId('lead-field')).toHaveCount(2);

    const rewards = page.getByTestId('rewards-section');
    await rewards.scrollIntoViewIfNeeded();
    await rewards.getByTestId('add-reward-rule').click();
    const rule = rewards.getByTestId('reward-rule');
    await expect(rule.getByTestId('rule-0-reward')).toHaveValue(rewardId);
    await expect(
      rule.getByTestId('rule-0-mode').getByRole('radio', { name: 'Every winner' }),
    ).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page)).toHaveText('Changes saved.');
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
    await expect(page.getByTestId('game-status')).toHaveText('Published');
    // A game that gives rewards is limited to one play a day per browser (issue 31, item 14).
    await expect(
      page.getByTestId('participation-section').getByRole('radio', { name: 'Once a day' }),
    ).toBeChecked();
  });

  let won = '';
  await test.step('a player gives their email, plays and wins on a phone', async () => {
    const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    try {
      const player = await phone.newPage();
      await player.goto(`/game/${gameId}`);
      const form = player.getByRole('region', { name: 'Before you play' });
      await expect(form).toBeVisible();
      await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Bea');
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill(playerEmail);
      await saveShot(player, 'console-newcomer-player-form', true);
      await form.getByRole('button', { name: 'Continue to the game' }).click();

      const board = player.getByRole('region', { name: 'Game board' });
      await expect(board).toBeVisible();
      for (let i = 1; i <= QUIZ.length; i++) {
        await expect(board.getByText(`Question ${i} of ${QUIZ.length}`)).toBeVisible();
        const heading = (await board.getByRole('heading', { level: 2 }).innerText()).trim();
        const question = QUIZ.find((q) => q.text === heading);
        expect(question, `a question the owner wrote: "${heading}"`).toBeTruthy();
        await board.getByRole('button', { name: question!.options[0], exact: true }).click();
        await expect(board.getByText('Correct!')).toBeVisible();
      }

      const popup = resultDialog(player);
      await expect(popup.getByRole('heading', { level: 2 })).toHaveText('Congratulations.', {
        timeout: 30_000,
      });
      const reward = popup.getByTestId('won-reward');
      await expect(reward).toContainText('Free bagel');
      won = (await reward.getByTestId('reward-code').innerText()).trim();
      expect(CODES as readonly string[]).toContain(won);
      await saveShot(player, 'console-newcomer-player-won', false);
    } finally {
      await phone.close();
    }
  });

  await test.step('the owner finds the player in Player Data', async () => {
    await page.getByTestId('sidebar').getByRole('link', { name: 'Player Data' }).click();
    await expect(page).toHaveURL(/\/crm/);
    await page.getByTestId('players-search').fill(playerEmail);
    const rows = page.getByTestId('player-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Bea');
    await expect(rows.first()).toContainText(playerEmail);
    await expect(rows.first().getByTestId('player-rewards')).toHaveText('1');
    await shot(page, 'newcomer-player-data');
    // The code they won is now used up in the pool.
    await page.goto(`/rewards/edit/${rewardId}`);
    await expect(page.getByTestId('stock-left')).toHaveText('4');
  });

  let link = '';
  await test.step('invite a team mate, without player data, and read the email', async () => {
    await page.goto('/team-mates');
    await page.getByRole('button', { name: 'Invite team mate' }).first().click();
    const dialog = page.getByTestId('invite-dialog');
    await dialog.getByLabel('Email').fill(mateEmail);
    await expect(dialog.getByTestId('team-module-games')).toBeChecked();
    await expect(dialog.getByTestId('team-module-player_data')).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(toast(page)).toHaveText(`Invitation sent to ${mateEmail}.`);

    await page.getByTestId('mailbox-link').click();
    await expect(page).toHaveURL(/\/mailbox$/);
    const row = page.getByTestId('mailbox-row').filter({ hasText: mateEmail });
    await expect(row).toBeVisible({ timeout: 60_000 });
    await row.click();
    const message = page.getByTestId('mailbox-message');
    await expect(message.getByRole('heading')).toHaveText(`Join ${business} on Playdesk`);
    link = (await message
      .getByRole('link', { name: /\/register-team-mate\// })
      .getAttribute('href'))!;
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    await shot(page, 'newcomer-mailbox');
  });

  await test.step('the team mate joins and sees no player data', async () => {
    const mateContext = await browser.newContext({ viewport: DESKTOP });
    try {
      const mate = await mateContext.newPage();
      await mate.goto(link);
      await expect(
        mate.getByRole('heading', { name: `Join ${business} on Playdesk` }),
      ).toBeVisible();
      await mate.getByLabel('Your name').fill('Max Mate');
      await mate.getByLabel('Choose a password').fill(`pd-${randomUUID()}`);
      await mate.getByRole('button', { name: `Join ${business}` }).click();
      await expect(mate).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
      await expect(toast(mate)).toHaveText(`Welcome to ${business}.`);

      await expect
        .poll(() => sidebarLabels(mate))
        .toEqual(['Dashboard', 'Templates', 'Games', 'Calendar']);
      // The games are theirs to edit…
      const headers = await consoleHeaders(mate, () =>
        mate.getByTestId('sidebar').getByRole('link', { name: 'Games' }).click(),
      );
      await expect(mate.getByTestId('game-row').getByTestId('game-name')).toHaveText([
        'Bagel Quiz',
      ]);
      // …the players are not: Player Data typed by hand says so, and the API refuses.
      await mate.goto('/crm');
      await expect(mate).toHaveURL(/\/games$/);
      await expect(mate.getByTestId('no-access').getByRole('heading')).toHaveText(
        "You don't have access to Player data",
      );
      await expect(mate.getByText(playerEmail)).toHaveCount(0);
      await shot(mate, 'newcomer-mate-no-player-data');
      // The same session opens the games (so the refusal is the permission, not the token).
      expect(headers.authorization).toMatch(/^Bearer \S+$/);
      expect((await mate.request.get(`${API}/games`, { headers })).status()).toBe(200);
      const players = await mate.request.get(`${API}/players`, { headers });
      expect(players.status(), await players.text()).toBe(403);
    } finally {
      await mateContext.close();
    }
  });
});
