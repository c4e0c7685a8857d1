import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiSend, demoGame, signIn } from './support/business';
import { DEMO, sidebar, toast } from './support/console';
import { gameScreensSuite, gamesShot, preview } from './support/games-helpers';

/**
 * The game editor's Translations section (issue 33 §8): the demo owner translates the Coffee Lovers
 * Quiz into French side by side with English, saves, sees the count go up and the preview in
 * French, exports the texts as JSON and imports a refused file, then a good one.
 */

gameScreensSuite();

test('translates a game side by side, with its count, preview, export and import', async ({
  page,
  request,
}) => {
  const quiz = await demoGame(request, 'Coffee Lovers Quiz');
  const savedFrench = quiz.translations.fr;
  try {
    await page.goto(`/games/edit/${quiz.public_id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Coffee Lovers Quiz' })).toBeVisible();
    const section = page.getByTestId('translations');
    await expect(section.getByRole('heading', { name: 'Translations' })).toBeVisible();
    // The seeded French has every text but the pop-ups' two.
    const french = section.getByRole('button', { name: /^French \d+\/44 texts$/ });
    await french.click();
    await expect(french).toHaveAccessibleName('French 42/44 texts');
    await expect(french).toHaveAttribute('aria-pressed', 'true');
    await expect(section.getByRole('columnheader', { name: 'English (default)' })).toBeVisible();

    // The default language's text beside an input for the French one.
    const row = section.locator('tr[data-key="popup_texts.win"]');
    await expect(row).toContainText('Win text');
    await expect(row).toContainText('Congratulations');
    const win = row.getByRole('textbox', { name: 'Win text' });
    await expect(win).toHaveValue('');
    await expect(win).toHaveAttribute('placeholder', 'Not translated yet');
    await win.fill('Bravo ! Votre café est offert.');
    await expect(row).toContainText('30 / 200');
    // Unsaved, the translation holds the page like any other change of the editor.
    await sidebar(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
    const leave = page.getByTestId('unsaved-dialog');
    await expect(leave).toContainText('Leave without saving?');
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(win).toHaveValue('Bravo ! Votre café est offert.');
    await section.getByRole('button', { name: 'Save translation' }).click();
    await expect(toast(page)).toContainText('French saved.');
    await expect(french).toHaveAccessibleName('French 43/44 texts');

    // The preview plays the game in French.
    await expect(section.getByText('The preview shows the game in French.')).toBeVisible();
    await expect(preview(page)).toContainText('Le quiz des amateurs de café');
    // The player app's own words too: the board's, the headings', in French (its catalogue).
    const screen = page.getByTestId('preview-screen');
    await expect(screen).toContainText(/Question 1 sur \d+/);
    await expect(screen).toContainText('Comment jouer');
    await expect(screen).not.toContainText('How to play');
    await expect(screen.locator('article')).toHaveAttribute('lang', 'fr');
    await gamesShot(page, 'translations');

    // Export JSON: the file holds the French texts by key.
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Export JSON' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('coffee-lovers-quiz-fr.json');
    const texts = JSON.parse(readFileSync((await file.path())!, 'utf8')) as Record<string, string>;
    expect(texts['popup_texts.win']).toBe('Bravo ! Votre café est offert.');
    expect(texts['popup_texts.fail']).toBe('');
    expect(texts.name).toBe('Le quiz des amateurs de café');

    // A file with mistakes is refused as a whole, its problems listed.
    const input = section.getByTestId('translation-file');
    await input.setInputFiles({
      name: 'coffee-lovers-quiz-fr.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({ ...texts, 'cta.label': 'C'.repeat(61), 'questions.0.text': 'Oups' }),
      ),
    });
    const problems = section.getByTestId('translation-problems');
    await expect(problems).toContainText('Fix these texts, then try again:');
    await expect(problems).toContainText('questions.0.text: this game has no text with this key');
    await expect(problems).toContainText('cta.label: at most 60 characters (this text has 61)');
    await expect(toast(page)).toContainText('Nothing was saved');
    await expect(french).toHaveAccessibleName('French 43/44 texts');

    // The file fixed: imported, the count complete.
    await input.setInputFiles({
      name: 'coffee-lovers-quiz-fr.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({ ...texts, 'popup_texts.fail': 'Presque ! Réessayez demain.' }),
      ),
    });
    await expect(toast(page)).toContainText('imported into French.');
    await expect(problems).toHaveCount(0);
    await expect(french).toHaveAccessibleName('French 44/44 texts');
    await expect(
      section.locator('tr[data-key="popup_texts.fail"]').getByRole('textbox'),
    ).toHaveValue('Presque ! Réessayez demain.');
  } finally {
    // The demo game as it was, for the other tests.
    const owner = await signIn(request, DEMO.owner);
    await apiSend(request, owner, 'PATCH', `games/${quiz.public_id}`, {
      translations: { fr: savedFrench ?? null },
    });
  }
});

test("previews a game in its default language: the player app's words in French", async ({
  page,
  request,
}) => {
  const wordle = await demoGame(request, 'Le mot du café');
  await page.goto(`/games/edit/${wordle.public_id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Le mot du café' })).toBeVisible();
  const screen = page.getByTestId('preview-screen');
  // The game has no translation: its default language, French, is previewed.
  await expect(screen.locator('article')).toHaveAttribute('lang', 'fr');
  await expect(screen.getByRole('button', { name: 'Entrée', exact: true })).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Enter', exact: true })).toHaveCount(0);
  await expect(screen).toContainText('Comment jouer');
  await expect(screen).toContainText('Facile');
  // The play is a French one, as the server starts it: the keyboard is French (AZERTY).
  const keyboard = screen.getByRole('group', { name: 'Clavier' });
  await expect(keyboard.getByRole('button').first()).toHaveAccessibleName('A');
  // The board's own messages, and a move the engine refuses, in French too.
  const enter = screen.getByRole('button', { name: 'Entrée', exact: true });
  await enter.click();
  await expect(screen).toContainText('Pas assez de lettres');
  for (let i = 0; i < 2; i++) {
    // A key's name says its colour once guessed ("B, absente"): by its letter first.
    for (const letter of 'BALAI')
      await screen.getByRole('button', { name: new RegExp(`^${letter}(,|$)`) }).click();
    await enter.click();
  }
  await expect(screen).toContainText('Vous avez déjà essayé ce mot');
  await page.setViewportSize({ width: 375, height: 800 });
  await screen.getByRole('button', { name: 'Entrée', exact: true }).scrollIntoViewIfNeeded();
  await gamesShot(page, 'preview-french-wordle-375');
  await gamesShot(page, 'preview-french-wordle');
});
