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
} from './support/play-helpers.js';

test.use({ viewport: PHONE });

/** The demo quiz: question → [right answer, a wrong one]. */
const ANSWERS: Record<string, [string, string]> = {
  'Which country produces the most coffee?': ['Brazil', 'Colombia'],
  'What is an espresso with a dash of foamed milk called?': ['Macchiato', 'Latte'],
  'Which coffee species is most widely grown?': ['Arabica', 'Robusta'],
  'Where does coffee originally come from?': ['Ethiopia', 'Italy'],
  'What gives a latte its silky texture?': ['Steamed milk', 'Butter'],
  'An Americano is espresso plus…': ['Hot water', 'Chocolate'],
  'What is the golden foam on top of an espresso called?': ['Crema', 'Froth'],
  'Which drink mixes espresso, chocolate and milk?': ['Mocha', 'Cortado'],
  'Cold brew is steeped for about…': ['12–24 hours', '1 week'],
};

async function playQuiz(page: Page, pick: 'right' | 'wrong'): Promise<void> {
  const board = page.getByRole('region', { name: 'Game board' });
  const total = Object.keys(ANSWERS).length;
  for (let i = 1; i <= total; i++) {
    await expect(board.getByText(`Question ${i} of ${total}`)).toBeVisible();
    const question = (await board.getByRole('heading', { level: 2 }).innerText()).trim();
    const answers = ANSWERS[question];
    expect(answers, `known question "${question}"`).toBeTruthy();
    const option = pick === 'right' ? answers![0] : answers![1];
    await board.getByRole('button', { name: option, exact: true }).click();
    // The server reveals the right answer only after the player answered.
    await expect(board.getByText(pick === 'right' ? 'Correct!' : 'Not quite.')).toBeVisible();
    if (i === 3) await shot(page, `quiz-playing-${pick}`);
  }
}

test('Quiz: answering every question right wins 5 points each', async ({ page, request }) => {
  await openAndStart(page, await gameId(request, 'quiz'));
  await playQuiz(page, 'right');
  expect(await expectResult(page)).toBe('won');
  expect(await dialogScore(page)).toBe(45);
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
  await expect(resultDialog(page)).toContainText('You answered every question.');
  await shot(page, 'quiz-lose-popup', false);
  // Play again starts a fresh session from the pop-up.
  await resultDialog(page).getByRole('button', { name: 'Play again' }).click();
  await expect(
    page.getByRole('region', { name: 'Game board' }).getByText('Question 1 of 9'),
  ).toBeVisible();
});
