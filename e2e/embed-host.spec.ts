/**
 * The embed snippet on a business's own site: a host page served by a small `node:http` server of
 * this test at `http://localhost:{port}` — another origin AND another site than the app
 * (`http://127.0.0.1:{E2E_PORT}`), so the game frame is a true third-party frame — with the
 * snippet pointing at the app, as a business would paste it.
 */
import { chromium, expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, FrameLocator, Page } from '@playwright/test';
import { snippet } from '@playdesk/embed/snippet';
import type { Command } from '@playdesk/embed/snippet';
import { API, apiSend, copyDemoGame, OTHER_OWNER, signIn } from './support/business.js';
import { login } from './support/console.js';
import { hostSite } from './support/host-site.js';
import { gameId, ownSession, PHONE, playDemoQuiz } from './support/play-helpers.js';
import { saveShot } from './support/shots.js';
import { FULL_CHROMIUM_PATH } from './support/browser.js';

test.use({ viewport: PHONE });

const site = hostSite();
let pageCount = 0;

/** A host page on the other site with the snippet for `calls`; `body` is its own content. */
function hostPage(
  appOrigin: string,
  calls: { command: Command; options?: Record<string, unknown> }[],
  body: string,
): string {
  return site.page(
    `/page-${++pageCount}.html`,
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Demo Coffee Co.</title>
${snippet(appOrigin, calls)}
<script>
  window.__events = [];
  for (const name of ['ready', 'play', 'win', 'reward', 'lead', 'close']) {
    document.addEventListener('playdesk:' + name, (e) => {
      window.__events.push({ name, detail: e.detail, on: e.target === document ? 'document' : e.target.id || e.target.tagName });
    });
  }
</script>
</head>
<body style="margin:0;font-family:sans-serif;background:#f3efe6">
  <h1 style="margin:12px;font-size:20px">Demo Coffee Co.</h1>
  ${body}
</body></html>`,
  );
}

interface HostEvent {
  name: string;
  detail: { game: string; score?: number; reward?: string };
  on: string;
}
const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { __events: HostEvent[] }).__events);
const eventNames = async (page: Page) => (await events(page)).map((e) => e.name);
const shot = (page: Page, name: string, fullPage = true) =>
  saveShot(page, `embed-${name}`, fullPage);

const popup = (page: Page) => page.getByRole('dialog', { name: 'Game' });
const popupFrame = (page: Page): FrameLocator => page.frameLocator('[data-playdesk-popup] iframe');

test('inline: loaded near the viewport, as tall as the game, with events for the host', async ({
  page,
  request,
  baseURL,
}) => {
  const id = await gameId(request, 'wordle');
  const at = hostPage(
    baseURL!,
    [{ command: 'inline', options: { game: id, target: '#game' } }],
    `
      <p style="margin:12px;height:1600px">Our café blog. Scroll down for the game.</p>
      <div id="game" style="max-width:480px;margin:0 auto"></div>
      <p style="margin:12px">Below the game.</p>`,
  );
  await page.goto(at);
  // Lazy: nothing loads while the game is far below the fold.
  await page.waitForTimeout(800);
  await expect(page.locator('#game iframe')).toHaveCount(0);
  await page.locator('#game').scrollIntoViewIfNeeded();
  const iframe = page.locator('#game iframe');
  // The host page's address (campaign parameters only, none here) and the tab's visit go along
  // for attribution (play-attribution.spec.ts).
  await expect(iframe).toHaveAttribute('src', /visit=/);
  expect(await iframe.getAttribute('src')).toMatch(
    new RegExp(`/game-embedder/${id}/inline\\?parent_url=[^&]+&visit=[0-9a-f-]{36}$`),
  );
  expect(await iframe.getAttribute('src')).toContain(
    `${baseURL}/game-embedder/${id}/inline?parent_url=${encodeURIComponent(at)}&visit=`,
  );
  const frame = page.frameLocator('#game iframe');
  await expect(frame.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  await expect.poll(() => eventNames(page)).toContain('ready');
  const ready = (await events(page)).find((e) => e.name === 'ready')!;
  expect(ready.detail).toEqual({ game: id });
  expect(ready.on).toBe('game'); // dispatched on the container, heard on the document

  // The frame is as tall as its content: no inner scrollbar.
  const fits = () =>
    page
      .frames()
      .find((f) => f.url().includes('/game-embedder/'))!
      .evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1);
  await expect.poll(fits).toBe(true);
  const introHeight = (await iframe.boundingBox())!.height;
  await page.locator('#game').evaluate((e) => e.scrollIntoView());
  await shot(page, 'inline-intro', false);

  await frame.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(frame.getByRole('group', { name: 'Keyboard' })).toBeVisible();
  // The board is taller than the intro: the frame grows with it.
  await expect
    .poll(async () => (await iframe.boundingBox())!.height)
    .toBeGreaterThan(introHeight + 50);
  await expect.poll(fits).toBe(true);
  await expect.poll(() => eventNames(page)).toContain('play');
  await shot(page, 'inline-playing', false);
});

test('popup: opened by a click on data-playdesk-game, closed by Esc and its button', async ({
  page,
  request,
  baseURL,
}) => {
  const id = await gameId(request, 'quiz');
  await page.goto(
    hostPage(
      baseURL!,
      [],
      `
      <p style="margin:12px;height:1200px">Read our story.</p>
      <button id="cta" data-playdesk-game="${id}" style="margin:12px">Play our quiz</button>`,
    ),
  );
  const cta = page.locator('#cta');
  await cta.scrollIntoViewIfNeeded();
  await cta.click();
  const dialog = popup(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  // The page behind does not scroll while the popup is open, and it fits a 375 px phone.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
    'hidden',
  );
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  const frame = popupFrame(page);
  await expect(frame.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  await shot(page, 'popup-intro', false);

  // Focus stays in the dialog: Tab from the close button moves into the game, never behind it.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    const outside = await page.evaluate(
      () => !document.activeElement?.closest('[data-playdesk-popup]'),
    );
    expect(outside).toBe(false);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(cta).toBeFocused(); // focus goes back where it was
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
    'hidden',
  );
  expect(await eventNames(page)).toContain('close');

  // Esc pressed inside the game closes it too.
  await cta.click();
  await frame.getByRole('button', { name: 'Start', exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Again, then play and win inside it; then the close button.
  await cta.click();
  await expect(frame.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  await frame.getByRole('button', { name: 'Start', exact: true }).click();
  // The quiz helper only asks its page for roles: a frame answers the same (FrameLocator).
  await playDemoQuiz(frame as unknown as Page, 'right');
  await expect.poll(() => eventNames(page), { timeout: 15_000 }).toContain('win');
  const win = (await events(page)).find((e) => e.name === 'win')!;
  expect(win.detail).toEqual({ game: id, score: 45 });
  await expect(frame.getByRole('dialog')).toBeVisible();
  await shot(page, 'popup-won', false);
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toHaveCount(0);
});

test('popup by timer, at most once a day; a floating button opens it any time', async ({
  page,
  request,
  baseURL,
}) => {
  const id = await gameId(request, 'wordle');
  const url = hostPage(
    baseURL!,
    [
      { command: 'popup', options: { game: id, after: 1 } },
      { command: 'button', options: { game: id, label: 'Win a coffee', color: '#7c2d12' } },
    ],
    '<p style="margin:12px">Welcome to our café.</p>',
  );
  await page.goto(url);
  const dialog = popup(page);
  await expect(dialog).toHaveCount(0);
  await expect(dialog).toBeVisible({ timeout: 5_000 });
  await expect(popupFrame(page).getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toHaveCount(0);

  // The same visitor, the same day: no second automatic popup.
  await page.reload();
  await page.waitForTimeout(2_500);
  await expect(dialog).toHaveCount(0);

  const button = page.getByRole('button', { name: 'Win a coffee' });
  await expect(button).toBeVisible();
  expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(
    'rgb(124, 45, 18)',
  );
  const corner = (await button.boundingBox())!;
  expect(corner.x + corner.width).toBeGreaterThan(PHONE.width - 40);
  expect(corner.y + corner.height).toBeGreaterThan(PHONE.height - 40);
  await shot(page, 'floating-button', false);
  await button.click();
  await expect(dialog).toBeVisible();
  await expect(popupFrame(page).getByRole('button', { name: 'Start', exact: true })).toBeVisible();
});

test('lead and reward events say what happened, and nothing the player typed', async ({
  page,
  request,
  baseURL,
}) => {
  // Other Bakery: a plan with Player Data (the form) and rewards; its own copy of the quiz.
  const owner = await signIn(request, OTHER_OWNER);
  const game = await copyDemoGame(request, owner, 'Coffee Lovers Quiz');
  const reward = await apiSend<{ reward: { public_id: string } }>(
    request,
    owner,
    'POST',
    'rewards',
    {
      name: 'Free latte',
      kind: 'shared_code',
      shared_value: 'LATTE',
    },
  );
  await apiSend(request, owner, 'PATCH', `games/${game}`, {
    settings: {
      lead_form: {
        mode: 'before',
        fields: [{ key: 'email', type: 'email', label: 'Email', required: true }],
        consents: [],
      },
      participation: { rule: 'unlimited' },
      rewards: {
        rules: [{ reward_id: reward.reward.public_id, mode: 'winner' }],
        consolation_reward_id: null,
      },
    },
  });
  await page.goto(
    hostPage(
      baseURL!,
      [{ command: 'inline', options: { game, target: '#game', lazy: false } }],
      '<div id="game"></div>',
    ),
  );
  const frame = page.frameLocator('#game iframe');
  const form = frame.getByRole('region', { name: 'Before you play' });
  const email = `embed-${Date.now()}@example.com`;
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('button', { name: 'Continue to the game' }).click();
  await expect.poll(() => eventNames(page)).toContain('lead');
  expect((await events(page)).find((e) => e.name === 'lead')!.detail).toEqual({ game });

  await expect(frame.getByRole('region', { name: 'Game board' })).toBeVisible();
  await playDemoQuiz(frame as unknown as Page, 'right');
  await expect.poll(() => eventNames(page), { timeout: 15_000 }).toContain('reward');
  const all = await events(page);
  expect(all.find((e) => e.name === 'win')!.detail).toEqual({ game, score: 45 });
  expect(all.find((e) => e.name === 'reward')!.detail).toEqual({
    game,
    score: 45,
    reward: 'Free latte',
  });
  expect(JSON.stringify(all)).not.toContain(email);
  expect(JSON.stringify(all)).not.toContain('LATTE');
  // The result opens centred in the tall frame: the host page scrolls it into view (its top,
  // when it is taller than the screen).
  const result = frame.getByRole('dialog');
  await expect(result).toBeVisible();
  await expect
    .poll(async () => {
      const box = (await result.boundingBox())!;
      return box.height > PHONE.height
        ? Math.abs(box.y) <= 2
        : box.y >= 0 && box.y + box.height <= PHONE.height;
    })
    .toBe(true);
  await shot(page, 'inline-reward', false);
});

async function saveBar(request: APIRequestContext, game: string, enabled = true): Promise<string> {
  const owner = await ownSession(request);
  await apiSend(request, owner, 'PUT', 'notification-bar', {
    enabled,
    text: 'Play our coffee quiz <b>and win</b> a latte!',
    game_id: game,
    button_label: 'Play now',
    background: '#7C2D12',
    color: '#FFFFFF',
    position: 'top',
    starts_at: null,
    ends_at: null,
  });
  return owner.account;
}

test('the notification bar shows on the site, opens the game, and stays dismissed', async ({
  page,
  request,
  baseURL,
}) => {
  const id = await gameId(request, 'quiz');
  const account = await saveBar(request, id);
  const url = hostPage(
    baseURL!,
    [{ command: 'bar', options: { account } }],
    `
    <p id="first" style="margin:0 12px">Our menu.</p>`,
  );
  const firstTop = async () => (await page.locator('#first').boundingBox())!.y;

  await page.goto(url);
  const bar = page.getByRole('region', { name: 'Announcement' });
  await expect(bar).toBeVisible();
  // Text, never HTML.
  await expect(bar).toContainText('Play our coffee quiz <b>and win</b> a latte!');
  await expect(bar.locator('b')).toHaveCount(0);
  expect(await bar.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(124, 45, 18)');
  // The page moves down by the bar's own height, no more.
  const barBox = (await bar.boundingBox())!;
  expect(barBox.y).toBe(0);
  const shifted = await firstTop();
  await shot(page, 'bar', false);

  await bar.getByRole('button', { name: 'Play now' }).click();
  await expect(popup(page)).toBeVisible();
  await expect(popupFrame(page).getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await bar.getByRole('button', { name: 'Dismiss' }).click();
  await expect(bar).toHaveCount(0);
  expect(Math.round(shifted - (await firstTop()))).toBe(Math.round(barBox.height));
  await page.reload();
  await page.waitForTimeout(1_000);
  await expect(bar).toHaveCount(0);

  // Switched off by the business: not shown to a new visitor either.
  await saveBar(request, id, false);
  const fresh = await page.context().browser()!.newContext({ viewport: PHONE });
  const other = await fresh.newPage();
  const barResponse = other.waitForResponse((r) => r.url().includes('/notification-bar'));
  await other.goto(url);
  expect((await (await barResponse).json()) as unknown).toEqual({ notification_bar: null });
  await expect(other.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  await fresh.close();
});

test('the console writes the popup snippet; pasted on another site, it opens on a phone', async ({
  browser,
  request,
  baseURL,
}) => {
  const id = await gameId(request, 'quiz');
  const owner = await ownSession(request);
  const consoleContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await consoleContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  const editor = await consoleContext.newPage();
  await login(editor, owner.email, owner.password);
  await editor.goto(`/games/edit/${id}`);
  const panel = editor.getByTestId('embed-panel');
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByTestId('embed-snippet')).toHaveValue(
    new RegExp(`Playdesk\\("inline",\\{"game":"${id}","target":"#playdesk-game"\\}\\);`),
  );
  // The live preview runs the real runtime: the game shows inline in it.
  const preview = editor.frameLocator('[data-testid="embed-preview"]');
  await expect(
    preview.frameLocator('iframe').getByRole('button', { name: 'Start', exact: true }),
  ).toBeVisible();

  await panel.getByRole('radio', { name: 'Popup' }).click();
  await panel.getByLabel('Also open it').selectOption('after');
  await panel.getByLabel('Seconds').fill('700');
  await expect(panel.getByText('Enter a whole number of seconds from 0 to 600')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Copy snippet' })).toBeDisabled();
  await panel.getByLabel('Seconds').fill('1');
  await expect(preview.getByRole('dialog', { name: 'Game' })).toBeVisible({ timeout: 8_000 });
  await panel.getByRole('button', { name: 'Copy snippet' }).click();
  const code = await editor.evaluate(() => navigator.clipboard.readText());
  expect(code).toBe(await panel.getByTestId('embed-snippet').inputValue());
  expect(code).toContain(`"${baseURL}/embed/v1/playdesk.js"`);
  expect(code).toContain(`Playdesk("popup",{"game":"${id}","after":1});`);
  await saveShot(editor, 'embed-console-panel', false);
  await consoleContext.close();

  // Pasted as is into a plain page on another site, opened on a phone.
  const pasted = site.page(
    `/pasted-${++pageCount}.html`,
    `<!doctype html><html><head><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body><h1>Demo Coffee Co.</h1>${code}</body></html>`,
  );
  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true });
  const page = await phone.newPage();
  await page.goto(pasted);
  await expect(popup(page)).toBeVisible({ timeout: 5_000 });
  await expect(popupFrame(page).getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  await shot(page, 'pasted-popup-phone', false);
  await phone.close();
});

test.describe('with third-party cookies and storage blocked', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    // Chromium's own switch for blocking third-party cookies (the 3PC phase-out, as a user who
    // blocks them has it); the frame's storage is blocked with them — checked below, not assumed.
    browser = await chromium.launch({
      executablePath: FULL_CHROMIUM_PATH,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--test-third-party-cookie-phaseout'],
    });
  });
  test.afterAll(() => browser.close());

  test('the player stays the same player: the host page keeps the token', async ({
    request,
    baseURL,
  }) => {
    const id = await gameId(request, 'wordle');
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const url = hostPage(
      baseURL!,
      [{ command: 'inline', options: { game: id, target: '#game', lazy: false } }],
      '<div id="game"></div>',
    );
    const sessionStart = () =>
      page.waitForResponse(
        (r) =>
          r.url().includes(`${API}/play/games/${id}/sessions`) && r.request().method() === 'POST',
      );

    await page.goto(url);
    const frame = page.frameLocator('#game iframe');
    await frame.getByRole('button', { name: 'Start', exact: true }).click();
    const embedded = page.frames().find((f) => f.url().includes('/game-embedder/'))!;
    // The browser really blocks the frame's storage and cookies.
    expect(
      await embedded.evaluate(() => {
        try {
          localStorage.setItem('probe', '1');
          return 'open';
        } catch {
          return 'blocked';
        }
      }),
    ).toBe('blocked');
    expect(
      await embedded.evaluate(() => {
        document.cookie = 'probe=1; SameSite=None; Secure';
        document.cookie = 'probe2=1';
        return document.cookie;
      }),
    ).toBe('');

    await expect(frame.getByRole('group', { name: 'Keyboard' })).toBeVisible();
    // The new player's token went to the host page's own storage.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('playdesk.tokens')))
      .toMatch(/^\{".+":".+"\}$/);
    const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('playdesk.tokens')))!);
    expect(Object.keys(kept)).toEqual([(await ownSession(request)).account]);
    await frame.getByRole('region', { name: 'Game board' }).focus();
    await page.keyboard.type('house');
    await page.keyboard.press('Enter');
    await expect(frame.getByRole('group', { name: 'Guess 1' })).toBeVisible();

    // A new visit: the frame's own storage is empty (blocked), the host hands the token over, and
    // the server knows the player (no new player token).
    await page.reload();
    const started = sessionStart();
    await frame.getByRole('button', { name: 'Start', exact: true }).click();
    const response = await started;
    expect(response.request().headers()['x-player']).toBe(Object.values(kept)[0]);
    expect(response.ok()).toBe(true);
    expect(((await response.json()) as { player_token?: string }).player_token).toBeUndefined();
    await expect(frame.getByRole('group', { name: 'Keyboard' })).toBeVisible();
    await saveShot(page, 'embed-third-party-blocked', false);
    await context.close();
  });
});
