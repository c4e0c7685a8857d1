import { expect, test, type Page } from '@playwright/test';
import { DEMO, login, sidebar } from './support/console';
import { apiSend, signIn } from './support/business';

/**
 * Issue 33 §10: the console in French. The demo owner picks French in the account menu; the shell,
 * the games list, a game's editor and the dashboard then speak French, with French dates, and the
 * choice survives a reload. English stays the default (every other spec reads English).
 */

/** A French short date: "28 nov. 2026", "3 juil. 2026", "12 mai 2026". */
const FRENCH_DATE =
  /\d{1,2} (janv\.|févr\.|mars|avr\.|mai|juin|juil\.|août|sept\.|oct\.|nov\.|déc\.) \d{4}/;

async function chooseLanguage(page: Page, option: 'en' | 'fr') {
  await page.getByTestId('account-menu').click();
  await page.getByTestId(`language-${option}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', option);
}

// The choice is saved in the owner's profile on this worker's server, which the other specs share:
// whatever happens here, the owner is left without a chosen language.
test.afterEach(async ({ request }) => {
  const owner = await signIn(request, DEMO.owner);
  await apiSend(request, owner, 'PATCH', 'user-settings', { language: null });
});

test('the demo owner switches the console to French, and it stays French', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, DEMO.owner);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(sidebar(page).getByRole('link', { name: 'Games', exact: true })).toBeVisible();

  await chooseLanguage(page, 'fr');

  // The shell.
  const nav = sidebar(page).getByRole('navigation', { name: 'Principale' });
  await expect(nav.getByRole('link', { name: 'Jeux', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByTestId('logout')).toHaveAttribute('aria-label', 'Se déconnecter');
  await page.getByTestId('account-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Français' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.keyboard.press('Escape');

  // The dashboard: French words, a French date range, French numbers.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page).toHaveTitle('Tableau de bord · Playdesk');
  await expect(page.getByRole('heading', { name: 'Parties par jour' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Offre et consommation/ })).toBeVisible();
  // The chart says its period in French too ("Parties par jour du 31 oct. – 29 nov. 2026 : …").
  await expect(page.getByTestId('plays-chart').locator('figcaption')).toContainText(FRENCH_DATE);
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(FRENCH_DATE);

  // The games list.
  await nav.getByRole('link', { name: 'Jeux', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jeux' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nouveau jeu' })).toBeVisible();
  const table = page.getByTestId('games-table');
  await expect(table.getByRole('columnheader', { name: 'Statut' })).toBeVisible();
  await expect(table.getByText(/^(Publié|Brouillon|En pause)$/).first()).toBeVisible();
  await expect(page.getByTestId('games-range')).toContainText(/ sur \d+ jeux?$/);
  // "Modifié": a relative time, with the date and time in its title.
  await expect(table.locator('time').first()).toHaveAttribute('title', FRENCH_DATE);

  // A game's editor.
  await table.getByTestId('game-name').first().click();
  const editor = page.getByTestId('game-editor');
  await expect(editor.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
  await expect(editor.getByText('Difficulté', { exact: true })).toBeVisible();
  await expect(editor.getByLabel('Nom', { exact: true })).toBeVisible();
  await expect(editor.getByText("Bouton d'action", { exact: true }).first()).toBeVisible();

  // A reload keeps French (the choice is remembered on this device) and loads it before the
  // first render: no English shows on the way.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByTestId('game-editor').getByRole('button', { name: 'Enregistrer' }),
  ).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Jeux', exact: true })).toBeVisible();

  // The profile keeps it: another device (a new browser, in English) opens the console in French.
  const other = await page.context().browser()!.newContext({ locale: 'en-GB' });
  const device = await other.newPage();
  await login(device, DEMO.owner);
  await expect(device.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(sidebar(device).getByRole('link', { name: 'Jeux', exact: true })).toBeVisible();
  await other.close();

  // And back to English.
  await chooseLanguage(page, 'en');
  await expect(page.getByTestId('game-editor').getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Games', exact: true })).toBeVisible();
});

test('a browser in French opens the sign-in page in French', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Connexion à Playdesk' })).toBeVisible();
  await expect(page.getByLabel('Mot de passe', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Saisissez une adresse e-mail valide')).toBeVisible();
  await context.close();
});

test('integrations, templates, PWA, notification bar, API keys, domains and billing speak French', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, DEMO.owner);
  await chooseLanguage(page, 'fr');
  const h1 = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

  await page.goto('/integrations');
  await expect(h1('Intégrations')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
  await expect(page.getByTestId('webhook-add').first()).toHaveText('Ajouter un endpoint');
  await expect(page.getByRole('heading', { name: 'Outils marketing' })).toBeVisible();
  await expect(
    page.getByTestId('connector-mailchimp').getByRole('button', { name: 'Tester la connexion' }),
  ).toBeVisible();

  await page.goto('/templates');
  await expect(h1('Modèles')).toBeVisible();
  await expect(page.getByTestId('template-tab-game-over')).toContainText('Fin de partie');
  await expect(page.getByRole('link', { name: 'Nouveau modèle de fin de partie' })).toBeVisible();

  await page.goto('/pwa');
  await expect(h1('PWA')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Notifications push' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Envoyer la notification' })).toBeVisible();

  await page.goto('/games/notification-bar');
  await expect(h1('Barre de notification')).toBeVisible();
  await expect(page.getByTestId('bar-state')).toContainText('État de la barre');
  await expect(page.getByRole('button', { name: 'Copier le snippet' })).toBeVisible();

  await page.goto('/api-keys');
  await expect(h1("Clés d'API")).toBeVisible();
  await expect(page.getByRole('button', { name: "Nouvelle clé d'API" }).first()).toBeVisible();

  await page.goto('/domains');
  await expect(h1('Domaines')).toBeVisible();
  await expect(page.getByText('Sites autorisés', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter le site' })).toBeVisible();

  await page.goto('/subscription');
  await expect(h1('Abonnement')).toBeVisible();
  await expect(page.getByText('Moyen de paiement', { exact: true })).toBeVisible();
  await expect(
    page.getByTestId('invoices').getByRole('heading', { name: 'Factures' }),
  ).toBeVisible();

  await page.goto('/upgrade');
  await expect(h1("Changer d'offre")).toBeVisible();
  await expect(page.getByText('Parties par mois').first()).toBeVisible();
});
