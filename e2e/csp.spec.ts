import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { API, apiSend, demoGame, registerBusiness } from './support/business';
import { DEMO, login } from './support/console';
import { PHONE } from './support/play-helpers';

/**
 * The Content-Security-Policy (apps/server/src/web/csp.ts) in a real browser: the console, the
 * player pages and the API docs work under it without a single violation, and script put into
 * a page — the way an XSS would — does not run.
 *
 * Independent of the other specs: it reads the demo data and plays in a business of its own.
 */

/** Records every CSP violation the page reports, from before its first script runs. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push(
        `${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

/** Visits `path`, waits for `ready`, and adds what the page reported to `found`. */
async function visit(
  page: Page,
  path: string,
  ready: () => Promise<void>,
  found: string[],
): Promise<Response | null> {
  const response = await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  found.push(...(await violations(page)).map((v) => `${path}: ${v}`));
  return response;
}

/** Injects an inline <script> and an inline event handler; true if either ran. */
async function injectedScriptRuns(page: Page): Promise<boolean> {
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = "script"';
    document.body.append(script);
    const img = document.createElement('img');
    img.setAttribute('src', '/no-such-image.png');
    img.setAttribute('onerror', 'window.__injected = "handler"');
    document.body.append(img);
  });
  await page.waitForTimeout(500);
  return page.evaluate(
    () => (window as unknown as { __injected?: string }).__injected !== undefined,
  );
}

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

/** A published copy of the demo quiz whose instructions carry a colour, as Quill writes it. */
async function colouredQuiz(request: APIRequestContext): Promise<string> {
  const business = await registerBusiness(request, 'CSP Café');
  const quiz = await demoGame(request, 'Coffee Lovers Quiz');
  const { game } = await apiSend<{ game: { public_id: string } }>(
    request,
    business,
    'POST',
    'games',
    {
      type: quiz.type,
      name: 'CSP quiz',
      status: 'published',
      difficulty: quiz.difficulty,
      settings: {
        ...quiz.settings,
        instructions: '<p><span style="color: rgb(230, 0, 0);">Red rules</span> apply.</p>',
        templates: { game_over: null, success: null, leaderboard: null },
        // The demo quiz has a player form; this business's Free plan has no Player Data.
        lead_form: { mode: 'off', fields: [], consents: [] },
        // The demo's rewards are the demo business's own.
        rewards: { rules: [], consolation_reward_id: null },
      },
      content: quiz.content,
    },
  );
  return game.public_id;
}

test('the console runs under its policy with no violation, and injected script does not run', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await recordViolations(page);
  const found: string[] = [];
  const first = await visit(page, '/login', () => heading(page, 'Sign in to Playdesk'), found);
  const policy = first?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(await injectedScriptRuns(page)).toBe(false);
  const reported = (await violations(page)).join('\n');
  expect(reported).toContain('script-src-elem');
  expect(reported).toContain('script-src-attr');

  await login(page, DEMO.owner);
  const quiz = await demoGame(request, 'Coffee Lovers Quiz');
  for (const [path, name] of [
    ['/dashboard', 'Dashboard'],
    ['/games', 'Games'],
    [`/games/edit/${quiz.public_id}`, 'Coffee Lovers Quiz'], // Quill, the live preview, the QR code
    ['/games/calendar', 'Calendar'],
    ['/templates', 'Templates'],
    ['/templates/success/add', /^New .* template$/],
    ['/games/notification-bar', 'Notification bar'],
  ] as const) {
    await visit(page, path, () => heading(page, name), found);
  }
  // A Radix dialog locks the page's scroll with a <style> element: admitted by the page's nonce.
  await page.setViewportSize(PHONE);
  await page.getByTestId('open-nav').click();
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
  await expect(page.locator('head style[nonce]')).not.toHaveCount(0);
  found.push(...(await violations(page)).map((v) => `navigation drawer: ${v}`));
  expect(found).toEqual([]);
});

test('player pages run under their policy, keep rich-text colours, and refuse injected script', async ({
  page,
  request,
}) => {
  await recordViolations(page);
  await page.setViewportSize(PHONE);
  const id = await colouredQuiz(request);
  const found: string[] = [];

  const response = await visit(page, `/game/${id}`, () => heading(page, 'CSP quiz'), found);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self';");
  expect(policy).not.toContain('frame-ancestors'); // embeddable on any site
  // The business's colour is a style attribute: allowed, and applied.
  await expect(page.getByText('Red rules')).toHaveCSS('color', 'rgb(230, 0, 0)');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Game board' })).toBeVisible();
  found.push(...(await violations(page)).map((v) => `/game/${id} (playing): ${v}`));
  expect(await injectedScriptRuns(page)).toBe(false);

  await visit(
    page,
    `/game-embedder/${id}`,
    () => heading(page, 'CSP quiz'), // the play goes on in the frame
    found,
  );
  expect(found).toEqual([]);
});

test('the API docs run under their own policy and can try a call', async ({ page }) => {
  await recordViolations(page);
  const found: string[] = [];
  const response = await visit(
    page,
    '/services/api/docs',
    () => expect(page.getByRole('heading', { name: /Playdesk API/ })).toBeVisible(),
    found,
  );
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
  const health = page.locator('.opblock').filter({ hasText: `${API}/health` });
  await health.locator('.opblock-summary').click();
  // The docs open with "Try it out" already on (`tryItOutEnabled`): Execute is there at once.
  await health.getByRole('button', { name: 'Execute' }).click();
  await expect(health.locator('.response .microlight').first()).toContainText('"status": "ok"');
  found.push(...(await violations(page)));
  expect(found).toEqual([]);
});
