import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, login } from './support/console';
import { gameId, PHONE } from './support/play-helpers';
import { saveShot } from './support/shots';

/**
 * The console's and the player app's chrome draws its icons as SVG, never as emoji: where no
 * colour-emoji font is installed (this suite's Debian Chromium has none) an emoji is an empty box.
 * Emoji stay only as content (EmojiQ clues, a business's own texts) and as a player's chosen
 * avatar, which falls back to a lettered badge. Screenshots land in e2e/artifacts/icons-*.png.
 */

/** A character a browser draws from a colour-emoji font (text-style symbols such as ✓ are fine). */
const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F/gu;

/** Emoji in the text under `locator`, except content emoji (marked `data-emoji="content"`). */
async function emojiIn(locator: Locator): Promise<string[]> {
  const texts = await locator.evaluate((root) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('[data-emoji="content"]')) found.push(node.nodeValue ?? '');
    }
    return found;
  });
  return texts.join(' ').match(EMOJI) ?? [];
}

const shot = (page: Page, name: string) => saveShot(page, `icons-${name}`, false);

test('the console game list shows each game type with an SVG icon', async ({ page }) => {
  await login(page, DEMO.owner);
  for (const [width, name] of [
    [1280, 'console-games'],
    [PHONE.width, 'console-games-375'],
  ] as const) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : PHONE.height });
    await page.goto('/games');
    // A table from the md breakpoint up, cards below it.
    const rows = page.getByTestId(width === 1280 ? 'game-row' : 'game-card');
    await expect(rows.first()).toBeVisible();
    expect(await emojiIn(page.getByRole('main'))).toEqual([]);
    // Every row's type icon is drawn (an <svg>), whatever fonts the machine has.
    for (const row of await rows.all()) await expect(row.locator('svg').first()).toBeVisible();
    await expect(page.getByTestId('top-loading-bar')).toHaveAttribute('data-state', 'idle');
    await shot(page, name);
  }
});

test.describe('player app', () => {
  test.use({ viewport: PHONE });

  test('the game pad’s chrome has no emoji, before, during and after a game', async ({
    page,
    request,
  }) => {
    // The spec's own copy of the demo quiz: its play touches no other test's data.
    await page.goto(`/game/${await gameId(request, 'quiz')}`);
    const pad = page.getByRole('article');
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
    expect(await emojiIn(pad)).toEqual([]);
    await expect(pad.locator('header svg')).toBeVisible(); // the game type's icon
    await shot(page, 'player-intro');

    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Game board' })).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    expect(await emojiIn(pad)).toEqual([]);
    await shot(page, 'player-playing');

    await page.getByRole('button', { name: 'Leader Board' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await emojiIn(dialog)).toEqual([]);
    await shot(page, 'player-leaderboard');
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    await page.getByRole('button', { name: 'Change avatar' }).click();
    await expect(dialog.getByRole('radio', { name: 'Fox' })).toBeVisible();
    await shot(page, 'player-avatars');
  });

  test('a chosen avatar without a colour-emoji font is a lettered badge, not a box', async ({
    page,
    request,
  }) => {
    await page.goto(`/game/${await gameId(request, 'wordle')}`);
    const colorEmoji = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      context.font = '20px sans-serif';
      context.textBaseline = 'top';
      context.fillText('\u{1F98A}', 0, 0);
      const data = context.getImageData(0, 0, 24, 24).data;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3]! > 0 && (data[i] !== data[i + 1] || data[i + 1] !== data[i + 2]))
          return true;
      }
      return false;
    });
    test.skip(colorEmoji, 'this browser has a colour-emoji font: the avatar is drawn as emoji');

    await page.getByRole('button', { name: 'Change avatar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Owl' }).check();
    await expect(dialog).toContainText('Owl'); // the choices are named in the fallback
    // Not even a content emoji: this browser would draw it as a box.
    expect((await dialog.innerText()).match(EMOJI)).toBeNull();
    await dialog.getByRole('textbox', { name: 'Name on the leader board' }).fill('Night Owl');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    // Beside "Playing as", the Owl's badge: its initial, no emoji.
    const playingAs = page.getByText('Playing as').locator('..');
    await expect(playingAs.getByText('O', { exact: true })).toBeVisible();
    // The business's CTA icon (☕) is left out too; its label stays.
    expect((await page.getByRole('article').innerText()).match(EMOJI)).toBeNull();
    await shot(page, 'player-avatar-fallback');
  });
});
