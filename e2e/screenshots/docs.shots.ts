/**
 * The pictures in docs/screenshots/ (`npm run screenshots`): every console section and the player's
 * side, from the demo data of a fresh server (e2e/screenshots/playwright.config.ts starts it).
 *
 * What the demo data lacks for a section to show anything — templates, a webhook, sites, an API
 * key, an invitation, an installed-app set-up, a lead who won a reward — is made here first, the way
 * a business and a player would make it: through the product's API and the player app. Nothing is
 * drawn or faked. Run again (a new database each time), it writes the same pictures over the old
 * ones, bar what differs from run to run in the product itself: the dates and times (the demo data
 * is relative to today), random ids (reward codes, key prefixes, the calendar's colours, which
 * follow the games' ids) and the order the quiz in the editor's preview shuffles its questions into.
 */
import { createServer, type Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { apiSend, demoGame, signIn, type Session } from '../support/business';
import { DEMO, login, toast } from '../support/console';
import { flipCard, playMemory } from '../support/memory';
import { playDemoQuiz, resultDialog } from '../support/play-helpers';
import { consoleSettled } from '../support/shots';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screenshots');
const DESKTOP = { width: 1280, height: 800 } as const;
const PHONE = { width: 375, height: 812 } as const;
/** The webhook receiver: a fixed port beside the server's (its fakes use port + 7), so the
 * endpoint's address is the same in every run. */
const RECEIVER_PORT = Number(process.env.SCREENSHOTS_PORT ?? 4600) + 8;

// One story in order: the player's plays feed the console's pictures.
test.describe.configure({ mode: 'serial' });

/**
 * Saves docs/screenshots/{name}.png of the window once nothing moves. `wholePage`: the window is
 * made as tall as the page first (rather than a full-page shot, where the console's fixed sidebar
 * would stop at the window's height).
 */
async function save(page: Page, name: string, wholePage = false): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const window = page.viewportSize()!;
  if (wholePage) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: window.width, height });
  }
  await settle(page);
  await page.screenshot({ path: join(OUT, `${name}.png`), animations: 'disabled', caret: 'hide' });
  if (wholePage) await page.setViewportSize(window);
}

/** No toast, no spinner, no skeleton, fonts and images loaded, finite animations done. */
async function settle(page: Page): Promise<void> {
  if ((await page.getByTestId('top-loading-bar').count()) > 0) await consoleSettled(page);
  await expect(toast(page)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // The console's spinners and skeletons, the player app's skeleton.
  await expect(
    page.locator('.animate-spin:visible, .animate-pulse:visible, .pd-skeleton:visible'),
  ).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((img) =>
        img.complete
          ? undefined
          : new Promise((resolve) => {
              img.addEventListener('load', resolve);
              img.addEventListener('error', resolve);
            }),
      ),
    );
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

async function heading(page: Page, name: string): Promise<Locator> {
  const h1 = page.getByRole('heading', { level: 1, name, exact: true });
  await expect(h1).toBeVisible();
  return h1;
}

/** A phone's browser: touch, 2× pixels (as the player app is seen on a phone). */
function phone(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
}

type Mark = 'correct' | 'present' | 'absent';

/** Wordle's marking (exact matches first, then present letters from left to right). */
function evaluate(secret: string, word: string): Mark[] {
  const marks: Mark[] = [...word].map((l, i) => (secret[i] === l ? 'correct' : 'absent'));
  const left = new Map<string, number>();
  [...secret].forEach((l, i) => {
    if (word[i] !== l) left.set(l, (left.get(l) ?? 0) + 1);
  });
  [...word].forEach((l, i) => {
    if (marks[i] === 'correct' || !left.get(l)) return;
    marks[i] = 'present';
    left.set(l, left.get(l)! - 1);
  });
  return marks;
}

const coloured = (marks: Mark[]) => marks.filter((m) => m !== 'absent').length;

/** Types a guess on the Wordle pad; resolves with the marks its tiles show. */
async function guess(page: Page, word: string, row: number): Promise<Mark[]> {
  await page.keyboard.type(word);
  await page.keyboard.press('Enter');
  const tiles = page.getByRole('group', { name: `Guess ${row}` }).getByRole('img');
  await expect(tiles.first()).toHaveAttribute('aria-label', /, /);
  const labels = await tiles.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!));
  return labels.map((label) =>
    label.includes('right place')
      ? 'correct'
      : label.includes('wrong place')
        ? 'present'
        : 'absent',
  );
}

let receiver: Server;
let owner: Session;
let request: APIRequestContext;

test.beforeAll(async ({ playwright, baseURL }) => {
  // The business's own system that takes the webhooks: it answers 200 to each.
  receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.end('ok'));
  });
  await new Promise<void>((resolve) => receiver.listen(RECEIVER_PORT, '127.0.0.1', resolve));
  request = await playwright.request.newContext({ baseURL });
  owner = await signIn(request, DEMO.owner);
});

test.afterAll(async () => {
  await request?.dispose();
  await new Promise((resolve) => receiver?.close(resolve));
});

test('the business sets up what the demo data lacks', async () => {
  const templates: Record<string, unknown>[] = [
    {
      kind: 'success',
      name: 'Winner',
      title: 'You did it, {{name}}!',
      message: '<p>Show this screen at the counter for a free pastry with your coffee.</p>',
      button_label: 'See our menu',
      button_link: 'https://www.democoffee.example/menu',
    },
    {
      kind: 'game-over',
      name: 'Try again tomorrow',
      title: 'So close!',
      message: '<p>A new game is live every morning. Come back tomorrow for another go.</p>',
      button_label: 'Order online',
      button_link: 'https://www.democoffee.example/order',
    },
    {
      kind: 'leaderboard',
      name: 'Weekly champions',
      title: 'This week’s top players',
      message: '<p>The best score each Sunday wins a bag of house beans.</p>',
    },
  ];
  for (const t of templates) await apiSend(request, owner, 'POST', 'templates', t);

  await apiSend(request, owner, 'POST', 'integrations/webhooks', {
    url: `http://127.0.0.1:${RECEIVER_PORT}/playdesk/webhooks`,
    description: 'Loyalty system',
    events: ['player.created', 'gameplay.completed', 'reward.won'],
  });

  await apiSend(request, owner, 'POST', 'domains', {
    kind: 'allowed_site',
    value: 'https://www.democoffee.example',
    note: 'Main website',
  });
  await apiSend(request, owner, 'POST', 'domains', {
    kind: 'allowed_site',
    value: 'https://*.democoffee.example',
    note: 'Shop and blog',
  });
  await apiSend(request, owner, 'POST', 'domains', {
    kind: 'custom_domain',
    value: 'play.democoffee.example',
    note: 'Our game page',
  });

  await apiSend(request, owner, 'POST', 'api-keys', {
    name: 'Web shop',
    modules: ['games', 'rewards'],
    access: 'read',
  });
  await apiSend(request, owner, 'POST', 'api-keys', {
    name: 'Loyalty app',
    modules: ['games'],
    access: 'write',
  });

  await apiSend(request, owner, 'POST', 'team-mates/invitations', {
    email: 'barista@democoffee.example',
    modules: ['games', 'rewards'],
  });

  // The calendar: a game for each stretch of days around today, today's being the Wordle.
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const schedule: [string, number, number][] = [
    ['Latte Art Puzzle', -16, -11],
    ['Guess the Drink', -10, -6],
    ['Coffee Lovers Quiz', -5, -1],
    ['Coffee Wordle', 0, 2],
    ['Café Word Hunt', 3, 8],
    ['Scratch & Win a Coffee', 9, 15],
  ];
  for (const [name, from, to] of schedule) {
    const game = await demoGame(request, name);
    await apiSend(request, owner, 'POST', 'calendar', {
      game_id: game.public_id,
      starts_on: day(from),
      ends_on: day(to),
    });
  }

  const quiz = await demoGame(request, 'Coffee Lovers Quiz');
  await apiSend(
    request,
    owner,
    'PUT',
    'notification-bar',
    {
      enabled: true,
      text: 'Play our coffee quiz and win a free latte!',
      game_id: quiz.public_id,
      button_label: 'Play now',
      background: '#4A3494',
      color: '#FFFFFF',
      position: 'top',
      starts_at: null,
      ends_at: null,
    },
    200,
  );

  await apiSend(request, owner, 'PUT', 'pwa', {
    app_name: 'Demo Coffee Games',
    short_name: 'Coffee',
    theme_color: '#4A3494',
    background_color: '#FFFFFF',
    install_text: 'Add our daily coffee game to your home screen.',
  });
});

test('the player side: Wordle, the form, a reward, their data', async ({ browser }) => {
  const context = await phone(browser);
  const page = await context.newPage();
  const wordle = await demoGame(request, 'Coffee Wordle');
  await page.goto(`/game/${wordle.public_id}`);
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  await save(page, 'player-wordle-intro');

  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Keyboard' })).toBeVisible();
  // Two guesses that are not the secret, the second chosen to colour the board: first a word
  // that is never a secret, then, from its marks, a demo word known not to be the secret.
  const words = (wordle.content as { words: string[] }).words;
  const first = await guess(page, 'toast', 1);
  const candidates = words.filter((w) => evaluate(w, 'toast').join() === first.join());
  const secondWord = words
    .filter((w) => !candidates.includes(w) || (candidates.length === 1 && w !== candidates[0]))
    .map((w) => ({ w, colour: candidates.reduce((n, c) => n + coloured(evaluate(c, w)), 0) }))
    .sort((a, b) => b.colour - a.colour)[0]!.w;
  await guess(page, secondWord, 2);
  await save(page, 'player-wordle');

  // The demo quiz asks for the form after the game; all right answers win its Free coffee.
  const quiz = await demoGame(request, 'Coffee Lovers Quiz');
  await page.goto(`/game/${quiz.public_id}`);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await playDemoQuiz(page, 'right');
  const dialog = resultDialog(page);
  await expect(dialog.getByRole('heading', { name: 'One last step' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'First name', exact: true }).fill('Rita');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('rita@example.com');
  await dialog.getByRole('checkbox', { name: /terms/ }).check();
  await save(page, 'player-lead-form');
  await dialog.getByRole('button', { name: 'See my result' }).click();
  const reward = dialog.getByRole('region', { name: 'Free coffee' });
  await expect(reward.getByTestId('reward-code')).toBeVisible();

  await reward.getByRole('link', { name: 'See all my rewards' }).click();
  await heading(page, 'Your rewards');
  await expect(
    page.getByRole('region', { name: 'Won so far' }).getByTestId('reward-code'),
  ).toBeVisible();
  await save(page, 'player-rewards-front');

  await page.goto(`/my-data/${owner.account}`);
  await heading(page, 'Your data');
  await expect(page.getByText('rita@example.com')).toBeVisible();
  await save(page, 'player-my-data');
  await context.close();
});

test('the player side in German, French and Arabic', async ({ browser }) => {
  // German has the longest words: the quiz's intro and a question, as a German browser gets them.
  const german = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'de-DE',
  });
  const page = await german.newPage();
  const quiz = await demoGame(request, 'Coffee Lovers Quiz');
  await page.goto(`/game/${quiz.public_id}`);
  await expect(page.getByRole('heading', { name: 'Das Quiz für Kaffeeliebhaber' })).toBeVisible();
  await save(page, 'player-quiz-intro-de');
  await page.getByRole('button', { name: 'Los geht’s', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Spielfeld' })).toBeVisible();
  await save(page, 'player-quiz-de');
  await german.close();

  // The French Wordle: French words, the French keyboard.
  const french = await phone(browser);
  const fr = await french.newPage();
  const motDuCafe = await demoGame(request, 'Le mot du café');
  await fr.goto(`/game/${motDuCafe.public_id}`);
  await fr.getByRole('button', { name: 'Jouer', exact: true }).click();
  await expect(fr.locator('html')).toHaveAttribute('lang', 'fr');
  await save(fr, 'player-wordle-fr');
  await french.close();

  // An Arabic quiz, laid out right to left.
  const { game } = await apiSend<{ game: { public_id: string } }>(request, owner, 'POST', 'games', {
    type: 'quiz',
    name: 'مسابقة عشاق القهوة',
    status: 'published',
    default_language: 'ar',
    settings: {
      instructions: '<p>أجب عن ثلاثة أسئلة عن القهوة.</p>',
      participation: { rule: 'unlimited' },
    },
    content: {
      questions: [
        {
          text: 'ما البلد الذي ينتج أكبر كمية من القهوة؟',
          options: ['البرازيل', 'كولومبيا', 'فيتنام'],
          correct: 0,
        },
        {
          text: 'من أين جاءت القهوة في الأصل؟',
          options: ['إثيوبيا', 'إيطاليا', 'الهند'],
          correct: 0,
        },
        {
          text: 'ما اسم الرغوة الذهبية فوق الإسبريسو؟',
          options: ['الكريما', 'الرغوة', 'الحليب'],
          correct: 0,
        },
      ],
    },
  });
  const arabic = await phone(browser);
  const ar = await arabic.newPage();
  await ar.goto(`/game/${game.public_id}`);
  await expect(ar.locator('html')).toHaveAttribute('dir', 'rtl');
  await save(ar, 'player-quiz-intro-ar');
  await arabic.close();
});

test('the console', async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await save(page, 'console-login-1280');

  await login(page, DEMO.owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await heading(page, 'Dashboard');
  await save(page, 'console-dashboard');

  await page.goto('/templates');
  await heading(page, 'Templates');
  await save(page, 'console-templates');

  await page.goto('/games');
  await heading(page, 'Games');
  await save(page, 'console-games');

  const quiz = await demoGame(request, 'Coffee Lovers Quiz');
  await page.goto(`/games/edit/${quiz.public_id}`);
  await heading(page, 'Coffee Lovers Quiz');
  await save(page, 'console-game-editor');

  await page.goto('/games/calendar');
  await heading(page, 'Calendar');
  await expect(page.getByText('Coffee Wordle').first()).toBeVisible();
  // The whole month: today's week is its last rows, below a 800 px window.
  await save(page, 'console-calendar', true);

  await page.goto('/games/notification-bar');
  await heading(page, 'Notification bar');
  await save(page, 'console-notification-bar');

  await page.goto('/rewards');
  await heading(page, 'Rewards');
  await save(page, 'console-rewards');

  await page.goto('/crm');
  await heading(page, 'Player data');
  await save(page, 'console-player-data');

  await page.goto('/team-mates');
  await heading(page, 'Team mates');
  await save(page, 'console-team');

  await page.goto('/integrations');
  await heading(page, 'Integrations');
  await save(page, 'console-integrations');

  await page.goto('/domains');
  await heading(page, 'Domains');
  await save(page, 'console-domains');

  await page.goto('/pwa');
  await heading(page, 'PWA');
  await save(page, 'console-pwa');

  await page.goto('/api-keys');
  await heading(page, 'API keys');
  await save(page, 'console-api-keys');

  await page.goto('/subscription');
  await heading(page, 'Subscription');
  await save(page, 'console-subscription');
  await context.close();
});

test('the console on a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await save(page, 'console-login-375');
  await login(page, DEMO.owner);
  await heading(page, 'Dashboard');
  await save(page, 'console-dashboard-375');
  await context.close();
});

test("the console's translation editor", async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await login(page, DEMO.owner);
  const quiz = await demoGame(request, 'Coffee Lovers Quiz');
  await page.goto(`/games/edit/${quiz.public_id}`);
  await heading(page, 'Coffee Lovers Quiz');
  const section = page.getByTestId('translations');
  await section.getByRole('button', { name: /^French / }).click();
  await expect(page.getByTestId('game-preview')).toContainText('Le quiz des amateurs de café');
  // The section at the top of the window, below the editor's sticky header; the preview beside it.
  await section.evaluate((el) => {
    const top = el.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: top - 150, behavior: 'instant' });
  });
  await save(page, 'console-translations');
  await context.close();
});

/**
 * Saves a game's editor on a 390 px phone, scrolled to the first of its `items` (a test id and
 * how many there are), `up` pixels above it.
 */
async function shootEditorAt390(
  browser: Browser,
  game: { publicId: string; name: string; items: [string, number]; up: number; shot: string },
): Promise<void> {
  const admin = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const editor = await admin.newPage();
  await login(editor, DEMO.owner);
  await editor.goto(`/games/edit/${game.publicId}`);
  await heading(editor, game.name);
  const items = editor.getByTestId(game.items[0]);
  await expect(items).toHaveCount(game.items[1]);
  await items.first().scrollIntoViewIfNeeded();
  await editor.evaluate((up) => window.scrollBy({ top: -up, behavior: 'instant' }), game.up);
  await save(editor, game.shot);
  await admin.close();
}

test('Memory at 390 px: a play under way, and its editor', async ({ browser }) => {
  const size = { width: 390, height: 844 };
  const player = await browser.newContext({
    viewport: size,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await player.newPage();
  const memory = await demoGame(request, 'Coffee Memory');
  await page.goto(`/game/${memory.public_id}`);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const board = page.getByRole('region', { name: 'Game board' });
  // Two pairs found by turning cards over, then one more card up.
  await playMemory(board, page, 2);
  const next = board.locator('button[data-card][data-face="down"]').first();
  await flipCard(board, Number(await next.getAttribute('data-card')), page);
  await save(page, 'player-memory-390');
  await player.close();

  await shootEditorAt390(browser, {
    publicId: memory.public_id,
    name: 'Coffee Memory',
    items: ['memory-pair', 8],
    up: 120,
    shot: 'console-memory-editor-390',
  });
});

test('Personality Test at 390 px: its result card, and its editor', async ({ browser }) => {
  const size = { width: 390, height: 844 };
  const player = await browser.newContext({
    viewport: size,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await player.newPage();
  const coffee = await demoGame(request, 'Which coffee are you?');
  await page.goto(`/game/${coffee.public_id}`);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const board = page.getByRole('region', { name: 'Game board' });
  // The flat white's answers, then the result card once the pop-up is closed.
  for (const pick of ['Slowly, with a good book', 'A warm croissant', 'Brunch with friends'])
    await board.getByRole('button', { name: pick }).click();
  await board.getByRole('button', { name: 'Balanced' }).click();
  await expect(resultDialog(page)).toBeVisible({ timeout: 15_000 });
  await resultDialog(page).getByRole('button', { name: 'Close' }).first().click();
  await expect(board.getByRole('link', { name: /Order a flat white/ })).toBeVisible();
  await board.scrollIntoViewIfNeeded();
  await save(page, 'player-personality-390');
  await player.close();

  await shootEditorAt390(browser, {
    publicId: coffee.public_id,
    name: 'Which coffee are you?',
    items: ['personality-outcome', 4],
    up: 160,
    shot: 'console-personality-editor-390',
  });
});
