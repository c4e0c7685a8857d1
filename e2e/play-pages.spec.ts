import { expect, test } from '@playwright/test';
import { API } from './support/business.js';
import {
  DEMO_GAMES,
  expectResult,
  gameId,
  ownAccountId,
  PHONE,
  resultDialog,
  shot,
  type DemoGame,
  startDemoGame,
} from './support/play-helpers.js';

test.use({ viewport: PHONE });

test('a draft game shows the not-available screen', async ({ page, request }) => {
  await page.goto(`/game/${await gameId(request, 'draft')}`);
  await expect(page.getByRole('heading', { name: 'Game not available' })).toBeVisible();
  await expect(page.getByText('This game is not available right now.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);
  await shot(page, 'draft-not-available');

  await page.goto('/game/NoSuchGame123');
  await expect(page.getByRole('heading', { name: 'Game not available' })).toBeVisible();
});

test('the business’s game page lists its published games', async ({ page, request }) => {
  // The test's own business: its six published games and one draft, nothing scheduled.
  const published: DemoGame[] = ['wordle', 'quiz', 'scratch', 'puzzle', 'emojiq', 'wordhunt'];
  for (const game of [...published, 'draft' as const]) await gameId(request, game);
  await page.goto(`/game?account=${await ownAccountId(request)}`);
  await expect(page.getByRole('heading', { name: 'Pick a game' })).toBeVisible();
  await expect(page.getByRole('link')).toHaveCount(published.length);
  for (const game of published) {
    await expect(page.getByRole('link', { name: new RegExp(DEMO_GAMES[game]) })).toHaveCount(1);
  }
  await expect(page.getByText(DEMO_GAMES.draft)).toHaveCount(0);
  await shot(page, 'account-games');
  await page.getByRole('link', { name: /Latte Art Puzzle/ }).click();
  await expect(page).toHaveURL(`/game/${await gameId(request, 'puzzle')}`);
  await expect(page.getByRole('heading', { name: 'Latte Art Puzzle' })).toBeVisible();
});

test('friendly pages for an unknown business and the later features', async ({ page }) => {
  await page.goto('/game?account=UnknownBusiness1');
  await expect(page.getByRole('heading', { name: 'No games right now' })).toBeVisible();
  await shot(page, 'account-games-empty');

  await page.goto('/game');
  await expect(page.getByRole('heading', { name: 'Find a game to play' })).toBeVisible();

  await page.goto('/rewards/SomeBusiness/SomePlayer?show_all=1');
  await expect(page.getByRole('heading', { name: 'Rewards' })).toBeVisible();
  // The rewards front (e2e/rewards-front.spec.ts) of a business the server does not know.
  await expect(page.getByText('We could not find this business’s rewards')).toBeVisible();
  await shot(page, 'rewards-unknown');

  // A page that is not on the business's Domains list is refused, never framed or redirected to.
  await page.goto('/page-embedder/SomeBusiness/https%3A%2F%2Fshop.example/g1');
  await expect(page.getByRole('heading', { name: 'This page cannot be shown' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);

  await page.goto('/pwa/start');
  await expect(page.getByRole('heading', { name: 'Play from your home screen' })).toBeVisible();

  await page.goto('/game/a/b/c');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the monthly limit message is shown kindly when a session cannot start', async ({
  page,
  request,
}) => {
  const message =
    'This game has been played a lot this month and is resting for now. Please come back later!';
  await page.route(`**${API}/play/games/*/sessions`, (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ message }),
    }),
  );
  await page.goto(`/game/${await gameId(request, 'quiz')}`);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Taking a little break');
  await expect(page.getByRole('alert')).toContainText(message);
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeDisabled();
  await shot(page, 'limit-reached');
});

test('Change avatar: a name and avatar chosen before and after the first game reach the leader board', async ({
  page,
  request,
}) => {
  await page.goto(`/game/${await gameId(request, 'puzzle')}`);
  // Before the first game: kept and sent once the player exists.
  await page.getByRole('button', { name: 'Change avatar' }).click();
  const picker = page.getByRole('dialog');
  await picker.getByLabel('Name on the leader board').fill('Latte Lover');
  await picker.getByRole('radio', { name: 'Owl' }).check();
  await shot(page, 'avatar-picker', false);
  await picker.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'after your first game' })).toBeVisible();
  await expect(page.getByText('Playing as Latte Lover')).toBeVisible();

  await startDemoGame(page, request, 'puzzle');
  await page.getByRole('button', { name: 'Solve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Solve' }).click();
  expect(await expectResult(page)).toBe('lost');
  await resultDialog(page).getByRole('button', { name: 'Leader Board' }).click();
  const board = page.getByRole('dialog');
  await expect(board.getByRole('heading', { name: 'Leader Board' })).toBeVisible();
  await expect(board.getByRole('listitem').filter({ hasText: 'You' })).toContainText('Latte Lover');
  await board.getByRole('button', { name: 'Close' }).first().click();

  // After: saved on the server right away.
  await page.getByRole('button', { name: 'Change avatar' }).click();
  await page.getByRole('dialog').getByLabel('Name on the leader board').fill('Barista Bo');
  await page.getByRole('dialog').getByRole('radio', { name: 'Panda' }).check();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Looking good' })).toBeVisible();
  await page.getByRole('button', { name: 'Leader Board' }).first().click();
  const mine = page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'You' });
  await expect(mine).toContainText('Barista Bo');
  // The panda: drawn as emoji, or as its lettered badge where the browser has no colour-emoji font.
  await expect(mine.getByText(/^(🐼|P)$/)).toBeVisible();
  await shot(page, 'leaderboard-dialog', false);
});
