/**
 * Domains end to end (issue 15, docs/product-rules.md#domains): a business lists its site in the
 * console; a host page on that site (a small `node:http` server of this test at
 * `http://127.0.0.1:{port}`) frames `/game-embedder/…` and plays; the same page reached as
 * `http://localhost:{port}` — another origin, not on the list — is refused by the browser (CSP
 * frame-ancestors) and by the player API. The page embedder shows the business's page with the
 * game over it, shows the game alone with a link when the page refuses frames, and refuses a page
 * that is not on the list. Screens in e2e/artifacts/console-domains*.png and play-page-embedder*.png.
 */
import { expect, test } from '@playwright/test';
import { API, apiSend, copyDemoGame, registerBusiness, type Session } from './support/business.js';
import { login, shot } from './support/console.js';
import { hostSite } from './support/host-site.js';
import { saveShot } from './support/shots.js';

test.describe.configure({ timeout: 180_000 });

/** Pages of the business's site, by path; `/locked` refuses to be framed. */
const site = hostSite((path): Record<string, string> =>
  path === '/locked' ? { 'x-frame-options': 'SAMEORIGIN' } : {},
);

const allowedOrigin = () => `http://127.0.0.1:${site.port}`;
/** The same server under another name: another origin, not on the list. */
const foreignOrigin = () => `http://localhost:${site.port}`;

function framePage(appOrigin: string, gameId: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head>
<body style="margin:0;font-family:sans-serif;background:#f3efe6">
<h1 style="margin:12px">Demo shop</h1>
<iframe id="game" src="${appOrigin}/game-embedder/${gameId}" title="Game"
  style="width:375px;height:640px;border:0;background:#fff"></iframe>
</body></html>`;
}

test('allowed sites limit where a game may be framed, and the page embedder', async ({
  page,
  request,
  baseURL,
}) => {
  const business: Session = await registerBusiness(request, 'Domains Shop');
  const gameId = await copyDemoGame(request, business, 'Coffee Lovers Quiz');

  // The console: the empty list says embedding is not limited; a bad site gets the rule's reason.
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, business.email, business.password);
  await page.goto('/domains');
  await expect(page.getByTestId('sites-empty')).toContainText('load on any website');
  const siteInput = page.getByTestId('add-allowed_site');
  await siteInput.fill('http://shop.example.com');
  await siteInput.blur();
  await expect(
    page.getByText('A site must use https:// (http:// is accepted for localhost only)'),
  ).toBeVisible();
  await siteInput.fill(allowedOrigin());
  await page.getByRole('button', { name: 'Add site' }).click();
  await expect(page.getByTestId('allowed-site')).toHaveText(new RegExp(allowedOrigin()));
  await expect(page.getByTestId('sites-empty')).toHaveCount(0);

  // A custom domain shows the DNS records to create.
  await page.getByTestId('add-custom_domain').fill('play.domains-shop.example');
  await page.getByRole('button', { name: 'Add domain' }).click();
  const custom = page.getByTestId('custom-domain');
  await expect(custom).toContainText('Pending');
  await expect(custom).toContainText('_playdesk.play.domains-shop.example');
  // (Verification itself is covered by the API tests against a local fake DNS server; the e2e
  // server has that fake too, fed by e2e/support/dns.ts, used by e2e/sso.spec.ts.)
  await expect(custom.getByRole('button', { name: 'Verify', exact: true })).toBeVisible();
  await shot(page, 'domains', true);

  // The allowed site frames the game, and the game plays there.
  site.page('/shop', framePage(baseURL!, gameId));
  await page.goto(`${allowedOrigin()}/shop`);
  const frame = page.frameLocator('#game');
  // The frame names the page framing it on its API calls; the server lets the start through.
  const start = page.waitForResponse((r) => r.url().endsWith(`/play/games/${gameId}/sessions`));
  await frame.getByRole('button', { name: 'Start', exact: true }).click();
  const started = await start;
  expect(started.status()).toBe(201);
  expect(await started.request().headerValue('x-playdesk-embed-origin')).toBe(allowedOrigin());
  await expect(frame.getByRole('region', { name: 'Game board' })).toBeVisible();

  // Another origin: the browser refuses to show the frame (CSP frame-ancestors)…
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors|Refused to frame/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto(`${foreignOrigin()}/shop`);
  await expect.poll(() => blocked.length).toBeGreaterThan(0);
  const child = page.frames().find((f) => f !== page.mainFrame());
  expect(await child?.evaluate(() => document.body?.innerText ?? '').catch(() => '')).not.toContain(
    'Coffee',
  );
  // …and the player API refuses calls made for it, with the message its developer needs.
  const refused = await request.get(`${API}/play/games/${gameId}`, {
    headers: { 'x-playdesk-embed-origin': foreignOrigin() },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    `This game may not be embedded on ${foreignOrigin()}: add the site in Playdesk → Domains.`,
  );

  // The page embedder: the business's page, with the game over it as a closable popup.
  site.page('/welcome', '<!doctype html><title>Welcome</title><h1>Welcome to the shop</h1>');
  const embedder = (url: string) =>
    `/page-embedder/${business.account}/${encodeURIComponent(url)}/${gameId}`;
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(embedder(`${allowedOrigin()}/welcome`));
  await expect(
    page.frameLocator('[data-testid="page-embedder-page"]').getByRole('heading', {
      name: 'Welcome to the shop',
    }),
  ).toBeVisible();
  const game = page.frameLocator('[data-testid="page-embedder-game"]');
  await expect(game.getByRole('heading', { name: 'Coffee Lovers Quiz' })).toBeVisible();
  await saveShot(page, 'play-page-embedder', false);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('button', { name: 'Close the game' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A page that refuses frames: the game on its own, with a link to the page.
  site.page('/locked', '<!doctype html><title>Locked</title><h1>Locked page</h1>');
  await page.goto(embedder(`${allowedOrigin()}/locked`));
  await expect(page.getByTestId('page-embedder-link')).toHaveAttribute(
    'href',
    `${allowedOrigin()}/locked`,
  );
  await expect(
    page
      .frameLocator('[data-testid="page-embedder-game"]')
      .getByRole('heading', { name: 'Coffee Lovers Quiz' }),
  ).toBeVisible();
  await saveShot(page, 'play-page-embedder-locked', false);

  // A page not on the list is refused: no frame of it, no redirect to it.
  await page.goto(embedder('https://evil.example/login'));
  await expect(page.getByTestId('page-embedder-refused')).toContainText(
    'https://evil.example is not on its Domains list',
  );
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  await saveShot(page, 'play-page-embedder-refused', false);

  // Removing the site from the list lifts the limit again.
  const { data } = (await (
    await request.get(`${API}/domains`, { headers: business.headers })
  ).json()) as { data: { public_id: string; kind: string }[] };
  for (const d of data.filter((x) => x.kind === 'allowed_site'))
    await apiSend(request, business, 'DELETE', `domains/${d.public_id}`);
  const free = await request.get(`${API}/play/games/${gameId}`, {
    headers: { 'x-playdesk-embed-origin': foreignOrigin() },
  });
  expect(free.status()).toBe(200);
});
