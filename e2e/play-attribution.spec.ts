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
import { hostSite } from './support/host-site.js';
import { gameId, PHONE, playDemoQuiz } from './support/play-helpers.js';

test.use({ viewport: PHONE });

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

/** The API calls the page (and its frames) make, with their JSON bodies. */
function recordCalls(page: Page) {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/services/api/v1/play/')) calls.push(request);
  });
  const bodies = <T>(method: string, path: RegExp) =>
    calls
      .filter((r) => r.method() === method && path.test(new URL(r.url()).pathname))
      .map((r) => r.postDataJSON() as T);
  return { calls, bodies };
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
  const { calls, bodies } = recordCalls(page);

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

  // The server recorded the beacon's steps (POST play/events answers 200).
  const answer = await viewed.response();
  expect(answer?.status()).toBe(200);
});
