import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.js';

/** Stand-in builds of the two web apps, so delivery is tested without running Vite. */
function fakeBuild(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `playdesk-${name}-`));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${name}</title>`);
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

  it('explains how to build when the web apps are missing', async () => {
    const res = await get(unbuilt, '/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'The web app is not built. Run `npm run build` (or `npm start`).',
    });
  });
});
