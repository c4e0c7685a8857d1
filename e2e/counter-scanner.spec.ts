import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  API,
  apiGet,
  apiSend,
  copyDemoGame,
  registerBusiness,
  type Session,
} from './support/business';
import { writeQrVideo } from './support/fake-camera';
import { latestEmailTo, linkPath } from './support/mailbox';
import { QUIZ_ANSWERS } from './support/manage-helpers';
import { serverPort } from './support/server';
import { CHROMIUM_PATH } from './support/browser.js';

/**
 * The counter scanner (`/redeem`, docs/rewards.md#redemption-in-store) in Chromium with a fake
 * camera that shows a player's in-store reward QR code: it reads it and redeems it, a second scan
 * says "Already redeemed", and with the network cut a redemption (a token typed, as a keyboard
 * barcode reader types it) is queued, shown as pending, and sent once the network is back.
 * A redeem-only team mate signs in with their Playdesk login instead, picks the shop, redeems
 * (online and offline, recorded as theirs and there), and is told when the session ends or the
 * role is taken away. Screenshots at 390 px: docs/screenshots/scanner-*.png.
 */

interface QuizView {
  current: { id: string; text: string; options: string[] } | null;
  status: string;
}
interface WonRewardBody {
  id: string;
  redeem_mode: string;
  redemption_token: string | null;
}

/** Plays the quiz to a win as a new player and returns the reward won. */
async function winReward(request: APIRequestContext, quiz: string): Promise<WonRewardBody> {
  const start = await request.post(`${API}/play/games/${quiz}/sessions`, { data: {} });
  expect(start.status(), await start.text()).toBe(201);
  const started = (await start.json()) as {
    session: { session_id: string; view: QuizView };
    player_token?: string;
  };
  const headers: Record<string, string> = started.player_token
    ? { 'x-player': started.player_token }
    : {};
  let session = started.session as { session_id: string; view: QuizView; reward?: WonRewardBody };
  while (session.view.current) {
    const answer = QUIZ_ANSWERS[session.view.current.text];
    expect(answer, `answer to ${session.view.current.text}`).toBeTruthy();
    const response = await request.post(
      `${API}/play/sessions/${started.session.session_id}/actions`,
      {
        headers,
        data: {
          action: {
            type: 'answer',
            question_id: session.view.current.id,
            option: session.view.current.options.indexOf(answer!),
          },
        },
      },
    );
    expect(response.ok(), await response.text()).toBe(true);
    session = ((await response.json()) as { session: typeof session }).session;
  }
  expect(session.view.status).toBe('won');
  expect(session.reward?.redeem_mode).toBe('in_store');
  expect(session.reward?.redemption_token).toMatch(/^PDR1\./);
  return session.reward!;
}

/**
 * A coffee shop of its own: the quiz gives its winners an in-store "Free latte", and it has the
 * named locations (staff PIN 4821).
 */
async function coffeeShop(request: APIRequestContext, name: string, places: string[]) {
  const owner: Session = await registerBusiness(request, name);
  const quiz = await copyDemoGame(request, owner, 'Coffee Lovers Quiz');
  const { reward } = await apiSend<{ reward: { public_id: string } }>(
    request,
    owner,
    'POST',
    'rewards',
    { name: 'Free latte', kind: 'shared_code', shared_value: 'LATTE', redeem_mode: 'in_store' },
  );
  await apiSend(request, owner, 'PATCH', `games/${quiz}`, {
    settings: {
      participation: { rule: 'unlimited' },
      rewards: {
        rules: [{ reward_id: reward.public_id, mode: 'winner' }],
        consolation_reward_id: null,
      },
    },
  });
  const locations: { public_id: string }[] = [];
  for (const place of places)
    locations.push(
      (
        await apiSend<{ location: { public_id: string } }>(request, owner, 'POST', 'locations', {
          name: place,
          address: `${places.indexOf(place) + 1} Harbour Road`,
          time_zone: 'Europe/Paris',
          pin: '4821',
        })
      ).location,
    );
  return { owner, quiz, locations };
}

async function counterShot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/artifacts/scanner-${name}-390.png`, fullPage: false });
}

test('the scanner reads a reward with the camera, redeems it once, and queues offline', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const { owner, quiz, locations } = await coffeeShop(request, 'Harbour Coffee', [
    'Harbour Street',
  ]);
  const location = locations[0]!;
  const pairing = await apiSend<{ pairing_code: string }>(
    request,
    owner,
    'POST',
    `locations/${location.public_id}/devices`,
    { name: 'Till 1' },
  );
  const first = await winReward(request, quiz);
  const second = await winReward(request, quiz);

  // The fake camera shows the first reward's QR code.
  const video = join(mkdtempSync(join(tmpdir(), 'pd-camera-')), 'qr.y4m');
  writeQrVideo(video, first.redemption_token!);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL: `http://127.0.0.1:${serverPort()}`,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      permissions: ['camera'],
      locale: 'en-GB',
      timezoneId: 'Europe/Paris',
    });
    const page = await context.newPage();
    await page.goto('/redeem');

    // Pair with the code from the console, then the staff PIN (a wrong one first).
    await page.getByLabel('Pairing code').fill(pairing.pairing_code);
    await page.getByRole('button', { name: 'Pair' }).click();
    await expect(page.getByRole('heading', { name: 'Unlock' })).toBeVisible();
    await page.getByLabel('Staff PIN').fill('0000');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('alert')).toContainText('Wrong PIN');
    await page.getByLabel('Staff PIN').fill('4821');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('heading', { name: 'Harbour Street' })).toBeVisible();
    // The worker controls the page once installed (the shell opens offline).
    await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true));

    // Scan: valid, then one tap redeems it.
    await page.getByRole('button', { name: 'Scan a QR code' }).click();
    const verdict = page.getByTestId('verdict');
    await expect(verdict).toHaveAttribute('data-verdict', 'valid', { timeout: 20_000 });
    await expect(verdict.getByRole('heading', { name: 'Valid' })).toBeVisible();
    await expect(verdict).toContainText('Free latte');
    await counterShot(page, 'valid');
    await verdict.getByRole('button', { name: 'Redeem' }).click();
    await expect(verdict).toHaveAttribute('data-verdict', 'redeemed_now');
    await expect(verdict.getByRole('heading', { name: 'Redeemed' })).toBeVisible();

    // The same QR code again: already redeemed, where and when.
    await verdict.getByRole('button', { name: 'Scan next' }).click();
    await expect(verdict).toHaveAttribute('data-verdict', 'used', { timeout: 20_000 });
    await expect(verdict.getByRole('heading', { name: 'Already redeemed' })).toBeVisible();
    await expect(verdict).toContainText('at Harbour Street');
    await expect(verdict.getByRole('button', { name: 'Redeem' })).toHaveCount(0);
    await counterShot(page, 'already-used');
    await verdict.getByRole('button', { name: 'Cancel' }).click();

    // The network drops: the second reward is checked with the cached key and queued.
    await context.setOffline(true);
    await expect(page.getByTestId('network')).toHaveText('Offline');
    await page.getByLabel('Or type the code or the win reference').fill(second.redemption_token!);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(verdict).toHaveAttribute('data-verdict', 'valid_offline');
    await expect(verdict).toContainText('Free latte');
    await verdict.getByRole('button', { name: 'Redeem' }).click();
    await expect(verdict).toHaveAttribute('data-verdict', 'queued');
    await verdict.getByRole('button', { name: 'Cancel' }).click();
    const queued = page.getByTestId('queue').getByRole('listitem');
    await expect(queued).toHaveCount(1);
    await expect(queued.first()).toHaveAttribute('data-state', 'pending');
    await expect(queued.first()).toContainText('Waiting to be sent');
    await expect(page.getByTestId('pending-count')).toHaveText('1 waiting to be sent');
    // Scanned again on this device while offline: already redeemed here.
    await page.getByLabel('Or type the code or the win reference').fill(second.redemption_token!);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(verdict).toHaveAttribute('data-verdict', 'used_here');
    await verdict.getByRole('button', { name: 'Cancel' }).click();
    // The shell opens offline (the worker kept it).
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Harbour Street' })).toBeVisible();
    await expect(queued.first()).toHaveAttribute('data-state', 'pending');
    await counterShot(page, 'offline-queue');

    // Back online: the queue is sent and the answer shown.
    await context.setOffline(false);
    await expect(queued.first()).toHaveAttribute('data-state', 'redeemed', { timeout: 20_000 });
    await expect(queued.first()).toContainText('Sent: redeemed');

    // The server agrees: the second reward is redeemed, at the device's location.
    const check = await apiSend<{
      reward: { status: string; redeemed: { location: { name: string } | null } | null };
    }>(request, owner, 'POST', 'redeem/check', { token: second.redemption_token }, 200);
    expect(check.reward.status).toBe('redeemed');
    expect(check.reward.redeemed?.location?.name).toBe('Harbour Street');
    // …and the owner's report counts both redemptions at the shop (days are the shop's own: a
    // range around today in UTC holds today wherever it is).
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const report = await apiGet<{
      data: { location: { name: string } | null; redeemed: number }[];
      totals: { redeemed: number };
    }>(request, owner, `rewards/redemptions?from=${day(-1)}&to=${day(1)}`);
    expect(report.totals.redeemed).toBe(2);
    expect(
      report.data
        .filter((row) => row.location?.name === 'Harbour Street')
        .reduce((n, row) => n + row.redeemed, 0),
    ).toBe(2);

    // Lock: the PIN is asked again.
    await page.getByRole('button', { name: 'Lock' }).click();
    await expect(page.getByRole('heading', { name: 'Unlock' })).toBeVisible();
    await context.close();
  } finally {
    await browser.close();
  }
});

/** The invitation's token, from the email the team mate got. */
async function acceptInvitation(request: APIRequestContext, email: string, password: string) {
  const mail = await latestEmailTo(email);
  const token = linkPath(mail.text, '/register-team-mate/').split('/').pop()!;
  const accepted = await request.post(`${API}/invitations/${token}/accept`, {
    data: { name: 'Sam Barista', password },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

test('a redeem-only team mate signs in on the scanner, picks the shop and redeems', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { owner, quiz } = await coffeeShop(request, 'Quay Coffee', ['Quay Side', 'Market Hall']);
  const mateEmail = `barista-${randomUUID().slice(0, 8)}@example.test`;
  const matePassword = `pd-${randomUUID()}`;
  await apiSend(request, owner, 'POST', 'team-mates/invitations', {
    email: mateEmail,
    modules: ['redeem'],
  });
  await acceptInvitation(request, mateEmail, matePassword);
  const first = await winReward(request, quiz);
  const second = await winReward(request, quiz);

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
    timezoneId: 'Europe/Paris',
  });
  try {
    const page = await context.newPage();
    await page.goto('/redeem');

    // Beside pairing: sign in as a team mate. A wrong password first.
    await expect(page.getByRole('heading', { name: 'Sign in as a team mate' })).toBeVisible();
    await counterShot(page, 'start');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Sign in as a team mate' })).toBeVisible();
    await page.getByLabel('Email').fill(mateEmail);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
    await page.getByLabel('Email').fill(mateEmail);
    await counterShot(page, 'sign-in');
    await page.getByLabel('Password').fill(matePassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    // Two locations: the team mate picks theirs.
    await expect(page.getByRole('heading', { name: 'Where are you?' })).toBeVisible();
    await expect(page.getByTestId('signed-in')).toHaveText(`Signed in as ${mateEmail}`);
    await expect(page.getByRole('button', { name: /^Market Hall/ })).toBeVisible();
    await counterShot(page, 'location');
    await page.getByRole('button', { name: /^Quay Side/ }).click();
    await expect(page.getByRole('heading', { name: 'Quay Side' })).toBeVisible();
    await expect(page.getByText('Quay Coffee')).toBeVisible();
    await expect(page.getByTestId('signed-in')).toHaveText(`Signed in as ${mateEmail}`);
    await counterShot(page, 'team-mate');

    // A token typed (as a keyboard barcode reader types it): valid, redeemed with one tap.
    const typed = page.getByLabel('Or type the code or the win reference');
    const verdict = page.getByTestId('verdict');
    await typed.fill(first.redemption_token!);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(verdict).toHaveAttribute('data-verdict', 'valid');
    await verdict.getByRole('button', { name: 'Redeem' }).click();
    await expect(verdict).toHaveAttribute('data-verdict', 'redeemed_now');
    await verdict.getByRole('button', { name: 'Cancel' }).click();
    // The second try: already redeemed, there.
    await typed.fill(first.redemption_token!);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(verdict).toHaveAttribute('data-verdict', 'used');
    await expect(verdict.getByRole('heading', { name: 'Already redeemed' })).toBeVisible();
    await expect(verdict).toContainText('at Quay Side');
    await verdict.getByRole('button', { name: 'Cancel' }).click();
    const redeemedFirst = await apiSend<{
      reward: { redeemed: { location: { name: string } | null; by: string | null } | null };
    }>(request, owner, 'POST', 'redeem/check', { token: first.redemption_token }, 200);
    expect(redeemedFirst.reward.redeemed).toMatchObject({
      location: { name: 'Quay Side' },
      by: mateEmail,
    });

    // Another shop for the afternoon; offline there, the redemption waits with its location.
    await page.getByRole('button', { name: 'Change location' }).click();
    await expect(page.getByRole('heading', { name: 'Where are you?' })).toBeVisible();
    await page.getByRole('button', { name: /^Market Hall/ }).click();
    await expect(page.getByRole('heading', { name: 'Market Hall' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByTestId('network')).toHaveText('Offline');
    await typed.fill(second.redemption_token!);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(verdict).toHaveAttribute('data-verdict', 'valid_offline');
    await verdict.getByRole('button', { name: 'Redeem' }).click();
    await expect(verdict).toHaveAttribute('data-verdict', 'queued');
    await verdict.getByRole('button', { name: 'Cancel' }).click();
    const queued = page.getByTestId('queue').getByRole('listitem');
    await expect(queued.first()).toHaveAttribute('data-state', 'pending');
    await context.setOffline(false);
    await expect(queued.first()).toHaveAttribute('data-state', 'redeemed', { timeout: 20_000 });
    const redeemedSecond = await apiSend<{
      reward: { redeemed: { location: { name: string } | null; by: string | null } | null };
    }>(request, owner, 'POST', 'redeem/check', { token: second.redemption_token }, 200);
    expect(redeemedSecond.reward.redeemed).toMatchObject({
      location: { name: 'Market Hall' },
      by: mateEmail,
    });

    // The session ends elsewhere (revoked): back to sign-in, saying why.
    const sessionToken = await page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const open = indexedDB.open('playdesk-redeem');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction('kv').objectStore('kv').get('staff');
            get.onsuccess = () => resolve((get.result as { token: string }).token);
            get.onerror = () => reject(get.error);
          };
        }),
    );
    const revoked = await request.get(`${API}/logout`, {
      headers: { authorization: `Bearer ${sessionToken}` },
    });
    expect(revoked.status()).toBe(200);
    await typed.fill('NOBODY-HAS-THIS');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in as a team mate' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Your session has ended. Sign in again.');

    // Signed in again, then out: the first screen.
    const signIn = async () => {
      await page.getByLabel('Email').fill(mateEmail);
      await page.getByLabel('Password').fill(matePassword);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    };
    await signIn();
    await page.getByRole('button', { name: /^Quay Side/ }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Pair this device' })).toBeVisible();

    // The owner takes the redeem role away: signing in says so.
    const team = await apiGet<{ members: { public_id: string; email: string }[] }>(
      request,
      owner,
      'team-mates',
    );
    const mate = team.members.find((m) => m.email === mateEmail)!;
    await apiSend(request, owner, 'PATCH', `team-mates/${mate.public_id}`, { modules: ['games'] });
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signIn();
    await expect(page.getByRole('status')).toHaveText(
      `${mateEmail} cannot redeem for Quay Coffee. Ask the owner for access to redeeming.`,
    );
  } finally {
    await context.close();
  }
});
