/**
 * Placements (docs/insight.md#placements): create with defaults, list, the name's uniqueness per
 * game, the link, the QR code as print-quality PNG and SVG (the PNG decoded and compared module by
 * module with the code of the link), refusals, and API keys.
 */
import { createRequire } from 'node:module';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CreatedApiKeyResponse,
  GameResponse,
  PlacementListResponse,
  PlacementResponse,
  type Placement,
} from '@playdesk/contract';
import { API_PATH } from '@playdesk/contract/urls';
import { INVALID_REQUEST } from '../../http/errors.js';
import { fileTestContext, type Session } from '../../test/harness.js';
import { demoGame } from '../../test/fixtures.js';

/** pngjs comes with qrcode (its PNG writer); read through require, as it has no types. */
interface DecodedPng {
  width: number;
  height: number;
  /** RGBA, row by row. */
  data: Buffer;
}
const { PNG } = createRequire(import.meta.url)('pngjs') as {
  PNG: { sync: { read(buffer: Buffer): DecodedPng } };
};

const APP_URL = 'https://play.example.com';
const t = await fileTestContext({ APP_URL });
let owner: Session;
let other: Session;
let wordle: string;
let quiz: string;

const create = (body: Record<string, unknown>, session: Session = owner) =>
  t.api('POST', 'placements', { ...session, body });
async function created(body: Record<string, unknown>): Promise<Placement> {
  const res = await create(body);
  expect(res.statusCode, res.body).toBe(201);
  return PlacementResponse.parse(res.json()).placement;
}

beforeAll(async () => {
  owner = await t.login('owner@playdesk.test');
  other = await t.login('other@playdesk.test');
  wordle = (await demoGame(t, 'Demo Coffee Co.', 'Coffee Wordle')).publicId;
  const res = await t.api('POST', 'games', {
    ...owner,
    body: {
      type: 'quiz',
      name: 'Placements quiz',
      content: { questions: [{ text: 'Q?', options: ['A', 'B'], correct: 0 }] },
    },
  });
  quiz = GameResponse.parse(res.json()).game.public_id;
});

describe('placements', () => {
  let counter: Placement;

  it('creates one with the name as utm_source and qr as utm_medium', async () => {
    counter = await created({ game: wordle, name: '  Café Counter QR! ' });
    expect(counter).toMatchObject({
      game: { public_id: wordle, name: 'Coffee Wordle' },
      name: 'Café Counter QR!',
      utm_source: 'cafe-counter-qr',
      utm_medium: 'qr',
      utm_campaign: null,
      qr_url: `${APP_URL}${API_PATH}/placements/${counter.public_id}/qr`,
    });
    expect(counter.url).toBe(
      `${APP_URL}/game/${wordle}?utm_source=cafe-counter-qr&utm_medium=qr&pd_placement=${counter.public_id}`,
    );
  });

  it('keeps the UTM parameters given, the campaign in the link', async () => {
    const newsletter = await created({
      game: wordle,
      name: 'Newsletter May',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'may-2026',
    });
    const link = new URL(newsletter.url);
    expect(link.origin + link.pathname).toBe(`${APP_URL}/game/${wordle}`);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'may-2026',
      pd_placement: newsletter.public_id,
    });
  });

  it('gives a name without letters or digits a source all the same', async () => {
    expect((await created({ game: quiz, name: '☕ ☕' })).utm_source).toBe('placement');
  });

  it('lists them newest first, all or those of one game', async () => {
    const all = PlacementListResponse.parse((await t.api('GET', 'placements', owner)).json());
    expect(all.meta.total).toBe(3);
    expect(all.data.map((p) => p.name)).toEqual(['☕ ☕', 'Newsletter May', 'Café Counter QR!']);
    const ofWordle = PlacementListResponse.parse(
      (await t.api('GET', `placements?game=${wordle}`, owner)).json(),
    );
    expect(ofWordle.data.map((p) => p.name)).toEqual(['Newsletter May', 'Café Counter QR!']);
    expect(ofWordle.meta.total).toBe(2);
    const paged = PlacementListResponse.parse(
      (await t.api('GET', 'placements?page=2&page_size=2', owner)).json(),
    );
    expect(paged.data.map((p) => p.name)).toEqual(['Café Counter QR!']);
    // Another business sees none of them.
    const theirs = PlacementListResponse.parse((await t.api('GET', 'placements', other)).json());
    expect(theirs.meta.total).toBe(0);
  });

  it('refuses a second placement of the same name on a game (409), whatever its case', async () => {
    const res = await create({ game: wordle, name: 'café counter qr!' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This game already has a placement named “café counter qr!”. Choose another name.',
      code: 'placement.name_taken',
      params: { name: 'café counter qr!' },
    });
    // Another game may have it.
    await created({ game: quiz, name: 'Café Counter QR!' });
  });

  it('answers 404 for a game the account does not have', async () => {
    const res = await create({ game: 'no-such-game', name: 'Flyer' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Game not found.' });
    // Another business's game is not found either.
    const theirs = await create({ game: wordle, name: 'Flyer' }, other);
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses a missing name and UTM values a link could not carry (400)', async () => {
    const res = await create({ game: wordle, name: ' ', utm_source: 'Instagram Bio' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: INVALID_REQUEST,
      errors: [
        'name: Name is required',
        'utm_source: Use lower case letters, digits, dots, dashes and underscores',
      ],
    });
  });

  it('answers the QR code as a PNG of at least 1024 px that holds the link, quiet zone included', async () => {
    const res = await t.api('GET', `placements/${counter.public_id}/qr`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe('attachment; filename="cafe-counter-qr.png"');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const png = PNG.sync.read(bytes);
    expect(png.width).toBeGreaterThanOrEqual(1024);
    expect(png.height).toBe(png.width);

    // The code of the link at error correction Q (so M or better), 4 modules of quiet zone, and
    // whole pixels per module: every module's centre has the colour the code says.
    const { modules } = QRCode.create(counter.url, { errorCorrectionLevel: 'Q' });
    const side = modules.size + 8;
    expect(png.width % side).toBe(0);
    const scale = png.width / side;
    const dark = (x: number, y: number) => png.data[(y * png.width + x) * 4]! < 128;
    const wrong: string[] = [];
    for (let row = -4; row < modules.size + 4; row++)
      for (let col = -4; col < modules.size + 4; col++) {
        const inCode = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
        const expected = inCode && modules.get(row, col) === 1;
        const x = Math.floor((col + 4 + 0.5) * scale);
        const y = Math.floor((row + 4 + 0.5) * scale);
        if (dark(x, y) !== expected) wrong.push(`${row},${col}`);
      }
    expect(wrong).toEqual([]);
  });

  it('answers the QR code as SVG, a vector with the same modules', async () => {
    const res = await t.api('GET', `placements/${counter.public_id}/qr?format=svg`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="cafe-counter-qr.svg"');
    const { modules } = QRCode.create(counter.url, { errorCorrectionLevel: 'Q' });
    const side = modules.size + 8;
    expect(res.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(res.body).toContain(`viewBox="0 0 ${side} ${side}"`);
    expect(res.body).toMatch(/<path [^>]*stroke="#000000"/);
    expect(res.body).not.toContain('<image');
  });

  it('refuses a format it does not make, and a placement of another business', async () => {
    const bad = await t.api('GET', `placements/${counter.public_id}/qr?format=gif`, owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: INVALID_REQUEST, errors: ['format: Choose png or svg'] });
    const theirs = await t.api('GET', `placements/${counter.public_id}/qr`, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: 'Placement not found.' });
  });

  it('lets a read-only API key with games read and download, not create', async () => {
    const res = await t.api('POST', 'api-keys', {
      ...owner,
      body: { name: 'Print shop', modules: ['games'], access: 'read' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { secret } = CreatedApiKeyResponse.parse(res.json());
    const list = await t.api('GET', 'placements', { token: secret });
    expect(list.statusCode).toBe(200);
    const qr = await t.api('GET', `placements/${counter.public_id}/qr?format=svg`, {
      token: secret,
    });
    expect(qr.statusCode).toBe(200);
    const write = await t.api('POST', 'placements', {
      token: secret,
      body: { game: wordle, name: 'By key' },
    });
    expect(write.statusCode).toBe(403);
  });
});
