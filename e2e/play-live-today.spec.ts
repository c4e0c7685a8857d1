/**
 * `/game?account={id}`: the game the business scheduled for the player's LOCAL today opens as its
 * full game pad; a day with nothing scheduled shows a friendly screen and the business's games.
 * The browser runs in UTC+14, so for most of the day its date is not the server's UTC date.
 */
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { PHONE, shot } from './support/play-helpers.js';

const ZONE = 'Pacific/Kiritimati';
test.use({ viewport: PHONE, timezoneId: ZONE });

const API = '/services/api/v1';

/** `YYYY-MM-DD` in a time zone (en-CA writes dates that way). */
function dayIn(zone: string, at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

async function login(request: APIRequestContext, email: string) {
  const response = await request.post(`${API}/login`, {
    data: { email, password: 'playdesk-demo' },
  });
  expect(response.ok()).toBe(true);
  const { user } = (await response.json()) as {
    user: { token: string; current_account: { public_id: string } };
  };
  const account = user.current_account.public_id;
  return { account, headers: { authorization: `Bearer ${user.token}`, 'x-account': account } };
}

test('the game scheduled for today opens as the full game pad', async ({ page, request }) => {
  const owner = await login(request, 'owner@playdesk.test');
  const search = await request.get(
    `${API}/games?search=${encodeURIComponent('Coffee Lovers Quiz')}`,
    { headers: owner.headers },
  );
  const quiz = ((await search.json()) as { data: { public_id: string }[] }).data[0]!.public_id;
  const today = dayIn(ZONE);
  const scheduled = await request.post(`${API}/calendar`, {
    headers: owner.headers,
    data: { game_id: quiz, days: [today] },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(201);
  const entry = ((await scheduled.json()) as { entries: { id: string }[] }).entries[0]!.id;

  try {
    const gameLoads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === `${API}/play/games/${quiz}`) gameLoads.push(r.url());
    });
    const live = page.waitForRequest((r) =>
      r.url().includes(`/play/accounts/${owner.account}/live`),
    );
    await page.goto(`/game?account=${owner.account}`);
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
    await expect(page).toHaveURL(`/game?account=${owner.account}`);
    await shot(page, 'live-today-playing');
  } finally {
    // Other browser tests expect the business's plain game list.
    const removed = await request.delete(`${API}/calendar/${entry}`, { headers: owner.headers });
    expect(removed.ok()).toBe(true);
  }
});

test('a day with nothing scheduled shows a friendly screen and the business’s games', async ({
  page,
  request,
}) => {
  const bakery = await login(request, 'other@playdesk.test');
  await page.goto(`/game?account=${bakery.account}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'No game today — come back tomorrow' }),
  ).toBeVisible();
  await expect(page.getByText('Other Bakery')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pick a game' })).toBeVisible();
  const card = page.getByRole('link', { name: /Bakery Wordle/ });
  await expect(card).toBeVisible();
  await shot(page, 'live-none-today');
  await card.click();
  await expect(page).toHaveURL(/\/game\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bakery Wordle' })).toBeVisible();
});

test('an unknown business and a failed load stay friendly', async ({ page, request }) => {
  await page.goto('/game?account=UnknownBusiness1');
  await expect(page.getByRole('heading', { name: 'No games right now' })).toBeVisible();

  const owner = await login(request, 'owner@playdesk.test');
  let failures = 1;
  await page.route('**/services/api/v1/play/accounts/*/live?*', (route) =>
    failures-- > 0 ? route.abort('failed') : route.continue(),
  );
  await page.goto(`/game?account=${owner.account}`);
  await expect(page.getByRole('heading', { name: 'Could not load today’s game' })).toBeVisible();
  await shot(page, 'live-failed');
  await page.getByRole('button', { name: 'Try again' }).click();
  // Nothing is scheduled for the demo coffee shop now: its games are listed.
  await expect(
    page.getByRole('heading', { name: 'No game today — come back tomorrow' }),
  ).toBeVisible();
  await expect(page.getByRole('link')).toHaveCount(6);
});
