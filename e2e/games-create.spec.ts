import { expect, test } from '@playwright/test';
import {
  createGame,
  fetchGame,
  gamesShot,
  playOnPlayerPage,
  pngBuffer,
  preview,
  publish,
  gameScreensSuite,
} from './support/games-helpers';

/**
 * Each of the six original games, created through the console as a new business would: add it, fill its
 * content, watch the live preview follow, publish it, then play it on the player app.
 */

gameScreensSuite();

test('Quiz: write a question, answer it in the preview, publish and play', async ({ page }) => {
  const id = await createGame(page, 'Quiz', 'GT Caffeine Quiz');
  const live = preview(page);
  // The starter quiz is playable at once.
  await expect(live.getByText(/Question 1 of 3/)).toBeVisible();

  await page.getByRole('button', { name: 'Remove question 3' }).click();
  await page.getByRole('button', { name: 'Remove question 2' }).click();
  const question = page.getByTestId('quiz-question');
  await expect(question).toHaveCount(1);
  await question.getByLabel('Question', { exact: true }).fill('Which drink has the most caffeine?');
  await question.getByLabel('Question 1, option A').fill('Espresso');
  await question.getByLabel('Question 1, option B').fill('Green tea');
  await question.getByLabel('Question 1, option C').fill('Hot chocolate');
  await question.getByLabel('Option A is the correct answer').check();

  // The preview restarts with the new content and plays it with the real engine.
  await expect(
    live.getByRole('heading', { name: 'Which drink has the most caffeine?' }),
  ).toBeVisible();
  await expect(live.getByText('Question 1 of 1')).toBeVisible();
  await gamesShot(page, 'editor-quiz');
  await live.getByRole('button', { name: 'Espresso', exact: true }).click();
  await expect(live.getByText('Correct!')).toBeVisible();
  await expect(live.getByTestId('preview-result')).toContainText('Congratulations.');

  // A field-level error: an empty option blocks saving and says why, at the option.
  await question.getByLabel('Question 1, option C').fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(question.getByText('Enter the option')).toBeVisible();
  await expect(live.getByTestId('preview-problem')).toContainText('Enter the option');
  await gamesShot(page, 'editor-quiz-error');
  await question.getByLabel('Question 1, option C').fill('Hot chocolate');
  await expect(question.getByText('Enter the option')).toHaveCount(0);

  await publish(page);
  const stored = await fetchGame(page.request, id);
  expect(stored.content).toMatchObject({
    questions: [
      {
        text: 'Which drink has the most caffeine?',
        options: ['Espresso', 'Green tea', 'Hot chocolate'],
        correct: 0,
      },
    ],
  });

  const board = await playOnPlayerPage(page, id);
  await expect(
    board.getByRole('heading', { name: 'Which drink has the most caffeine?' }),
  ).toBeVisible();
  await board.getByRole('button', { name: 'Espresso', exact: true }).click();
  await expect(board.getByText('Correct!')).toBeVisible();
});

test('Wordle: set the secret word, win it in the preview, publish and play', async ({ page }) => {
  const id = await createGame(page, 'Wordle', 'GT Barista Wordle');
  const live = preview(page);
  const words = page.getByTestId('word-list');
  await expect(words.getByRole('listitem')).toHaveCount(8);

  await page.getByRole('button', { name: 'Remove all' }).click();
  const add = page.getByLabel('Add words');
  await add.fill('cat');
  await add.press('Enter');
  await expect(page.getByText('“cat” is too short: words need at least 4 letters')).toBeVisible();
  await page.getByRole('button', { name: 'Remove cat' }).click();
  await add.fill('latte');
  await add.press('Enter');
  await expect(words.getByRole('listitem')).toHaveText(['LATTE']);

  // Difficulty changes the clock: hard gives 60 seconds.
  await page.getByTestId('difficulty').getByRole('radio', { name: 'Hard' }).click();
  await expect(live.getByText(/\b(1:00|0:5\d)\b/)).toBeVisible(); // the timer pill

  // Play the preview with its on-screen keyboard.
  const keyboard = live.getByRole('group', { name: 'Keyboard' });
  for (const letter of 'LATTE') {
    await keyboard.getByRole('button', { name: letter, exact: true }).click();
  }
  await keyboard.getByRole('button', { name: 'Enter' }).click();
  await expect(live.getByRole('group', { name: 'Guess 1' }).getByRole('img')).toHaveCount(5);
  await expect(live.getByTestId('preview-result')).toContainText('Congratulations.');
  await gamesShot(page, 'editor-wordle');

  await publish(page);
  expect((await fetchGame(page.request, id)).content).toEqual({
    words: ['latte'],
    allowed_guesses: [],
  });
  const board = await playOnPlayerPage(page, id);
  await expect(board.getByRole('group', { name: 'Row 1' }).getByRole('img')).toHaveCount(5);
});

test('EmojiQ: write a phrase, see its emoji in the preview, publish and play', async ({ page }) => {
  const id = await createGame(page, 'EmojiQ', 'GT Emoji Treats');
  const live = preview(page);
  for (const n of [5, 4, 3, 2]) {
    await page.getByRole('button', { name: `Remove phrase ${n}` }).click();
  }
  const phrase = page.getByTestId('emojiq-phrase');
  await expect(phrase).toHaveCount(1);
  await phrase.getByLabel('Emoji').fill('abc');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(phrase.getByText('Use only emoji here (no letters or numbers)')).toBeVisible();
  await phrase.getByLabel('Emoji').fill('☕🍰');
  await phrase.getByLabel('Answer').fill('Coffee cake');
  await phrase.getByLabel('Hint (optional)').fill('An afternoon treat');

  await expect(live.getByRole('img', { name: 'Emoji clue: ☕🍰' })).toBeVisible();
  await gamesShot(page, 'editor-emojiq');

  await publish(page);
  expect((await fetchGame(page.request, id)).content).toEqual({
    phrases: [{ emojis: '☕🍰', answer: 'Coffee cake', hint: 'An afternoon treat' }],
    reveal_answers: false,
    pool_size: null,
  });
  const board = await playOnPlayerPage(page, id);
  await expect(board.getByRole('img', { name: 'Emoji clue: ☕🍰' })).toBeVisible();
});

test('Wordhunt: paste words, find them listed in the preview, publish and play', async ({
  page,
}) => {
  const id = await createGame(page, 'Wordhunt', 'GT Café Hunt');
  const live = preview(page);
  await page.getByRole('button', { name: 'Remove all' }).click();
  await expect(live.getByTestId('preview-problem')).toContainText('Add at least 3 words');
  const add = page.getByLabel('Add words');
  await add.fill('espresso, latte mocha beans');
  await add.press('Enter');
  await expect(page.getByTestId('word-list').getByRole('listitem')).toHaveText([
    'ESPRESSO',
    'LATTE',
    'MOCHA',
    'BEANS',
  ]);
  const toFind = live.getByRole('list', { name: 'Words to find' });
  await expect(toFind).toContainText('ESPRESSO');
  await expect(toFind).toContainText('BEANS');
  await expect(live.getByTestId('preview-problem')).toHaveCount(0);
  await gamesShot(page, 'editor-wordhunt');

  await publish(page);
  const board = await playOnPlayerPage(page, id);
  await expect(board.getByRole('list', { name: 'Words to find' })).toContainText('ESPRESSO');
});

test('Puzzle: upload the picture, preview its tiles by difficulty, publish and play', async ({
  page,
}) => {
  const id = await createGame(page, 'Puzzle', 'GT Shop Front Puzzle');
  const live = preview(page);
  await expect(live.getByRole('group', { name: /Sliding puzzle, 4 by 4/ })).toBeVisible();

  await page.getByLabel('Puzzle picture', { exact: true }).setInputFiles({
    name: 'shop-front.png',
    mimeType: 'image/png',
    buffer: pngBuffer(120),
  });
  const field = page.getByTestId('puzzle-image');
  await expect(field.getByRole('img', { name: 'Puzzle picture preview' })).toHaveAttribute(
    'src',
    /^\/media\/[0-9a-f]+\.png$/,
  );
  await expect(field).toContainText('120 × 120');
  await expect(live.locator('[style*="/media/"]').first()).toBeVisible();

  await page.getByTestId('difficulty').getByRole('radio', { name: 'Easy' }).click();
  await expect(live.getByRole('group', { name: /Sliding puzzle, 3 by 3/ })).toBeVisible();
  await gamesShot(page, 'editor-puzzle');

  await publish(page);
  const stored = await fetchGame(page.request, id);
  expect(String(stored.content.image)).toMatch(/^\/media\/[0-9a-f]+\.png$/);
  const board = await playOnPlayerPage(page, id);
  await expect(board.getByRole('group', { name: /Sliding puzzle, 3 by 3/ })).toBeVisible();
});

test('ScratchMe: set prizes and odds, see the no-luck share, publish and play', async ({
  page,
}) => {
  const id = await createGame(page, 'ScratchMe', 'GT Lucky Card');
  const live = preview(page);
  await expect(page.getByTestId('no-luck-share')).toHaveText('No luck: 75 %');

  const prizes = page.getByTestId('scratch-prize');
  await prizes.nth(0).getByLabel('Prize 1', { exact: true }).fill('Free coffee');
  await prizes.nth(0).getByLabel('Odds (%)').fill('50');
  await page.getByRole('button', { name: 'Add prize' }).click();
  await prizes.nth(2).getByLabel('Prize 3', { exact: true }).fill('Free cookie');
  await prizes.nth(2).getByLabel('Odds (%)').fill('50');
  await expect(page.getByTestId('no-luck-share')).toHaveText('Odds add up to 105 %');
  await expect(
    page.getByText('The odds add up to 105 %; together they can be at most 100 %'),
  ).toBeVisible();
  await expect(live.getByTestId('preview-problem')).toBeVisible();
  await prizes.nth(2).getByLabel('Odds (%)').fill('20');
  await expect(page.getByTestId('no-luck-share')).toHaveText('No luck: 25 %');
  await expect(live.getByTestId('preview-problem')).toHaveCount(0);
  await expect(live.getByRole('button', { name: 'Scratch card cover' })).toBeVisible();
  await gamesShot(page, 'editor-scratch');

  await publish(page);
  expect((await fetchGame(page.request, id)).content).toMatchObject({
    prizes: [
      { label: 'Free coffee', odds: 50 },
      { label: 'A free gift', odds: 5 },
      { label: 'Free cookie', odds: 20 },
    ],
  });
  const board = await playOnPlayerPage(page, id);
  await expect(board.getByRole('button', { name: 'Scratch card cover' })).toBeVisible();
});
