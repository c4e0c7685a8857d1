import { expect, test } from '@playwright/test';
import { gameId, PHONE, startDemoGame } from './support/play-helpers.js';

test.use({ viewport: PHONE });

// A game's page carries its game (issue 18): the intro is the first thing the pad draws, without
// a loading screen or a request for the game; a stored play still resumes after a reload.
test('a game page shows its intro without asking for the game', async ({ page, request }) => {
  const id = await gameId(request, 'wordle');
  const gameRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith(`/play/games/${id}`)) gameRequests.push(r.url());
  });
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[aria-label="Loading the game"]'))
        document.documentElement.dataset.sawLoading = 'yes';
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto(`/game/${id}`);
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.sawLoading ?? 'no')).toBe('no');
  expect(gameRequests).toEqual([]);

  await startDemoGame(page, request, 'wordle');
  await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Guesses')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);
});
