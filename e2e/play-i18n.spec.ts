import { expect, test } from '@playwright/test';
import { gameId, phoneSuite, shot } from './support/play-helpers.js';

phoneSuite();

test('a French player gets the pad in French with ?lang=fr, and the switch remembers German', async ({
  page,
  request,
}) => {
  const id = await gameId(request, 'quiz');
  await page.goto(`/game/${id}?lang=fr`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('list', { name: 'À propos de ce jeu' })).toBeVisible();
  await expect(page.getByText('Propulsé par')).toBeVisible();
  await shot(page, 'i18n-intro-fr');
  await page.getByRole('button', { name: 'Jouer', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Plateau de jeu' })).toBeVisible();

  // The player's own choice wins over ?lang= from then on, on this device.
  await page.getByLabel('Langue').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The game in progress carries on, now in German.
  await expect(page.getByRole('button', { name: 'Bestenliste' })).toBeVisible();
});

test.describe('the browser language', () => {
  test.use({ locale: 'de-AT' });
  test('picks German among the languages the game has, texts and questions', async ({
    page,
    request,
  }) => {
    await page.goto(`/game/${await gameId(request, 'quiz')}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Das Quiz für Kaffeeliebhaber' })).toBeVisible();
    await page.getByRole('button', { name: 'Los geht’s', exact: true }).click();
    // The questions are the game's German ones (their order is drawn per play: any of the nine).
    await expect(page.getByRole('region', { name: 'Spielfeld' })).toContainText(
      /Welche|Wie|Woher|Was|Ein Americano|Cold Brew/,
    );
  });
});

test.describe('a browser language the game lacks', () => {
  test.use({ locale: 'nl-BE' });
  test("falls back to the game's default language", async ({ page, request }) => {
    await page.goto(`/game/${await gameId(request, 'quiz')}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  });
});

test('the pseudo-locale wraps the app texts', async ({ page, request }) => {
  await page.goto(`/game/${await gameId(request, 'quiz')}?lang=en-XA`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expect(page.getByRole('button', { name: /^\[!! Šţåå?ŕţ.* !!\]$/ })).toBeVisible();
});
