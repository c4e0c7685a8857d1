import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  dialogScore,
  expectLeaderboardAfterEnd,
  expectResult,
  gameId,
  openAndStart,
  PHONE,
  resultDialog,
  shot,
  playDemoQuiz,
} from './support/play-helpers.js';

test.use({ viewport: PHONE });

function playQuiz(page: Page, pick: 'right' | 'wrong'): Promise<void> {
  return playDemoQuiz(page, pick, async (i) => {
    if (i === 3) await shot(page, `quiz-playing-${pick}`);
  });
}

test('Quiz: answering every question right wins 5 points each', async ({ page, request }) => {
  await openAndStart(page, await gameId(request, 'quiz'));
  await playQuiz(page, 'right');
  expect(await expectResult(page)).toBe('won');
  expect(await dialogScore(page)).toBe(45);
  await expect(resultDialog(page)).toContainText('You got 9 of 9 right.');
  await shot(page, 'quiz-win-popup', false);
  await expectLeaderboardAfterEnd(page);
  await expect(page.getByRole('region', { name: 'Results' })).toContainText(
    'You answered 9 of 9 questions correctly.',
  );
  await shot(page, 'quiz-after-win');
});

test('Quiz: wrong answers to the end lose with the game-over pop-up', async ({ page, request }) => {
  await openAndStart(page, await gameId(request, 'quiz'));
  await playQuiz(page, 'wrong');
  expect(await expectResult(page)).toBe('lost');
  expect(await dialogScore(page)).toBe(0);
  // A loss says how it went, not that every question was answered (as if that were an achievement).
  await expect(resultDialog(page)).toContainText('You got 0 of 9 right.');
  await expect(resultDialog(page)).not.toContainText('You answered every question.');
  await shot(page, 'quiz-lose-popup', false);
  // Play again starts a fresh session from the pop-up.
  await resultDialog(page).getByRole('button', { name: 'Play again' }).click();
  await expect(
    page.getByRole('region', { name: 'Game board' }).getByText('Question 1 of 9'),
  ).toBeVisible();
});
