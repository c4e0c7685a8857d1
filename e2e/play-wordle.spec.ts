import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demoGame } from './support/business.js';
import {
  expectEndPopup,
  expectLeaderboardAfterEnd,
  gameId,
  phoneSuite,
  resultDialog,
  shot,
  startDemoGame,
} from './support/play-helpers.js';

phoneSuite();

/** The demo Wordle's words: the secret is one of them, and every one is an accepted guess. */
const WORDS = [
  'roast',
  'beans',
  'crema',
  'latte',
  'mocha',
  'brews',
  'grind',
  'aroma',
  'steam',
  'sugar',
];

type Mark = 'correct' | 'present' | 'absent';

/** Standard Wordle marking (exact matches first, then present ones from left to right). */
function evaluate(secret: string, guess: string): Mark[] {
  const marks: Mark[] = [...guess].map((l, i) => (secret[i] === l ? 'correct' : 'absent'));
  const left = new Map<string, number>();
  [...secret].forEach((l, i) => {
    if (guess[i] !== l) left.set(l, (left.get(l) ?? 0) + 1);
  });
  [...guess].forEach((l, i) => {
    if (marks[i] === 'correct' || !left.get(l)) return;
    marks[i] = 'present';
    left.set(l, left.get(l)! - 1);
  });
  return marks;
}

/** Reads a submitted row's marks from the tiles' labels (words, not colours). */
async function rowMarks(page: Page, row: number): Promise<Mark[]> {
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

async function guess(page: Page, word: string, row: number): Promise<Mark[]> {
  // The board loads lazily: type only once its keyboard (and key listener) is there.
  await expect(page.getByRole('group', { name: 'Keyboard' })).toBeVisible();
  await page.keyboard.type(word);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: `Guess ${row}` })).toBeVisible();
  return rowMarks(page, row);
}

test('Wordle: a player wins by elimination and sees the score and the leader board', async ({
  page,
  request,
}) => {
  await startDemoGame(page, request, 'wordle');
  await expect(page.getByRole('timer')).toBeVisible();

  // A word the engine refuses shows a short message and the game goes on.
  await expect(page.getByRole('group', { name: 'Keyboard' })).toBeVisible();
  await page.keyboard.type('zzzzz');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Not in word list')).toBeVisible();
  for (let i = 0; i < 5; i++) await page.keyboard.press('Backspace');

  // "roast" tells every demo word apart, so the second guess at the latest is the secret.
  let candidates = [...WORDS];
  let row = 1;
  let tried = 'roast';
  for (;;) {
    const marks = await guess(page, tried, row);
    if (marks.every((m) => m === 'correct')) break;
    const played = tried;
    candidates = candidates.filter(
      (w) => w !== played && evaluate(w, played).join() === marks.join(),
    );
    expect(candidates.length).toBeGreaterThan(0);
    tried = candidates[0]!;
    row += 1;
  }
  if (row === 1) await shot(page, 'wordle-first-try');
  else await shot(page, 'wordle-board-won');

  await expectEndPopup(page, { result: 'won', score: 10, shot: 'wordle-win-popup' });
  await expectLeaderboardAfterEnd(page);
  await shot(page, 'wordle-after-win');
});

test.describe('a French player', () => {
  test.use({ locale: 'fr-FR' });
  test('sees the refusal of a non-word in French (the error code, not the English message)', async ({
    page,
    request,
  }) => {
    const { public_id } = await demoGame(request, 'Le mot du café');
    await page.goto(`/game/${public_id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('button', { name: 'Jouer', exact: true }).click();
    await expect(page.getByRole('group', { name: 'Clavier' })).toBeVisible();
    await page.keyboard.type('zzzzz');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Ce mot n’est pas dans la liste')).toBeVisible();
    await expect(page.getByText('Not in word list')).toHaveCount(0);
  });

  // The Enter key holds the language's word whole from 360 px ("ENTRÉE" used to break as
  // "ENTRÉ / E"), and a return arrow below, its word kept for screen readers.
  for (const width of [320, 360, 375] as const) {
    test(`the keyboard's Enter key at ${width} px: ${width < 360 ? 'an arrow' : 'one line'}`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      const { public_id } = await demoGame(request, 'Le mot du café');
      await page.goto(`/game/${public_id}`);
      await page.getByRole('button', { name: 'Jouer', exact: true }).click();
      const enter = page.getByRole('button', { name: 'Entrée', exact: true });
      await expect(enter).toBeVisible();
      const label = enter.locator('span');
      if (width < 360) {
        await expect(enter.locator('svg')).toBeVisible();
        await expect(label).toHaveClass(/sr-only/);
        await expect
          .poll(() => label.evaluate((e) => getComputedStyle(e).position))
          .toBe('absolute');
      } else {
        await expect(enter.locator('svg')).toBeHidden();
        // One line: an inline text broken over two lines has two boxes.
        expect(await label.evaluate((e) => e.getClientRects().length)).toBe(1);
      }
    });
  }
});

test('Wordle: six wrong guesses lose, the game-over pop-up shows, and Share sends the grid', async ({
  page,
  request,
}) => {
  // Capture what the Web Share API is given.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as unknown as { __shared: ShareData[] }).__shared = shared;
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push(data);
      },
    });
  });
  const id = await startDemoGame(page, request, 'wordle');
  // Dictionary words that are not among the game's words, so never the secret.
  const wrong = ['house', 'plant', 'water', 'light', 'chair', 'table'];
  for (const [i, word] of wrong.entries()) await guess(page, word, i + 1);

  await expectEndPopup(page, {
    result: 'lost',
    score: 0,
    says: 'No tries left.',
    shot: 'wordle-lose-popup',
  });

  await resultDialog(page).getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
    .toHaveLength(1);
  const [data] = await page.evaluate(
    () => (window as unknown as { __shared: ShareData[] }).__shared,
  );
  const text = data?.text ?? '';
  expect(data?.url).toContain(`/game/${id}`);
  expect(text).toContain('X/6');
  expect(text.split('\n').filter((l) => /^[🟩🟨⬛]+$/u.test(l))).toHaveLength(6);

  // The board shows the answer once the game is over.
  await resultDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(/The word was [A-Z]{5}\./)).toBeVisible();
  await shot(page, 'wordle-after-loss');
});

test('Wordle: a reload mid-game resumes the same session', async ({ page, request }) => {
  const id = await startDemoGame(page, request, 'wordle');
  await guess(page, 'house', 1);
  const sessionKey = `playdesk.session.${id}`;
  const before = await page.evaluate((key) => localStorage.getItem(key), sessionKey);
  expect(before).toMatch(/^[0-9a-f-]{36}$/);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Game board' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Guess 1' }).getByRole('img').first(),
  ).toHaveAttribute('aria-label', /^H, /);
  expect(await page.evaluate((key) => localStorage.getItem(key), sessionKey)).toBe(before);
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toHaveCount(0);
  await shot(page, 'wordle-resumed');

  // The resumed game goes on.
  await guess(page, 'plant', 2);
});

test('Share falls back to copying the link when the Web Share API is missing', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  });
  const id = await gameId(request, 'wordle');
  await page.goto(`/game/${id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied!' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Play Coffee Wordle with me!');
  expect(copied).toContain(`/game/${id}`);
});
