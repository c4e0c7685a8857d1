/**
 * The business's installable game app (issue 17), in Chromium on a phone viewport:
 * `/pwa/start` opens today's game; Chromium itself parses the business's manifest (DevTools
 * protocol) and finds its icons; with the network cut, the service worker shows the friendly
 * offline page; "Notify me of the next game" appears only after a finished game.
 */
import { expect, test } from '@playwright/test';
import { API, apiSend, registerBusiness } from './support/business.js';
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from './support/browser.js';
import { login, shot as consoleShot } from './support/console.js';
import {
  gameId,
  ownSession,
  PHONE,
  playDemoQuiz,
  shot,
  swControls,
} from './support/play-helpers.js';

test.use({
  viewport: PHONE,
  timezoneId: 'UTC',
  // Web push: the whole Chromium (the headless shell has no PushManager; e2e/support/browser.ts).
  launchOptions: { executablePath: FULL_CHROMIUM_PATH, args: CHROMIUM_ARGS },
});

const today = () => new Date().toISOString().slice(0, 10);

async function setUpApp(request: Parameters<typeof ownSession>[0]) {
  const owner = await ownSession(request);
  const quiz = await gameId(request, 'quiz');
  await apiSend(request, owner, 'POST', 'calendar', { game_id: quiz, days: [today()] });
  await apiSend(request, owner, 'PUT', 'pwa', {
    app_name: 'Test Café Games',
    short_name: 'Café Games',
    theme_color: '#0F766E',
    background_color: '#F0FDFA',
  });
  return { owner, quiz };
}

test("/pwa/start opens today's game, and Chromium installs from the business's manifest", async ({
  page,
  request,
}) => {
  const { owner, quiz } = await setUpApp(request);
  await page.goto(`/pwa/start?account=${owner.account}`);
  await expect(page).toHaveURL(`/game/${quiz}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Coffee Lovers Quiz' })).toBeVisible();

  // The game page links its business's manifest; Chromium fetches and parses it itself.
  const manifestPath = `${API}/play/accounts/${owner.account}/manifest.webmanifest`;
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifestPath);
  const cdp = await page.context().newCDPSession(page);
  const parsed = await expect
    .poll(async () => {
      const m = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: { message: string }[];
        data?: string;
      };
      return m.url ? m : null;
    })
    .not.toBeNull()
    .then(
      async () =>
        (await cdp.send('Page.getAppManifest')) as {
          url: string;
          errors: { message: string }[];
          data?: string;
        },
    );
  expect(parsed.url).toContain(manifestPath);
  expect(parsed.errors).toEqual([]);
  const manifest = JSON.parse(parsed.data!) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Test Café Games',
    short_name: 'Café Games',
    start_url: `/pwa/start?account=${owner.account}`,
    display: 'standalone',
    theme_color: '#0F766E',
  });
  // Every icon is a PNG of the size it claims.
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.ok(), icon.src).toBe(true);
    const png = await res.body();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }
  expect(manifest.icons.map((i) => i.purpose)).toEqual(['any', 'any', 'maskable']);

  // Chromium's own installability check, once the service worker is up.
  await swControls(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifestPath);
  // Playwright's contexts are incognito, where Chromium never installs; nothing else may be wrong.
  await expect
    .poll(async () => {
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      return installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
    })
    .toEqual([]);
  await shot(page, 'pwa-start-game');
});

test('offline, the player pages show a friendly page in the app’s colours', async ({
  page,
  request,
}) => {
  const { quiz } = await setUpApp(request);
  await page.goto(`/game/${quiz}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Coffee Lovers Quiz' })).toBeVisible();
  await swControls(page);
  // The worker has kept the business's manifest (for the offline page's name and colours), and
  // then its icon (one step later: going offline before it would leave the page without it).
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const api = await caches.open('pd-play-api');
        const kept = (await api.keys()).find((r) => r.url.endsWith('/manifest.webmanifest'));
        if (!kept) return false;
        const manifest = (await (await api.match(kept))!.json()) as { icons: { src: string }[] };
        return (await caches.open('pd-media')).match(manifest.icons[0]!.src).then(Boolean);
      }),
    )
    .toBe(true);
  await page.context().setOffline(true);
  await page.goto(`/game/${quiz}`);
  await expect(page.getByRole('heading', { name: 'You’re offline' })).toBeVisible();
  await expect(page.getByText('Test Café Games needs a connection')).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  // The app's icon, from the worker's cache (no request can reach the server now).
  await expect
    .poll(() => page.locator('main img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(192);
  await shot(page, 'pwa-offline');
  await page.context().setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coffee Lovers Quiz' })).toBeVisible();
});

test('“Notify me of the next game” shows only after a game; a tap subscribes, another unsubscribes', async ({
  page,
  request,
}) => {
  const { owner, quiz } = await setUpApp(request);
  await page.context().grantPermissions(['notifications']);
  // Headless Chromium reaches no real push service (no internet here): the browser's subscribe
  // is replaced by one that answers a subscription as a browser would (real P-256 key, auth).
  await page.addInitScript(() => {
    let current: PushSubscription | null = null;
    const b64u = (bytes: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    PushManager.prototype.subscribe = async function () {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ]);
      const raw = await crypto.subtle.exportKey('raw', pair.publicKey);
      const auth = crypto.getRandomValues(new Uint8Array(16)).buffer;
      const json = {
        endpoint: `https://push.example.net/send/${Math.random().toString(36).slice(2)}`,
        expirationTime: null,
        keys: { p256dh: b64u(raw), auth: b64u(auth) },
      };
      current = {
        endpoint: json.endpoint,
        toJSON: () => json,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    };
    PushManager.prototype.getSubscription = async () => current;
  });
  await page.goto(`/game/${quiz}`);
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  const optIn = page.getByRole('button', { name: 'Notify me of the next game' });
  // Never on load, nor during the game.
  await page.waitForTimeout(500);
  await expect(optIn).toHaveCount(0);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await playDemoQuiz(page, 'wrong');
  await expect(optIn).toHaveCount(0);
  // After the game, once its pop-up is closed: below the game.
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(optIn).toBeVisible();
  await shot(page, 'pwa-after-game');

  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`${API}/play/push/subscriptions`) && r.request().method() === 'POST',
  );
  await optIn.click();
  expect((await saved).status()).toBe(201);
  await expect(page.getByText('You’ll be notified of the next game.')).toBeVisible();
  const list = (await (
    await request.get(`${API}/pwa/notifications`, { headers: owner.headers })
  ).json()) as { usage: { subscribers: number } };
  expect(list.usage.subscribers).toBe(1);

  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Notifications are off.')).toBeVisible();
  const after = (await (
    await request.get(`${API}/pwa/notifications`, { headers: owner.headers })
  ).json()) as { usage: { subscribers: number } };
  expect(after.usage.subscribers).toBe(0);
});

test('the console’s PWA page: settings with a live preview, icon upload, a notification sent', async ({
  page,
  request,
}) => {
  const owner = await registerBusiness(request, 'Console Café');
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, owner.email, owner.password);
  await page.goto('/pwa');
  const form = page.getByRole('form', { name: 'App settings' });
  await form.getByLabel('App name').fill('Console Café Games');
  await form.getByLabel('Short name').fill('CC Games');
  // The preview follows the form before saving.
  await expect(page.getByRole('img', { name: 'Splash screen preview' })).toContainText(
    'Console Café Games',
  );
  await expect(page.getByRole('img', { name: 'Home screen preview' })).toContainText('CC Games');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('All changes saved')).toBeVisible();

  // A square PNG made in the page (a canvas), uploaded as the icon.
  const png = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 512;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#0F766E';
    ctx.fillRect(0, 0, 512, 512);
    ctx.fillStyle = '#FDE68A';
    ctx.beginPath();
    ctx.arc(256, 256, 150, 0, Math.PI * 2);
    ctx.fill();
    const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/png'));
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  });
  await page.getByLabel('Upload the app icon').setInputFiles({
    name: 'icon.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png),
  });
  await expect(page.getByRole('img', { name: 'App icon' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change icon' })).toBeVisible();

  const send = page.getByRole('form', { name: 'New notification' });
  await send.getByLabel('Title').fill('Double points today');
  await send.getByLabel('Message').fill('Play before noon and score twice.');
  await send.getByRole('button', { name: 'Send notification' }).click();
  const sent = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(sent.first()).toContainText('Double points today');
  await expect(sent.first()).toContainText('All subscribers');
  await expect(page.getByTestId('push-usage')).toContainText('of 1,000');
  await consoleShot(page, 'pwa-console', true);
});
