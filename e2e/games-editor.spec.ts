import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSend, signIn } from './support/business';
import { DEMO } from './support/console';
import {
  createGame,
  fetchGame,
  gamesShot,
  preview,
  gameScreensSuite,
} from './support/games-helpers';

/**
 * The editor's settings: the Quill instructions editor, pop-up texts, call to action, footer
 * buttons and template pickers (with a server refusal shown at its field), and share & embed.
 */

gameScreensSuite();

async function api(request: APIRequestContext) {
  const owner = await signIn(request, DEMO.owner);
  return {
    createTemplate: async (name: string) => {
      const { template } = await apiSend<{ template: { public_id: string } }>(
        request,
        owner,
        'POST',
        'templates',
        { kind: 'success', name, title: 'You did it!' },
      );
      return template.public_id;
    },
    deleteTemplate: (id: string) => apiSend(request, owner, 'DELETE', `templates/${id}`),
  };
}

test('instructions are written in Quill (bubble theme, spec toolbar) and shown in the preview', async ({
  page,
}) => {
  const id = await createGame(page, 'Quiz', 'GT Instructions Quiz');
  const editor = page.getByRole('textbox', { name: 'Instructions' });
  await expect(editor).toContainText('Answer every question');
  await expect(page.locator('.pd-instructions-editor .ql-container')).toHaveClass(/ql-bubble/);

  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await expect(editor).toHaveAttribute('data-placeholder', 'Insert game instructions here...');
  await expect(editor).toHaveClass(/ql-blank/);
  await expect(preview(page).getByTestId('preview-instructions')).toHaveCount(0);

  await page.keyboard.type('Win a free coffee');
  await expect(preview(page).getByTestId('preview-instructions')).toHaveText('Win a free coffee');

  // Selecting text shows the bubble toolbar with the formats of docs/product-rules.md#rich-text.
  await editor.getByText('Win a free coffee').dblclick();
  await page.keyboard.press('ControlOrMeta+a');
  const toolbar = page.locator('.pd-instructions-editor .ql-tooltip:not(.ql-hidden) .ql-toolbar');
  await expect(toolbar).toBeVisible();
  for (const format of [
    '.ql-header',
    '.ql-font',
    'button.ql-bold',
    'button.ql-italic',
    'button.ql-underline',
    'button.ql-strike',
    'button.ql-blockquote',
    'button.ql-script[value="sub"]',
    'button.ql-script[value="super"]',
    '.ql-align',
    '.ql-color',
    '.ql-background',
  ]) {
    await expect(toolbar.locator(format).first(), format).toBeAttached();
  }
  await gamesShot(page, 'instructions-toolbar');
  await toolbar.locator('button.ql-bold').click();
  await expect(preview(page).locator('[data-testid="preview-instructions"] strong')).toHaveText(
    'Win a free coffee',
  );

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  expect((await fetchGame(page.request, id)).settings.instructions).toBe(
    '<p><strong>Win a free coffee</strong></p>',
  );
});

test('pop-up texts, call to action and footer buttons show in the preview and are saved', async ({
  page,
}) => {
  const id = await createGame(page, 'Quiz', 'GT Settings Quiz');
  for (const n of [3, 2]) await page.getByRole('button', { name: `Remove question ${n}` }).click();
  const live = preview(page);

  await page.getByLabel('Win text').fill('Well played, coffee lover!');
  await page.getByLabel('Button label').fill('Order online');
  await page.getByRole('button', { name: 'Use ☕ as the icon' }).click();
  await page.getByLabel('Link', { exact: true }).fill('example.com/order');
  await expect(page.getByText('Use a full http(s):// address')).toBeVisible();
  await page.getByLabel('Link', { exact: true }).fill('https://example.com/order');
  await expect(page.getByText('Use a full http(s):// address')).toHaveCount(0);
  const cta = live.getByRole('link', { name: /Order online/ });
  await expect(cta).toHaveAttribute('href', 'https://example.com/order');
  // The ☕ shows where the browser has a colour-emoji font (left out, not a box, elsewhere); the
  // saved settings below hold it either way.
  await expect(cta).toContainText('Order online');

  // Footer buttons: only the quiz's fitting set, and the timer pill follows its box.
  const footer = page.getByRole('group', { name: 'Footer buttons' });
  await expect(footer.getByRole('checkbox')).toHaveCount(6);
  await expect(footer.getByLabel('Hint')).toHaveCount(0);
  await expect(live.getByText(/Time left:/)).toBeVisible();
  await footer.getByLabel(/Timer/).uncheck();
  await expect(live.getByText(/Time left:/)).toHaveCount(0);

  // Win the one-question quiz: the preview shows the business's win text. (The preview restarts,
  // debounced, after the content changed: answer the one-question round, not an older one.)
  await expect(live.getByText('Question 1 of 1')).toBeVisible();
  await live.getByRole('button', { name: 'Mars', exact: true }).click();
  await expect(live.getByTestId('preview-result')).toContainText('Well played, coffee lover!');
  await gamesShot(page, 'settings-preview');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  const { settings } = await fetchGame(page.request, id);
  expect(settings.popup_texts).toEqual({ win: 'Well played, coffee lover!', fail: 'Game over' });
  expect(settings.cta).toEqual({
    icon: '☕',
    label: 'Order online',
    link: 'https://example.com/order',
  });
  expect(settings.footer_buttons).toEqual([
    'leaderboard',
    'share',
    'change_avatar',
    'start',
    'call_to_action',
  ]);
});

test('a template is picked for the game; one deleted meanwhile is refused at its field', async ({
  page,
  request,
}) => {
  const calls = await api(request);
  const template = await calls.createTemplate('GT Gold Star');
  const id = await createGame(page, 'Wordle', 'GT Template Wordle');
  const picker = page.getByLabel('Success template');
  await expect(picker.getByRole('option', { name: 'GT Gold Star' })).toBeAttached();
  await picker.selectOption({ label: 'GT Gold Star' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  expect((await fetchGame(page.request, id)).settings.templates).toEqual({
    game_over: null,
    success: template,
    leaderboard: null,
  });

  // The template is deleted elsewhere (another tab) while this editor still shows it: the server
  // refuses the save, and the message lands on the picker.
  await calls.deleteTemplate(template);
  await page.getByRole('textbox', { name: 'Name' }).fill('GT Template Wordle 2');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Choose one of your success templates')).toBeVisible();
  await expect(picker).toHaveAttribute('aria-invalid', 'true');
  await picker.scrollIntoViewIfNeeded();
  await gamesShot(page, 'server-field-error');
  await picker.selectOption({ label: 'Plain pop-up' });
  await expect(page.getByText('Choose one of your success templates')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();

  // Deleting a template also clears it from the games that used it: they keep saving.
  const second = await calls.createTemplate('GT Silver Star');
  await page.reload();
  await picker.selectOption({ label: 'GT Silver Star' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  await calls.deleteTemplate(second);
  expect((await fetchGame(page.request, id)).settings.templates).toMatchObject({ success: null });
  await page.reload();
  await expect(picker).toHaveValue('');
});

test('at 375 px the quiz editor’s answer rows stay inside their question card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await createGame(page, 'Quiz', 'GT Narrow Quiz');
  const question = page.getByTestId('quiz-question').first();
  await question.getByLabel('Question 1, option A').fill('A rather long answer that fills the row');
  await question.scrollIntoViewIfNeeded();
  const card = (await question.boundingBox())!;
  const rows = question.locator('fieldset li > div');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    const box = (await row.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(card.x);
    expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
  }
  await gamesShot(page, 'mobile-quiz-options');
});

test('share & embed: the link, the iframe snippet and a downloadable QR code', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const id = await createGame(page, 'Wordhunt', 'GT Share Hunt');
  const origin = new URL(page.url()).origin;
  const share = page.locator('#share');
  await share.scrollIntoViewIfNeeded();
  await expect(share).toContainText('This game is a draft');
  await expect(share.getByTestId('public-link')).toHaveValue(`${origin}/game/${id}`);

  await share.getByRole('button', { name: 'Copy code' }).click();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  expect(snippet).toBe(await share.getByTestId('embed-code').inputValue());
  expect(snippet).toContain(`src="${origin}/game-embedder/${id}"`);
  expect(snippet).toContain('"playdesk:resize"');

  await share.getByRole('button', { name: 'Copy link' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/game/${id}`);

  await expect(share.getByTestId('qr-code')).toBeVisible();
  const download = page.waitForEvent('download');
  await share.getByRole('link', { name: 'Download PNG' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('gt-share-hunt-qr.png');
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  await gamesShot(page, 'share');

  // The embed works in a page of its own: the iframe loads the embedded game pad.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('game-status')).toHaveText('Published');
  await expect(share).not.toContainText('This game is a draft');
  // The snippet goes into a site of its own (a fresh page), not into the console and its CSP.
  const host = await context.newPage();
  const hostWarnings: string[] = [];
  host.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error')
      hostWarnings.push(message.text());
  });
  await host.setContent(`<!doctype html><body style="margin:0">${snippet}</body>`, {
    waitUntil: 'load',
  });
  const frame = host.frameLocator('iframe');
  await expect(frame.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  // The snippet makes the host page log nothing (e.g. no "Unrecognized feature" for its iframe).
  expect(hostWarnings.filter((text) => /feature/i.test(text))).toEqual([]);
  // The game reports its height and the snippet's script sizes the frame to it.
  await expect
    .poll(async () => host.locator('iframe').evaluate((f) => (f as HTMLIFrameElement).style.height))
    .toMatch(/^\d+px$/);
  await host.close();

  // Back in the editor: Pause takes it off the air.
  await page.goto(`/games/edit/${id}`);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.getByTestId('game-status')).toHaveText('Paused');
  await expect(page.getByText('is paused. Players cannot start it')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
});

test('replay settings: answers secret by default, a pool of questions per play', async ({
  page,
}) => {
  const id = await createGame(page, 'Quiz', 'GT Replay Quiz');
  const live = preview(page);
  const reveal = page.getByRole('switch', { name: /Show the answers at the end/ });
  await expect(reveal).toHaveAttribute('aria-checked', 'false');
  const perPlay = page.getByLabel('Questions per play');
  await expect(perPlay).toHaveAttribute('placeholder', 'All 3');

  // A pool larger than the questions is refused at its field.
  await perPlay.fill('4');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page
      .getByTestId('replay-settings')
      .getByText(
        'You have 3 questions: a play cannot draw 4. Add questions or lower the number per play',
      ),
  ).toBeVisible();

  // Two of the three questions per play: the preview plays two.
  await perPlay.fill('2');
  await expect(live.getByText('Question 1 of 2')).toBeVisible();
  await reveal.click();
  await expect(reveal).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  expect((await fetchGame(page.request, id)).content).toMatchObject({
    reveal_answers: true,
    pool_size: 2,
  });
});

test('Wordle: a secret word outside the dictionary is named on save and made an allowed guess', async ({
  page,
}) => {
  const id = await createGame(page, 'Wordle', 'GT Local Wordle');
  const add = page.getByLabel('Add words');
  await add.fill('crema');
  await add.press('Enter');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The dictionary is on the server: saving names the word that players could never guess.
  await expect(
    page.getByText(
      '“crema” is not in the dictionary, so players could never guess it: add it to the allowed guesses',
    ),
  ).toBeVisible();
  await expect(
    page.getByTestId('word-list').getByRole('listitem').filter({ hasText: 'CREMA' }),
  ).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Add to allowed guesses' }).click();
  await expect(page.getByTestId('allowed-guesses').getByRole('listitem')).toHaveText(['CREMA']);
  // Only secret words as allowed guesses would stand out: the editor says so, once, when added.
  await expect(page.getByText('Every allowed guess is also a secret word')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('allowed-guesses').getByRole('listitem')).toHaveText(['CREMA']);
  // The choice was made: later visits do not warn about it again.
  await expect(page.getByText('Every allowed guess is also a secret word')).toHaveCount(0);
  const allowed = page.getByLabel('Add allowed guesses');
  await allowed.fill('lungo');
  await allowed.press('Enter');
  await expect(page.getByText('Every allowed guess is also a secret word')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  expect((await fetchGame(page.request, id)).content).toMatchObject({
    allowed_guesses: ['crema', 'lungo'],
  });
});
