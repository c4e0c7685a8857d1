/**
 * Issue 33 §4 and §8 in the console: a business translates the notification bar and a template
 * into French beside the English texts, sees the preview in French, saves, reloads and finds the
 * translation; a French visitor gets the French bar on the business's site (a page in French with
 * the snippet), and a French player the French template in the game. The game app's texts and a
 * push notification's other languages are written the same way on the game app page.
 *
 * Each test works in a business of its own (the bar and templates are a business's).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { snippet } from '@playdesk/embed/snippet';
import { apiGet, apiSend, copyDemoGame, registerBusiness } from './support/business';
import { login, shot, toast } from './support/console';
import { hostSite } from './support/host-site';
import { fitsWidth } from './support/manage-helpers';

const site = hostSite();

/** A page of the business's own site, in `lang`, with the snippet that shows the bar. */
function sitePage(appOrigin: string, account: string, lang: string): string {
  return site.page(
    `/${lang}-${account}.html`,
    `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>Café</title>
${snippet(appOrigin, [{ command: 'bar', options: { account } }])}
</head><body><h1>Café</h1></body></html>`,
  );
}

/** The translation section's language chips ("French 2/2 texts"). */
const chip = (section: Locator, name: RegExp) => section.getByRole('button', { name });

/** Adds `language` in a translation section (nothing saved yet). */
async function addLanguage(section: Locator, language: string) {
  await section.getByRole('combobox', { name: 'Add a language' }).selectOption({ label: language });
  await expect(chip(section, new RegExp(`^${language} 0/`))).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

async function saveTranslation(page: Page, section: Locator, language: string) {
  await section.getByRole('button', { name: 'Save translation' }).click();
  await expect(toast(page)).toHaveText(`${language} saved.`);
}

test('the bar in French: written beside the English, previewed, saved, shown to a French visitor', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = await registerBusiness(request, 'Café de Lyon');
  const quiz = await copyDemoGame(request, owner, 'Coffee Lovers Quiz');
  await apiSend(request, owner, 'PUT', 'notification-bar', {
    enabled: true,
    text: 'Play our coffee quiz and win a latte!',
    game_id: quiz,
    button_label: 'Play now',
    background: '#7C2D12',
    color: '#FFFFFF',
    position: 'top',
    starts_at: null,
    ends_at: null,
  });

  await login(page, owner.email, owner.password);
  await page.goto('/games/notification-bar');
  const section = page.getByTestId('bar-translations');
  await expect(section).toContainText('only in English for now');
  await addLanguage(section, 'French');
  // Each English text beside its input.
  const text = section.locator('tr[data-key="text"]');
  await expect(text).toContainText('Play our coffee quiz and win a latte!');
  await text.getByRole('textbox').fill('Jouez à notre quiz café et gagnez un latte !');
  await section
    .locator('tr[data-key="button_label"]')
    .getByRole('textbox')
    .fill('Jouer maintenant');

  // The preview turns to French as the translation is written, and back to English on demand.
  const bar = page.getByTestId('bar-preview-bar');
  await expect(bar).toContainText('Jouez à notre quiz café et gagnez un latte !');
  await expect(bar).toContainText('Jouer maintenant');
  const previewLanguage = page.getByTestId('preview-language');
  await previewLanguage.getByRole('radio', { name: 'English' }).click();
  await expect(bar).toContainText('Play our coffee quiz and win a latte!');
  await previewLanguage.getByRole('radio', { name: 'French' }).click();
  await expect(bar).toContainText('gagnez un latte');
  await shot(page, 'object-translations-bar-1280', true);

  await saveTranslation(page, section, 'French');
  await expect(chip(section, /^French 2\/2 texts/)).toBeVisible();
  // Only the translation was saved: the bar's own texts are as they were.
  const stored = await apiGet<{
    notification_bar: { text: string; translations: Record<string, unknown> };
  }>(request, owner, 'notification-bar');
  expect(stored.notification_bar.text).toBe('Play our coffee quiz and win a latte!');
  expect(stored.notification_bar.translations).toEqual({
    fr: { text: 'Jouez à notre quiz café et gagnez un latte !', button_label: 'Jouer maintenant' },
  });

  await page.reload();
  await expect(chip(section, /^French 2\/2 texts/)).toHaveAttribute('aria-pressed', 'true');
  await expect(text.getByRole('textbox')).toHaveValue(
    'Jouez à notre quiz café et gagnez un latte !',
  );
  // A page opened afresh previews the default language.
  await expect(bar).toContainText('Play our coffee quiz and win a latte!');

  // A French page of the business's site gets the French bar; an English one the English bar.
  const visitor = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 375, height: 740 } });
  await visitor.goto(sitePage(baseURL!, owner.account, 'fr'));
  const shown = visitor.getByRole('region', { name: 'Announcement' });
  await expect(shown).toContainText('Jouez à notre quiz café et gagnez un latte !');
  await expect(shown.getByRole('button', { name: 'Jouer maintenant' })).toBeVisible();
  await visitor.goto(sitePage(baseURL!, owner.account, 'en'));
  await expect(shown).toContainText('Play our coffee quiz and win a latte!');
  await visitor.close();

  // On a phone the section fits the screen.
  await page.setViewportSize({ width: 375, height: 740 });
  await section.scrollIntoViewIfNeeded();
  expect(await fitsWidth(page)).toBe(true);
  await shot(page, 'object-translations-bar-375', true);

  // Removed: the bar is in English only again.
  await page.setViewportSize({ width: 1280, height: 900 });
  await section.getByRole('button', { name: 'Remove this language' }).click();
  await expect(toast(page)).toHaveText('French removed.');
  await expect(section).toContainText('only in English for now');
  const after = await apiGet<{ notification_bar: { translations: Record<string, unknown> } }>(
    request,
    owner,
    'notification-bar',
  );
  expect(after.notification_bar.translations).toEqual({});
});

test('a template in French: saved beside the form, previewed, and shown to a French player', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = await registerBusiness(request, 'Café de Lyon');
  const quiz = await copyDemoGame(request, owner, 'Coffee Lovers Quiz');
  const { template } = await apiSend<{ template: { public_id: string } }>(
    request,
    owner,
    'POST',
    'templates',
    {
      kind: 'leaderboard',
      name: 'Board',
      title: 'Top baristas',
      message: '<p>The best score this month wins a bag of beans.</p>',
      button_label: 'See the prize',
      button_link: 'https://example.com/prize',
    },
  );
  await apiSend(request, owner, 'PATCH', `games/${quiz}`, {
    settings: { templates: { leaderboard: template.public_id } },
  });

  await login(page, owner.email, owner.password);
  await page.goto(`/templates/leaderboard/edit/${template.public_id}`);
  // An unsaved change in the form stays while the translation is saved.
  await page.getByLabel('Template name', { exact: true }).fill('Board of the month');

  const section = page.getByTestId('template-translations');
  await addLanguage(section, 'French');
  await expect(section.locator('tr[data-key="message"]')).toContainText(
    'The best score this month wins a bag of beans.',
  );
  await section.locator('tr[data-key="title"]').getByRole('textbox').fill('Meilleurs baristas');
  await section
    .locator('tr[data-key="message"]')
    .locator('[contenteditable="true"]')
    .fill('Le meilleur score du mois gagne un sachet de café.');
  await section.locator('tr[data-key="button_label"]').getByRole('textbox').fill('Voir le lot');
  const preview = page.getByRole('figure', { name: 'Preview on a phone' });
  await expect(preview.getByTestId('preview-title')).toHaveText('Meilleurs baristas');
  await expect(preview.getByTestId('preview-message')).toHaveText(
    'Le meilleur score du mois gagne un sachet de café.',
  );
  await expect(preview.getByTestId('preview-button')).toContainText('Voir le lot');
  await shot(page, 'object-translations-template-1280', true);

  await saveTranslation(page, section, 'French');
  await expect(chip(section, /^French 3\/3 texts/)).toBeVisible();
  await expect(page.getByLabel('Template name', { exact: true })).toHaveValue('Board of the month');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // The form's Save keeps both.
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page)).toHaveText('Changes saved.');
  await page.reload();
  await expect(page.getByLabel('Template name', { exact: true })).toHaveValue('Board of the month');
  await expect(chip(section, /^French 3\/3 texts/)).toHaveAttribute('aria-pressed', 'true');
  await expect(section.locator('tr[data-key="title"]').getByRole('textbox')).toHaveValue(
    'Meilleurs baristas',
  );

  // On a phone the section fits the screen, and the preview (a dialog there) shows French.
  await page.setViewportSize({ width: 375, height: 740 });
  await section.scrollIntoViewIfNeeded();
  expect(await fitsWidth(page)).toBe(true);
  await shot(page, 'object-translations-template-375', true);
  await section.locator('tr[data-key="title"]').getByRole('textbox').fill('Les meilleurs baristas');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('preview-title')).toHaveText('Les meilleurs baristas');
  await dialog.getByTestId('preview-language').getByRole('radio', { name: 'English' }).click();
  await expect(dialog.getByTestId('preview-title')).toHaveText('Top baristas');
  await shot(page, 'object-translations-template-375-preview');
  await page.keyboard.press('Escape');
  await section.getByRole('button', { name: 'Discard changes' }).click();

  // A French player sees the French template on the leader board.
  await page.goto(`/game/${quiz}?lang=fr`);
  await page.getByRole('button', { name: 'Classement' }).first().click();
  const board = page.getByRole('dialog');
  await expect(board.getByRole('heading', { name: 'Meilleurs baristas' })).toBeVisible();
  await expect(board.getByText('Le meilleur score du mois gagne un sachet de café.')).toBeVisible();
  await expect(board.getByRole('link', { name: /Voir le lot/ })).toBeVisible();
});

test('the game app’s texts in French, and a push notification written in French too', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = await registerBusiness(request, 'Café de Lyon');
  await login(page, owner.email, owner.password);
  await page.goto('/pwa');
  const form = page.getByRole('form', { name: 'App settings' });
  await form.getByLabel('App name').fill('Coffee Games');
  await form.getByLabel('Short name').fill('Coffee');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('All changes saved')).toBeVisible();

  // An unsaved change in the settings stays while the translation is saved.
  await form.getByLabel('Install invitation').fill('Add our games to your home screen');
  const section = page.getByTestId('pwa-translations');
  await addLanguage(section, 'French');
  await section.locator('tr[data-key="app_name"]').getByRole('textbox').fill('Jeux du café');
  await section.locator('tr[data-key="short_name"]').getByRole('textbox').fill('Café');
  await expect(page.getByRole('img', { name: 'Home screen preview' })).toContainText('Café');
  await saveTranslation(page, section, 'French');
  await shot(page, 'object-translations-pwa-1280', true);
  await expect(form.getByLabel('Install invitation')).toHaveValue(
    'Add our games to your home screen',
  );
  const pwa = await apiGet<{ pwa: { translations: Record<string, unknown> } }>(
    request,
    owner,
    'pwa',
  );
  expect(pwa.pwa.translations).toEqual({ fr: { app_name: 'Jeux du café', short_name: 'Café' } });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('All changes saved')).toBeVisible();

  // A push in English and French, sent once: each subscriber gets their language.
  const send = page.getByRole('form', { name: 'New notification' });
  await send.getByLabel('Title', { exact: true }).fill('Double points today');
  await send.getByLabel('Message', { exact: true }).fill('Play before noon and score twice.');
  const languages = send.getByTestId('push-languages');
  await languages.getByRole('combobox', { name: 'Add a language' }).selectOption('French');
  await expect(send.getByLabel('Title in English')).toHaveValue('Double points today');
  await expect(send.getByLabel('Title in French')).toHaveAttribute(
    'placeholder',
    'Double points today',
  );
  await send.getByLabel('Title in French').fill('Points doublés aujourd’hui');
  await send.getByLabel('Message in French').fill('Jouez avant midi et marquez deux fois plus.');
  // Added, then removed: German is not sent.
  await languages.getByRole('combobox', { name: 'Add a language' }).selectOption('German');
  await languages.getByRole('button', { name: 'Remove the German version' }).click();
  await expect(send.getByLabel('Title in German')).toHaveCount(0);
  await page.getByTestId('push-languages').scrollIntoViewIfNeeded();
  await shot(page, 'object-translations-push-1280');
  await send.getByRole('button', { name: 'Send notification' }).click();
  const sent = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(sent.first()).toContainText('Double points today');
  await expect(sent.first()).toContainText('Languages: English and French');
  // The form is empty again, without its languages.
  await expect(send.getByLabel('Title in French')).toHaveCount(0);
  const list = await apiGet<{ data: { translations: Record<string, unknown> }[] }>(
    request,
    owner,
    'pwa/notifications',
  );
  expect(list.data[0]!.translations).toEqual({
    fr: {
      title: 'Points doublés aujourd’hui',
      body: 'Jouez avant midi et marquez deux fois plus.',
    },
  });
});
