import { expect, test } from '@playwright/test';
import { copyDemoGame, registerBusiness } from './support/business';
import { login } from './support/console';
import {
  addDays,
  apiGet,
  fitsWidth,
  localDay,
  shot,
  startPlay,
  winQuiz,
} from './support/manage-helpers';

/**
 * Issue 6 item 8: the dashboard shows the plays made in the test, and a new business's start. The
 * plays are made in a business of the test's own, so the figures are exactly the test's.
 */

interface Dashboard {
  totals: { plays: number; wins: number; new_players: number };
  top_games: { name: string; plays: number; wins: number }[];
  usage: { used: number; limit: number };
}

const kpi = (n: number) => n.toLocaleString('en-US');

test('dashboard figures match the plays made in the test', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = await registerBusiness(request, 'Dashboard Café');
  const today = localDay();
  const week = `dashboard?from=${addDays(today, -6)}&to=${today}`;

  // Three plays of the Wordle (not finished) and two won quizzes: 5 plays, 2 wins, 5 players.
  const wordle = await copyDemoGame(request, owner, 'Coffee Wordle');
  const quiz = await copyDemoGame(request, owner, 'Coffee Lovers Quiz');
  for (let i = 0; i < 3; i++) await startPlay(request, wordle);
  await winQuiz(request, quiz);
  await winQuiz(request, quiz);

  const after = await apiGet<Dashboard>(request, owner, week);
  expect(after.totals).toMatchObject({ plays: 5, wins: 2, new_players: 5 });
  expect(after.usage.used).toBe(5);

  await login(page, owner.email, owner.password);
  await page.goto('/dashboard?period=7d');
  await expect(page.getByRole('radio', { name: '7 days' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('kpi-plays')).toHaveText(kpi(after.totals.plays));
  await expect(page.getByTestId('kpi-wins')).toHaveText(kpi(after.totals.wins));
  await expect(page.getByTestId('kpi-new-players')).toHaveText(kpi(after.totals.new_players));
  const rate = Math.round((after.totals.wins / after.totals.plays) * 1000) / 10;
  await expect(page.getByTestId('kpi-win-rate')).toHaveText(`${rate}%`);
  await expect(page.getByTestId('plays-chart').locator('.recharts-area').first()).toBeVisible();

  const table = page.getByTestId('top-games');
  const wordleRow = table.getByRole('row').filter({ hasText: 'Coffee Wordle' });
  const wordleTop = after.top_games.find((g) => g.name === 'Coffee Wordle')!;
  await expect(wordleRow.getByRole('cell').nth(1)).toHaveText(kpi(wordleTop.plays));
  const quizRow = table.getByRole('row').filter({ hasText: 'Coffee Lovers Quiz' });
  const quizTop = after.top_games.find((g) => g.name === 'Coffee Lovers Quiz')!;
  await expect(quizRow.getByRole('cell').nth(2)).toHaveText(kpi(quizTop.wins));

  // Usage vs plan is still there and counts the month's plays.
  await expect(page.getByTestId('usage-used')).toContainText(kpi(after.usage.used));
  await expect(page.getByTestId('plan-name')).toHaveText('Free');
  await shot(page, 'dashboard');

  // Other periods: 30 days is the default, custom asks for dates.
  await page.getByRole('radio', { name: '30 days' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('kpi-plays')).toHaveText(/\d/);
  await page.getByRole('radio', { name: 'Custom' }).click();
  await page.getByLabel('From', { exact: true }).fill(today);
  await page.getByLabel('To', { exact: true }).fill(addDays(today, -3));
  await page.getByRole('button', { name: 'Show period' }).click();
  await expect(page.getByText('The end must be on or after the start')).toBeVisible();
  await page.getByLabel('To', { exact: true }).fill(today);
  await page.getByRole('button', { name: 'Show period' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  const oneDay = await apiGet<Dashboard>(request, owner, `dashboard?from=${today}&to=${today}`);
  await expect(page.getByTestId('kpi-plays')).toHaveText(kpi(oneDay.totals.plays));

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard?period=7d');
  await expect(page.getByTestId('kpi-plays')).toHaveText(kpi(after.totals.plays));
  expect(await fitsWidth(page)).toBe(true);
  await shot(page, 'mobile-dashboard');
});

test('a newly registered business sees how to get its first plays', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/register');
  await page.getByLabel('Business name').fill('Brand New Bakery');
  await page.getByLabel('Work email').fill(`bakery-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('bakery-password');
  await page.getByTestId('plan-free').click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await page.goto('/dashboard');
  const empty = page.getByTestId('dashboard-empty');
  await expect(empty.getByRole('heading', { name: 'No plays yet' })).toBeVisible();
  await expect(empty.getByRole('link', { name: 'Create a game' })).toHaveAttribute(
    'href',
    '/games/add',
  );
  await expect(page.getByTestId('kpi-plays')).toHaveCount(0);
  await expect(page.getByTestId('usage-used')).toContainText('0');
  await shot(page, 'dashboard-new-business');
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await fitsWidth(page)).toBe(true);
  await shot(page, 'mobile-dashboard-new-business');
});
