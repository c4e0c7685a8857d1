/**
 * The pseudo-locale walk of the console (issue 33 §11): every route of the console
 * (apps/console/src/rules/routes.ts, all of them: a new route is walked without a change here)
 * opened with `?lang=en-XA` as the demo owner (guest routes signed out), read at 375 px and 1280 px,
 * fails on a visible text that did not come from the catalogue (not wrapped in `[!! … !!]`; what
 * the business wrote aside) and on a text wider than its box or the viewport
 * (e2e/support/pseudo-walk.ts). A route with `:id` is opened with one of the demo business's own
 * (a game of each type, a reward, a template of each kind); those without one to open (an
 * invitation, a checkout, a sign-in callback) show their "not found / not valid" page.
 */
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { GAME_TYPES, gameOf } from '@playdesk/games/registry';
import { ROUTES, type RouteName } from '../apps/console/src/rules/routes.js';
import { settle } from './support/axe.js';
import { apiGet, DEMO_OWNER, signIn, type Session } from './support/business.js';
import { login } from './support/console.js';
import {
  atEachWidth,
  businessTexts,
  describeWalk,
  pseudoFindings,
  WIDTHS,
  type WalkFinding,
} from './support/pseudo-walk.js';

test.describe.configure({ timeout: 600_000 });

/** The brand, the demo businesses and the people of the demo: names, not texts of the catalogue. */
const NAMES = [
  'Playdesk',
  'Demo Coffee Co.',
  'Other Business',
  'playdesk.test',
  // The services a business connects: brands.
  'Mailchimp',
  'HubSpot',
  // The players of the leader board template's preview: names, the same in every language.
  'Sam',
  'Maya',
  'Leo',
  'Kim',
  'Ana',
];
/** The games' names are the product's names, the same in every language (the spec's). */
const GAME_NAMES = GAME_TYPES.map((type) => gameOf(type).name);
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)[a-z]*\\.?';
/**
 * Data, not words: ids, codes, keys, addresses, hex colours; and dates and times, which Intl
 * writes in the language (lib/format.ts; the pseudo-locale's Intl is English), not the catalogue.
 * Taken out in this order: an address first, whole, before the id patterns can cut into it (an
 * id like `GR9--Tbpqs…` at its end would otherwise leave `Tbpqs…` behind, which reads as a word).
 */
const DATA = [
  /https?:\/\/\S*/,
  /\S+@\S+/,
  /\b[0-9a-f]{8,}\b/i,
  /\b[A-Z0-9_-]{5,}\b/,
  // A code snippet to paste (the embed and bar snippets), a file name, a token's format.
  /<\/?[a-z][\s\S]*/,
  /\b[\w.-]+\.(?:svg|png|jpe?g|webp|gif)\b/,
  /\bpat-[\w-]*…?/,
  /\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/,
  /#[0-9a-f]{3,8}\b/i,
  new RegExp(`\\b\\d{1,2} ${MONTH}(?: \\d{4})?(?:,? \\d{1,2}:\\d{2})?`),
  new RegExp(`\\b${MONTH} \\d{4}\\b`),
  new RegExp(`\\b${MONTH} \\d{1,2}\\b`),
  /\b(?:\d+|an?) (?:second|minute|hour|day|week|month|year)s? ago\b/,
  /\b(?:yesterday|today|tomorrow|just now)\b/i,
  // An IANA time zone as the console writes it ("Europe / London"): a name, not a text.
  /\b[A-Z][A-Za-z]+(?: \/ [A-Z][A-Za-z ]+)+/,
  // An audit log action's code ("sign_in.succeeded"), shown beside its label as the code the API
  // and CSV carry.
  /\b[a-z]+(?:_[a-z]+)*\.[a-z]+(?:_[a-z]+)*\b/,
  // A protocol's name, the same in every language.
  /\bOpenID Connect\b/,
];

/**
 * Left out: the player's screen inside the game editor's preview (the games' own boards, whose
 * words are the player app's; they are English there in every language of the console, a gap
 * docs/languages.md names; the player app itself is walked by play-i18n-walk), and a
 * toast on a page opened with an id that does not exist, which shows the server's message (the
 * server writes English for the console: docs/languages.md says so), and the configuration an
 * AI assistant's client takes (JSON to paste, its keys the client's: docs/mcp.md).
 */
const SKIP =
  '[data-testid="preview-screen"], [data-testid="toast"], [data-testid="assistant-config"]';

/** What the business wrote or the API holds for it: every string of the owner's lists. */
async function ownerTexts(request: APIRequestContext, owner: Session): Promise<string[]> {
  const paths = [
    'games?page_size=100',
    'rewards?page_size=100',
    'templates?page_size=100',
    'players?page_size=100',
    'team-mates',
    'consents?page_size=100',
    'domains?page_size=100',
    'integrations/webhooks?page_size=100',
    'api-keys',
    'notification-bar',
    'pwa',
    'pwa/notifications?page_size=100',
    'user-profile',
    'calendar',
    'media?page_size=100',
    'subscription',
    'subscription/invoices?page_size=100',
    'plans',
    // The shops (issue 35): names, addresses, time zones.
    'locations?page_size=100',
  ];
  const texts: string[] = [...NAMES, ...GAME_NAMES];
  for (const path of paths) {
    const response = await request.get(`/services/api/v1/${path}`, { headers: owner.headers });
    // A list the owner's plan does not have is simply not shown: nothing to allow.
    if (response.ok()) businessTexts(await response.json(), texts);
  }
  // Each reward's winners: the players' names as the winners list writes them.
  const rewards = (await apiGet<Listed>(request, owner, 'rewards?page_size=100')).data;
  for (const { public_id } of rewards)
    businessTexts(
      await apiGet(request, owner, `rewards/${public_id}/winners?page_size=100`),
      texts,
    );
  // Each game's texts (its content, settings and translations), as typed and as a board shows
  // its words (upper case).
  const games = (await apiGet<Listed>(request, owner, 'games?page_size=100')).data;
  for (const { public_id } of games)
    businessTexts(await apiGet(request, owner, `games/${public_id}`), texts);
  return [...texts, ...texts.map((t) => t.toUpperCase())];
}

interface Listed {
  data: { public_id: string; type?: string; kind?: string }[];
}

/** A path for each route: `:id` filled with one of the demo business's own where it has one. */
async function routePaths(
  request: APIRequestContext,
  owner: Session,
): Promise<[RouteName, string][]> {
  const games = (await apiGet<Listed>(request, owner, 'games?page_size=100')).data;
  const rewards = (await apiGet<Listed>(request, owner, 'rewards?page_size=100')).data;
  const templates = (await apiGet<Listed>(request, owner, 'templates?page_size=100')).data;
  const template = (kind: string) => templates.find((t) => t.kind === kind)?.public_id;
  const out: [RouteName, string][] = [];
  for (const [name, meta] of Object.entries(ROUTES) as [RouteName, (typeof ROUTES)[RouteName]][]) {
    if (name === 'GameDetail') {
      // One editor of each game type: each has its own content editor.
      const byType = new Map(games.map((g) => [g.type, g.public_id]));
      for (const id of byType.values()) out.push([name, `/games/edit/${id}`]);
      continue;
    }
    const id =
      name === 'RewardEdit'
        ? rewards[0]?.public_id
        : name === 'GameOverTemplateEdit'
          ? template('game-over')
          : name === 'SuccessTemplateEdit'
            ? template('success')
            : name === 'LeaderboardTemplateEdit'
              ? template('leaderboard')
              : name === 'AuthCallback'
                ? 'google'
                : 'unknown0000';
    out.push([name, meta.path.replace(/:[a-z]+/g, id ?? 'unknown0000')]);
  }
  return out;
}

/** Opens `path` in the pseudo-locale and waits for the page to be at rest. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=en-XA`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  // Lazy sections load their texts with their code: wait for the spinners and requests to end.
  await page.waitForLoadState('networkidle');
  await settle(page);
}

test.use({ viewport: WIDTHS[0] });

/**
 * The signed-in routes are split in two tests (one per browser-test worker); the guest routes go
 * with the first.
 */
for (const [part, of] of [
  [0, 2],
  [1, 2],
] as const) {
  test(`every console route speaks the catalogue and holds its texts at 375 and 1280 px (part ${part + 1} of ${of})`, async ({
    page,
    request,
  }) => {
    const owner = await signIn(request, DEMO_OWNER);
    const allow = await ownerTexts(request, owner);
    const paths = await routePaths(request, owner);
    const signedIn = paths.filter(([n]) => ROUTES[n].kind !== 'guest');
    const mine = signedIn.filter((_, i) => i % of === part);
    const read = (label: string) =>
      pseudoFindings(page, label, { allow, ignore: DATA, skip: SKIP });
    const findings: WalkFinding[] = [];
    // Guest routes first, signed out; then the others as the owner.
    if (part === 0)
      for (const [name, path] of paths.filter(([n]) => ROUTES[n].kind === 'guest')) {
        await open(page, path);
        findings.push(...(await atEachWidth(page, name, read)));
      }
    await login(page, DEMO_OWNER);
    for (const [name, path] of mine) {
      await open(page, path);
      findings.push(...(await atEachWidth(page, `${name} ${path}`, read)));
    }
    expect(findings, describeWalk(findings)).toEqual([]);
  });
}
