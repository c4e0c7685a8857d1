import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { axeFindings, describeFindings, type AxeFinding } from './support/axe';
import { apiGet, apiSend, copyDemoGame, registerBusiness, type Session } from './support/business';
import { login, shot, toast } from './support/console';
import { openAndStart, playDemoQuiz, PHONE, resultDialog } from './support/play-helpers';
import { saveShot } from './support/shots';

/**
 * Rewards end to end (issue 12), as a new business would go: create a reward, upload a file of
 * codes (watching the progress bar), generate more, give the reward in a game's editor; a player
 * wins it on a 375 px phone and sees the code, finds it on the rewards front; staff redeem it in
 * the console, and a second try says when it was redeemed. Screens in e2e/artifacts/console-
 * rewards-*.png (desktop and phone).
 *
 * Works in a business of its own (with its own copy of the demo quiz): the demo stays as seeded.
 */

// A long journey, on a machine that may be busy: generous limits.
test.describe.configure({ timeout: 480_000 });
test.use({ actionTimeout: 30_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const CODES = 60_000;
/** "SMOOTHIE-000001"…: one code per line, with the mistakes a real file has. */
function codeFile(): Buffer {
  const lines: string[] = ['  SMOOTHIE-000001  '];
  for (let i = 2; i <= CODES; i += 1) lines.push(`SMOOTHIE-${String(i).padStart(6, '0')}`);
  lines.push('', 'SMOOTHIE-000002', 'X'.repeat(150));
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

/** Slows this page's uploads (Chromium's network emulation) so the progress bar can be seen. */
async function slowUploads(page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/** Saves e2e/artifacts/console-{name}.png of one part of the page (a long editor's section). */
async function partShot(part: Locator, name: string): Promise<void> {
  const artifacts = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
  await part.screenshot({ path: join(artifacts, `console-${name}.png`), animations: 'disabled' });
}

interface RewardBody {
  public_id: string;
  stock: { total: number | null; won: number; redeemed: number; left: number | null };
  games: { public_id: string; name: string }[];
}

async function rewardOf(page: Page, owner: Session, id: string): Promise<RewardBody> {
  return (await apiGet<{ reward: RewardBody }>(page.request, owner, `rewards/${id}`)).reward;
}

test('a reward goes from the console to a winner’s phone and back to the counter', async ({
  page,
  browser,
  request,
}) => {
  const owner = await registerBusiness(request, 'Smoothie Bar');
  const quiz = await copyDemoGame(request, owner, 'Coffee Lovers Quiz');
  await login(page, owner.email, owner.password);
  // WCAG 2.1 AA on the screens in the states only this journey reaches (the axe walk of
  // a11y-axe.spec.ts sees the empty and missing ones).
  const findings: AxeFinding[] = [];

  let rewardId = '';
  await test.step('create a reward with the form', async () => {
    await page.goto('/rewards');
    await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
    await expect(page.getByText('No rewards yet')).toBeVisible();
    await shot(page, 'rewards-empty');
    await page.getByRole('link', { name: 'New reward' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New reward' })).toBeVisible();

    // The contract's own messages, before anything is sent.
    await page.getByTestId('reward-save').click();
    await expect(page.getByText('Name is required')).toBeVisible();

    await page.getByTestId('reward-name-input').fill('Free smoothie');
    await page.getByLabel('Value').fill('4 €');
    await page.getByLabel('Description').fill('Any smoothie of the day, any size.');
    await page.getByLabel('How to redeem').fill('Show the code at the counter.');
    await page
      .getByTestId('reward-expiry')
      .getByRole('radio', { name: 'Days after winning' })
      .click();
    await page.getByLabel('Days after winning').fill('30');
    await page.getByTestId('reward-threshold').fill('10');
    const preview = page.getByTestId('reward-preview');
    await expect(preview.getByTestId('preview-reward')).toContainText('Free smoothie');
    await expect(preview.getByTestId('preview-reward')).toContainText(
      'Valid 30 days after winning',
    );
    await shot(page, 'rewards-add', true);
    await page.getByTestId('reward-save').click();
    await expect(page).toHaveURL(/\/rewards\/edit\/[^/]+$/);
    await expect(toast(page)).toContainText('Now add its codes');
    rewardId = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1, name: 'Free smoothie' })).toBeVisible();
  });

  await test.step('upload a file of codes and watch its progress', async () => {
    await slowUploads(page, 400_000);
    await page.getByTestId('codes-file').setInputFiles({
      name: 'smoothie-codes.csv',
      mimeType: 'text/csv',
      buffer: codeFile(),
    });
    const bar = page.getByTestId('upload-progressbar');
    await expect(bar).toBeVisible();
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 })
      .toBeGreaterThan(0);
    // The loading bar runs while the file goes up: no waiting for the page to rest.
    await saveShot(page, 'console-rewards-uploading', false);
    const report = page.getByTestId('import-report');
    await expect(report).toBeVisible({ timeout: 60_000 });
    await expect(report.getByTestId('report-imported')).toHaveText('60,000');
    await expect(report.getByTestId('report-duplicates')).toHaveText('1');
    await expect(report.getByTestId('report-blank')).toHaveText('1');
    await expect(report.getByTestId('report-too-long')).toHaveText('1');
    await expect(report).toContainText('Too long');
    await expect(page.getByTestId('stock-total')).toHaveText('60,000');
    await expect(page.getByTestId('stock-left')).toHaveText('60,000');
    await shot(page, 'rewards-imported', true);
    findings.push(...(await axeFindings(page, 'reward editor (import report)')));
  });

  await test.step('generate more codes', async () => {
    await page.getByTestId('pool-tab').getByRole('radio', { name: 'Generate' }).click();
    await page.getByTestId('generate-count').fill('25');
    await page.getByLabel('Prefix').fill('GEN-');
    await page.getByTestId('generate-submit').click();
    await expect(page.getByTestId('import-report')).toContainText('25 codes added.');
    await expect(page.getByTestId('stock-total')).toHaveText('60,025');
    expect((await rewardOf(page, owner, rewardId)).stock.total).toBe(60_025);
  });

  await test.step('give the reward in the game editor', async () => {
    await page.goto(`/games/edit/${quiz}`);
    const section = page.getByTestId('rewards-section');
    await section.scrollIntoViewIfNeeded();
    await section.getByTestId('add-reward-rule').click();
    const rule = section.getByTestId('reward-rule');
    await expect(rule.getByTestId('rule-0-reward')).toHaveValue(rewardId);
    await expect(
      rule.getByTestId('rule-0-mode').getByRole('radio', { name: 'Every winner' }),
    ).toHaveAttribute('aria-checked', 'true');
    // Odds are checked as the server would, at the field.
    await rule.getByTestId('rule-0-mode').getByRole('radio', { name: 'Instant win' }).click();
    await rule.getByTestId('rule-0-odds').fill('0.0001');
    await rule.getByTestId('rule-0-odds').blur();
    await expect(rule.getByText('The odds must be at least 0.001 %')).toBeVisible();
    await rule.getByTestId('rule-0-mode').getByRole('radio', { name: 'Every winner' }).click();
    await shot(page, 'rewards-game-section');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page)).toHaveText('Changes saved.');
    const game = await apiGet<{
      game: { settings: { rewards: { rules: { reward_id: string; mode: string }[] } } };
    }>(page.request, owner, `games/${quiz}`);
    expect(game.game.settings.rewards.rules).toMatchObject([
      { reward_id: rewardId, mode: 'winner' },
    ]);

    await page.goto('/rewards');
    const row = page.getByTestId('reward-row').filter({ hasText: 'Free smoothie' });
    await expect(row).toContainText('Coffee Lovers Quiz', { timeout: 30_000 });
    await expect(row).toContainText('60,025');
    await shot(page, 'rewards-list');
  });

  let code = '';
  await test.step('a player wins it on a phone and sees the code', async () => {
    const phone = await browser.newContext({ viewport: PHONE });
    const player = await phone.newPage();
    await openAndStart(player, quiz);
    await playDemoQuiz(player, 'right');
    const popup = resultDialog(player);
    await expect(popup.getByRole('heading', { level: 2 })).toHaveText('Congratulations.', {
      timeout: 15_000,
    });
    const won = popup.getByTestId('won-reward');
    await expect(won).toContainText('Free smoothie');
    code = (await won.getByTestId('reward-code').innerText()).trim();
    expect(code).toMatch(/^SMOOTHIE-\d{6}$|^GEN-/);
    await saveShot(player, 'console-rewards-player-won', false);

    await won.getByRole('link', { name: /See all my rewards/ }).click();
    await expect(player).toHaveURL(new RegExp(`/rewards/${owner.account}/`));
    await expect(player.getByTestId('reward-code').first()).toHaveText(code);
    await saveShot(player, 'console-rewards-front', true);
    await phone.close();
  });

  await test.step('staff redeem the code, once', async () => {
    await page.goto('/rewards');
    await page.getByTestId('redeem-code').fill(code);
    await page.getByTestId('redeem-submit').click();
    await expect(page.getByTestId('redeem-result')).toContainText(`Redeemed: ${code}`);
    await shot(page, 'rewards-redeemed');
    findings.push(...(await axeFindings(page, '/rewards (list, redeemed)')));
    await page.getByTestId('redeem-code').fill(code);
    await page.getByTestId('redeem-submit').click();
    await expect(page.getByTestId('redeem-result')).toContainText('already redeemed on');
    expect((await rewardOf(page, owner, rewardId)).stock).toMatchObject({ won: 1, redeemed: 1 });

    await page.goto(`/rewards/edit/${rewardId}`);
    const winner = page.getByTestId('winner-row').first();
    await expect(winner).toContainText(code);
    await expect(winner).toContainText('Redeemed');
    findings.push(...(await axeFindings(page, 'reward editor (winners)')));
    const download = page.waitForEvent('download');
    await page.getByTestId('winners-export').click();
    const file = await download;
    const csv = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(csv as Buffer[]).toString('utf8')).toContain(code);
  });

  await test.step('the screens hold together on a phone', async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/rewards');
    await expect(page.getByTestId('reward-card')).toContainText('Free smoothie');
    await shot(page, 'rewards-list-phone', true);
    await page.goto(`/rewards/edit/${rewardId}`);
    await expect(page.getByTestId('stock-card')).toBeVisible();
    await shot(page, 'rewards-edit-phone', true);
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  });
  expect(findings.length, describeFindings(findings)).toBe(0);
});

test('the game editor sets odds, winning moments from a CSV and limits, and shows the commitment', async ({
  page,
  request,
}) => {
  const owner = await registerBusiness(request, 'Moments Café');
  const quiz = await copyDemoGame(request, owner, 'Coffee Lovers Quiz');
  const make = (body: Record<string, unknown>) =>
    apiSend<{ reward: { public_id: string } }>(request, owner, 'POST', 'rewards', body);
  const tote = (await make({ name: 'Tote bag', kind: 'physical', quantity: 5 })).reward.public_id;
  const sticker = (await make({ name: 'Sticker', kind: 'shared_code', shared_value: 'STICKER' }))
    .reward.public_id;
  await login(page, owner.email, owner.password);
  await page.goto(`/games/edit/${quiz}`);
  const section = page.getByTestId('rewards-section');

  // Rule 1: the tote bag at three moments imported from a CSV (with a header and a bad line).
  await section.getByTestId('add-reward-rule').click();
  await section.getByTestId('rule-0-reward').selectOption(tote);
  await section.getByTestId('rule-0-mode').getByRole('radio', { name: 'Winning moments' }).click();
  await section
    .getByTestId('rule-0-moments-mode')
    .getByRole('radio', { name: /by hand/ })
    .click();
  const year = new Date().getFullYear() + 1;
  await section.getByTestId('rule-0-moments-file').setInputFiles({
    name: 'moments.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `prize,when\ntote,${year}-01-05 10:00\ntote,${year}-01-03T09:30:00Z\ntote,soon\ntote,${year}-01-04 18:15\n`,
    ),
  });
  await expect(section.getByRole('status').filter({ hasText: 'moments added' })).toHaveText(
    /3 moments added\. Left out: 1 line that is not a date and time\.Line 4: “soon”/,
  );
  await expect(section.getByTestId('rule-0-moment-total')).toHaveText('3 moments');

  // Rule 2: the sticker by odds, at most 10 a day; the consolation picker appears with odds.
  await section.getByTestId('add-reward-rule').click();
  await section.getByTestId('rule-1-reward').selectOption(sticker);
  await section.getByTestId('rule-1-mode').getByRole('radio', { name: 'Instant win' }).click();
  await section.getByTestId('rule-1-odds').fill('25');
  await expect(section.getByText('About 1 in 4 plays')).toBeVisible();
  await section.getByRole('listitem', { name: 'Rule 2' }).getByLabel('Per day').fill('10');
  await section.getByTestId('consolation-reward').selectOption(tote);
  await partShot(section, 'rewards-game-rules');
  const findings = await axeFindings(page, 'game editor (rewards rules)');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page)).toHaveText('Changes saved.');
  const { game } = await apiGet<{
    game: {
      settings: {
        rewards: {
          rules: {
            reward_id: string;
            mode: string;
            odds: number | null;
            per_day: number | null;
            moments: { mode: string; times?: string[] } | null;
          }[];
          consolation_reward_id: string | null;
        };
      };
    };
  }>(request, owner, `games/${quiz}`);
  expect(game.settings.rewards.consolation_reward_id).toBe(tote);
  expect(game.settings.rewards.rules).toMatchObject([
    { reward_id: tote, mode: 'moments', moments: { mode: 'manual' } },
    { reward_id: sticker, mode: 'odds', odds: 25, per_day: 10 },
  ]);
  expect(game.settings.rewards.rules[0]!.moments!.times).toEqual([
    `${year}-01-03T09:30:00.000Z`,
    new Date(`${year}-01-04T18:15`).toISOString(),
    new Date(`${year}-01-05T10:00`).toISOString(),
  ]);

  // A published game with odds committed to its draws: the SHA-256 is shown.
  await page.reload();
  const fairness = page.getByTestId('rewards-fairness');
  await expect(fairness).toContainText(/[0-9a-f]{64}/);
  await partShot(section, 'rewards-game-fairness');
  await page.setViewportSize(PHONE);
  await partShot(section, 'rewards-game-rules-phone');
  expect(findings.length, describeFindings(findings)).toBe(0);
});
