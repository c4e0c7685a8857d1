import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test } from '@playwright/test';
import { axeFindings, describeFindings, type AxeFinding } from './support/axe';
import { API, apiGet, apiSend, copyDemoGame, registerBusiness } from './support/business';
import { login, shot, toast } from './support/console';
import { winQuiz } from './support/manage-helpers';

/**
 * Redemption at the counter in the console (issue 35), as a coffee shop's owner goes: a reward
 * set to be used in store, a location with its staff PIN, a counter device paired (its code shown
 * big), a win voided with its reason, a conflict of two counters' offline queues shown with both
 * records, and the redemption report with its CSV. Screens in
 * e2e/artifacts/console-counter-*.png, at 1280 px and 390 px.
 *
 * Works in a business of its own (with its own copy of the demo quiz): the demo stays as seeded.
 */
test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const PHONE = { width: 390, height: 844 };

test('an owner sets up the counter: in-store reward, location, device, void, report', async ({
  page,
  request,
}) => {
  const owner = await registerBusiness(request, 'Demo Coffee Co.');
  const quiz = await copyDemoGame(request, owner, 'Coffee Lovers Quiz');
  const { reward } = await apiSend<{ reward: { public_id: string } }>(
    page.request,
    owner,
    'POST',
    'rewards',
    { name: 'Free latte', kind: 'physical', value: 'A latte' },
  );
  await apiSend(page.request, owner, 'PATCH', `games/${quiz}`, {
    settings: {
      rewards: {
        rules: [{ reward_id: reward.public_id, mode: 'winner' }],
        consolation_reward_id: null,
      },
    },
  });
  await winQuiz(request, quiz);
  await winQuiz(request, quiz);
  await login(page, owner.email, owner.password);
  const findings: AxeFinding[] = [];

  await test.step('the reward is set to be used in store', async () => {
    await page.goto(`/rewards/edit/${reward.public_id}`);
    const where = page.getByRole('group', { name: 'Where is it used?' });
    await expect(where.getByRole('radio', { name: /^Online/ })).toBeChecked();
    await where.getByRole('radio', { name: /^In store/ }).check();
    await page.getByTestId('reward-save').click();
    await expect(toast(page)).toContainText('Changes saved.');
    const saved = await apiGet<{ reward: { redeem_mode: string } }>(
      page.request,
      owner,
      `rewards/${reward.public_id}`,
    );
    expect(saved.reward.redeem_mode).toBe('in_store');
  });

  await test.step('a location with its staff PIN', async () => {
    await page.goto('/locations');
    await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
    await expect(page.getByText('No locations yet')).toBeVisible();
    await page.getByTestId('new-location').click();
    const dialog = page.getByRole('dialog', { name: 'New location' });
    await dialog.getByLabel('Name').fill('Main street shop');
    await dialog.getByLabel('Address').fill('1 Main street, Lyon');
    await dialog.getByLabel('Time zone').selectOption('Europe/Paris');
    // The map position (for the Apple pass's lock screen): both or neither, a decimal comma too.
    await dialog.getByLabel('Latitude').fill('45.7640');
    await dialog.getByLabel('Staff PIN').fill('12');
    await dialog.getByRole('button', { name: 'Create location' }).click();
    await expect(dialog.getByText('The PIN has 4 to 8 digits')).toBeVisible();
    await expect(
      dialog.getByText('Give both the latitude and the longitude, or neither'),
    ).toBeVisible();
    await shot(page, 'counter-location-dialog');
    await dialog.getByLabel('Longitude').fill('4,8357');
    await dialog.getByLabel('Staff PIN').fill('2468');
    await dialog.getByRole('button', { name: 'Create location' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByTestId('location-card');
    await expect(card.getByRole('heading', { name: 'Main street shop' })).toBeVisible();
    await expect(card.getByText('PIN set')).toBeVisible();
    await expect(card.getByText('Europe / Paris')).toBeVisible();
    await expect(card.getByTestId('location-on-map')).toHaveText('On the lock screen');
    // The PIN is never shown back: editing offers an empty box to change it.
    await card.getByTestId('edit-location').click();
    const edit = page.getByRole('dialog', { name: 'Edit Main street shop' });
    await expect(edit.getByLabel('New staff PIN')).toHaveValue('');
    await edit.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('a device is paired: its code shown big, with its expiry', async () => {
    const card = page.getByTestId('location-card');
    await card.getByTestId('pair-device').click();
    const dialog = page.getByRole('dialog', { name: 'Pair a device at Main street shop' });
    await dialog.getByLabel('Device name').fill('Till 1');
    await dialog.getByRole('button', { name: 'Show the pairing code' }).click();
    await expect(dialog.getByTestId('pairing-code')).toHaveText(/^[A-Z0-9-]{6,12}$/);
    await expect(dialog.getByTestId('pairing-expires')).toContainText('15 minutes');
    await expect(dialog.getByText(/\/redeem$/)).toBeVisible();
    findings.push(...(await axeFindings(page, '/locations (pairing code)')));
    await shot(page, 'counter-pairing');
    await dialog.getByRole('button', { name: 'Done' }).click();
    const device = card.getByTestId('device-row');
    await expect(device).toContainText('Till 1');
    await expect(device).toContainText('Not paired');
    // A location counts its paired devices: one waiting for its code is not one yet.
    await expect(card.getByText('No devices')).toBeVisible();
    findings.push(...(await axeFindings(page, '/locations')));
    await shot(page, 'counter-locations');
    await page.setViewportSize(PHONE);
    await shot(page, 'counter-locations-390', true);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('a win is voided with its reason', async () => {
    await page.goto(`/rewards/edit/${reward.public_id}`);
    const winners = page.getByTestId('winners');
    await expect(winners.getByTestId('winner-row')).toHaveCount(2);
    await winners.getByTestId('void-win').first().click();
    const dialog = page.getByRole('dialog', { name: 'Void this reward?' });
    await dialog.getByRole('button', { name: 'Void the reward' }).click();
    await expect(dialog.getByText('Say why it is voided')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Won twice with two emails');
    await dialog.getByRole('button', { name: 'Void the reward' }).click();
    await expect(toast(page)).toContainText('Reward voided.');
    const voided = winners.getByTestId('winner-row').filter({ hasText: 'Voided' });
    await expect(voided).toHaveCount(1);
    await expect(voided).toContainText('Won twice with two emails');
    await expect(voided.getByTestId('void-win')).toHaveCount(0);
  });

  await test.step('two counters redeemed the same reward offline: a conflict', async () => {
    // Two devices of the shop, paired and unlocked as staff do on the scanner (via the API here),
    // each queue the same win while offline and send their batch when back online.
    const { data: shops } = await apiGet<{
      data: { public_id: string; latitude: number | null; longitude: number | null }[];
    }>(page.request, owner, 'locations');
    expect(shops[0]).toMatchObject({ latitude: 45.764, longitude: 4.8357 });
    const device = async (name: string) => {
      const { pairing_code } = await apiSend<{ pairing_code: string }>(
        page.request,
        owner,
        'POST',
        `locations/${shops[0]!.public_id}/devices`,
        { name },
      );
      const paired = await page.request.post(`${API}/redeem/pair`, {
        data: { code: pairing_code },
      });
      expect(paired.status(), await paired.text()).toBe(200);
      const { device_token } = (await paired.json()) as { device_token: string };
      const headers = { authorization: `Bearer ${device_token}` };
      const unlocked = await page.request.post(`${API}/redeem/unlock`, {
        headers,
        data: { pin: '2468' },
      });
      expect(unlocked.status(), await unlocked.text()).toBe(200);
      return headers;
    };
    const tillA = await device('Till A');
    const tillB = await device('Till B');
    const { data: wins } = await apiGet<{ data: { id: string; status: string }[] }>(
      page.request,
      owner,
      `rewards/${reward.public_id}/winners`,
    );
    const open = wins.find((w) => w.status === 'active')!;
    const batch = async (headers: Record<string, string>, secondsAgo: number) => {
      const res = await page.request.post(`${API}/redeem/batch`, {
        headers,
        data: {
          redemptions: [
            {
              client_id: randomUUID(),
              code: open.id,
              redeemed_at: new Date(Date.now() - secondsAgo * 1000).toISOString(),
            },
          ],
        },
      });
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as { results: { result: string }[] }).results[0]!.result;
    };
    // Staff pressed Redeem a few seconds ago on each (after the win, which came first).
    expect(await batch(tillA, 3)).toBe('redeemed');
    expect(await batch(tillB, 2)).toBe('conflict');

    await page.goto('/redemptions');
    const conflict = page.getByTestId('conflicts').getByTestId('conflict');
    await expect(conflict).toHaveCount(1);
    await expect(conflict).toContainText('Free latte');
    await expect(conflict).toContainText(open.id);
    // Both records, side by side: the one that counted and the one refused.
    const kept = conflict.getByText('Counted', { exact: true }).locator('..');
    await expect(kept).toContainText('Till A');
    await expect(kept).toContainText('Main street shop');
    const refused = conflict.getByText('Refused', { exact: true }).locator('..');
    await expect(refused).toContainText('Till B');
    await expect(refused).toContainText('Main street shop');
    await shot(page, 'counter-conflict');
  });

  await test.step('the report counts it, and downloads as CSV', async () => {
    await page.goto('/redemptions');
    await expect(page.getByRole('heading', { level: 1, name: 'Redemptions' })).toBeVisible();
    await expect(page.getByTestId('total-issued')).toContainText('2');
    await expect(page.getByTestId('total-voided')).toContainText('1');
    await expect(page.getByTestId('total-redeemed')).toContainText('1');
    // The rate with its own counts: of the 2 issued, the 1 redeemed so far.
    await expect(page.getByTestId('total-rate')).toContainText('50 %');
    await expect(page.getByTestId('total-rate-of')).toHaveText('1 of 2');
    await expect(page.getByTestId('report-rate-note')).toContainText('the share of them redeemed');
    await expect(page.getByTestId('report-row').first()).toContainText('Free latte');
    await page.getByTestId('report-reward').selectOption({ label: 'Free latte' });
    await expect(page).toHaveURL(new RegExp(`reward=${reward.public_id}`));
    await expect(page.getByTestId('total-issued')).toContainText('2');
    findings.push(...(await axeFindings(page, '/redemptions')));
    await shot(page, 'counter-report');
    const download = page.waitForEvent('download');
    await page.getByTestId('report-csv').click();
    const file = await download;
    const csv = readFileSync((await file.path()) ?? '', 'utf8');
    expect(csv.split(/\r?\n/)[0]).toMatch(/day/i);
    expect(csv).toContain('Free latte');
    await page.setViewportSize(PHONE);
    await shot(page, 'counter-report-390', true);
  });

  expect(findings, describeFindings(findings)).toEqual([]);
});
