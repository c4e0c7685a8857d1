import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAGE_GAME_ELEMENT_ID } from '@playdesk/contract/urls';
import { games } from '../db/schema.js';
import { demoGame } from '../test/fixtures.js';
import { createTestContext, type TestContext } from '../test/harness.js';

/** Stand-in builds of the two web apps, so delivery is tested without running Vite. */
function fakeBuild(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `playdesk-${name}-`));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><title>${name}</title></head><body></body></html>`,
  );
  writeFileSync(join(dir, 'assets', `${name}-abc123.js`), `console.log('${name}')`);
  return dir;
}

let t: TestContext;
let unbuilt: TestContext;
beforeAll(async () => {
  t = await createTestContext(
    {},
    { webBuilds: { consoleDir: fakeBuild('console'), playDir: fakeBuild('play') } },
  );
  unbuilt = await createTestContext({}, { webBuilds: { consoleDir: null, playDir: null } });
});
afterAll(async () => {
  await t.close();
  await unbuilt.close();
});

const get = (ctx: TestContext, url: string) => ctx.app.inject({ method: 'GET', url });

/** A Content-Security-Policy header as directive → sources. */
function policy(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    (header as string)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** What every page's policy holds: our own scripts only, nothing plugged in, no foreign base. */
function expectStrictScripts(csp: Record<string, string[]>): void {
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(csp['connect-src']).toEqual(["'self'"]);
  expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
}

describe('web delivery', () => {
  it('serves the console at / and its routes, never framed by other sites', async () => {
    for (const path of [
      '/',
      '/login',
      '/dashboard',
      '/games/edit/abc',
      '/rewards',
      '/rewards/add',
      '/rewards/edit/1',
    ]) {
      const res = await get(t, path);
      expect(res.body, path).toContain('<title>console</title>');
      expect(res.headers['x-frame-options'], path).toBe('DENY');
      expect(res.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('serves the player app for the player routes, which may be embedded', async () => {
    for (const path of [
      '/game',
      '/game/abc',
      '/game-embedder/abc/wordle',
      '/page-embedder/a/b/c',
      '/rewards/acc',
      '/rewards/acc/player',
      '/pwa/start',
    ]) {
      const res = await get(t, path);
      expect(res.body, path).toContain('<title>play</title>');
      expect(res.headers['x-frame-options'], path).toBeUndefined();
    }
  });

  it('serves hashed assets with long cache headers, from each app', async () => {
    const consoleAsset = await get(t, '/assets/console-abc123.js');
    expect(consoleAsset.statusCode).toBe(200);
    expect(consoleAsset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const playAsset = await get(t, '/play/assets/play-abc123.js');
    expect(playAsset.statusCode).toBe(200);
    expect(playAsset.body).toContain("console.log('play')");
  });

  it('answers unknown files and API paths with a JSON 404, with nosniff', async () => {
    expect((await get(t, '/nope.js')).statusCode).toBe(404);
    const api = await get(t, '/services/api/v1/nope');
    expect(api.json()).toEqual({ message: 'Not found: GET /services/api/v1/nope' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives the console a strict CSP with a fresh style nonce per response', async () => {
    const nonces = new Set<string>();
    for (const path of ['/', '/login', '/games/edit/abc']) {
      const res = await get(t, path);
      const csp = policy(res.headers['content-security-policy']);
      expectStrictScripts(csp);
      expect(csp['frame-ancestors'], path).toEqual(["'none'"]);
      expect(csp['img-src'], path).toEqual(["'self'", 'https:', 'data:']);
      // <style> elements only with this response's nonce, which the page's scripts can read.
      const nonce = /<meta name="csp-nonce" content="([^"]+)" \/>\s*<\/head>/.exec(res.body)?.[1];
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(csp['style-src'], path).toEqual(["'self'", `'nonce-${nonce}'`]);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(3);
  });

  it('gives player pages a strict CSP that still lets any site embed them', async () => {
    for (const path of ['/game/abc', '/game-embedder/abc', '/rewards/acc']) {
      const res = await get(t, path);
      const csp = policy(res.headers['content-security-policy']);
      expectStrictScripts(csp);
      expect(csp['frame-ancestors'], path).toBeUndefined();
      expect(csp['style-src'], path).toEqual(["'self'"]);
      // Rich text keeps the colours a business chose (style attributes, sanitised on save).
      expect(csp['style-src-attr'], path).toEqual(["'unsafe-inline'"]);
      expect(res.body, path).not.toContain('csp-nonce');
    }
  });

  it('carries a game on its own page, as the API answers it, unable to end its element', async () => {
    const game = await demoGame(t, 'Demo Coffee Co.', 'Coffee Lovers Quiz');
    const name = 'Quiz </script><script>alert(1)</script> $& \u2028 end';
    await t.db.update(games).set({ name }).where(eq(games.id, game.id));
    const page = await get(t, `/game/${game.publicId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)');
    const block = new RegExp(
      `<script type="application/json" id="${PAGE_GAME_ELEMENT_ID}">([^<]*)</script>`,
    ).exec(page.body);
    expect(block).not.toBeNull();
    const api = await get(t, `/services/api/v1/play/games/${game.publicId}`);
    expect(JSON.parse(block![1]!)).toEqual(api.json());
    expect((api.json() as { game: { name: string } }).game.name).toBe(name);

    // Not on the embedder (its game is checked per embedding site), nor for an unknown game.
    for (const path of [`/game-embedder/${game.publicId}`, '/game/NoSuchGame000000'])
      expect((await get(t, path)).body).not.toContain(PAGE_GAME_ELEMENT_ID);
  });

  it('never serves a page as a plain file, without its headers', async () => {
    for (const path of ['/index.html', '/play/index.html']) {
      const res = await get(t, path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/^application\/json/);
    }
  });

  it('gives the API docs a policy of their own', async () => {
    const res = await get(t, '/services/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui');
    const csp = policy(res.headers['content-security-policy']);
    expectStrictScripts(csp);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('explains how to build when the web apps are missing', async () => {
    const res = await get(unbuilt, '/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'The web app is not built. Run `npm run build` (or `npm start`).',
    });
  });
});
