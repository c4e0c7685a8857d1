/**
 * `/game?account={id}`: the game the business scheduled for the player's LOCAL today opens as its
 * full game pad; a day with nothing scheduled shows a friendly screen and the business's games.
 * The browser runs in UTC+14, so for most of the day its date is not the server's UTC date.
 */
import { expect, test } from '@playwright/test';
import { API, apiSend } from './support/business.js';
import { DEMO_GAMES, gameId, ownSession, PHONE, shot } from './support/play-helpers.js';

const ZONE = 'Pacific/Kiritimati';
test.use({ viewport: PHONE, timezoneId: ZONE });

/** `YYYY-MM-DD` in a time zone (en-CA writes dates that way). */
function dayIn(zone: string, at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

test('the game scheduled for today opens as the full game pad', async ({ page, request }) => {
  // The test's own business and quiz: what it schedules, no other test sees.
  const quiz = await gameId(request, 'quiz');
  const owner = await ownSession(request);
  const account = owner.account;
  const today = dayIn(ZONE);
  await apiSend(request, owner, 'POST', 'calendar', { game_id: quiz, days: [today] });

  const gameLoads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `${API}/play/games/${quiz}`) gameLoads.push(r.url());
  });
  const live = page.waitForRequest((r) => r.url().includes(`/play/accounts/${account}/live`));
  await page.goto(`/game?account=${account}`);
  // The player's local date, not the server's.
  expect(new URL((await live).url()).searchParams.get('date')).toBe(today);

  await expect(page.getByText("Today's game")).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Coffee Lovers Quiz' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leader Board' })).toBeVisible();
  // The page already has the game: the pad does not load it again.
  expect(gameLoads).toEqual([]);
  await shot(page, 'live-today');

  // It is the real pad: a game starts and is played right here.
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const board = page.getByRole('region', { name: 'Game board' });
  await expect(board.getByText('Question 1 of 9')).toBeVisible();
  await board.getByRole('button').first().click();
  await expect(board.getByText(/Correct!|Not quite\./)).toBeVisible();
  await expect(page).toHaveURL(`/game?account=${account}`);
  await shot(page, 'live-today-playing');
});

test('a day with nothing scheduled shows a friendly screen and the business’s games', async ({
  page,
  request,
}) => {
  await gameId(request, 'wordle');
  const { account, businessName } = await ownSession(request);
  await page.goto(`/game?account=${account}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'No game today — come back tomorrow' }),
  ).toBeVisible();
  await expect(page.getByText(businessName)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pick a game' })).toBeVisible();
  const card = page.getByRole('link', { name: new RegExp(DEMO_GAMES.wordle) });
  await expect(card).toBeVisible();
  await shot(page, 'live-none-today');
  await card.click();
  await expect(page).toHaveURL(`/game/${await gameId(request, 'wordle')}`);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_GAMES.wordle })).toBeVisible();
});

test('an unknown business and a failed load stay friendly', async ({ page, request }) => {
  await page.goto('/game?account=UnknownBusiness1');
  await expect(page.getByRole('heading', { name: 'No games right now' })).toBeVisible();

  // The test's own business: two published games and a draft, nothing scheduled.
  await gameId(request, 'wordle');
  await gameId(request, 'puzzle');
  await gameId(request, 'draft');
  const { account } = await ownSession(request);
  let failures = 1;
  await page.route(`**${API}/play/accounts/*/live?*`, (route) =>
    failures-- > 0 ? route.abort('failed') : route.continue(),
  );
  await page.goto(`/game?account=${account}`);
  await expect(page.getByRole('heading', { name: 'Could not load today’s game' })).toBeVisible();
  await shot(page, 'live-failed');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('heading', { name: 'No game today — come back tomorrow' }),
  ).toBeVisible();
  await expect(page.getByRole('link')).toHaveCount(2);
});
