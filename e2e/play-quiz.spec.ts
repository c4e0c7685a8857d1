import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  expectEndPopup,
  expectLeaderboardAfterEnd,
  phoneSuite,
  resultDialog,
  shot,
  playDemoQuiz,
  startDemoGame,
} from './support/play-helpers.js';

phoneSuite();

function playQuiz(page: Page, pick: 'right' | 'wrong'): Promise<void> {
  return playDemoQuiz(page, pick, async (i) => {
    if (i === 3) await shot(page, `quiz-playing-${pick}`);
  });
}

test('Quiz: answering every question right wins 5 points each', async ({ page, request }) => {
  await startDemoGame(page, request, 'quiz');
  await playQuiz(page, 'right');
  await expectEndPopup(page, {
    result: 'won',
    score: 45,
    says: 'You got 9 of 9 right.',
    shot: 'quiz-win-popup',
  });
  await expectLeaderboardAfterEnd(page);
  await expect(page.getByRole('region', { name: 'Results' })).toContainText(
    'You answered 9 of 9 questions correctly.',
  );
  await shot(page, 'quiz-after-win');
});

test('Quiz: wrong answers to the end lose with the game-over pop-up', async ({ page, request }) => {
  await startDemoGame(page, request, 'quiz');
  await playQuiz(page, 'wrong');
  // A loss says how it went, not that every question was answered (as if that were an achievement).
  await expectEndPopup(page, {
    result: 'lost',
    score: 0,
    says: 'You got 0 of 9 right.',
    shot: 'quiz-lose-popup',
  });
  await expect(resultDialog(page)).not.toContainText('You answered every question.');
  // Play again starts a fresh session from the pop-up.
  await resultDialog(page).getByRole('button', { name: 'Play again' }).click();
  await expect(
    page.getByRole('region', { name: 'Game board' }).getByText('Question 1 of 9'),
  ).toBeVisible();
});
