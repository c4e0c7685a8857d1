/**
 * The business's templates in the player app: the success template dresses the win pop-up, the
 * game-over template the loss pop-up, the leaderboard template the leader board. Set up through the
 * console API in a business of the spec's own, on its own copy of the demo quiz.
 */
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiSend, copyDemoGame, registerBusiness, type Session } from './support/business.js';
import { openAndStart, PHONE, playDemoQuiz, resultDialog, shot } from './support/play-helpers.js';

test.use({ viewport: PHONE });
test.describe.configure({ mode: 'serial' });

async function createTemplate(
  request: APIRequestContext,
  owner: Session,
  data: Record<string, unknown>,
): Promise<string> {
  const body = await apiSend<{ template: { public_id: string } }>(
    request,
    owner,
    'POST',
    'templates',
    data,
  );
  return body.template.public_id;
}

/** The pop-up's panel (the surface a template colours). */
const panel = (page: Page) => resultDialog(page).locator('> div').first();

let quiz: string;

test.beforeAll(async ({ request }) => {
  const owner = await registerBusiness(request, 'Template Café');
  quiz = await copyDemoGame(request, owner, 'Coffee Lovers Quiz');
  const success = await createTemplate(request, owner, {
    kind: 'success',
    name: 'Win',
    title: 'Free latte!',
    message: '<p>Show this screen at the counter.</p>',
    button_label: 'Claim',
    button_link: 'https://example.com/claim',
    colors: { background: '#FFF7E6', text: '#3B2A1A', button: '#B45309', button_text: '#FFFFFF' },
  });
  // Text the colour of its background: the business's choice, rendered as chosen.
  const gameOver = await createTemplate(request, owner, {
    kind: 'game-over',
    name: 'So close',
    title: '',
    message: '<p>Try again tomorrow for a <strong>free cookie</strong>.</p>',
    button_label: '',
    button_link: null,
    colors: { background: '#1E293B', text: '#1E293B', button: '#0EA5E9', button_text: '#FFFFFF' },
  });
  const leaderboard = await createTemplate(request, owner, {
    kind: 'leaderboard',
    name: 'Board',
    title: 'Top baristas',
    message: '<p>The best score this month wins a bag of beans.</p>',
    image: '/play/demo/latte-art.svg',
    button_label: 'See the prize',
    button_link: 'https://example.com/prize',
    colors: { background: '#3B2A1A', text: '#FFF7E6', button: '#F59E0B', button_text: '#3B2A1A' },
  });
  await apiSend(request, owner, 'PATCH', `games/${quiz}`, {
    settings: { templates: { success, game_over: gameOver, leaderboard } },
  });
});

test('a win shows the success template: title, message, colours and its button', async ({
  page,
}) => {
  await openAndStart(page, quiz);
  await playDemoQuiz(page, 'right');
  const dialog = resultDialog(page);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('heading', { name: 'Free latte!' })).toBeVisible();
  await expect(dialog.getByText('Show this screen at the counter.')).toBeVisible();
  await expect(dialog).toContainText('45');

  const claim = dialog.getByRole('link', { name: /Claim/ });
  await expect(claim).toHaveAttribute('href', 'https://example.com/claim');
  await expect(claim).toHaveAttribute('target', '_blank');
  await expect(claim).toHaveAttribute('rel', /noopener/);
  await expect(claim).toHaveCSS('background-color', 'rgb(180, 83, 9)');
  await expect(claim).toHaveCSS('color', 'rgb(255, 255, 255)');

  await expect(panel(page)).toHaveCSS('background-color', 'rgb(255, 247, 230)');
  await expect(panel(page)).toHaveCSS('color', 'rgb(59, 42, 26)');
  await expect(dialog.getByRole('button', { name: 'Play again' })).toBeVisible();
  await shot(page, 'templates-success-popup', false);

  // The leader board under the finished game wears the leaderboard template.
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  const board = page.getByRole('region', { name: 'Top baristas' });
  await expect(board).toBeVisible();
  await expect(board).toContainText('The best score this month wins a bag of beans.');
  await expect(board.getByRole('list', { name: 'Top scores' })).toContainText('You');
  await expect(board).toHaveCSS('background-color', 'rgb(59, 42, 26)');
  await expect(board.getByRole('link', { name: /See the prize/ })).toHaveAttribute(
    'href',
    'https://example.com/prize',
  );
  await board.scrollIntoViewIfNeeded();
  await shot(page, 'templates-leaderboard-inline');

  // … and so does the Leader Board dialog.
  await page.getByRole('button', { name: 'Leader Board' }).first().click();
  const lb = page.getByRole('dialog');
  await expect(lb.getByRole('heading', { name: 'Top baristas' })).toBeVisible();
  await expect(lb.locator('img')).toHaveAttribute('src', '/play/demo/latte-art.svg');
  await expect(lb.getByText('The best score this month wins a bag of beans.')).toBeVisible();
  await expect(lb.locator('> div').first()).toHaveCSS('background-color', 'rgb(59, 42, 26)');
  await shot(page, 'templates-leaderboard-dialog', false);
});

test('a loss shows the game-over template; the score and Play again stay readable', async ({
  page,
}) => {
  await openAndStart(page, quiz);
  await playDemoQuiz(page, 'wrong');
  const dialog = resultDialog(page);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  // An empty template title falls back to the game's own game-over text.
  await expect(dialog.getByRole('heading')).toHaveText('Game over');
  await expect(dialog.getByText('free cookie')).toBeAttached();
  await expect(panel(page)).toHaveCSS('background-color', 'rgb(30, 41, 59)');
  await expect(panel(page)).toHaveCSS('color', 'rgb(30, 41, 59)');
  // No link in the template: no template button (only the game's own call to action).
  await expect(dialog.getByRole('link')).toHaveText([/Order online/]);

  // The app's own controls keep their readable looks on any template.
  const score = dialog.getByText('points', { exact: true }).locator('..');
  await expect(score).not.toHaveCSS('color', 'rgb(30, 41, 59)');
  await expect(score).not.toHaveCSS('background-color', 'rgb(30, 41, 59)');
  const again = dialog.getByRole('button', { name: 'Play again' });
  await expect(again).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(again).not.toHaveCSS('background-color', 'rgb(30, 41, 59)');
  await expect(dialog.getByRole('button', { name: 'Close' }).first()).toHaveCSS(
    'color',
    'rgb(255, 255, 255)',
  );
  await shot(page, 'templates-game-over-popup', false);
});
