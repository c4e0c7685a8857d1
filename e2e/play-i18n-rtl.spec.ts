import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { API, demoGame } from './support/business.js';
import {
  gameId,
  offlineTextsKept,
  ownSession,
  phoneSuite,
  shot,
  swControls,
} from './support/play-helpers.js';

// Arabic and right-to-left (issue 33 §2): the player pad in Arabic is laid out mirrored, its
// icons that point a way turn round, and nothing spills out of its box on a 375 px phone.
phoneSuite();

const ARABIC_QUIZ = {
  questions: [
    { text: 'ما هي عاصمة مصر؟', options: ['القاهرة', 'الإسكندرية', 'أسوان'], correct: 0 },
    { text: 'كم يومًا في الأسبوع؟', options: ['خمسة', 'ستة', 'سبعة'], correct: 2 },
  ],
  pass_percent: 50,
};

/** An Arabic quiz in the test's own business: its default language is Arabic. */
async function arabicQuiz(request: APIRequestContext) {
  return arabicGame(request, 'Coffee Lovers Quiz', 'اختبار القهوة', ARABIC_QUIZ);
}

/** A copy of a demo game, named in Arabic, with Arabic as its default language. */
async function arabicGame(
  request: APIRequestContext,
  demoName: string,
  name: string,
  content?: unknown,
) {
  const session = await ownSession(request);
  const demo = await demoGame(request, demoName);
  const body = {
    type: demo.type,
    name,
    status: 'published',
    difficulty: demo.difficulty,
    settings: {
      ...demo.settings,
      templates: { game_over: null, success: null, leaderboard: null },
      lead_form: { mode: 'off', fields: [], consents: [] },
      rewards: { rules: [], consolation_reward_id: null },
    },
    content: content ?? demo.content,
  };
  const response = await request.post(`${API}/games`, {
    headers: session.headers,
    data: { ...body, default_language: 'ar' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { game } = (await response.json()) as { game: { public_id: string } };
  return { id: game.public_id };
}

/** Elements whose own text is wider or taller than their box (clipped or spilling out). */
function overflowingTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const ownText = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim(),
      );
      if (!ownText || el.closest('.sr-only, [aria-hidden="true"]')) continue;
      const style = getComputedStyle(el);
      if (style.display === 'inline' || style.visibility === 'hidden') continue;
      if (el.getClientRects().length === 0) continue;
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 2) {
        // `truncate` (an ellipsis) is a choice, not a spill.
        if (style.textOverflow === 'ellipsis') continue;
        found.push(`${el.tagName.toLowerCase()}: ${el.textContent!.trim().slice(0, 40)}`);
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth)
      found.push(`page: ${document.documentElement.scrollWidth}px wide`);
    return found;
  });
}

async function box(page: Page, locator: ReturnType<Page['locator']>) {
  const b = await locator.boundingBox();
  expect(b, 'a visible box').toBeTruthy();
  return b!;
}

test('the pad in Arabic is mirrored and nothing overflows at 375 px', async ({ page, request }) => {
  const { id } = await arabicQuiz(request);
  // `?lang=ar` picks Arabic on a game that has it (or, on a server that does not yet say which
  // languages a game has, on any game: every language the app ships).
  await page.goto(`/game/${id}?lang=ar`);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');

  const start = page.getByRole('button', { name: 'ابدأ', exact: true });
  await expect(start).toBeVisible();
  await expect(page.getByRole('list', { name: 'عن هذه اللعبة' })).toBeVisible();

  // The header reads from the right: the game's picture first (at the right), its name after.
  const header = page.locator('header').first();
  const art = await box(page, header.locator('> :first-child'));
  const title = await box(page, header.getByRole('heading', { level: 1 }));
  expect(art.x).toBeGreaterThan(title.x);
  expect(art.x + art.width).toBeGreaterThan(375 - 40); // flush with the right edge's padding

  // The footer menu's first item (the leader board) is at the right, Share at its left.
  const menu = page.getByRole('navigation', { name: 'قائمة اللعبة' });
  const board = await box(page, menu.getByRole('button', { name: 'لوحة الصدارة' }));
  const share = await box(page, menu.getByRole('button', { name: 'مشاركة' }));
  expect(board.x).toBeGreaterThan(share.x);

  expect(await overflowingTexts(page)).toEqual([]);
  await shot(page, 'i18n-rtl-intro-ar');

  // A pop-up's close control is at its end: the left in Arabic; its title is centred between.
  await menu.getByRole('button', { name: 'لوحة الصدارة' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const close = await box(page, dialog.getByRole('button', { name: 'إغلاق' }).first());
  const frame = await box(page, dialog);
  expect(close.x + close.width / 2).toBeLessThan(frame.x + frame.width / 2);
  expect(await overflowingTexts(page)).toEqual([]);
  await shot(page, 'i18n-rtl-leaderboard-ar', false);
  await page.keyboard.press('Escape');

  // Playing: the Arabic question and its options read right-to-left, aligned at the right.
  await start.click();
  const region = page.getByRole('region', { name: 'لوحة اللعب' });
  await expect(region).toBeVisible();
  // The board's own texts are in Arabic too (packages/games' views get the app's translator).
  await expect(region.getByText('السؤال 1 من 2')).toBeVisible();
  // The questions come in a random order: the first option of whichever is shown.
  const option = region.getByRole('listitem').first().getByRole('button');
  await expect(option).toBeVisible();
  expect(await option.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  const letter = await box(page, option.locator('span').first());
  const text = await box(page, option.locator('span').last());
  expect(letter.x).toBeGreaterThan(text.x); // the option's letter badge leads, at the right
  expect(await overflowingTexts(page)).toEqual([]);
  await shot(page, 'i18n-rtl-board-ar');
  await option.click();
  await expect(region.getByText(/^(صحيح!|ليس تمامًا\.)$/)).toBeVisible();
});

test('an Arabic game opens in Arabic without ?lang= (its default language)', async ({
  page,
  request,
}) => {
  const { id } = await arabicQuiz(request);
  await page.goto(`/game/${id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'ابدأ', exact: true })).toBeVisible();
});

test('"Back to the game" sits at the right and its arrow points right (rewards front)', async ({
  page,
  request,
  baseURL,
}) => {
  const session = await ownSession(request);
  const { id } = await arabicQuiz(request);
  const from = encodeURIComponent(new URL(`/game/${id}`, baseURL).href);
  await page.goto(`/rewards/${session.account}?lang=ar&source_url=${from}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const back = page.getByRole('link', { name: 'العودة إلى اللعبة' });
  await expect(back).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'المكافآت' })).toBeVisible();
  const link = await box(page, back);
  const header = await box(page, page.locator('header').first());
  expect(link.x + link.width).toBeGreaterThan(header.x + header.width - 40);
  // The arrow is flipped horizontally (CSS `scale: -1 1`): it points the way back, to the right.
  const icon = back.locator('svg');
  expect(await icon.evaluate((el) => getComputedStyle(el).scale)).toMatch(/^-1(00%)? /);
  expect(await overflowingTexts(page)).toEqual([]);
  await shot(page, 'i18n-rtl-rewards-ar');
});

test('offline, the service worker’s page speaks Arabic, right-to-left', async ({
  page,
  request,
}) => {
  const { id } = await arabicQuiz(request);
  await page.goto(`/game/${id}?lang=ar`);
  await expect(page.getByRole('button', { name: 'ابدأ', exact: true })).toBeVisible();
  // The worker controls the page, then keeps the texts the page gave it.
  await swControls(page);
  await offlineTextsKept(page, 'ar');
  await page.context().setOffline(true);
  await page.goto(`/game/${id}?lang=ar`);
  await expect(page.getByRole('heading', { name: 'أنت غير متصل' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'حاول مرة أخرى' })).toBeVisible();
  await shot(page, 'i18n-rtl-offline-ar');
  await page.context().setOffline(false);
});

test('boards laid out as space stay left to right in an Arabic page (puzzle, wordle)', async ({
  page,
  request,
}) => {
  const { id } = await arabicGame(request, 'Latte Art Puzzle', 'أحجية اللاتيه');
  await page.goto(`/game/${id}?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'ابدأ', exact: true }).click();
  const board = page.getByRole('group', { name: /^أحجية منزلقة/ });
  await expect(board).toBeVisible();
  expect(await board.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  // Its texts follow the page: Arabic, right to left.
  const moves = page.getByText(/^(بلا نقلات|نقلة واحدة|\d+ نقل)/);
  await expect(moves).toBeVisible();
  expect(await moves.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  expect(await overflowingTexts(page)).toEqual([]);

  // Wordle's words and keyboard (when a page shows it in Arabic: the server may refuse Arabic for
  // word games, and the page is then in the game's language).
  const wordle = await gameId(request, 'wordle');
  await page.goto(`/game/${wordle}?lang=ar`);
  await page.getByRole('button', { name: /^(ابدأ|Start)$/ }).click();
  const keys = page.getByRole('group', { name: /^(لوحة المفاتيح|Keyboard)$/ });
  const q = await box(page, keys.getByRole('button', { name: 'Q', exact: true }));
  const w = await box(page, keys.getByRole('button', { name: 'W', exact: true }));
  expect(q.x).toBeLessThan(w.x);
  expect(await overflowingTexts(page)).toEqual([]);
  await shot(page, 'i18n-rtl-wordle-ar');
});
