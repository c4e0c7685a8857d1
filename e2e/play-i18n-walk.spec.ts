/**
 * The pseudo-locale walk of the player app (issue 33 §11): every player page opened with
 * `?lang=en-XA` and read at 375 px and at 1280 px (each page opened once, then resized), fails on a visible text that did not come from the
 * catalogue (not wrapped in `[!! … !!]`; the business's own texts aside) and on a text wider than
 * its box or the viewport (e2e/support/pseudo-walk.ts). The pseudo-locale is 40 % longer than
 * English: a layout that holds it holds German and French.
 *
 * Pages: the intro and the board of each of the six game types, the end pop-up and the leader
 * board after it (of every game type), the player form, the rewards front, "Your data", the link
 * pages (email and consent confirmation, with a bad token), the business's games page, the page
 * of an unknown game, and the offline page (the service worker's, in the texts the last page gave
 * it). The installed app's start page is a splash that goes on to one of these pages at once
 * (without `?lang=`): not walked.
 */
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { pseudoLocalize } from '@playdesk/i18n/pseudo';
import { settle } from './support/axe.js';
import { flipCard } from './support/memory.js';
import { registerPaid } from './support/billing.js';
import {
  apiGet,
  apiSend,
  copyDemoGame,
  DEMO_OWNER,
  demoGame,
  signIn,
  type Session,
} from './support/business.js';
import {
  DEMO_GAMES,
  gameId,
  offlineTextsKept,
  ownSession,
  swControls,
  type DemoGame,
} from './support/play-helpers.js';
import {
  atEachWidth,
  businessTexts,
  describeWalk,
  pseudoFindings,
  WIDTHS,
  type WalkFinding,
} from './support/pseudo-walk.js';

test.describe.configure({ timeout: 240_000 });

const PSEUDO = 'lang=en-XA';
/** The brand and the test businesses' names: not texts of the catalogue. */
const NAMES = ['Playdesk', 'Test Café', 'Demo Coffee Co.', 'Walk Bakery'];
/** A fair draw's fingerprint (hex), a reward code: data, not words. */
const DATA = [/\b[0-9a-f]{8,}\b/, /\b[A-Z0-9]{5,}\b/];

/** What the business wrote for a demo game (its default language's texts). */
async function gameTexts(request: APIRequestContext, name: string): Promise<string[]> {
  const game = await demoGame(request, name);
  const settings = game.settings as {
    instructions?: string;
    popup_texts?: Record<string, string>;
    cta?: { label?: string };
  };
  return businessTexts([
    game.name,
    settings.instructions,
    settings.popup_texts,
    settings.cta?.label,
    game.content,
  ]);
}

/** Opens `path` in the pseudo-locale and waits for a wrapped text and a page at rest. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}${PSEUDO}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expect(page.locator('body')).toContainText('[!!');
  await settle(page);
}

/** The pad's Start button, in the pseudo-locale. */
function startButton(page: Page) {
  return page.getByRole('button', { name: /^\[!! Šţåå?ŕţ.* !!\]$/ });
}

/** The game board (its name is wrapped too). */
function board(page: Page) {
  return page.locator('[tabindex="-1"][role="region"]');
}

/** Answers the quiz (first option each time) until its end pop-up shows. */
async function finishQuiz(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  // The question on show (the board's first h2), null once the questions are over.
  const question = () =>
    page.evaluate(
      () =>
        document.querySelector(
          '[tabindex="-1"][role="region"] h2:not([role="region"] [role="region"] h2)',
        )?.textContent ?? null,
    );
  for (let i = 0; i < 20; i++) {
    const asked = await question();
    if (asked === null || (await dialog.isVisible())) break;
    await board(page).getByRole('listitem').first().getByRole('button').click();
    await expect.poll(question, { timeout: 15_000 }).not.toBe(asked);
  }
  await expect(dialog).toBeVisible({ timeout: 15_000 });
}

/** Six dictionary words that are not among the demo Wordle's: a sure loss. */
async function loseWordle(page: Page): Promise<void> {
  const marked = page.locator('[role="group"] [role="img"][aria-label*=","]');
  for (const [i, word] of ['house', 'plant', 'water', 'light', 'chair', 'table'].entries()) {
    await page.keyboard.type(word);
    await page.keyboard.press('Enter');
    await expect(marked).toHaveCount(5 * (i + 1));
  }
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
}

/** A button of the player app, by its English label, in the pseudo-locale. */
function button(scope: Page | ReturnType<Page['getByRole']>, english: string) {
  return scope.getByRole('button', { name: pseudoLocalize(english), exact: true });
}

/** Scratches the whole card with mouse strokes, row by row, until the end pop-up opens. */
async function scratchCard(page: Page): Promise<void> {
  const cover = button(page, 'Scratch card cover');
  await expect(cover).toBeVisible();
  const box = (await cover.boundingBox())!;
  for (let row = 0; row < 10 && !(await page.getByRole('dialog').isVisible()); row++) {
    const y = box.y + (box.height * (row + 0.5)) / 10;
    await page.mouse.move(box.x + 4, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 4, y, { steps: 16 });
    await page.mouse.up();
  }
}

/** Gives up with Solve and its confirmation (Puzzle, Wordhunt): the end pop-up follows. */
async function solve(page: Page): Promise<void> {
  await button(page, 'Solve').click();
  await button(page.getByRole('dialog'), 'Solve').click();
}

/** Letters in none of the demo EmojiQ's first phrase ("Iced coffee"): eight lose its 8 lives. */
async function loseEmojiq(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  for (const letter of ['Z', 'X', 'Q', 'J', 'K', 'W', 'V', 'B']) {
    if (await dialog.isVisible()) break;
    // A key not guessed yet is named by its letter alone; once guessed, it is disabled.
    const key = page.locator('[role="group"] button', { hasText: new RegExp(`^${letter}$`) });
    await key.click();
    await expect(key).toBeDisabled();
  }
}

/**
 * Uses up the demo memory's moves (its end says so): two cards that are no pair, turned over
 * again and again.
 */
async function loseMemory(page: Page): Promise<void> {
  const board = page.locator('body');
  const moves = page.getByTestId('memory-moves');
  const cards = page.locator('[role="group"]:has(button[data-card])');
  /** One move; whether it found a pair. Resolves once the board shows its move count. */
  const move = async (a: number, b: number) => {
    const before = (await moves.textContent()) ?? '';
    const pair = (await flipCard(board, a, page)) === (await flipCard(board, b, page));
    await expect(moves).not.toHaveText(before);
    return pair;
  };
  let [a, b] = [0, 1];
  while (await move(a, b)) [a, b] = [b + 1, b + 2];
  while ((await cards.getAttribute('aria-disabled')) !== 'true') await move(a, b);
}

/** The game types this walk plays to their end, by their demo game (not yet the wheel). */
const TYPES = [
  'quiz',
  'wordle',
  'scratch',
  'puzzle',
  'emojiq',
  'wordhunt',
  'memory',
  'personality',
] as const;
type GameType = (typeof TYPES)[number] & DemoGame;

/** Answers the demo personality test's questions with their first answer, to its outcome. */
async function finishPersonality(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  const heading = board(page).locator('h2').first();
  const answers = board(page)
    .getByRole('list', { name: pseudoLocalize('Answers') })
    .getByRole('button');
  for (let i = 0; i < 20 && !(await dialog.isVisible()); i++) {
    if ((await answers.count()) === 0) break;
    const asked = (await heading.textContent()) ?? '';
    await answers.first().click();
    await expect(heading).not.toHaveText(asked, { timeout: 15_000 });
  }
}

/** How each game type's end is reached for sure. */
const ENDS: Record<GameType, (page: Page) => Promise<void>> = {
  quiz: finishQuiz,
  wordle: loseWordle,
  scratch: scratchCard,
  puzzle: solve,
  wordhunt: solve,
  emojiq: loseEmojiq,
  memory: loseMemory,
  personality: finishPersonality,
};

/** The findings of the page as it is, at each width, its business texts allowed. */
function walk(page: Page, label: string, allow: readonly string[]): Promise<WalkFinding[]> {
  return atEachWidth(page, label, (at) =>
    pseudoFindings(page, at, { allow: [...NAMES, ...allow], ignore: DATA }),
  );
}

/** A business on the Starter plan (player forms) with a copy of the quiz asking before play. */
async function quizWithForm(
  request: APIRequestContext,
): Promise<{ game: string; allow: string[] }> {
  const owner: Session = await registerPaid(request, 'Walk Bakery', 'starter');
  const consent = '<p>I accept the <a href="https://example.com/rules">game rules</a>.</p>';
  const { consent: terms } = await apiSend<{ consent: { public_id: string } }>(
    request,
    owner,
    'POST',
    'consents',
    { name: 'Terms', text: consent, mandatory: true },
  );
  const game = await copyDemoGame(request, owner, DEMO_GAMES.quiz);
  const fields = [
    { key: 'first_name', type: 'first_name', label: 'First name', required: true },
    { key: 'email', type: 'email', label: 'Email', required: true },
    { key: 'phone', type: 'phone', label: 'Phone', required: false },
    {
      key: 'drink',
      type: 'choice',
      label: 'Favourite drink',
      required: false,
      options: ['Latte', 'Espresso'],
    },
  ];
  await apiSend(request, owner, 'PATCH', `games/${game}`, {
    settings: { lead_form: { mode: 'before', fields, consents: [terms.public_id] } },
  });
  return {
    game,
    allow: [
      ...(await gameTexts(request, DEMO_GAMES.quiz)),
      ...businessTexts(fields.map((f) => [f.label, f.options ?? []])),
      'I accept the',
      'game rules',
    ],
  };
}

/** The Wordle keyboard's Enter key overflowing (its own test below). */
function isEnterKey(f: WalkFinding): boolean {
  return f.kind === 'overflow' && f.where.endsWith('button.flex.h-12') && /ÉÉñţééŕ/.test(f.text);
}

test.use({ viewport: WIDTHS[0] });

test(`the pads of every game type: intro and board, in the pseudo-locale`, async ({
  page,
  request,
}) => {
  const findings: WalkFinding[] = [];
  for (const type of TYPES) {
    const allow = await gameTexts(request, DEMO_GAMES[type]);
    await open(page, `/game/${await gameId(request, type)}`);
    await expect(startButton(page)).toBeVisible();
    findings.push(...(await walk(page, `${type} intro`, allow)));
    await startButton(page).click();
    await expect(board(page)).toBeVisible();
    await settle(page);
    findings.push(...(await walk(page, `${type} board`, allow)));
  }
  expect(findings, describeWalk(findings)).toEqual([]);
});

// The on-screen Enter key is the narrowest labelled control (flex-[1.5] of a 10-key row): a
// label 40 % longer than English, "[!! ÉÉÑŢÉÉŔ !!]", must wrap inside it, never spill out.
test(`the Wordle keyboard's Enter key holds its label in the pseudo-locale`, async ({
  page,
  request,
}) => {
  await open(page, `/game/${await gameId(request, 'wordle')}`);
  await startButton(page).click();
  await expect(board(page)).toBeVisible();
  await settle(page);
  const findings = (await walk(page, 'wordle board', [])).filter(isEnterKey);
  expect(findings, describeWalk(findings)).toEqual([]);
});

test(`the end pop-ups and the leader board, in the pseudo-locale`, async ({ page, request }) => {
  const findings: WalkFinding[] = [];
  for (const type of TYPES) {
    const allow = await gameTexts(request, DEMO_GAMES[type]);
    await open(page, `/game/${await gameId(request, type)}`);
    await startButton(page).click();
    await expect(board(page)).toBeVisible();
    await ENDS[type](page);
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
    await settle(page);
    findings.push(...(await walk(page, `${type} end pop-up`, allow)));
    // Closed: the board's end and the leader board under it.
    await page.getByRole('dialog').getByRole('button').first().click(); // Close
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await settle(page);
    findings.push(...(await walk(page, `${type} after the end`, allow)));
  }
  expect(findings, describeWalk(findings)).toEqual([]);
});

test(`the player form, empty and with its errors, in the pseudo-locale`, async ({
  page,
  request,
}) => {
  const { game, allow } = await quizWithForm(request);
  await open(page, `/game/${game}`);
  const form = page.locator('form');
  await expect(form.getByRole('checkbox').first()).toBeVisible();
  const findings = await walk(page, 'form before the game', allow);
  await form.getByRole('button', { name: /^\[!!/ }).last().click();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
  await settle(page);
  findings.push(...(await walk(page, 'form with its errors', allow)));
  expect(findings, describeWalk(findings)).toEqual([]);
});

test(`the rewards front, "Your data", the link pages and the other pages, in the pseudo-locale`, async ({
  page,
  request,
}) => {
  const findings: WalkFinding[] = [];
  // The demo business's rewards front (read only): its rewards, the games giving them, the
  // fair draws.
  const demo = await signIn(request, DEMO_OWNER);
  const rewards = await apiGet<{ data: Record<string, unknown>[] }>(request, demo, 'rewards');
  const games = await apiGet<{ data: { name: string }[] }>(request, demo, 'games');
  const front = [
    ...businessTexts(
      rewards.data.map((r) => [r.name, r.description, r.value, r.terms, r.how_to_redeem]),
    ),
    ...games.data.map((g) => g.name),
  ];
  await open(page, `/rewards/${demo.account}?show_all=1`);
  findings.push(...(await walk(page, 'rewards front (business)', front)));
  await open(page, `/rewards/${demo.account}/SomeOtherPlayer1`);
  findings.push(...(await walk(page, 'rewards front (another device)', front)));

  // The test's own business: "Your data", its games. (The installed app's start page,
  // /pwa/start, only shows a splash and goes on to one of these pages: not walked.)
  const own = await ownSession(request);
  const quiz = await gameId(request, 'quiz');
  const quizTexts = await gameTexts(request, DEMO_GAMES.quiz);
  await open(page, `/my-data/${own.account}`);
  findings.push(...(await walk(page, 'your data', [])));
  await open(page, `/game?account=${own.account}`);
  findings.push(...(await walk(page, 'the business’s games', quizTexts)));

  // The pages of a link from an email, with a token that is not valid; an unknown game.
  await open(page, `/email/confirm?token=${'x'.repeat(32)}`);
  findings.push(...(await walk(page, 'email confirm (bad link)', [])));
  await open(page, `/consent/confirm?token=${'x'.repeat(32)}`);
  findings.push(...(await walk(page, 'consent confirm (bad link)', [])));
  await open(page, '/game/NoSuchGame123');
  findings.push(...(await walk(page, 'unknown game', [])));

  // The offline page: the service worker's, in the texts the last page in the pseudo-locale
  // gave it (register.ts keepOfflineTexts).
  await open(page, `/game/${quiz}`);
  await swControls(page);
  await offlineTextsKept(page, 'en-XA');
  await page.context().setOffline(true);
  await page.goto(`/game/${quiz}`);
  await expect(page.locator('main[data-offline]')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  findings.push(...(await walk(page, 'offline page', [])));
  await page.context().setOffline(false);
  expect(findings, describeWalk(findings)).toEqual([]);
});
