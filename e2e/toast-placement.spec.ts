import { expect, test, type Locator, type Page } from '@playwright/test';
import { API, apiSend, copyDemoGame, registerBusiness } from './support/business';
import { registerPaid } from './support/billing';
import { login, shot, toast } from './support/console';

/**
 * Toasts cover no control (docs/product-rules.md#toast), on a phone, a tablet and a desktop: the
 * game editor's Save and Publish after a save, and the Player Data drawer's close button and
 * actions when the drawer opens under a shown toast. Screens in e2e/artifacts/.
 */
const WIDTHS = [375, 768, 1280] as const;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectClear(page: Page, controls: Locator[]) {
  const shown = toast(page);
  await expect(shown).toBeVisible();
  // The toast is placed before it is painted and moves in the frame after the screen changes.
  await expect
    .poll(async () => {
      const box = await shown.boundingBox();
      const covered: string[] = [];
      for (const control of controls) {
        const other = await control.boundingBox();
        if (box && other && overlaps(box, other))
          covered.push(
            (await control.textContent()) || ((await control.getAttribute('aria-label')) ?? '?'),
          );
      }
      return covered;
    })
    .toEqual([]);
}

test('a toast covers neither Save nor Publish in the game editor', async ({ page }) => {
  test.setTimeout(120_000);
  const business = await registerBusiness(page.request, 'Toast Café');
  const game = await copyDemoGame(page.request, business, 'Coffee Wordle', 'draft');
  await login(page, business.email, business.password);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await page.goto(`/games/edit/${game}`);
    const save = page.getByRole('button', { name: 'Save', exact: true });
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await expect(publish).toBeVisible();
    const header = [save, publish, page.getByRole('link', { name: 'Back to games' })];
    // A refusal naming several problems (a long, several-line warning), then a save's confirmation.
    await page.route(`**${API}/games/${game}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 409,
            json: {
              message: 'This game cannot be published yet.',
              errors: [
                'Its reward "Free coffee" has no codes left: add codes or choose another reward.',
                'Its end screen template was deleted: choose another one in Settings.',
                'Its schedule overlaps another game of this account on the same days.',
              ],
            },
          })
        : route.continue(),
    );
    await publish.click();
    await expect(toast(page)).toContainText('no codes left');
    await expectClear(page, header);
    await shot(page, `toast-editor-warning-${width}`);
    await page.unroute(`**${API}/games/${game}`);
    await save.click();
    await expect(toast(page)).toContainText('saved');
    await expectClear(page, header);
    await shot(page, `toast-editor-${width}`);
  }
});

test("a toast covers neither the Player Data drawer's close button nor its actions", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const business = await registerPaid(page.request, 'Toast Bakery');
  const game = await copyDemoGame(page.request, business, 'Coffee Lovers Quiz');
  await apiSend(
    page.request,
    business,
    'PATCH',
    `games/${game}`,
    {
      settings: {
        lead_form: {
          mode: 'after',
          fields: [
            { key: 'first_name', type: 'first_name', label: 'First name', required: true },
            { key: 'email', type: 'email', label: 'Email', required: true },
          ],
          consents: [],
        },
      },
    },
    200,
  );
  const started = await page.request.post(`${API}/play/games/${game}/sessions`, { data: {} });
  const { player_token: token } = (await started.json()) as { player_token: string };
  const lead = await page.request.post(`${API}/play/games/${game}/lead`, {
    headers: { 'x-player': token },
    data: { values: { first_name: 'Toby', email: 'toby@example.com' } },
  });
  expect(lead.status(), await lead.text()).toBe(200);

  await login(page, business.email, business.password);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await page.goto('/crm');
    // A table from 768 px, cards below.
    const row = page
      .getByTestId(width < 768 ? 'player-card' : 'player-row')
      .filter({ hasText: 'Toby' });
    await expect(row).toBeVisible();
    // A toast (the export's), then the drawer opens while it shows.
    const download = page.waitForEvent('download');
    await page.getByTestId('players-export').click();
    await download;
    await expect(toast(page)).toContainText('Exported players-');
    await row.getByTestId('player-name').click();
    const drawer = page.getByTestId('player-drawer');
    await expect(drawer).toContainText('toby@example.com');
    await expectClear(page, [
      drawer.getByRole('button', { name: 'Close' }),
      drawer.getByTestId('player-download'),
      drawer.getByTestId('player-erase'),
    ]);
    await shot(page, `toast-drawer-${width}`);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
});
