/**
 * Where a visit came from (issue 34, docs/insight.md#attribution), in the browser: a player
 * arrives at a business's own page (another site, served by this spec) through a newsletter link
 * with UTM parameters, and plays the game embedded there. The embed runtime hands the frame the
 * host page's campaign parameters and its referrer (nothing else of its address); the frame's
 * start carries the visit, and its beacon sends the `view` and the call to action clicked.
 */
import { expect, test } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { snippet } from '@playdesk/embed/snippet';
import { apiSend, copyDemoGame, OTHER_OWNER, signIn } from './support/business.js';
import { hostSite } from './support/host-site.js';
import { expectResult, gameId, PHONE, playDemoQuiz } from './support/play-helpers.js';

// The game page's service worker would hide the beacon's body from page.on('request').
test.use({ viewport: PHONE, serviceWorkers: 'block' });
test.describe.configure({ timeout: 150_000 });

const site = hostSite();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Visit {
  visit_id: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  referrer?: string;
  host_url?: string;
}
interface BeaconBody {
  visit: Visit;
  events: { step: string; game: string; target?: string; language?: string; variant?: string }[];
}

/**
 * The API calls the page (and its frames) make, with their JSON bodies. The beacon's are read
 * where they are routed: a sendBeacon body is not always in the request event.
 */
async function recordCalls(page: Page) {
  const calls: Request[] = [];
  const beacons: BeaconBody[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/services/api/v1/play/')) calls.push(request);
  });
  await page.route('**/services/api/v1/play/events', async (route) => {
    beacons.push(JSON.parse(route.request().postData() ?? 'null') as BeaconBody);
    await route.continue();
  });
  const bodies = <T>(method: string, path: RegExp) =>
    calls
      .filter((r) => r.method() === method && path.test(new URL(r.url()).pathname))
      .map((r) => r.postDataJSON() as T);
  /** The beacon's events, each with its visit's id. */
  const events = () =>
    beacons.flatMap((b) => b.events.map((e) => ({ ...e, visit: b.visit.visit_id })));
  return { calls, bodies, beacons, events };
}

test('an embed on a newsletter’s landing page: the visit, its source and the beacon', async ({
  page,
  request,
  baseURL,
}) => {
  const id = await gameId(request, 'quiz');
  const landing = site.page(
    '/may-offer.html',
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Demo Coffee Co. — May</title>
${snippet(baseURL!, [{ command: 'inline', options: { game: id, target: '#game' } }])}
</head>
<body style="margin:0;font-family:sans-serif">
  <h1 style="margin:12px;font-size:20px">Our May offer</h1>
  <div id="game" style="max-width:480px;margin:0 auto"></div>
</body></html>`,
  );
  // The business's order page, opened by the call to action, answered here.
  await page
    .context()
    .route('https://example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Order</title>' }),
    );
  const { calls, bodies } = await recordCalls(page);

  // From the newsletter (an address of its own in the landing page's query, which must not travel).
  const campaign = 'utm_source=newsletter&utm_medium=email&utm_campaign=may';
  await page.goto(`${landing}?${campaign}&email=ann%40example.com#offer`, {
    referer: 'https://mail.example/inbox/42',
  });

  const iframe = page.locator('#game iframe');
  const hostUrl = `${landing}?${campaign}`;
  // The host page keeps the visit in its own tab (sessionStorage; the frame's storage is
  // third-party) and hands it to the frame with the page's campaign parameters and referrer.
  await expect(iframe).toHaveAttribute('src', /visit=/);
  const src = new URL((await iframe.getAttribute('src'))!);
  expect(`${src.origin}${src.pathname}`).toBe(`${baseURL}/game-embedder/${id}/inline`);
  const kept = await page.evaluate(() => ({
    session: Object.keys(sessionStorage),
    local: Object.keys(localStorage).filter((k) => /visit|utm|insight/i.test(k)),
  }));
  expect(kept).toEqual({ session: ['playdesk.visit'], local: [] });
  expect(Object.fromEntries(src.searchParams)).toEqual({
    parent_url: hostUrl,
    parent_referrer: 'https://mail.example',
    visit: expect.stringMatching(UUID),
  });
  const frame = page.frameLocator('#game iframe');
  const start = frame.getByRole('button', { name: 'Start', exact: true });
  await expect(start).toBeVisible();

  // The view goes out on the beacon's short timer, as JSON to play/events.
  const viewed = await page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/services/api/v1/play/events'),
  );
  const beacon = viewed.postDataJSON() as BeaconBody;
  expect(viewed.headers()['content-type']).toBe('application/json');
  expect(beacon.visit).toEqual({
    visit_id: expect.stringMatching(UUID),
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'may',
    referrer: 'https://mail.example',
    host_url: hostUrl,
  });
  expect(beacon.events).toEqual([{ step: 'view', game: id, language: 'en' }]);
  const visitId = beacon.visit.visit_id;

  // The game was asked for with the visit (no player token yet): a running experiment's variant
  // is assigned from it.
  const loads = calls
    .filter((r) => r.method() === 'GET' && new URL(r.url()).pathname.endsWith(`/play/games/${id}`))
    .map((r) => new URL(r.url()).searchParams.get('visit'));
  expect(loads).toEqual([visitId]);

  expect(visitId).toBe(src.searchParams.get('visit'));

  // The start carries the visit; the play is the quiz, won.
  await start.click();
  await playDemoQuiz(frame as unknown as Page, 'right');
  await expect(frame.getByRole('dialog')).toBeVisible();
  const starts = bodies<{ visit?: Visit; parent_url?: string }>(
    'POST',
    new RegExp(`/play/games/${id}/sessions$`),
  );
  expect(starts).toHaveLength(1);
  expect(starts[0]!.visit).toEqual(beacon.visit);
  expect(starts[0]!.parent_url).toBe(hostUrl);

  // The result pop-up's call to action is a `cta` step of the play, sent when the page is hidden.
  const order = page.waitForEvent('popup');
  await frame
    .getByRole('dialog')
    .getByRole('link', { name: /Order online/ })
    .click();
  await (await order).close();
  const clicked = await page.waitForRequest((r) => {
    if (!r.url().endsWith('/play/events')) return false;
    const body = r.postDataJSON() as BeaconBody;
    return body.events.some((e) => e.step === 'cta');
  });
  const cta = clicked.postDataJSON() as BeaconBody;
  expect(cta.visit.visit_id).toBe(visitId);
  expect(cta.events).toContainEqual(
    expect.objectContaining({
      step: 'cta',
      game: id,
      target: 'result_call_to_action',
      session_id: expect.any(String),
    }),
  );

  // Nothing of the landing page's own query, and no cookie or localStorage for analytics.
  const sent = JSON.stringify(
    bodies<unknown>('POST', /\/play\//).concat(bodies<unknown>('GET', /\/play\//)),
  );
  expect(sent).not.toMatch(/ann(@|%40)example/);
  expect(sent).not.toContain('#offer');
  // (The frame's own storage is blocked here as third-party: only the host page's tab keeps.)
  const frameCookie = await page
    .frames()
    .find((f) => f.url().includes('/game-embedder/'))!
    .evaluate(() => document.cookie);
  expect(frameCookie).toBe('');
  expect(
    await page.evaluate(() => ({
      session: Object.keys(sessionStorage),
      local: Object.keys(localStorage).filter((k) => /visit|utm|insight/i.test(k)),
      cookie: document.cookie,
    })),
  ).toEqual({ session: ['playdesk.visit'], local: [], cookie: '' });
  expect(await page.context().cookies()).toEqual([]);

  // The server recorded the beacon's steps (POST play/events answers 202: written, not flushed).
  const answer = await viewed.response();
  expect(answer?.status()).toBe(202);
  expect(await answer!.json()).toEqual({ accepted: 1 });
});

test('a game page from a QR code: the form left at a field, then a lead of the play', async ({
  page,
}) => {
  // Other Bakery (the demo's business with Player Data): a quiz whose form comes after the game.
  const owner = await signIn(page.request, OTHER_OWNER);
  const id = await copyDemoGame(page.request, owner, 'Coffee Lovers Quiz');
  await apiSend(page.request, owner, 'PATCH', `games/${id}`, {
    settings: {
      lead_form: {
        mode: 'after',
        fields: [
          { key: 'first_name', type: 'first_name', label: 'First name', required: true },
          { key: 'email', type: 'email', label: 'Email', required: true },
        ],
        consents: [],
      },
    },
  });
  const { bodies, events } = await recordCalls(page);
  const sessions: string[] = [];
  page.on('response', async (response) => {
    if (response.request().method() === 'POST' && /\/sessions$/.test(response.url()))
      sessions.push(
        ((await response.json()) as { session: { session_id: string } }).session.session_id,
      );
  });
  await page.goto(`/game/${id}?utm_source=qr&utm_medium=print&utm_campaign=counter`);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await playDemoQuiz(page, 'wrong');

  // The player starts the form, then closes it unsent: the field they were at is recorded.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'One last step' })).toBeVisible({
    timeout: 15_000,
  });
  await dialog.getByRole('textbox', { name: 'First name', exact: true }).fill('Bo');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).click();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  expect(await expectResult(page)).toBe('lost');
  await expect
    .poll(() => events().filter((e) => e.step === 'form_field'), { timeout: 10_000 })
    .toEqual([
      expect.objectContaining({
        step: 'form_field',
        game: id,
        target: 'email',
        session_id: sessions[0],
      }),
    ]);

  // Played again, the form is sent: the lead carries the visit and the play it follows.
  await page.getByRole('dialog').getByRole('button', { name: 'Play again' }).click();
  await playDemoQuiz(page, 'wrong');
  await expect(dialog.getByRole('heading', { name: 'One last step' })).toBeVisible({
    timeout: 15_000,
  });
  await dialog.getByRole('textbox', { name: 'First name', exact: true }).fill('Bo');
  await dialog
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill(`bo-${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'See my result' }).click();
  expect(await expectResult(page)).toBe('lost');

  const starts = bodies<{ visit?: Visit; variant?: string }>('POST', /\/sessions$/);
  const leads = bodies<{ visit?: Visit; session_id?: string }>('POST', /\/lead$/);
  expect(starts).toHaveLength(2);
  const visit = starts[0]!.visit!;
  expect(visit).toEqual({
    visit_id: expect.stringMatching(UUID),
    utm_source: 'qr',
    utm_medium: 'print',
    utm_campaign: 'counter',
  });
  expect(starts[1]!.visit).toEqual(visit);
  // The game runs no experiment: no variant is claimed.
  expect(starts.map((b) => b.variant)).toEqual([undefined, undefined]);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({ visit, session_id: sessions[1] });
  expect(sessions).toHaveLength(2);
  // One view of the page, in the same visit; the form was left once only.
  expect(events().filter((e) => e.step === 'view')).toEqual([
    { step: 'view', game: id, language: 'en', visit: visit.visit_id },
  ]);
  expect(events().filter((e) => e.step === 'form_field')).toHaveLength(1);

  // The privacy panel says what the statistics record.
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('button', { name: 'Your data · Forget me' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'No IP address, no cookie and no third-party tracker',
  );
  expect(await page.context().cookies()).toEqual([]);
});
