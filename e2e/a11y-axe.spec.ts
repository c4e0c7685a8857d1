import { expect, test, type Page } from '@playwright/test';
import { axeFindings, describeFindings, type AxeFinding } from './support/axe';
import { apiGet, apiSend, registerBusiness, signIn, type Session } from './support/business';
import { registerPending, TEST_CARD } from './support/billing';
import { DEMO, DEMO_PASSWORD, login } from './support/console';
import {
  copiesAlone,
  DEMO_GAMES,
  gameId,
  ownAccountId,
  PHONE,
  type DemoGame,
} from './support/play-helpers';

/**
 * axe-core's WCAG 2.1 A/AA rules over every console route (docs/product-rules.md#routes) and the
 * player pages: no violation anywhere. Each test visits its pages in turn and reports every finding
 * at once, so a failure names all the pages and elements to fix.
 *
 * Independent of the other specs: the demo businesses are only read; the template editors are
 * checked in a business this spec registers, and games are played on its own copies.
 */

// axe takes a few seconds per page on a busy two-core machine, and each test checks many pages.
// The tests share no data (see above), so the workers split them: this file alone is minutes of
// one worker's time, and whole files could leave the other worker idle at the end.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

const TEMPLATE_KINDS = ['game-over', 'success', 'leaderboard'] as const;
// The demo games a test's own business can hold (not the wheel, whose segments are the café's rewards).
const PLAYABLE = (Object.keys(DEMO_GAMES) as DemoGame[]).filter(
  (g) => g !== 'draft' && copiesAlone(g),
);

/** The demo owner's games by key, read from the console API. */
async function demoGameIds(page: Page, owner: Session): Promise<Record<DemoGame, string>> {
  const body = await apiGet<{ data: { public_id: string; name: string }[] }>(
    page.request,
    owner,
    'games?page_size=100',
  );
  const entries = Object.entries(DEMO_GAMES).map(([key, name]) => {
    const game = body.data.find((g) => g.name === name);
    expect(game, `demo game ${name}`).toBeTruthy();
    return [key, game!.public_id];
  });
  return Object.fromEntries(entries) as Record<DemoGame, string>;
}

/** Visits each path and collects axe's findings; `ready` waits for the page's own content. */
async function auditPaths(
  page: Page,
  paths: readonly (readonly [path: string, ready: (page: Page) => Promise<void>])[],
): Promise<AxeFinding[]> {
  const findings: AxeFinding[] = [];
  for (const [path, ready] of paths) {
    await page.goto(path);
    await ready(page);
    findings.push(...(await axeFindings(page, path)));
  }
  return findings;
}

function expectNone(findings: readonly AxeFinding[]): void {
  expect(findings.length, describeFindings(findings)).toBe(0);
}

const heading =
  (name: string | RegExp) =>
  async (page: Page): Promise<void> => {
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  };

test('the audit finds a violation in the page and in a same-origin frame', async ({ page }) => {
  await page.goto('/login');
  await heading('Sign in to Playdesk')(page);
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/favicon.ico';
    img.id = 'a11y-no-alt';
    document.body.append(img);
    const frame = document.createElement('iframe');
    frame.title = 'A frame';
    frame.id = 'a11y-frame';
    frame.srcdoc =
      '<!doctype html><html lang="en"><title>Frame</title><main><h1>In the frame</h1>' +
      '<img src="/favicon.ico" id="a11y-no-alt-in-frame"></main></html>';
    document.body.append(frame);
  });
  const frame = page.frameLocator('#a11y-frame');
  await expect(frame.getByRole('heading', { name: 'In the frame' })).toBeVisible();
  const findings = await axeFindings(page, '/login (with two images without alt)');
  const missingAlt = findings.filter((f) => f.rule === 'image-alt').map((f) => f.target);
  expect(missingAlt).toEqual(
    expect.arrayContaining(['#a11y-no-alt', '#a11y-frame #a11y-no-alt-in-frame']),
  );
});

test.describe('console', () => {
  test('guest pages have no WCAG 2.1 AA violation', async ({ page }) => {
    const findings = await auditPaths(page, [
      ['/', heading('Sign in to Playdesk')],
      ['/login', heading('Sign in to Playdesk')],
      ['/register', heading('Create your Playdesk account')],
      ['/forgot-password', heading('Forgot your password?')],
      ['/reset-password', heading('This reset link is incomplete')],
      ['/reset-password?token=a11y-check', heading('Choose a new password')],
      ['/register-team-mate/some-invite', heading('This invitation cannot be used')],
      // A callback without a sign-in under way returns to Login.
      ['/auth/callback/google?state=x', heading('Sign in to Playdesk')],
    ]);
    // The form's error state: every field invalid at once.
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    findings.push(...(await axeFindings(page, '/register (errors)')));
    expectNone(findings);
  });

  // The demo owner's routes, in several tests so each stays well inside its time limit.
  test('the dashboard and game list of the demo owner have no WCAG 2.1 AA violation', async ({
    page,
  }) => {
    await login(page, DEMO.owner);
    const findings = await auditPaths(page, [
      ['/dashboard', heading('Dashboard')],
      ['/games', heading('Games')],
      ['/games/add', heading('New game')],
      ['/games/edit/NoSuchGame1', heading('Game')],
    ]);
    // The open account menu (a pop-up list of the related accounts).
    await page.goto('/dashboard');
    await page.getByTestId('account-menu').click();
    await expect(page.getByRole('menu')).toBeVisible();
    findings.push(...(await axeFindings(page, '/dashboard (account menu)')));
    expectNone(findings);
  });

  // One sign-in for all the editors (a test each signed in again: a third of their time).
  test('the editor of every demo game has no WCAG 2.1 AA violation', async ({ page }) => {
    const games = await demoGameIds(page, await signIn(page.request, DEMO.owner));
    await login(page, DEMO.owner);
    const keys = Object.keys(DEMO_GAMES) as DemoGame[];
    expectNone(
      await auditPaths(
        page,
        keys.map((key) => [`/games/edit/${games[key]}`, heading(DEMO_GAMES[key])] as const),
      ),
    );
  });

  test('a game’s insight, fair-play and experiments pages have no WCAG 2.1 AA violation', async ({
    page,
  }) => {
    const games = await demoGameIds(page, await signIn(page.request, DEMO.owner));
    await login(page, DEMO.owner);
    const quiz = `/games/edit/${games.quiz}`;
    expectNone(
      await auditPaths(page, [
        [`${quiz}/insight`, heading(DEMO_GAMES.quiz)],
        [`${quiz}/insight?compare=1`, heading(DEMO_GAMES.quiz)],
        [`${quiz}/fair-play`, heading(DEMO_GAMES.quiz)],
        [`${quiz}/experiments`, heading(DEMO_GAMES.quiz)],
        [`${quiz}/experiments/add`, heading(DEMO_GAMES.quiz)],
        [`${quiz}/experiments/NoSuchExperiment1`, heading(DEMO_GAMES.quiz)],
      ]),
    );
  });

  test('the calendar, bar and templates have no WCAG 2.1 AA violation', async ({ page }) => {
    await login(page, DEMO.owner);
    const findings = await auditPaths(page, [
      ['/games/calendar', heading('Calendar')],
      ['/games/notification-bar', heading('Notification bar')],
      ['/templates', heading('Templates')],
      ...TEMPLATE_KINDS.map((kind) => [`/templates/${kind}/add`, heading(/^New /)] as const),
      ['/templates/success/edit/NoSuchTemplate1', heading('Success template')],
    ]);
    // The calendar's schedule dialog, opened and left without saving.
    await page.goto('/games/calendar');
    await page.getByRole('button', { name: 'Schedule a game', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    findings.push(...(await axeFindings(page, '/games/calendar (schedule dialog)')));
    expectNone(findings);
  });

  test('the other sections have no WCAG 2.1 AA violation', async ({ page }) => {
    await login(page, DEMO.owner);
    const findings = await auditPaths(page, [
      ['/rewards', heading('Rewards')],
      ['/rewards/add', heading('New reward')],
      ['/rewards/edit/SomeReward1', heading('Reward')],
      ['/review', heading('Review')],
      ['/redemptions', heading('Redemptions')],
      ['/locations', heading('Locations')],
      ['/counter', heading('Redeem at the counter')],
      ['/crm', heading('Player data')],
      ['/domains', heading('Domains')],
      ['/integrations', heading('Integrations')],
      ['/pwa', heading('PWA')],
      ['/team-mates', heading('Team mates')],
    ]);
    expectNone(findings);
  });

  test('the account routes of the demo owner have no WCAG 2.1 AA violation', async ({ page }) => {
    await login(page, DEMO.owner);
    expectNone(
      await auditPaths(page, [
        ['/subscription', heading('Subscription')],
        ['/api-keys', heading('API keys')],
        ['/mailbox', heading('Mailbox')],
        ['/upgrade', heading('Upgrade')],
        ['/payment', heading('Payment')],
        ['/welcome', heading(/^Welcome to Playdesk/)],
        ['/add-account', heading('Add an account')],
        ['/no-such-page', heading('Page not found')],
      ]),
    );
  });

  test('the sign-in security, single sign-on, audit log and loyalty pages have no violation', async ({
    page,
  }) => {
    await login(page, DEMO.owner);
    expectNone(
      await auditPaths(page, [
        ['/security', heading('Security')],
        ['/single-sign-on', heading('Single sign-on')],
        ['/audit-log', heading('Audit log')],
        ['/loyalty', heading('Loyalty')],
      ]),
    );
  });

  test('the template editors of every kind have no violation', async ({ page }) => {
    // Templates are made in a business of this spec's own: the demo business stays as seeded.
    const business = await registerBusiness(page.request, 'A11y Café');
    const paths = [];
    for (const kind of TEMPLATE_KINDS) {
      const { template } = await apiSend<{ template: { public_id: string } }>(
        page.request,
        business,
        'POST',
        'templates',
        {
          kind,
          name: `Our ${kind} screen`,
          title: 'Well played!',
          message: '<p>Show this screen at the counter for a <strong>free cookie</strong>.</p>',
          button_label: 'Visit our shop',
          button_link: 'https://example.com/shop',
        },
      );
      paths.push([`/templates/${kind}/edit/${template.public_id}`, heading(/template$/)] as const);
    }
    await login(page, business.email, business.password);
    const findings = await auditPaths(page, [['/templates', heading('Templates')], ...paths]);
    expectNone(findings);
  });

  test('the phone layout and its navigation drawer have no violation', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await login(page, DEMO.owner);
    const findings = await auditPaths(page, [
      ['/dashboard', heading('Dashboard')],
      ['/games', heading('Games')],
      ['/games/calendar', heading('Calendar')],
    ]);
    await page.getByTestId('open-nav').click();
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
    findings.push(...(await axeFindings(page, '/games/calendar (navigation drawer)')));
    expectNone(findings);
  });

  test('the payment page of a pending account has no violation', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.pending);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await heading('Your plan is waiting for payment')(page);
    expectNone(await axeFindings(page, '/payment (pending@)'));
  });

  test('the TEST MODE checkout and the billing pages have no violation', async ({ page }) => {
    // A business of this spec's own pays; the demo businesses stay as seeded.
    const business = await registerPending(page.request, 'A11y Billing');
    await login(page, business.email, business.password);
    await expect(page).toHaveURL(/\/payment$/);
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await expect(page).toHaveURL(/\/payment\/checkout\/[^/]+$/);
    await heading('Pay by card')(page);
    const findings = await axeFindings(page, '/payment/checkout/{id}');
    // Its error states: fields refused, then a declined card.
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText('Enter the 3 or 4 digits on the back')).toBeVisible();
    findings.push(...(await axeFindings(page, '/payment/checkout/{id} (field errors)')));
    await page.getByRole('button', { name: `Use test card ${TEST_CARD.declined}` }).click();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByTestId('checkout-declined')).toBeVisible();
    findings.push(...(await axeFindings(page, '/payment/checkout/{id} (declined)')));
    await page.getByRole('button', { name: `Use test card ${TEST_CARD.pays}` }).click();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    findings.push(
      ...(await auditPaths(page, [
        ['/subscription', heading('Subscription')],
        ['/upgrade', heading('Upgrade')],
      ])),
    );
    await page.getByRole('button', { name: 'Choose Pro' }).click();
    await expect(page.getByTestId('plan-change-dialog')).toBeVisible();
    findings.push(...(await axeFindings(page, '/upgrade (confirm dialog)')));
    expectNone(findings);
  });
});

test.describe('player app', () => {
  test.use({ viewport: PHONE });

  test('game pages before and during a play have no violation', async ({ page, request }) => {
    const findings: AxeFinding[] = [];
    for (const key of PLAYABLE) {
      // The spec's own copy: its plays and leader board touch no other test's data.
      const path = `/game/${await gameId(request, key)}`;
      await page.goto(path);
      await expect(page.getByRole('heading', { name: DEMO_GAMES[key] })).toBeVisible();
      findings.push(...(await axeFindings(page, `${path} (${key}, intro)`)));
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await expect(page.getByRole('region', { name: 'Game board' })).toBeVisible();
      findings.push(...(await axeFindings(page, `${path} (${key}, playing)`)));
    }
    expectNone(findings);
  });

  test('the other player pages have no violation', async ({ page, request }) => {
    const account = await ownAccountId(request);
    const [quiz, wordle, draft] = await Promise.all([
      gameId(request, 'quiz'),
      gameId(request, 'wordle'),
      gameId(request, 'draft'),
    ]);
    const shown = (name: string | RegExp) => async (p: Page) => {
      await expect(p.getByRole('heading', { name }).first()).toBeVisible();
    };
    const findings = await auditPaths(page, [
      [`/game/${draft}`, shown('Game not available')],
      [`/game-embedder/${quiz}`, shown(DEMO_GAMES.quiz)],
      [`/game-embedder/${wordle}/wordle`, shown(DEMO_GAMES.wordle)],
      [`/game?account=${account}`, shown('Pick a game')],
      ['/game?account=UnknownBusiness1', shown('No games right now')],
      ['/game', shown('Find a game to play')],
      [`/rewards/${account}`, shown('Rewards')],
      [`/rewards/${account}/SomePlayer1?show_all=1`, shown('Rewards')],
      ['/pwa/start', shown('Play from your home screen')],
      [
        `/page-embedder/${account}/https%3A%2F%2Fshop.example/g1`,
        shown('This page cannot be shown'),
      ],
      ['/game/a/b/c', shown('Page not found')],
    ]);

    // The pad's own pop-ups: the leader board and the player's avatar.
    await page.goto(`/game/${wordle}`);
    await page.getByRole('button', { name: 'Leader Board' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    findings.push(...(await axeFindings(page, '/game (leader board)')));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Change avatar' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    findings.push(...(await axeFindings(page, '/game (avatar)')));
    expectNone(findings);
  });
});
