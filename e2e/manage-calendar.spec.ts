import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { copyDemoGame, registerBusiness, type Session } from './support/business';
import { login, toast } from './support/console';
import {
  addDays,
  API,
  apiGet,
  fitsWidth,
  localDay,
  mondayOf,
  shot,
} from './support/manage-helpers';
import { saveShot } from './support/shots';

/**
 * Issue 6 item 6: the calendar — schedule, see it live on /game, move by drag, edit, remove.
 * Each test schedules in a business of its own, with its own copies of the demo games, so what it
 * leaves on the calendar (today's game included) reaches no other test.
 */

interface Entry {
  id: string;
  game: { name: string };
  starts_on: string;
  ends_on: string;
}

/** A new business with copies of the named demo games, signed in on `page`'s console. */
async function calendarBusiness(
  page: Page,
  request: APIRequestContext,
  games: string[],
): Promise<{ owner: Session; ids: Record<string, string> }> {
  const owner = await registerBusiness(request, 'Calendar Café');
  const ids: Record<string, string> = {};
  for (const name of games) ids[name] = await copyDemoGame(request, owner, name);
  await login(page, owner.email, owner.password);
  return { owner, ids };
}

test('schedule the Coffee Lovers Quiz for today and find it live on the game page', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const today = localDay();
  const { owner } = await calendarBusiness(page, request, ['Coffee Lovers Quiz', 'Coffee Wordle']);
  await page.goto('/games/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByTestId(`day-${today}`)).toBeVisible();

  await page.getByRole('button', { name: 'Schedule a game', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a game' });
  await dialog.getByLabel('Game').selectOption({ label: 'Coffee Lovers Quiz · Quiz' });
  await dialog.getByLabel('First day').fill(today);
  // An end before the start is refused on the field.
  await dialog.getByLabel('Last day').fill(addDays(today, -1));
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog.getByText('The last day must be on or after the first day')).toBeVisible();
  await dialog.getByLabel('Last day').fill(today);
  await shot(page, 'calendar-schedule-dialog', false);
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(toast(page)).toContainText('“Coffee Lovers Quiz” is scheduled');
  await expect(dialog).toBeHidden();

  const bar = page.getByTestId('calendar-entry').filter({ hasText: 'Coffee Lovers Quiz' });
  await expect(bar).toHaveAttribute('data-starts-on', today);
  await expect(page.getByTestId('live-today-game')).toContainText('Coffee Lovers Quiz');
  await shot(page, 'calendar-month');

  // The player page of the account shows today's game.
  const live = await apiGet<{ date: string; game: { name: string } | null }>(
    request,
    null,
    `play/accounts/${owner.account}/live?date=${today}`,
  );
  expect(live.game?.name).toBe('Coffee Lovers Quiz');
  const link = page.getByTestId('open-game-page');
  await expect(link).toHaveAttribute('href', new RegExp(`/game\\?account=${owner.account}$`));
  const player = await page.context().newPage();
  await player.goto(`/game?account=${owner.account}`);
  await expect(player.getByText("Today's game")).toBeVisible();
  await expect(player.getByRole('heading', { level: 1, name: 'Coffee Lovers Quiz' })).toBeVisible();
  await saveShot(player, 'manage-calendar-game-page', false);
  await player.close();
});

test('an entry moves by drag and drop, by its dialog, and is removed', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { owner, ids } = await calendarBusiness(page, request, ['Coffee Wordle']);
  const wordle = ids['Coffee Wordle'];
  const monday = mondayOf(localDay());
  const created = await request.post(`${API}/calendar`, {
    headers: owner.headers,
    data: { game_id: wordle, starts_on: monday, ends_on: addDays(monday, 1) },
  });
  expect(created.status()).toBe(201);
  const [entry] = ((await created.json()) as { entries: Entry[] }).entries;

  await page.goto(`/games/calendar?view=week&date=${monday}`);
  await expect(page.getByRole('radio', { name: 'Week' })).toHaveAttribute('aria-checked', 'true');
  const bar = page.locator(`[data-entry-id="${entry!.id}"]`);
  await expect(bar).toHaveAttribute('data-starts-on', monday);
  await shot(page, 'calendar-week');

  // Grab the bar by its first day (Monday) and drop it on Thursday: it runs Thu–Fri.
  const thursday = addDays(monday, 3);
  await bar.dragTo(page.getByTestId(`day-${thursday}`), { sourcePosition: { x: 12, y: 12 } });
  await expect(toast(page)).toContainText('Moved “Coffee Wordle”');
  await expect(bar).toHaveAttribute('data-starts-on', thursday);
  await expect(bar).toHaveAttribute('data-ends-on', addDays(thursday, 1));
  const after = await apiGet<{ entries: Entry[] }>(
    request,
    owner,
    `calendar?from=${monday}&to=${addDays(monday, 6)}`,
  );
  expect(after.entries.find((e) => e.id === entry!.id)).toMatchObject({
    starts_on: thursday,
    ends_on: addDays(thursday, 1),
  });

  // The keyboard way: open the entry and change its dates.
  await bar.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Coffee Wordle' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('First day').fill(addDays(monday, 4));
  await dialog.getByLabel('Last day').fill(addDays(monday, 6));
  await dialog.getByRole('button', { name: 'Save dates' }).click();
  await expect(toast(page)).toContainText('“Coffee Wordle” now runs');
  await expect(bar).toHaveAttribute('data-starts-on', addDays(monday, 4));
  await expect(bar).toHaveAttribute('data-ends-on', addDays(monday, 6));

  // Remove, with confirmation.
  await bar.click();
  await page
    .getByRole('dialog', { name: 'Coffee Wordle' })
    .getByRole('button', { name: 'Remove from calendar' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: /Remove “Coffee Wordle”/ });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page)).toContainText('was removed from the calendar');
  await expect(bar).toHaveCount(0);
});

test('single days for a daily game, and the agenda at 375 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const today = localDay();
  const { owner } = await calendarBusiness(page, request, ['Guess the Drink']);
  await page.goto('/games/calendar');
  await page.getByRole('button', { name: 'Schedule a game', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a game' });
  await dialog.getByLabel('Game').selectOption({ label: 'Guess the Drink · EmojiQ' });
  await dialog.getByRole('radio', { name: 'Single days' }).click();
  const picker = dialog.getByTestId('day-picker');
  // Today is preselected; add two more days of the month shown.
  await expect(picker.getByRole('button', { pressed: true })).toHaveCount(1);
  const extra = [addDays(today, 2), addDays(today, 4)].filter(
    (d) => d.slice(0, 7) === today.slice(0, 7),
  );
  for (const day of extra) await picker.locator(`[data-day="${day}"]`).click();
  await expect(picker.getByRole('button', { pressed: true })).toHaveCount(1 + extra.length);
  await shot(page, 'calendar-days-dialog', false);
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(toast(page)).toContainText(`scheduled for ${1 + extra.length} day`);

  const { entries } = await apiGet<{ entries: Entry[] }>(
    request,
    owner,
    `calendar?from=${today}&to=${addDays(today, 6)}`,
  );
  const daily = entries.filter((e) => e.game.name === 'Guess the Drink');
  expect(daily.map((e) => e.starts_on).sort()).toEqual([today, ...extra].sort());
  expect(daily.every((e) => e.starts_on === e.ends_on)).toBe(true);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByTestId('calendar-agenda')).toBeVisible();
  await expect(page.getByTestId('calendar-grid')).toBeHidden();
  await expect(
    page.getByTestId('agenda-entry').filter({ hasText: 'Guess the Drink' }).first(),
  ).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await shot(page, 'mobile-calendar');
  await page.getByTestId('agenda-entry').filter({ hasText: 'Guess the Drink' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Guess the Drink' })).toBeVisible();
  await shot(page, 'mobile-calendar-entry', false);
});
