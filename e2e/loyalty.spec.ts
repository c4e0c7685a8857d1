/**
 * Loyalty in the browser (issue 39, docs/loyalty.md): a player verifies their email in a game's
 * form (a member, and the form's points), plays on three days in a row — the test moves the
 * server's clock (`PUT test/clock`, a test hook of scripts/e2e-server.mjs) — keeps a streak and
 * earns its badge; the "new badge" reminder reaches the local fake push service, which checks its
 * VAPID signature and decrypts it; the notification's page is the member card, where the player
 * buys a reward with points (390 px); the owner sees the member, the purchase in their history and
 * turns a reminder on in the console's Loyalty page.
 *
 * Works in a business of its own on Pro (the demo businesses stay as seeded). Screens:
 * e2e/artifacts/play-loyalty-card-390.png, console-loyalty.png and console-loyalty-reminders.png
 * (copied to docs/screenshots/).
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEFAULT_FAIR_PLAY } from '@playdesk/contract';
import { API, apiGet, apiSend, type Session } from './support/business';
import { registerPaid } from './support/billing';
import { login, shot as consoleShot } from './support/console';
import { latestEmailTo } from './support/mailbox';
import { shot as playShot } from './support/play-helpers';
import { fakeSubscription, pushesTo } from './support/push';

test.describe.configure({ timeout: 180_000 });

const DAY = 86_400_000;

async function moveClock(request: APIRequestContext, offsetMs: number) {
  const res = await request.put(`${API}/test/clock`, { data: { offset_ms: offsetMs } });
  expect(res.status(), await res.text()).toBe(200);
}

/** An IANA zone where it is now between 19:00 and 19:59: the player's evening, whatever the hour. */
function eveningZone(): string {
  const n = (19 - new Date().getUTCHours() + 24) % 24;
  const east = n > 12 ? n - 24 : n;
  // Etc/GMT's signs are POSIX's: Etc/GMT-5 is UTC+5.
  return east === 0 ? 'Etc/GMT' : east > 0 ? `Etc/GMT-${east}` : `Etc/GMT+${-east}`;
}

interface Card {
  member: boolean;
  balance: number;
  streak: number;
  badges: { id: string; earned_at: string | null }[];
}

async function cardOf(request: APIRequestContext, account: string, token: string) {
  const res = await request.get(`${API}/play/accounts/${account}/loyalty/me`, {
    headers: { 'x-player': token },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { card: Card }).card;
}

/** One play of the scratch card, to its end, as the player. */
async function playOnce(request: APIRequestContext, game: string, token: string) {
  const started = await request.post(`${API}/play/games/${game}/sessions`, {
    headers: { 'x-player': token },
    data: {},
  });
  expect(started.status(), await started.text()).toBe(201);
  const { session } = (await started.json()) as { session: { session_id: string } };
  const ended = await request.post(`${API}/play/sessions/${session.session_id}/actions`, {
    headers: { 'x-player': token },
    data: { action: { type: 'scratch', percent: 100 } },
  });
  expect(ended.status(), await ended.text()).toBe(200);
}

/** A business on Pro with loyalty on, a scratch card that always wins, and a reward for points. */
async function loyaltyBusiness(request: APIRequestContext) {
  const owner = await registerPaid(request, `Loyal Café ${randomUUID().slice(0, 6)}`, 'pro');
  const { game } = await apiSend<{ game: { public_id: string } }>(request, owner, 'POST', 'games', {
    type: 'scratch',
    name: 'Daily scratch',
    status: 'published',
    content: { prizes: [{ label: 'A smile', odds: 100 }] },
    settings: {
      participation: { rule: 'unlimited' },
      lead_form: {
        mode: 'after',
        fields: [{ key: 'email', type: 'email', label: 'Email', required: true }],
        consents: [],
      },
    },
  });
  // The form asks for a verified email: a member is a player whose email is (docs/loyalty.md).
  await apiSend(request, owner, 'PUT', `games/${game.public_id}/fair-play`, {
    ...DEFAULT_FAIR_PLAY,
    verify_email: 'code',
  });
  await apiSend(request, owner, 'PUT', 'loyalty', {
    enabled: true,
    time_zone: 'UTC',
    rules: { play: 10, win: 20, first_play_of_day: 5, form: 15, streak_days: 3, streak: 50 },
    levels: [
      { name: 'Regular', min_points: 0 },
      { name: 'Gold', min_points: 300 },
    ],
    badges: [
      {
        id: 'three-days',
        name: 'Three days in a row',
        icon: 'flame',
        kind: 'streak',
        threshold: 3,
      },
      { id: 'hundred', name: 'Hundred club', icon: 'crown', kind: 'points', threshold: 1000 },
    ],
    reminders: { streak_ends: true, points_expire: false, new_badge: true },
  });
  const { reward } = await apiSend<{ reward: { public_id: string } }>(
    request,
    owner,
    'POST',
    'rewards',
    { name: 'Free flat white', kind: 'shared_code', shared_value: 'FLAT-WHITE' },
  );
  await apiSend(request, owner, 'POST', 'loyalty/catalogue', {
    reward_id: reward.public_id,
    price: 100,
  });
  return { owner, game: game.public_id };
}

/** A player whose email the form verified with the code from the mailbox: a member. */
async function member(request: APIRequestContext, game: string) {
  const started = await request.post(`${API}/play/games/${game}/sessions`, { data: {} });
  expect(started.status(), await started.text()).toBe(201);
  const { player_token: token } = (await started.json()) as { player_token: string };
  const email = `loyal-${randomUUID().slice(0, 8)}@example.com`;
  const sent = await request.post(`${API}/play/games/${game}/verify/email`, { data: { email } });
  expect(sent.status(), await sent.text()).toBe(202);
  const code = /^(\d{6})$/m.exec((await latestEmailTo(email)).text)![1]!;
  const confirmed = await request.post(`${API}/play/games/${game}/verify/email/confirm`, {
    data: { email, code },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const lead = await request.post(`${API}/play/games/${game}/lead`, {
    headers: { 'x-player': token },
    data: { values: { email }, consents: [] },
  });
  expect(lead.status(), await lead.text()).toBe(200);
  const { player } = (await lead.json()) as { player: { public_id: string } };
  return { token, email, publicId: player.public_id };
}

test('a member plays three days, keeps a streak, gets the badge by push and buys with points; the owner sees it', async ({
  page,
  request,
}) => {
  const { owner, game } = await loyaltyBusiness(request);
  const player = await member(request, game);
  // The form's points (once per player and game), earned by the job the form queued.
  await expect
    .poll(async () => (await cardOf(request, owner.account, player.token)).balance)
    .toBe(15);

  // Three days in a row: the server's clock two days back, one day back, then today.
  try {
    for (const daysAgo of [2, 1, 0]) {
      await moveClock(request, -daysAgo * DAY);
      await playOnce(request, game, player.token);
      const expected = 15 + 35 * (3 - daysAgo) + (daysAgo === 0 ? 50 : 0);
      await expect
        .poll(async () => (await cardOf(request, owner.account, player.token)).balance)
        .toBe(expected);
    }
  } finally {
    await moveClock(request, 0);
  }
  const card = await cardOf(request, owner.account, player.token);
  expect(card.streak).toBe(3);
  expect(card.badges.find((b) => b.id === 'three-days')?.earned_at).toBeTruthy();

  // The player's device subscribed in a zone where it is evening now; the reminders run.
  const subscription = await fakeSubscription();
  const subscribed = await request.post(`${API}/play/push/subscriptions`, {
    headers: { 'x-player': player.token },
    data: { account: owner.account, subscription, time_zone: eveningZone(), language: 'en' },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(201);
  const ran = await request.post(`${API}/test/jobs/loyalty.remind`);
  expect(ran.status(), await ran.text()).toBe(200);
  const [push] = await pushesTo(subscription.endpoint);
  expect(push).toMatchObject({
    title: expect.stringContaining('new badge, Three days in a row'),
    body: 'See it on your member card.',
    url: `/rewards/${owner.account}/${player.publicId}`,
  });
  // Run again (a second instance, a replayed job): no second reminder today.
  await request.post(`${API}/test/jobs/loyalty.remind`);
  expect(await pushesTo(subscription.endpoint)).toHaveLength(1);

  // The notification opens the member card, on this device that holds the player's token.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(
    ([account, token]) => localStorage.setItem(`playdesk.player.${account}`, token!),
    [owner.account, player.token],
  );
  await page.goto(String(push!.url));
  const cardRegion = page.getByTestId('member-card');
  await expect(cardRegion).toContainText('170 points');
  await expect(cardRegion).toContainText('3 days in a row');
  await expect(cardRegion).toContainText('Three days in a row');
  const offer = cardRegion.getByRole('listitem').filter({ hasText: 'Free flat white' });
  await offer.getByRole('button', { name: 'Buy' }).click();
  await expect(cardRegion.getByRole('status')).toHaveText('Yours: Free flat white');
  await expect(cardRegion).toContainText('FLAT-WHITE');
  await expect(cardRegion).toContainText('70 points');
  // What was bought with points is among the player's rewards ("Won so far"), not "none yet".
  const wonSoFar = page.getByRole('region', { name: 'Won so far' });
  await expect(wonSoFar).toContainText('Free flat white');
  await expect(wonSoFar).toContainText('FLAT-WHITE');
  await expect(wonSoFar).not.toContainText('You have not won a reward here yet');
  await playShot(page, 'loyalty-card-390');

  // The owner: the member with their points, the purchase in their history; a reminder turned on.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await login(page, owner.email, owner.password);
  await page.goto('/loyalty');
  const row = page.getByRole('row').filter({ hasText: player.email });
  await expect(row).toContainText('70');
  await row.getByRole('button', { name: 'History' }).click();
  const ledger = page.getByTestId('loyalty-ledger');
  await expect(ledger).toContainText('Free flat white');
  await expect(ledger).toContainText('-100');
  await page.keyboard.press('Escape');
  await expect(ledger).toBeHidden();
  await consoleShot(page, 'loyalty');
  const expiring = page.getByRole('switch', { name: /Points about to expire/ });
  await expect(expiring).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: /A new badge/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expiring.click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Loyalty settings saved.')).toBeVisible();
  const saved = await apiGet<{ loyalty: { reminders: Record<string, boolean> } }>(
    request,
    owner as Session,
    'loyalty',
  );
  expect(saved.loyalty.reminders).toEqual({
    streak_ends: true,
    points_expire: true,
    new_badge: true,
  });
  // The switches as the owner left them (the console's shell is fixed: shots of the viewport).
  await page.getByRole('heading', { name: 'Push reminders' }).scrollIntoViewIfNeeded();
  await consoleShot(page, 'loyalty-reminders');
});
