/**
 * The live phone's heartbeat (docs/live.md#heartbeat): a socket that goes silent without the
 * browser saying `offline` (a tunnel) is given up once a ping gets no answer, and the phone
 * reconnects. The phone's socket goes through Playwright's WebSocket routing, which passes every
 * message on until the test makes the first socket silent (nothing through, either way); the
 * page's clock is Playwright's, so the 20 s to the ping and the 10 s of silence pass at once.
 * Without the heartbeat the phone would keep the silent socket, and the show would never reach it.
 */
import { expect, test } from '@playwright/test';
import { apiSend, registerBusiness } from './support/business';

const QUESTION = { text: 'Which bean is most grown?', options: ['Arabica', 'Robusta'], correct: 0 };

test('a phone whose socket goes silent gives it up after an unanswered ping, and gets back in', async ({
  browser,
  baseURL,
  request,
}) => {
  const owner = await registerBusiness(request, 'Tunnel Café');
  const { game } = (await apiSend(request, owner, 'POST', 'games', {
    type: 'quiz',
    name: 'Through the tunnel',
    status: 'published',
    content: { questions: [QUESTION] },
  })) as { game: { public_id: string } };
  const { session } = (await apiSend(request, owner, 'POST', 'live-sessions', {
    game: game.public_id,
  })) as { session: { public_id: string; code: string } };

  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.clock.install();
  let sockets = 0;
  let silent = false;
  /** Messages that went through, by socket and direction. */
  const passed: string[] = [];
  await page.routeWebSocket(/\/services\/live\/[^/]+\/socket$/, (ws) => {
    const n = ++sockets;
    const server = ws.connectToServer();
    const through = () => !(silent && n === 1);
    ws.onMessage((message) => {
      if (!through()) return;
      passed.push(`${n} up ${String(message)}`);
      server.send(message);
    });
    server.onMessage((message) => {
      if (!through()) return;
      passed.push(`${n} down ${String(message)}`);
      ws.send(message);
    });
  });
  const said = (n: number, direction: 'up' | 'down', type: string) =>
    passed.some((m) => m.startsWith(`${n} ${direction} `) && m.includes(`"type":"${type}"`));

  await page.goto(`/live/${session.code}`);
  await page.getByLabel('Your nickname').fill('Mole');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText('You’re in! Waiting for the host to start…')).toBeVisible();
  // The socket is open and live: its hello went up, the show came down.
  await expect
    .poll(async () => (await page.clock.runFor(200), said(1, 'down', 'state')))
    .toBe(true);
  expect(said(1, 'up', 'hello')).toBe(true);

  // The tunnel: the socket stays open, nothing goes through either way.
  silent = true;
  await page.clock.fastForward(20_000);
  // The phone's ping went out (it is not answered); the socket is kept while it waits.
  expect(sockets).toBe(1);
  await page.clock.fastForward(10_000);
  // Silence for 10 s after the ping: the socket is given up, the next try opens a new one
  // (after 1 s), whose hello brings the show back.
  await expect
    .poll(async () => (await page.clock.runFor(500), said(2, 'down', 'state')))
    .toBe(true);
  expect(sockets).toBe(2);
  await expect(page.getByText('Connection lost — reconnecting…')).toBeHidden();
  await apiSend(
    request,
    owner,
    'POST',
    `live-sessions/${session.public_id}/commands`,
    { command: 'start' },
    200,
  );
  await expect(page.getByRole('heading', { name: QUESTION.text })).toBeVisible();
  await context.close();
});
