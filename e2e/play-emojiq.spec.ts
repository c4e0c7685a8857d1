import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  expectEndPopup,
  expectLeaderboardAfterEnd,
  phoneSuite,
  resultDialog,
  shot,
  startDemoGame,
} from './support/play-helpers.js';

phoneSuite();

/** The demo EmojiQ's phrases, in play order. */
const PHRASES = [
  'Iced coffee',
  'Mocha',
  'Matcha latte',
  'Croissant',
  'Pumpkin spice',
  'Night owl',
  'Espresso',
];

function letters(phrase: string): string[] {
  return [...new Set([...phrase.toUpperCase()].filter((c) => /[A-Z]/.test(c)))];
}

const lettersGroup = (page: Page) => page.getByRole('group', { name: 'Letters' });

/** Guesses one letter (by tapping its key, or with the physical keyboard) and waits for it. */
async function guess(page: Page, letter: string, how: 'tap' | 'key'): Promise<void> {
  if (how === 'tap')
    await lettersGroup(page).getByRole('button', { name: letter, exact: true }).click();
  else await page.keyboard.press(letter.toLowerCase());
}

test('EmojiQ: guessing every phrase letter by letter wins', async ({ page, request }) => {
  await startDemoGame(page, request, 'emojiq');
  await expect(page.getByText('8 of 8 lives left')).toBeAttached();
  await shot(page, 'emojiq-start');
  for (const [i, phrase] of PHRASES.entries()) {
    await expect(page.getByText(`Phrase ${i + 1} of ${PHRASES.length}`)).toBeVisible();
    const all = letters(phrase);
    for (const [j, letter] of all.entries()) {
      await guess(page, letter, i % 2 === 0 ? 'tap' : 'key');
      if (j < all.length - 1) {
        await expect(
          lettersGroup(page).getByRole('button', { name: `${letter}, in the phrase` }),
        ).toBeVisible();
      }
    }
    if (i === 2) await shot(page, 'emojiq-playing');
  }
  await expectEndPopup(page, { result: 'won', score: 10, shot: 'emojiq-win-popup' });
  await expectLeaderboardAfterEnd(page);
  await expect(page.getByRole('region', { name: 'Answers' })).toContainText('Espresso');
  // No life was lost.
  await expect(page.getByText('8 of 8 lives left')).toBeAttached();
  await shot(page, 'emojiq-after-win');
});

test('EmojiQ: Letter costs a life, wrong letters cost the rest and the game is lost', async ({
  page,
  request,
}) => {
  await startDemoGame(page, request, 'emojiq');
  await page.getByRole('button', { name: /^Letter/ }).click();
  await expect(page.getByText('7 of 8 lives left')).toBeAttached();
  // "Iced coffee": the Letter button revealed its first letter, I.
  await expect(page.getByRole('img', { name: /^Phrase: I / })).toBeAttached();

  const wrong = ['Z', 'X', 'Q', 'J', 'K', 'W', 'V'];
  for (const [i, letter] of wrong.entries()) {
    await guess(page, letter, 'tap');
    if (i < wrong.length - 1) {
      await expect(page.getByText(`${6 - i} of 8 lives left`)).toBeAttached();
      await expect(
        lettersGroup(page).getByRole('button', { name: `${letter}, not in the phrase` }),
      ).toBeVisible();
    }
    if (i === 3) await shot(page, 'emojiq-losing-lives');
  }
  await expectEndPopup(page, {
    result: 'lost',
    score: 0,
    says: 'No lives left.',
    shot: 'emojiq-lose-popup',
  });
  await resultDialog(page).getByRole('button', { name: 'Close' }).click();
  // The demo keeps the answers secret: losing is no cheat sheet for the next play.
  await expect(page.getByText('Out of lives. You solved 0 of 7 phrases. Try again!')).toBeVisible();
  await expect(page.getByText(/Iced coffee/i)).toHaveCount(0);
});
