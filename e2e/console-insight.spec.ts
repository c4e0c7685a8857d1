import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiGet, apiSend, copyDemoGame, registerBusiness } from './support/business';
import { login, shot, toast } from './support/console';
import { addDays, fitsWidth, localDay, winQuiz } from './support/manage-helpers';

/**
 * Issue 34 in the console: a game's Insight tab shows the funnel of the plays made in the test,
 * compares it and breaks it down; a placement is created and its QR code downloaded as PNG and
 * SVG; a two-variant quiz experiment is created, its results page shows the method, the "not
 * enough data" state and both variants, and stays readable once stopped; promoting a variant of
 * a second experiment changes the game.
 *
 * The test works in a business of its own with a copy of the demo quiz (e2e/support/business.ts:
 * an experiment on the seeded demo quiz would change the game other specs play).
 */

interface Funnel {
  current: { steps: Record<string, number> };
}

async function both(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => fitsWidth(page), `${name} fits ${width} px`).toBe(true);
    await shot(page, `insight-${name}-${width}`, true);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a game’s insight, placements and experiments', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = await registerBusiness(request, 'Insight Café');
  const quiz = await copyDemoGame(request, owner, 'Coffee Lovers Quiz');
  await winQuiz(request, quiz);
  await winQuiz(request, quiz);
  const today = localDay();
  const from = addDays(today, -29);
  const funnel = await apiGet<Funnel>(
    request,
    owner,
    `stats/funnel?game=${quiz}&from=${from}&to=${today}`,
  );
  expect(funnel.current.steps.start).toBe(2);

  await login(page, owner.email, owner.password);
  await page.goto(`/games/edit/${quiz}`);
  await page.getByTestId('game-tabs').getByRole('link', { name: 'Insight' }).click();
  await expect(page).toHaveURL(new RegExp(`/games/edit/${quiz}/insight`));

  // The funnel: the plays of the test, with the step-to-step rate.
  const steps = page.getByTestId('funnel-steps');
  await expect(steps.locator('[data-step="start"]').getByTestId('step-count')).toHaveText('2');
  await expect(steps.locator('[data-step="win"]').getByTestId('step-count')).toHaveText(
    String(funnel.current.steps.win),
  );
  await expect(steps.locator('[data-step="finish"]')).toContainText('100% of previous');

  // Compared with the 30 days before, in one click (nobody played then).
  await page.getByTestId('compare-toggle').click();
  await expect(page).toHaveURL(/compare=1/);
  await expect(steps.locator('[data-step="start"]')).toContainText('before: 0');

  // The breakdown by device: the API's plays carry no browser, by source: direct.
  await expect(page.getByTestId('breakdown')).toContainText('Direct');
  await page.getByTestId('group-by').selectOption('device');
  await expect(page.getByTestId('breakdown').getByRole('row')).not.toHaveCount(0);

  // Where players give up: the quiz's questions with their answers.
  await expect(page.getByTestId('give-up-steps')).toContainText('Question 1');

  // A placement, its link and its QR code as PNG and SVG.
  const placements = page.getByTestId('placements');
  await placements.getByRole('button', { name: 'New placement' }).click();
  const form = page.getByTestId('placement-form');
  await form.getByLabel('Name').fill('Counter QR');
  await form.getByLabel('Campaign (optional)').fill('Bad Campaign');
  await form.getByRole('button', { name: 'Create placement' }).click();
  await expect(form.getByText('Use lower case letters')).toBeVisible();
  await form.getByLabel('Campaign (optional)').fill('spring');
  await form.getByRole('button', { name: 'Create placement' }).click();
  await expect(toast(page).filter({ hasText: 'Placement “Counter QR” created' })).toBeVisible();
  // The same name again is refused beside the name.
  await placements.getByRole('button', { name: 'New placement' }).click();
  await form.getByLabel('Name').fill('counter qr');
  await form.getByRole('button', { name: 'Create placement' }).click();
  await expect(
    form.getByText('This game already has a placement named “counter qr”'),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  const row = placements.getByTestId('placement').filter({ hasText: 'Counter QR' });
  await expect(row).toContainText('utm_campaign=spring');
  for (const format of ['png', 'svg'] as const) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByTestId(`qr-${format}`).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`counter-qr\\.${format}$`));
    const bytes = readFileSync((await download.path())!);
    if (format === 'png') expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    else expect(bytes.toString()).toContain('<svg');
  }
  await both(page, 'game');

  // A two-variant experiment: B keeps the quiz's first 3 questions.
  await page.getByTestId('game-tabs').getByRole('link', { name: 'Experiments' }).click();
  await page.getByTestId('new-experiment').click();
  const experiment = page.getByTestId('experiment-form');
  await experiment.getByLabel('Name', { exact: true }).first().fill('Short or long');
  await expect(page.getByTestId('share-total')).toHaveText('Shares: 100% of 100%');
  const b = page.getByTestId('variant-B');
  await b.getByLabel('Name').fill('Three questions');
  await b.getByTestId('questions-kept').fill('3');
  // A share that breaks the sum is refused at the fields before anything is sent.
  await b.getByLabel('Share (%)').fill('60');
  await experiment.getByRole('button', { name: 'Start experiment' }).click();
  await expect(page.getByText('The shares must add up to 100 %')).toBeVisible();
  await b.getByLabel('Share (%)').fill('50');
  await both(page, 'experiment-form');
  await experiment.getByRole('button', { name: 'Start experiment' }).click();
  await expect(page).toHaveURL(new RegExp(`/games/edit/${quiz}/experiments/[^/]+$`));

  const results = page.getByTestId('results');
  await expect(results.getByTestId('result-A')).toBeVisible();
  await expect(results.getByTestId('result-B')).toContainText('Three questions');
  await expect(page.getByTestId('experiment')).toContainText('two-proportion z-test');
  await expect(page.getByTestId('not-enough-data')).toBeVisible();
  await both(page, 'experiment');

  // Stop: the experiment ends, its results stay readable.
  await page.getByTestId('stop-experiment').click();
  await page.getByTestId('experiment-confirm').getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByTestId('experiment-stopped')).toContainText('Stopped on');
  await expect(results.getByTestId('result-B')).toContainText('Three questions');
  await expect(page.getByTestId('stop-experiment')).toHaveCount(0);

  // Promote: a second experiment (harder B) made the game's own in one action.
  const { experiment: second } = await apiSend<{ experiment: { public_id: string } }>(
    request,
    owner,
    'POST',
    'experiments',
    {
      game: quiz,
      name: 'Harder',
      goal: 'finish',
      variants: [
        { name: 'As it is', share: 50 },
        { name: 'Hard', share: 50, overrides: { difficulty: 'hard' } },
      ],
    },
  );
  await page.goto(`/games/edit/${quiz}/experiments/${second.public_id}`);
  await page.getByRole('combobox', { name: 'Variant to promote' }).selectOption('B');
  await page.getByTestId('promote-experiment').click();
  await page
    .getByTestId('experiment-confirm')
    .getByRole('button', { name: 'Promote variant B' })
    .click();
  await expect(page.getByTestId('experiment-stopped')).toContainText('B · Hard');
  await expect(results.getByTestId('result-B')).toBeVisible();
  const promoted = await apiGet<{ game: { difficulty: string } }>(request, owner, `games/${quiz}`);
  expect(promoted.game.difficulty).toBe('hard');
  await page.getByTestId('game-tabs').getByRole('link', { name: 'Experiments' }).click();
  await expect(page.getByTestId('experiments')).toContainText('Variant B promoted');
  await expect(page.getByTestId('experiments')).toContainText('Short or long');

  // The dashboard: the funnel of every game, by source.
  await page.goto('/dashboard');
  await expect(
    page.getByTestId('funnel-card').locator('[data-step="start"]').getByTestId('step-count'),
  ).toHaveText('2');
  await both(page, 'dashboard');
});
