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
import { flipCard, memoryCards } from './support/memory';

/**
 * Memory created through the console as a new business would (issue 37): add it, write its
 * pairs, upload a picture, watch the live preview deal them, publish it, then play it.
 */

gameScreensSuite();

test('Memory: write the pairs, upload a picture, turn cards in the preview, publish and play', async ({
  page,
}) => {
  const id = await createGame(page, 'Memory', 'GT Pastry Memory');
  const live = preview(page);
  // The starter memory is playable at once: 6 pairs, all dealt at normal (8 a play at most).
  await expect(live.getByRole('group', { name: 'Memory cards, 6 pairs' })).toBeVisible();
  await expect(memoryCards(live)).toHaveCount(12);

  // Down to the fewest pairs a memory has: four, which cannot be removed.
  await page.getByRole('button', { name: 'Remove pair 6' }).click();
  await page.getByRole('button', { name: 'Remove pair 5' }).click();
  const pairs = page.getByTestId('memory-pair');
  await expect(pairs).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Remove pair 4' })).toBeDisabled();
  await expect(live.getByRole('group', { name: 'Memory cards, 4 pairs' })).toBeVisible();

  // Texts of the business's own, one picture uploaded, the starter's other pictures removed.
  const texts = ['Cinnamon roll', 'Éclair', 'Macaron', 'Brownie'];
  for (const [i, text] of texts.entries()) {
    await pairs.nth(i).getByLabel('Text', { exact: true }).fill(text);
    if (i > 0)
      await pairs.nth(i).getByRole('button', { name: 'Remove picture (optional)' }).click();
  }
  await pairs
    .nth(0)
    .getByLabel('Picture (optional)', { exact: true })
    .setInputFiles({
      name: 'cinnamon-roll.png',
      mimeType: 'image/png',
      buffer: pngBuffer(120),
    });
  await expect(
    pairs.nth(0).getByRole('img', { name: 'Picture (optional) preview' }),
  ).toHaveAttribute('src', /^\/media\/[0-9a-f]+\.png$/);

  // A pair written twice is refused at its field, and in the preview.
  await pairs.nth(3).getByLabel('Text', { exact: true }).fill('macaron');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const twice = 'Two pairs have the same text; each pair needs its own';
  await expect(pairs.nth(3).getByText(twice)).toBeVisible();
  await expect(live.getByTestId('preview-problem')).toContainText(twice);
  await pairs.nth(3).getByLabel('Text', { exact: true }).fill('Brownie');
  await expect(pairs.nth(3).getByText(twice)).toHaveCount(0);

  // The preview deals the new pairs; a card turned over there shows one of them.
  await expect(live.getByRole('group', { name: 'Memory cards, 4 pairs' })).toBeVisible();
  const shown = await flipCard(live, 0);
  expect(texts.slice(1).includes(shown) || /^\/media\/[0-9a-f]+\.png$/.test(shown)).toBe(true);
  await page.getByTestId('difficulty').getByRole('radio', { name: 'Easy' }).click();
  await gamesShot(page, 'editor-memory');

  await publish(page);
  const stored = await fetchGame(page.request, id);
  const content = stored.content as { pairs: { text: string; image: string | null }[] };
  expect(content.pairs.map((p) => p.text)).toEqual(texts);
  expect(content.pairs[0]!.image).toMatch(/^\/media\/[0-9a-f]+\.png$/);
  expect(content.pairs.slice(1).map((p) => p.image)).toEqual([null, null, null]);

  const board = await playOnPlayerPage(page, id);
  await expect(board.getByRole('group', { name: 'Memory cards, 4 pairs' })).toBeVisible();
  await expect(memoryCards(board)).toHaveCount(8);
  await expect(board.getByText('Moves: 0 of 12')).toBeVisible();
});
