import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSend, registerBusiness, type Session } from './support/business';
import { login, toast } from './support/console';
import { apiGet, fitsWidth, shot } from './support/manage-helpers';

/**
 * Issue 6 item 5: templates of each kind, made through the console with a live preview. Each test
 * works in a business of its own: the template lists it sees are its own.
 */

/** A new business, signed in on `page`'s console. */
async function templatesBusiness(page: Page, request: APIRequestContext): Promise<Session> {
  const owner = await registerBusiness(request, 'Template Café');
  await login(page, owner.email, owner.password);
  return owner;
}

const KINDS = [
  {
    kind: 'game-over',
    tab: 'Game over',
    add: 'Create a game over template',
    name: 'Autumn — so close',
    title: 'Almost there!',
    message: 'One more try and the latte is yours.',
    button: 'Try again',
    colors: { background: '#FFF7ED', text: '#7C2D12', button: '#EA580C', button_text: '#FFFFFF' },
  },
  {
    kind: 'success',
    tab: 'Success',
    add: 'Create a success template',
    name: 'Autumn — winner',
    title: 'You won a latte!',
    message: 'Show this screen at the counter today.',
    button: 'See the menu',
    colors: { background: '#ECFDF5', text: '#064E3B', button: '#047857', button_text: '#FFFFFF' },
  },
  {
    kind: 'leaderboard',
    tab: 'Leaderboard',
    add: 'Create a leaderboard template',
    name: 'Autumn — top baristas',
    title: 'Top baristas',
    message: 'The best scores of the week.',
    button: 'Play now',
    colors: { background: '#1E1B4B', text: '#E0E7FF', button: '#FACC15', button_text: '#1E1B4B' },
  },
] as const;

const hexToRgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

async function fillColor(page: Page, label: string, hex: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(hex);
  await input.blur();
}

test('a business creates a template of each kind and sees it in the preview', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = await templatesBusiness(page, request);

  for (const t of KINDS) {
    await page.goto(t.kind === 'game-over' ? '/templates' : `/templates?kind=${t.kind}`);
    await expect(page.getByRole('tab', { name: new RegExp(t.tab) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    if (t.kind === 'game-over') await shot(page, 'templates-empty');
    await page.getByRole('link', { name: t.add }).click();
    await expect(page).toHaveURL(new RegExp(`/templates/${t.kind}/add$`));

    // Empty name: the contract's message on the field.
    await page.getByRole('button', { name: 'Create template' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();

    await page.getByLabel('Template name').fill(t.name);
    await page.getByLabel('Title').fill(t.title);
    const editor = page.getByTestId('template-message');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(t.message);
    await page.getByLabel('Button label').fill(t.button);
    await page.getByLabel('Button link').fill('example.com/menu');
    await page.getByLabel('Button label').click(); // leave the link field
    await expect(page.getByText('Use a full http(s):// address')).toBeVisible();
    await page.getByLabel('Button link').fill('https://example.com/menu');
    await fillColor(page, 'Background', t.colors.background);
    await fillColor(page, 'Text', t.colors.text);
    await fillColor(page, 'Button', t.colors.button);
    await fillColor(page, 'Button text', t.colors.button_text);

    // The preview follows the form.
    const card = page.getByTestId('template-preview-card');
    await expect(card.getByTestId('preview-title')).toHaveText(t.title);
    await expect(card.getByTestId('preview-message')).toHaveText(t.message);
    await expect(card.getByTestId('preview-button')).toContainText(t.button);
    await expect(card).toHaveCSS('background-color', hexToRgb(t.colors.background));
    await expect(card.getByTestId('preview-button')).toHaveCSS(
      'background-color',
      hexToRgb(t.colors.button),
    );
    await shot(page, `template-editor-${t.kind}`);

    await page.getByRole('button', { name: 'Create template' }).click();
    await expect(toast(page)).toContainText(`“${t.name}” is ready`);
    await expect(page).toHaveURL(/\/templates(\?kind=.*)?$/);
    await expect(page.getByTestId('template-tile').filter({ hasText: t.name })).toBeVisible();
  }
  await shot(page, 'templates-list');

  // Saved as typed (the server keeps the message as sanitised HTML).
  for (const t of KINDS) {
    const { data } = await apiGet<{
      data: { name: string; title: string; message: string; colors: { button: string } }[];
    }>(request, owner, `templates?kind=${t.kind}`);
    const saved = data.find((d) => d.name === t.name);
    expect(saved, t.name).toBeTruthy();
    expect(saved!.title).toBe(t.title);
    expect(saved!.message).toContain(t.message);
    expect(saved!.colors.button.toUpperCase()).toBe(t.colors.button);
  }
});

test('a template is edited, warns about unsaved changes and is deleted', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await templatesBusiness(page, request);
  await page.goto('/templates/success/add');
  await page.getByLabel('Template name').fill('To be changed');
  await page.getByRole('button', { name: 'Create template' }).click();
  await expect(page).toHaveURL(/\/templates\?kind=success$/);

  const tile = page.getByTestId('template-tile').filter({ hasText: 'To be changed' });
  await tile.getByRole('link', { name: 'Edit To be changed' }).click();
  await expect(page).toHaveURL(/\/templates\/success\/edit\/.+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Success template' })).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();

  await page.getByLabel('Title').fill('A brand new title');
  await expect(page.getByTestId('preview-title')).toHaveText('A brand new title');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // Leaving with unsaved changes asks first.
  await page.getByRole('link', { name: 'Templates' }).first().click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/edit\//);

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page)).toContainText('Changes saved.');
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue('A brand new title');

  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: /Delete “To be changed”/ });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete template' }).click();
  await expect(toast(page)).toContainText('Template deleted.');
  await expect(page).toHaveURL(/\/templates\?kind=success$/);
  await expect(page.getByTestId('template-tile').filter({ hasText: 'To be changed' })).toHaveCount(
    0,
  );
});

test('at 375 px the editor fits and the preview opens in a sheet', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const owner = await templatesBusiness(page, request);
  // A tile to show: this test's own leaderboard template.
  await apiSend(request, owner, 'POST', 'templates', {
    kind: 'leaderboard',
    name: 'Top of the week',
  });
  await page.goto('/templates?kind=leaderboard');
  await expect(page.getByTestId('template-tile').first()).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await shot(page, 'mobile-templates-list');
  await page.goto('/templates/leaderboard/add');
  await page.getByLabel('Template name').fill('Phone made');
  expect(await fitsWidth(page)).toBe(true);
  await shot(page, 'mobile-template-editor', false);
  await page.getByRole('button', { name: 'Preview' }).click();
  const sheet = page.getByRole('dialog', { name: 'Preview' });
  await expect(sheet.getByTestId('preview-title')).toHaveText('Top players');
  await shot(page, 'mobile-template-preview', false);
});
