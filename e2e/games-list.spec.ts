import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSend, signIn } from './support/business';
import { DEMO, login } from './support/console';
import {
  gameScreensSuite,
  createGame,
  gamesShot,
  playOnPlayerPage,
  preview,
  publish,
  TEST_PREFIX,
} from './support/games-helpers';

/** The game list (search, filters, pages, row actions), the empty state and the phone layout. */

gameScreensSuite({ signedIn: false });

/** Set-up only: a few quick games through the API (the add flow itself is tested in the UI). */
async function seedGames(request: APIRequestContext, names: string[]): Promise<void> {
  const owner = await signIn(request, DEMO.owner);
  for (const name of names) {
    await apiSend(request, owner, 'POST', 'games', {
      type: 'wordle',
      name,
      content: { words: ['bread', 'flour'] },
    });
  }
}

const rows = (page: Page) => page.getByTestId('games-table').getByTestId('game-row');

test('search, type and status filters and pages are served by the server', async ({
  page,
  request,
}) => {
  await seedGames(
    request,
    Array.from({ length: 6 }, (_, i) => `${TEST_PREFIX}Paging ${i + 1}`),
  );
  await login(page, DEMO.owner);
  await page.goto('/games');
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  const range = page.getByTestId('games-range');
  await expect(range).toContainText(/^1–10 of \d+ games$/);
  await gamesShot(page, 'list');

  const nextPage = page.waitForRequest((r) => r.url().includes('games?page=2'));
  await page.getByRole('button', { name: 'Next' }).click();
  await nextPage;
  await expect(page).toHaveURL(/page=2/);
  await expect(range).toContainText(/^11–/);

  // Search is debounced: one request for the whole word, and page 1 again.
  const searched = page.waitForRequest((r) => r.url().includes('search=Coffee'));
  await page.getByRole('searchbox', { name: 'Search games' }).fill('Coffee');
  await searched;
  await expect(page).toHaveURL(/q=Coffee/);
  await expect(page).not.toHaveURL(/page=2/);
  // The request is out; the rows change once its answer is rendered.
  await expect
    .poll(async () => {
      const names = await rows(page).getByTestId('game-name').allInnerTexts();
      return names.length > 0 && names.every((name) => /coffee/i.test(name));
    })
    .toBe(true);

  await page.getByLabel('Game type', { exact: true }).selectOption({ label: 'Quiz' });
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Coffee Lovers Quiz');
  await expect(rows(page).first()).toContainText('Published');

  await page.getByRole('searchbox', { name: 'Search games' }).fill('');
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Draft' });
  await expect(rows(page).filter({ hasText: 'Holiday Menu Quiz' })).toHaveCount(1);
  for (const text of await rows(page).allInnerTexts()) expect(text).toContain('Draft');
  await expect(page).toHaveURL(/type=quiz/);
  await expect(page).toHaveURL(/status=draft/);

  await page.getByRole('searchbox', { name: 'Search games' }).fill('no such game at all');
  await expect(page.getByTestId('games-no-match')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/games$/);
  await expect(rows(page)).toHaveCount(10);
});

test('duplicate, publish, pause, copy the link and delete with a confirmation', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await seedGames(request, [`${TEST_PREFIX}Menu Wordle`]);
  await login(page, DEMO.owner);
  await page.goto(`/games?q=${encodeURIComponent('GT Menu Wordle')}`);
  await expect(rows(page)).toHaveCount(1);

  const menu = (name: string) =>
    page.getByRole('button', { name: `More actions for ${name}`, exact: true });

  // Duplicate: a draft copy with " (copy)".
  await menu('GT Menu Wordle').click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(page.getByText('“GT Menu Wordle (copy)” was created as a draft.')).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  const copy = rows(page).filter({ hasText: 'GT Menu Wordle (copy)' });
  await expect(copy).toContainText('Draft');

  // Publish, then pause, from the menu.
  await menu('GT Menu Wordle (copy)').click();
  await page.getByRole('menuitem', { name: 'Publish' }).click();
  await expect(copy).toContainText('Published');
  await menu('GT Menu Wordle (copy)').click();
  await page.getByRole('menuitem', { name: 'Pause' }).click();
  await expect(copy).toContainText('Paused');

  // Copy the public link.
  await menu('GT Menu Wordle (copy)').click();
  await page.getByRole('menuitem', { name: 'Copy public link' }).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  const href = await copy.getByTestId('game-name').getAttribute('href');
  const id = href!.split('/').pop()!;
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${new URL(page.url()).origin}/game/${id}`);

  // Delete asks first; Cancel keeps the game.
  await menu('GT Menu Wordle (copy)').click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Delete “GT Menu Wordle (copy)”?');
  await gamesShot(page, 'delete-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rows(page)).toHaveCount(2);

  await menu('GT Menu Wordle (copy)').click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete game' }).click();
  await expect(page.getByText('“GT Menu Wordle (copy)” was deleted.')).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('GT Menu Wordle');
  await page.goto(`/games/edit/${id}`);
  await expect(page.getByRole('heading', { name: 'No game at this address' })).toBeVisible();
});

test('unsaved changes are not lost by leaving the editor by accident', async ({ page }) => {
  await login(page, DEMO.owner);
  await createGame(page, 'Wordle', `${TEST_PREFIX}Careful Wordle`);
  await page.getByRole('textbox', { name: 'Name' }).fill(`${TEST_PREFIX}Careful Wordle 2`);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expect(preview(page).getByTestId('preview-name')).toHaveText('GT Careful Wordle 2');

  await page.getByTestId('sidebar').getByRole('link', { name: 'Games' }).click();
  const dialog = page.getByTestId('unsaved-dialog');
  await expect(dialog).toContainText('Leave without saving?');
  await gamesShot(page, 'unsaved-dialog');
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/games\/edit\//);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('GT Careful Wordle 2');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Games' }).click();
  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByTestId('unsaved-dialog')).toHaveCount(0);

  // And leaving on purpose does leave.
  await page.getByRole('link', { name: 'GT Careful Wordle 2', exact: true }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('GT Careful Wordle 3');
  await page.getByRole('link', { name: 'Back to games' }).click();
  await page
    .getByTestId('unsaved-dialog')
    .getByRole('button', { name: 'Leave without saving' })
    .click();
  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByRole('link', { name: 'GT Careful Wordle 2', exact: true })).toBeVisible();
});

test('a new business starts from the empty state and runs its first quiz', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Business name').fill('Corner Bookshop');
  await page.getByLabel('Work email').fill(`books-${Date.now()}@example.test`);
  await page.getByLabel('Password').fill('corner-books-2026');
  await page.getByTestId('plan-free').click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/welcome$/);

  await page.goto('/games');
  await expect(page.getByRole('heading', { name: 'Create your first game' })).toBeVisible();
  await gamesShot(page, 'list-empty');
  await page.getByRole('link', { name: /^Quiz/ }).click();
  await expect(page).toHaveURL(/\/games\/add\?type=quiz$/);
  await expect(page.getByRole('radio', { name: /^Quiz/ })).toHaveAttribute('aria-checked', 'true');
  await gamesShot(page, 'add');
  await page.getByRole('textbox', { name: 'Name' }).fill('Book Lovers Quiz');
  await page.getByRole('button', { name: 'Create Quiz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book Lovers Quiz' })).toBeVisible();
  await expect(preview(page).getByText(/Question 1 of 3/)).toBeVisible();
  await publish(page);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByTestId('public-link')).toHaveValue(new RegExp(`/game/${id}$`));
  await expect(page.getByTestId('qr-code')).toBeVisible();
  await expect(page.getByTestId('embed-code')).toHaveValue(
    new RegExp(`<iframe id="playdesk-${id}" src="[^"]+/game-embedder/${id}"`),
  );
  await page.getByRole('link', { name: 'Back to games' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Published');
  await playOnPlayerPage(page, id);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  const fitsWidth = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  test('list cards, the add page and the editor with its preview fit a 375 px screen', async ({
    page,
  }) => {
    await login(page, DEMO.owner);
    await page.goto('/games');
    const cards = page.getByTestId('games-cards').getByTestId('game-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByTestId('games-table')).toBeHidden();
    expect(await fitsWidth(page)).toBe(true);
    await gamesShot(page, 'mobile-list');

    await page.goto('/games/add');
    expect(await fitsWidth(page)).toBe(true);
    await gamesShot(page, 'mobile-add', true);

    await createGame(page, 'ScratchMe', `${TEST_PREFIX}Phone Card`);
    expect(await fitsWidth(page)).toBe(true);
    await gamesShot(page, 'mobile-editor');
    // The preview comes after the content, before the other settings.
    const previewBox = await preview(page).boundingBox();
    const contentBox = await page.getByRole('heading', { name: 'Prizes' }).boundingBox();
    const instructionsBox = await page.getByRole('heading', { name: 'Instructions' }).boundingBox();
    expect(previewBox!.y).toBeGreaterThan(contentBox!.y);
    expect(previewBox!.y).toBeLessThan(instructionsBox!.y);
    await preview(page).scrollIntoViewIfNeeded();
    await gamesShot(page, 'mobile-preview');
    await page.getByRole('heading', { name: 'Share & embed' }).scrollIntoViewIfNeeded();
    await gamesShot(page, 'mobile-share');
  });
});
