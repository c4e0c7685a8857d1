import { expect, test } from '@playwright/test';
import { expectResult, resultDialog, shot, startDemoGame } from './support/play-helpers.js';

/**
 * The Personality Test on a phone (issue 37 §6–7): one question at a time with big answers and a
 * progress bar, the outcome only after the last answer, decided by the server, and its card with
 * the business's link.
 */

test.describe('Personality Test on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a player takes “Which coffee are you?” and gets the outcome with its link', async ({
    page,
    request,
  }) => {
    await startDemoGame(page, request, 'personality');
    const board = page.getByRole('region', { name: 'Game board' });
    await expect(board.getByText('Question 1 of 4')).toBeVisible();
    await expect(
      board.getByRole('heading', { name: 'How do you start your morning?' }),
    ).toBeVisible();
    // Nothing on the page names an outcome before the last answer.
    const before = await page.content();
    for (const text of ['The flat white', 'The cold brew', '/order/cold-brew', 'cold-brew'])
      expect(before).not.toContain(text);

    // A test has no points: no score on the pad.
    await expect(page.getByText(/\d+\s*pts/)).toHaveCount(0);
    const answers = board.getByRole('list', { name: 'Answers' }).getByRole('button');
    await expect(answers).toHaveCount(4);
    // Big buttons that fit the phone.
    for (const box of await answers.evaluateAll((els) =>
      els.map((e) => e.getBoundingClientRect()),
    )) {
      expect(box.height).toBeGreaterThanOrEqual(48);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(page, 'personality-question', false);

    // "With a run in the sun", "Ice cream", "A day at the beach", "Cool": the cold brew.
    const picks = ['With a run in the sun', 'Ice cream', 'A day at the beach', 'Cool'];
    for (const [i, pick] of picks.entries()) {
      await expect(board.getByText(`Question ${i + 1} of 4`)).toBeVisible();
      if (i < 3) expect(await page.content()).not.toContain('The cold brew');
      await board.getByRole('button', { name: pick }).click();
    }

    expect(await expectResult(page)).toBe('won');
    await expect(resultDialog(page)).toContainText('Your result: The cold brew');
    await expect(resultDialog(page)).not.toContainText(/\d+\s*points?/);
    await resultDialog(page).getByRole('button', { name: 'Close' }).first().click();

    const card = board.getByRole('region', { name: 'The cold brew' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Your result');
    await expect(card).toContainText('Cool and full of energy');
    await expect(card.locator('img')).toHaveAttribute('src', '/play/demo/memory-iced.svg');
    const link = card.getByRole('link', { name: /Order a cold brew/ });
    await expect(link).toHaveAttribute('href', 'https://example.com/order/cold-brew');
    await expect(link).toHaveAttribute('rel', 'noopener');
    await expect(link).toHaveAttribute('target', '_blank');
    await shot(page, 'personality-result', false);
    // No leader board for a test.
    await expect(page.getByRole('button', { name: 'Leader Board' })).toHaveCount(0);
  });
});
