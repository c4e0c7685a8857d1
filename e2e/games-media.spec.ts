import { expect, test } from '@playwright/test';
import { API, captureToken, storageEntries, toast } from './support/console';
import {
  createGame,
  fetchGame,
  gamesShot,
  pngBuffer,
  preview,
  gameScreensSuite,
} from './support/games-helpers';

/**
 * Image uploads through the console's image picker: a real PNG goes up, shows, is saved with the
 * game and can be removed; the server's refusals (a renamed text file) and the picker's own checks
 * (SVG, too large) show as clear messages under the field.
 */

gameScreensSuite();

test('a real PNG uploads, shows in the field and the preview, and is saved with the game', async ({
  page,
}) => {
  const id = await createGame(page, 'Wordle', 'GT Logo Wordle');
  const field = page.getByTestId('game-image-field');
  const upload = page.waitForResponse(
    (r) => r.url().endsWith(`${API}/media`) && r.request().method() === 'POST',
  );
  await page.getByLabel('Game image', { exact: true }).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: pngBuffer(200),
  });
  const response = await upload;
  expect(response.status()).toBe(201);
  // The upload carried the session like every other call.
  expect(response.request().headers()['authorization']).toMatch(/^Bearer /);
  expect(response.request().headers()['x-account']).toBeTruthy();

  const thumb = field.getByRole('img', { name: 'Game image preview' });
  await expect(thumb).toHaveAttribute('src', /^\/media\/[0-9a-f]+\.png$/);
  await expect(field).toContainText('200 × 200');
  const url = await thumb.getAttribute('src');
  // The live preview shows the new image beside the game's name.
  await expect(preview(page).locator(`img[src="${url}"]`)).toBeVisible();
  await field.scrollIntoViewIfNeeded();
  await gamesShot(page, 'image-uploaded');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  expect((await fetchGame(page.request, id)).settings.game_image).toBe(url);

  // Still there after a reload; then removed and saved.
  await page.reload();
  await expect(field.getByRole('img', { name: 'Game image preview' })).toHaveAttribute('src', url!);
  await field.getByRole('button', { name: 'Remove game image' }).click();
  await expect(field.getByText('Drag an image here or')).toBeVisible();
  await expect(preview(page).locator(`img[src="${url}"]`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  expect((await fetchGame(page.request, id)).settings.game_image).toBeNull();

  // Earlier uploads can be reused from the library.
  await field.getByRole('button', { name: 'Choose from uploads' }).click();
  const library = page.getByTestId('media-library');
  await expect(library).toBeVisible();
  await gamesShot(page, 'media-library');
  await library.getByRole('button', { name: `Use ${url!.split('/').pop()}, 200 × 200` }).click();
  await expect(library).toHaveCount(0);
  await expect(field.getByRole('img', { name: 'Game image preview' })).toHaveAttribute('src', url!);
});

test('an image dropped on the field uploads too', async ({ page }) => {
  await createGame(page, 'Quiz', 'GT Dropped Background');
  const field = page.getByTestId('background-image-field');
  await field.scrollIntoViewIfNeeded();
  const png = pngBuffer(64).toString('base64');
  const dataTransfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'background.png', { type: 'image/png' }));
    return transfer;
  }, png);
  const zone = field.getByTestId('image-dropzone');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await expect(field.getByText('Drop the image to upload it')).toBeVisible();
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(field.getByRole('img', { name: 'Background image preview' })).toHaveAttribute(
    'src',
    /^\/media\/[0-9a-f]+\.png$/,
  );
  // The preview's screen takes the background.
  await expect(preview(page).getByTestId('preview-screen')).toHaveAttribute(
    'style',
    /background-image: url\("\/media\/[0-9a-f]+\.png"\)/,
  );
});

test('refused files explain why: a renamed text file, an SVG, a file over 5 MB', async ({
  page,
}) => {
  await createGame(page, 'Puzzle', 'GT Picky Puzzle');
  const field = page.getByTestId('game-image-field');
  const input = page.getByLabel('Game image', { exact: true });

  // A text file named .png: the server looks at the bytes and says no (415).
  const refused = page.waitForResponse((r) => r.url().endsWith(`${API}/media`));
  await input.setInputFiles({
    name: 'holiday-photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('These are my notes, not a picture.\n'),
  });
  expect((await refused).status()).toBe(415);
  const error = field.getByTestId('image-error');
  await expect(error).toHaveText('This file is not a PNG, JPEG, WebP or GIF image.');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await field.scrollIntoViewIfNeeded();
  await gamesShot(page, 'image-refused');

  // SVG is refused before upload (the server refuses it as well).
  await input.setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(error).toHaveText(
    'SVG images are not accepted. Use a PNG, JPEG, WebP or GIF image.',
  );

  // Over 5 MB.
  await input.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 10),
  });
  await expect(error).toHaveText('The image is larger than 5 MB. Choose a smaller one.');

  // A good file clears the error.
  await input.setInputFiles({ name: 'ok.png', mimeType: 'image/png', buffer: pngBuffer(80) });
  await expect(field.getByRole('img', { name: 'Game image preview' })).toBeVisible();
  await expect(field.getByTestId('image-error')).toHaveCount(0);
});

test('an upload with a revoked session ends the session like any other call', async ({
  page,
  request,
}) => {
  await createGame(page, 'Wordle', 'GT Revoked Upload');
  const token = await captureToken(page, () => page.reload());
  await expect(page.getByTestId('game-editor')).toBeVisible();
  const revoked = await request.get(`${API}/logout`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(revoked.ok()).toBe(true);

  await page.getByLabel('Game image', { exact: true }).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: pngBuffer(40),
  });
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page)).toHaveText('Please login to access.');
  expect(await storageEntries(page)).toEqual([]);
});
