/**
 * Helpers for the console's game screens: creating a game through the UI, a real PNG for uploads,
 * the live preview, screenshots (e2e/artifacts/games-*.png) and cleaning up the games a test made.
 */
import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API, signIn } from './business';
import { DEMO, login } from './console';
import { consoleSettled, saveShot } from './shots';

/** Names of games made by these tests start with this, so they can be cleaned up. */
export const TEST_PREFIX = 'GT ';

/**
 * The set-up of a spec of the console's game screens: a desktop viewport, signed in as the demo
 * owner before each test (unless `signedIn` is false), and the games its tests made deleted after.
 */
export function gameScreensSuite({ signedIn = true }: { signedIn?: boolean } = {}): void {
  test.use({ viewport: { width: 1280, height: 900 } });
  if (signedIn) {
    test.beforeEach(async ({ page }) => {
      await login(page, DEMO.owner);
    });
  }
  test.afterAll(async ({ request }) => {
    await cleanUpTestGames(request);
  });
}

/** Saves e2e/artifacts/games-{name}.png once the page has come to rest. */
export async function gamesShot(page: Page, name: string, fullPage = false): Promise<void> {
  await consoleSettled(page);
  await saveShot(page, `games-${name}`, fullPage);
}

/** Creates a game on /games/add (type by its display name) and waits for the editor. */
export async function createGame(page: Page, typeName: string, name: string): Promise<string> {
  await page.goto('/games/add');
  await page.getByRole('radio', { name: new RegExp(`^${typeName}`) }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: `Create ${typeName}` }).click();
  await expect(page).toHaveURL(/\/games\/edit\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('game-status')).toHaveText('Draft');
  return new URL(page.url()).pathname.split('/').pop()!;
}

export const preview = (page: Page): Locator => page.getByTestId('game-preview');

/** Publishes from the editor and waits for the status to say so. */
export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('game-status')).toHaveText('Published');
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
}

/** Opens the player page of a game and presses Start; resolves with the board. */
export async function playOnPlayerPage(page: Page, publicId: string): Promise<Locator> {
  await page.goto(`/game/${publicId}`);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const board = page.getByRole('region', { name: 'Game board' });
  await expect(board).toBeVisible();
  return board;
}

// ---------------------------------------------------------------------------------------------
// A real PNG, made here (no fixture files): RGB, one colour per quarter.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function pngBuffer(size = 96): Buffer {
  const colours: [number, number, number][] = [
    [74, 52, 148],
    [251, 191, 36],
    [16, 185, 129],
    [236, 72, 153],
  ];
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const [r, g, b] = colours[(y < size / 2 ? 0 : 2) + (x < size / 2 ? 0 : 1)]!;
      row[1 + x * 3] = r;
      row[2 + x * 3] = g;
      row[3 + x * 3] = b;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------------------------------------------------------------------------------------------
// API helpers (setup checks and cleanup only; the flows under test go through the UI).

async function ownerHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return (await signIn(request, DEMO.owner)).headers;
}

/** The demo owner's game as the API stores it. */
export async function fetchGame(
  request: APIRequestContext,
  publicId: string,
): Promise<{
  name: string;
  status: string;
  settings: Record<string, unknown>;
  content: Record<string, unknown>;
}> {
  const headers = await ownerHeaders(request);
  const response = await request.get(`${API}/games/${publicId}`, { headers });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { game: never }).game;
}

/** Deletes the demo owner's games whose names start with the test prefix. */
async function cleanUpTestGames(request: APIRequestContext): Promise<void> {
  const headers = await ownerHeaders(request);
  const response = await request.get(
    `${API}/games?page_size=100&search=${encodeURIComponent(TEST_PREFIX.trim())}`,
    { headers },
  );
  const body = (await response.json()) as { data: { public_id: string; name: string }[] };
  for (const game of body.data.filter((g) => g.name.startsWith(TEST_PREFIX))) {
    await request.delete(`${API}/games/${game.public_id}`, { headers });
  }
}
