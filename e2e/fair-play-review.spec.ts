/**
 * A held reward reaches the player once approved (issue 36, docs/fair-play-risk.md#review), through
 * the real server: a game of a business of the test's own (a copy of the demo quiz) gives a reward
 * to every winner, and its fair-play actions hold the reward at every risk level. A player wins on
 * a 375 px phone and is shown no reward; the owner signs in to the console, sees it "Held for
 * review" in the reward's winners (not redeemable there), finds it in Rewards → Review with its risk
 * and approves it — the winners list then shows it not redeemed —; the player reloads their
 * rewards front and has it.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEFAULT_FAIR_PLAY } from '@playdesk/contract';
import { apiSend, copyDemoGame, registerBusiness } from './support/business';
import { login, shot as consoleShot, toast } from './support/console';
import {
  expectResult,
  openAndStart,
  phoneSuite,
  playDemoQuiz,
  resultDialog,
  shot,
} from './support/play-helpers';

phoneSuite();
// A whole quiz, a console sign-in and a reload: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('a reward held for review is approved in the console and reaches the player', async ({
  page,
  browser,
}) => {
  const owner = await registerBusiness(page.request, 'Held Café');
  const game = await copyDemoGame(page.request, owner, 'Coffee Lovers Quiz');
  const rewardName = `Free muffin ${randomUUID().slice(0, 4)}`;
  const { reward } = await apiSend<{ reward: { public_id: string } }>(
    page.request,
    owner,
    'POST',
    'rewards',
    { name: rewardName, kind: 'shared_code', shared_value: 'MUFFIN' },
  );
  await apiSend(page.request, owner, 'PATCH', `games/${game}`, {
    settings: {
      rewards: {
        rules: [{ reward_id: reward.public_id, mode: 'winner' }],
        consolation_reward_id: null,
      },
    },
  });
  await apiSend(page.request, owner, 'PUT', `games/${game}/fair-play`, {
    ...DEFAULT_FAIR_PLAY,
    actions: { low: 'hold', medium: 'hold', high: 'hold' },
  });

  // The player wins; the reward is held: not shown, no code.
  const started = page.waitForResponse((r) => r.url().endsWith(`/play/games/${game}/sessions`));
  await openAndStart(page, game);
  const { player } = (await (await started).json()) as { player: { public_id: string } };
  await playDemoQuiz(page, 'right');
  expect(await expectResult(page)).toBe('won');
  const popup = resultDialog(page);
  await expect(popup.getByRole('heading', { level: 2 })).toHaveText('Congratulations.');
  await expect(popup.getByTestId('won-reward')).toHaveCount(0);
  await expect(popup.getByTestId('reward-code')).toHaveCount(0);
  await expect(popup).not.toContainText(rewardName);
  await shot(page, 'fair-play-held', false);
  // Nor on the player's rewards front.
  const front = `/rewards/${owner.account}/${player.public_id}`;
  await page.goto(front);
  await expect(page.getByRole('heading', { level: 1, name: 'Your rewards' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Won so far' })).toContainText(
    'You have not won a reward here yet.',
  );
  await expect(page.getByTestId('reward-code')).toHaveCount(0);

  // The owner, in a browser of their own, reviews it.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const console_ = await desk.newPage();
    await login(console_, owner.email, owner.password);
    // The reward's winners: held, not redeemable, and the state filter finds it.
    await console_.goto(`/rewards/edit/${reward.public_id}`);
    const winners = console_.getByTestId('winners-card');
    const winner = winners.getByTestId('winner-row');
    await expect(winner).toHaveCount(1);
    await expect(winner).toContainText('Held for review');
    await expect(winner.getByTestId('held-shown')).toContainText('once you approve it in Review');
    await expect(winner.getByRole('button', { name: 'Mark redeemed' })).toHaveCount(0);
    await winners.getByTestId('winners-status').selectOption('held');
    await expect(winner).toHaveCount(1);
    await winners.getByTestId('winners-status').selectOption('redeemed');
    await expect(winners.getByTestId('winners-empty')).toHaveText('No winner in this state.');
    await winners.getByTestId('winners-status').selectOption('held');
    await expect(winner).toHaveCount(1);
    await winners.scrollIntoViewIfNeeded();
    await consoleShot(console_, 'fair-play-held-winner');
    await console_.goto('/rewards');
    const tab = console_.getByTestId('reward-tabs').getByRole('link', { name: /^Review/ });
    await expect(tab.getByTestId('review-count')).toContainText('1 reward to review');
    await tab.click();
    await expect(console_).toHaveURL(/\/review$/);
    const rows = console_.getByTestId('held-reward');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${rewardName} · Coffee Lovers Quiz`);
    // A first play from this network for this game: low risk, held by the game's rule.
    await expect(rows.first().getByTestId('risk-score')).toHaveText('Risk 0 · low');
    await consoleShot(console_, 'fair-play-review-real');
    await rows.first().getByTestId('approve').click();
    await expect(toast(console_)).toContainText('Approved: the reward is on its way to');
    await expect(console_.getByText('Nothing to review')).toBeVisible();
    // Approved: an ordinary win, redeemable.
    await console_.goto(`/rewards/edit/${reward.public_id}`);
    await expect(winner).toContainText('Not redeemed');
    await expect(winner.getByRole('button', { name: 'Mark redeemed' })).toBeVisible();
  } finally {
    await desk.close();
  }

  // The player reloads their rewards front: the reward is theirs now, its code shown.
  await page.reload();
  const card = page
    .getByRole('region', { name: 'Won so far' })
    .getByRole('region', { name: rewardName });
  await expect(card.getByTestId('reward-code')).toHaveText('MUFFIN');
  await expect(card).toContainText('Won in Coffee Lovers Quiz');
  await shot(page, 'fair-play-approved');
});
