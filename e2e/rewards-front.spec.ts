/**
 * The player's side of rewards on a 375 px phone (issue 12, items 9 and 11): win the demo quiz
 * (its "Free coffee" goes to every winner), see the code, Copy and the QR code in the win pop-up,
 * reload and see the same reward, then find it on the rewards front with the way back to the
 * game; the business's page of what its games give, with `show_all=1` and the fairness
 * commitments. Plays the seeded demo quiz (each test is a new player; the pool has 500 codes).
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { axeFindings, describeFindings } from './support/axe.js';
import { DEMO_OWNER, demoGame, signIn } from './support/business.js';
import {
  expectResult,
  openAndStart,
  phoneSuite,
  playDemoQuiz,
  resultDialog,
  shot,
} from './support/play-helpers.js';

phoneSuite();
// A whole play, a reload, two pages and axe walks: more than the default minute on a busy machine.
test.describe.configure({ timeout: 300_000 });

/** The demo form ("One last step") that the demo quiz asks for after the game. */
async function fillAfterForm(page: Page, name: string): Promise<void> {
  const dialog = resultDialog(page);
  await expect(dialog.getByRole('heading', { name: 'One last step' })).toBeVisible({
    timeout: 15_000,
  });
  await dialog.getByRole('textbox', { name: 'First name', exact: true }).fill(name);
  await dialog
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill(`${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`);
  await dialog.getByRole('checkbox', { name: /terms/ }).check();
  await dialog.getByRole('button', { name: 'See my result' }).click();
}

test('win the demo quiz: the code and its QR code in the pop-up, after a reload, and on the rewards front', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const quiz = await demoGame(request, 'Coffee Lovers Quiz');
  const account = (await signIn(request, DEMO_OWNER)).account;

  await openAndStart(page, quiz.public_id);
  await playDemoQuiz(page, 'right');
  await fillAfterForm(page, 'Rita');
  expect(await expectResult(page)).toBe('won');

  // The reward under the score: name, code, Copy, QR code, expiry, how to redeem.
  const dialog = resultDialog(page);
  const reward = dialog.getByRole('region', { name: 'Free coffee' });
  await expect(reward).toBeVisible();
  await expect(reward).toContainText('You won a reward');
  const code = (await reward.getByTestId('reward-code').innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9_-]{4,}$/);
  const qr = reward.getByRole('img', { name: `QR code of your code ${code}` });
  await expect(qr).toBeVisible();
  // A QR code is a square of dark and light modules, at least 120 px wide on the phone.
  const box = (await qr.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(120);
  expect(Math.abs(box.width - box.height)).toBeLessThan(1);
  await expect(reward).toContainText(/Valid until|No expiry date/);
  await expect(reward).toContainText('How to redeem');
  await reward.getByRole('button', { name: 'Copy the code' }).click();
  await expect(reward.getByRole('button', { name: 'Copy the code' })).toContainText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await shot(page, 'rewards-popup', false);
  await reward.scrollIntoViewIfNeeded();
  await shot(page, 'rewards-popup-code', false);

  // The page is reloaded: the same reward, same code.
  await page.reload();
  const again = resultDialog(page).getByRole('region', { name: 'Free coffee' });
  await expect(again.getByTestId('reward-code')).toHaveText(code, { timeout: 15_000 });
  await expect(again.getByRole('img', { name: `QR code of your code ${code}` })).toBeVisible();

  // Closed, the pad keeps a way back to it.
  await resultDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('You won Free coffee', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Show my reward' }).click();
  await expect(again.getByTestId('reward-code')).toHaveText(code);
  const axePopup = await axeFindings(page, 'win pop-up with a reward');
  expect(axePopup, describeFindings(axePopup)).toEqual([]);

  // The rewards front: the player's own page.
  const gameUrl = page.url();
  await again.getByRole('link', { name: 'See all my rewards' }).click();
  await expect(page).toHaveURL(new RegExp(`/rewards/${account}/[A-Za-z0-9_-]+\\?source_url=`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your rewards' })).toBeVisible();
  const won = page.getByRole('region', { name: 'Won so far' });
  const card = won.getByRole('region', { name: 'Free coffee' });
  await expect(card.getByTestId('reward-code')).toHaveText(code);
  await expect(card).toContainText('Ready to use');
  await expect(card).toContainText('Won in Coffee Lovers Quiz');
  await expect(card.getByRole('img', { name: `QR code of your code ${code}` })).toBeVisible();
  // One Free coffee per player and rule: the quiz's is won, but the Coffee Wheel's own rule still
  // gives one, so it stays among what this player can still win.
  const still = page.getByRole('region', { name: 'You can still win' });
  await expect(still).toContainText('Free coffee');
  const back = page.getByRole('link', { name: 'Back to the game' });
  await expect(back).toHaveAttribute('href', gameUrl);
  await shot(page, 'rewards-front-player');
  const axeFront = await axeFindings(page, 'rewards front (player)');
  expect(axeFront, describeFindings(axeFront)).toEqual([]);

  await back.click();
  await expect(page).toHaveURL(gameUrl);
});

test('the business’s rewards front: what its games give, the games with show_all=1, fair draws', async ({
  page,
  request,
}) => {
  const account = (await signIn(request, DEMO_OWNER)).account;

  // Rewards only (any show_all other than 1), no codes, no "Back" for a javascript: address.
  await page.goto(`/rewards/${account}?show_all=true&parent_url=javascript%3Aalert(1)`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  const offers = page.getByRole('region', { name: 'What you can win' });
  await expect(offers).toContainText('Free coffee');
  await expect(offers.getByRole('link', { name: /^Play/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to the game' })).toHaveCount(0);
  await expect(page.getByTestId('reward-code')).toHaveCount(0);

  // show_all=1: the live games giving each reward, with Play links carrying the attribution.
  const source = 'https://cafe.example/menu';
  await page.goto(`/rewards/${account}?show_all=1&source_url=${encodeURIComponent(source)}`);
  const coffee = page
    .getByRole('region', { name: 'What you can win' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Free coffee' }) });
  await expect(coffee).toContainText('Coffee Lovers Quiz');
  await expect(coffee).toContainText('Every winner');
  const play = coffee.getByRole('link', { name: 'Play Coffee Lovers Quiz' });
  await expect(play).toHaveAttribute(
    'href',
    new RegExp(`^/game/[A-Za-z0-9_-]+\\?source_url=${encodeURIComponent(source)}$`),
  );
  await expect(page.getByRole('link', { name: 'Back to the game' })).toHaveAttribute(
    'href',
    source,
  );
  // The scratch card's odds are committed to in advance: a short fingerprint and how to verify.
  const fair = page.getByRole('region', { name: 'Fair draws' });
  await expect(fair).toBeVisible();
  await expect(fair.getByText(/^[0-9a-f]{12}…$/).first()).toBeVisible();
  await fair.getByText('How to verify').click();
  await expect(fair).toContainText('SHA-256');
  await shot(page, 'rewards-front-business');
  const findings = await axeFindings(page, 'rewards front (business, show_all)');
  expect(findings, describeFindings(findings)).toEqual([]);

  await play.click();
  await expect(page.getByRole('heading', { name: 'Coffee Lovers Quiz' })).toBeVisible();
});

test('a player’s page opened on another device shows no codes', async ({ page, request }) => {
  const account = (await signIn(request, DEMO_OWNER)).account;
  await page.goto(`/rewards/${account}/SomeOtherPlayer1`);
  await expect(page.getByText('Open this page on the device you played on')).toBeVisible();
  await expect(page.getByTestId('reward-code')).toHaveCount(0);
  await shot(page, 'rewards-front-other-device');
});
