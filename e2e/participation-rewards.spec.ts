import { expect, test } from '@playwright/test';
import { apiSend, copyDemoGame, registerBusiness } from './support/business';
import { login, shot } from './support/console';

/**
 * A game that gives rewards has its participation limit on by default, and the editor says why
 * (docs/product-rules.md#participation-limits). Screen: e2e/artifacts/console-participation-rewards.png.
 */
test('the editor says the limit is on because the game gives rewards', async ({ page }) => {
  const owner = await registerBusiness(page.request, 'Limit Bakery');
  const game = await copyDemoGame(page.request, owner, 'Coffee Wordle');
  const { reward } = await apiSend<{ reward: { public_id: string } }>(
    page.request,
    owner,
    'POST',
    'rewards',
    { name: 'Free bagel', kind: 'shared_code', shared_value: 'BAGEL' },
  );
  // Rewards added without a limit: the server turns the default on.
  await apiSend(page.request, owner, 'PATCH', `games/${game}`, {
    settings: {
      rewards: {
        rules: [{ reward_id: reward.public_id, mode: 'winner' }],
        consolation_reward_id: null,
      },
    },
  });

  await login(page, owner.email, owner.password);
  await page.goto(`/games/edit/${game}`);
  const card = page.getByTestId('participation-section');
  await expect(card.getByRole('radio', { name: 'Once a day' })).toBeChecked();
  const note = card.getByTestId('participation-rewards-note');
  await expect(note).toHaveText(
    'On by default because this game gives rewards, so one browser cannot start again and again until it wins.',
  );
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'participation-rewards');

  // Switched off by the owner: the note turns into a warning.
  await card.getByRole('radio', { name: 'Unlimited' }).check();
  await expect(note).toContainText('without a limit, one browser can start again and again');
});
