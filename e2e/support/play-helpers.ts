/**
 * Helpers for the player app's browser tests: each test plays its own copies of the demo games (in
 * a business of its own), opens them on a 375 px phone viewport, and keeps screenshots in
 * e2e/artifacts/.
 */
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { GAME_TYPES, gameOf, parseGameContent, type GameType } from '@playdesk/games/registry';
import { COFFEE_GAMES } from '../../apps/server/src/seed/demo-game-list';
import { copyDemoGame, registerBusiness, type Session } from './business';
import { saveShot } from './shots';

export const PHONE = { width: 375, height: 740 } as const;

/**
 * The set-up of a spec (or a describe block) of the player app's game pads: a phone viewport, and
 * touch input where `touch` is set.
 */
export function phoneSuite({ touch = false }: { touch?: boolean } = {}): void {
  test.use(touch ? { viewport: PHONE, hasTouch: true } : { viewport: PHONE });
}

function draftName(): string {
  const draft = COFFEE_GAMES.find((g) => g.status === 'draft');
  if (!draft) throw new Error('The seed has no draft game (demo-game-list.ts)');
  return draft.name;
}

/**
 * The demo café's games by key, from the seed's list: the first published game of each type
 * ('Coffee Wordle', 'Coffee Memory', …), and its draft ('Holiday Menu Quiz').
 */
export const DEMO_GAMES = {
  ...Object.fromEntries(
    GAME_TYPES.map((type) => {
      const game = COFFEE_GAMES.find((g) => g.type === type && g.status === 'published');
      if (!game) throw new Error(`The seed has no published ${type} game (demo-game-list.ts)`);
      return [type, game.name];
    }),
  ),
  draft: draftName(),
} as Readonly<Record<GameType | 'draft', string>>;

export type DemoGame = keyof typeof DEMO_GAMES;

/**
 * Whether a demo game can be copied into a test's own business (`gameId`): its content names none
 * of the demo café's rewards (a wheel's segments do, and the test's business has none).
 */
export function copiesAlone(game: DemoGame): boolean {
  const demo = COFFEE_GAMES.find((g) => g.name === DEMO_GAMES[game]);
  if (!demo) return false;
  const parsed = parseGameContent(demo.type, demo.content);
  if (!parsed.success) return false;
  const named = gameOf(demo.type).contentRewards?.(parsed.data) ?? [];
  return named.length === 0;
}

interface OwnBusiness {
  session: Promise<Session>;
  games: Map<DemoGame, Promise<string>>;
}

/** Each test's own business (the `request` fixture is the test's own), made on first use. */
const businesses = new WeakMap<APIRequestContext, OwnBusiness>();

function ownBusiness(request: APIRequestContext): OwnBusiness {
  let business = businesses.get(request);
  if (!business) {
    business = { session: registerBusiness(request, 'Test Café'), games: new Map() };
    businesses.set(request, business);
  }
  return business;
}

/** The owner's session of the test's own business (the one that holds its games). */
export function ownSession(request: APIRequestContext): Promise<Session> {
  return ownBusiness(request).session;
}

/** The account public id of the test's own business. */
export async function ownAccountId(request: APIRequestContext): Promise<string> {
  return (await ownSession(request)).account;
}

/**
 * The test's own copy of a demo game (published; the draft stays a draft), in a business of the
 * test's own: its plays, players and leader board belong to this test alone. Asked again in the
 * same test, the same copy.
 */
export async function gameId(request: APIRequestContext, game: DemoGame): Promise<string> {
  const business = ownBusiness(request);
  let id = business.games.get(game);
  if (!id) {
    id = business.session.then((session) =>
      copyDemoGame(request, session, DEMO_GAMES[game], game === 'draft' ? 'draft' : 'published'),
    );
    business.games.set(game, id);
  }
  return id;
}

/** Saves e2e/artifacts/play-{name}.png: the full page, or only the viewport (for pop-ups). */
export async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await saveShot(page, `play-${name}`, fullPage);
}

/** Opens a game pad and presses Start; resolves once the board is there. */
export async function openAndStart(page: Page, publicId: string): Promise<void> {
  await page.goto(`/game/${publicId}`);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Game board' })).toBeVisible();
}

/** Opens the test's own copy of a demo game and presses Start (see `gameId`); resolves with its id. */
export async function startDemoGame(
  page: Page,
  request: APIRequestContext,
  game: DemoGame,
): Promise<string> {
  const id = await gameId(request, game);
  await openAndStart(page, id);
  return id;
}

/** The end-of-game pop-up. */
export function resultDialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/** Waits for the win or game-over pop-up and returns which one it is. */
export async function expectResult(page: Page): Promise<'won' | 'lost'> {
  const dialog = resultDialog(page);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('heading')).toHaveText(/Congratulations\.|Game over/);
  const title = await dialog.getByRole('heading').innerText();
  return title.includes('Congratulations') ? 'won' : 'lost';
}

/** The score the pop-up shows. */
export async function dialogScore(page: Page): Promise<number> {
  const text = await resultDialog(page).innerText();
  const match = /(\d+)\s*points?/.exec(text);
  expect(match, `score in "${text}"`).toBeTruthy();
  return Number(match![1]);
}

/**
 * Checks the end-of-game pop-up: a win or a loss, its score and (if given) a text it shows; then
 * saves e2e/artifacts/play-{shot}.png of it (the viewport, as it is a pop-up).
 */
export async function expectEndPopup(
  page: Page,
  end: { result: 'won' | 'lost'; score: number; says?: string; shot: string },
): Promise<void> {
  expect(await expectResult(page)).toBe(end.result);
  expect(await dialogScore(page)).toBe(end.score);
  if (end.says !== undefined) await expect(resultDialog(page)).toContainText(end.says);
  await shot(page, end.shot, false);
}

/** Closes the pop-up and checks the leader board shown after the end lists this player. */
export async function expectLeaderboardAfterEnd(page: Page): Promise<void> {
  await resultDialog(page).getByRole('button', { name: 'Close' }).click();
  const board = page.getByRole('region', { name: 'Leader Board' });
  await expect(board).toBeVisible();
  await expect(board.getByRole('list', { name: 'Top scores' })).toContainText('You');
}

/** Drags a touch point along `points` (Chrome DevTools touch events, as a finger would). */
export async function touchDrag(page: Page, points: { x: number; y: number }[]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const [first, ...rest] = points;
  if (!first) return;
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: first.x, y: first.y, id: 1 }],
  });
  for (const p of rest) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: p.x, y: p.y, id: 1 }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Points along a straight line, `steps` segments long. */
export function linePoints(
  from: { x: number; y: number },
  to: { x: number; y: number },
  steps = 12,
): { x: number; y: number }[] {
  return Array.from({ length: steps + 1 }, (_, i) => ({
    x: from.x + ((to.x - from.x) * i) / steps,
    y: from.y + ((to.y - from.y) * i) / steps,
  }));
}

/** The demo quiz: question → [right answer, a wrong one]. */
const QUIZ_ANSWERS: Record<string, [string, string]> = {
  'Which country produces the most coffee?': ['Brazil', 'Colombia'],
  'What is an espresso with a dash of foamed milk called?': ['Macchiato', 'Latte'],
  'Which coffee species is most widely grown?': ['Arabica', 'Robusta'],
  'Where does coffee originally come from?': ['Ethiopia', 'Italy'],
  'What gives a latte its silky texture?': ['Steamed milk', 'Butter'],
  'An Americano is espresso plus…': ['Hot water', 'Chocolate'],
  'What is the golden foam on top of an espresso called?': ['Crema', 'Froth'],
  'Which drink mixes espresso, chocolate and milk?': ['Mocha', 'Cortado'],
  'Cold brew is steeped for about…': ['12–24 hours', '1 week'],
};

/**
 * Plays the demo quiz through the UI, answering every question right or every one wrong; the
 * server reveals the right answer only after each answer. `onQuestion` runs after each answer.
 */
export async function playDemoQuiz(
  page: Page,
  pick: 'right' | 'wrong',
  onQuestion?: (index: number) => Promise<void>,
): Promise<void> {
  const board = page.getByRole('region', { name: 'Game board' });
  const total = Object.keys(QUIZ_ANSWERS).length;
  for (let i = 1; i <= total; i++) {
    await expect(board.getByText(`Question ${i} of ${total}`)).toBeVisible();
    const question = (await board.getByRole('heading', { level: 2 }).innerText()).trim();
    const answers = QUIZ_ANSWERS[question];
    expect(answers, `known question "${question}"`).toBeTruthy();
    const option = pick === 'right' ? answers![0] : answers![1];
    await board.getByRole('button', { name: option, exact: true }).click();
    await expect(board.getByText(pick === 'right' ? 'Correct!' : 'Not quite.')).toBeVisible();
    await onQuestion?.(i);
  }
}

/** Waits until the player pages' service worker controls this page (reloading it once). */
export async function swControls(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const reg = await navigator.serviceWorker.getRegistration(location.pathname);
    return reg?.active?.state === 'activated';
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Waits until the worker keeps the offline page's texts in `lang` (register.ts keepOfflineTexts). */
export async function offlineTextsKept(page: Page, lang: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const kept = await (await caches.open('pd-play-texts')).match('/__player/offline-texts');
        return kept ? ((await kept.json()) as { lang: string }).lang : null;
      }),
    )
    .toBe(lang);
}
