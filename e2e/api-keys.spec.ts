import { expect, test } from '@playwright/test';
import { registerBusiness } from './support/business';
import { axeFindings, describeFindings } from './support/axe';
import { API, login, shot, toast } from './support/console';

/**
 * Issue 20: the owner creates an API key on /api-keys (under the settings menu), copies the
 * secret shown once, and the business's system calls the API with it; revoked, it stops working
 * at once. On the docs page a developer pastes a key (Authorize) and tries a call.
 */
test('the owner creates an API key, copies it, and a call with it works', async ({
  page,
  context,
  request,
}) => {
  // The console and the API in one story, on a machine that may be busy.
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = await registerBusiness(request, 'Keys Café');
  await login(page, owner.email, owner.password);

  await page.getByRole('button', { name: 'Settings menu' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'API keys' }).click();
  await expect(page).toHaveURL(/\/api-keys$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await expect(page.getByText('No API keys yet')).toBeVisible();

  await page.getByRole('button', { name: 'New API key' }).first().click();
  const dialog = page.getByTestId('api-key-dialog');
  // The contract's own message, before anything is sent.
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('Web shop');
  await expect(dialog.getByTestId('api-key-module-games')).toBeChecked();
  await dialog.getByRole('radio', { name: 'Read and write' }).click();
  await dialog.getByRole('button', { name: 'Create key' }).click();

  // Shown once, with a copy button.
  const secretDialog = page.getByTestId('api-key-secret-dialog');
  await expect(secretDialog).toBeVisible();
  const shown = await secretDialog.getByTestId('api-key-secret').inputValue();
  expect(shown).toMatch(/^pdk_[A-Za-z0-9_-]{43}$/);
  await secretDialog.getByTestId('api-key-copy').click();
  await expect(toast(page)).toHaveText('API key copied.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  await expect(secretDialog).toBeHidden();

  // Listed without its secret.
  const row = page.getByTestId('api-key-row').filter({ hasText: 'Web shop' });
  await expect(row).toContainText(copied.slice(0, 12));
  await expect(row).toContainText('Read and write');
  await expect(row).toContainText('Never');
  expect(await page.content()).not.toContain(copied);

  // The business's system: the key alone, no X-ACCOUNT.
  const call = await request.get(`${API}/games`, {
    headers: { Authorization: `Bearer ${copied}` },
  });
  expect(call.status(), await call.text()).toBe(200);
  expect(call.headers()['ratelimit-limit']).toBeTruthy();
  const created = await request.post(`${API}/games`, {
    headers: { Authorization: `Bearer ${copied}` },
    data: {
      type: 'puzzle',
      name: 'From the shop',
      content: { image: 'https://example.com/p.jpg' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // Revoked: the next call is refused.
  await page.goto('/api-keys');
  await page
    .getByTestId('api-key-row')
    .filter({ hasText: 'Web shop' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke key' }).click();
  await expect(toast(page)).toHaveText('API key revoked.');
  await expect(page.getByTestId('api-key-row').filter({ hasText: 'Web shop' })).toContainText(
    'Revoked',
  );
  const refused = await request.get(`${API}/games`, {
    headers: { Authorization: `Bearer ${copied}` },
  });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ message: 'This API key has been revoked.' });
});

test('the docs page lets a developer paste an API key and try a call', async ({
  page,
  request,
}) => {
  // The document is large and Swagger UI renders it in the browser: allow for a slow machine.
  test.setTimeout(180_000);
  const owner = await registerBusiness(request, 'Docs Café');
  const created = await request.post(`${API}/api-keys`, {
    headers: owner.headers,
    data: { name: 'Docs', modules: ['games'], access: 'write' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { secret } = (await created.json()) as { secret: string };
  const game = await request.post(`${API}/games`, {
    headers: { Authorization: `Bearer ${secret}` },
    data: {
      type: 'puzzle',
      name: 'From the shop',
      content: { image: 'https://example.com/p.jpg' },
    },
  });
  expect(game.status(), await game.text()).toBe(201);

  // "Try it out" calls the document's server (APP_URL): open the page on that origin, as a
  // developer of a real deployment does, so the call is same-origin.
  const served = await request.get('/services/api/docs/json');
  const { servers } = (await served.json()) as { servers: { url: string }[] };
  await page.goto(new URL('/services/api/docs', servers[0]!.url).toString());
  const authorize = page.getByRole('button', { name: 'Authorize' }).first();
  await expect(authorize).toBeVisible({ timeout: 90_000 });
  await authorize.click();
  // The scheme named apiKey (the player's token, playerToken, is of type apiKey too).
  const auth = page
    .locator('.auth-container')
    .filter({ has: page.locator('h4 code', { hasText: /^apiKey$/ }) });
  await auth.locator('input').fill(secret);
  await auth.getByRole('button', { name: 'Apply credentials' }).click();
  await page.getByRole('button', { name: 'Close' }).first().click();
  // Swagger UI renders only the operations near the viewport (its list is virtual): scroll down
  // to the games, as a developer does.
  const listGames = page.locator('#operations-games-listGames');
  // The scroll is instant and stops once the operation is there (a wheel's smooth scroll went on
  // past it, and the list took it out again).
  await expect(async () => {
    if ((await listGames.count()) === 0) await page.evaluate(() => window.scrollBy(0, 400));
    expect(await listGames.count()).toBe(1);
  }).toPass({ timeout: 60_000, intervals: [100] });
  await listGames.scrollIntoViewIfNeeded();
  await listGames.locator('.opblock-summary').click();
  // "Try it out" is on from the start (uiConfig.tryItOutEnabled): Execute is there at once.
  await listGames.getByRole('button', { name: 'Execute' }).click();
  await expect(
    listGames.locator('.live-responses-table tr.response .response-col_status').first(),
  ).toHaveText('200', { timeout: 30_000 });
  await expect(listGames.locator('.live-responses-table')).toContainText('From the shop');
});

test('the API keys page shows how to connect an AI assistant, and the configuration works', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = await registerBusiness(request, 'Assistant Café');
  await login(page, owner.email, owner.password);
  await page.goto('/api-keys');

  // docs/mcp.md: the address, and a configuration for each common client.
  const card = page.getByTestId('assistant-card');
  await expect(card.getByRole('heading', { name: 'Connect an AI assistant' })).toBeVisible();
  const origin = new URL(page.url()).origin;
  await expect(card.getByTestId('assistant-url')).toHaveValue(`${origin}/mcp`);
  const config = card.getByTestId('assistant-config');
  await expect(config).toContainText('"type": "http"');
  await expect(config).toContainText('"Authorization": "Bearer <your API key>"');
  await card.getByRole('radio', { name: 'Claude Desktop' }).click();
  await expect(config).toContainText('"PLAYDESK_API_KEY": "<your API key>"');
  await expect(config).toContainText(`"PLAYDESK_URL": "${origin}"`);
  await card.getByRole('radio', { name: 'VS Code' }).click();
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'api-keys-assistant');
  // On a phone the choices and the configuration stay inside the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await card.scrollIntoViewIfNeeded();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'api-keys-assistant-phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Right after creating a key, its dialog has the configuration with the key in it.
  await page.getByRole('button', { name: 'New API key' }).first().click();
  const dialog = page.getByTestId('api-key-dialog');
  await dialog.getByLabel('Name').fill('My assistant');
  await dialog.getByRole('radio', { name: 'Read and write' }).click();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const secretDialog = page.getByTestId('api-key-secret-dialog');
  const secret = await secretDialog.getByTestId('api-key-secret').inputValue();
  await secretDialog.getByText('Connect an AI assistant').click();
  const withKey = secretDialog.getByTestId('assistant-config');
  await expect(withKey).toContainText(`"Authorization": "Bearer ${secret}"`);
  await shot(page, 'api-keys-assistant-secret');
  // The long key scrolls the configuration sideways: still reachable and labelled.
  const findings = await axeFindings(page, 'api key created, assistant configuration');
  expect(findings, describeFindings(findings)).toEqual([]);
  await secretDialog.getByTestId('assistant-copy').click();
  await expect(toast(page)).toHaveText('Copied.');
  const pasted = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
    servers: { playdesk: { url: string; headers: Record<string, string> } };
  };

  // What the assistant's client then sends: an MCP initialise to that address with that header.
  const init = await request.post(pasted.servers.playdesk.url, {
    headers: {
      ...pasted.servers.playdesk.headers,
      accept: 'application/json, text/event-stream',
      'content-type': 'application/json',
    },
    data: {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'e2e', version: '1.0.0' },
      },
    },
  });
  expect(init.status(), await init.text()).toBe(200);
  expect(await init.json()).toMatchObject({ result: { serverInfo: { name: 'playdesk' } } });
  await secretDialog.getByRole('button', { name: 'Done' }).click();
});
