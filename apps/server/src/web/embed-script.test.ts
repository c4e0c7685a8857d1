import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  embedRuntime,
  PREVIEW_CSP,
  registerEmbedScript,
  versionedRuntimePath,
} from './embed-script.js';

const code = Buffer.from('console.log("playdesk runtime")');
const runtime = embedRuntime(code);

async function server(built = true) {
  const app = Fastify();
  registerEmbedScript(app, built ? runtime : null);
  await app.ready();
  return app;
}

describe('the embed runtime delivery', () => {
  it('names the runtime by its content hash', () => {
    expect(runtime.hash).toMatch(/^[0-9a-f]{12}$/);
    expect(embedRuntime(Buffer.from('other')).hash).not.toBe(runtime.hash);
    expect(versionedRuntimePath(runtime)).toBe(`/embed/v1/runtime.${runtime.hash}.js`);
  });

  it('redirects the stable address to the versioned file, briefly cached', async () => {
    const app = await server();
    const res = await app.inject({ method: 'GET', url: '/embed/v1/playdesk.js' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(versionedRuntimePath(runtime));
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('serves the versioned file for a year, loadable from any site', async () => {
    const app = await server();
    const res = await app.inject({ method: 'GET', url: versionedRuntimePath(runtime) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(code.toString());
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it("sends an older build's name to the current file, and refuses other names", async () => {
    const app = await server();
    const old = await app.inject({ method: 'GET', url: '/embed/v1/runtime.000000000000.js' });
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(versionedRuntimePath(runtime));
    expect(old.headers['cache-control']).toBe('public, max-age=300');
    const other = await app.inject({ method: 'GET', url: '/embed/v1/secret.txt' });
    expect(other.statusCode).toBe(404);
  });

  it('says the runtime is not built, uncached', async () => {
    const app = await server(false);
    const res = await app.inject({ method: 'GET', url: '/embed/v1/playdesk.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ message: 'The embed runtime is not built. Run `npm run build`.' });
  });
});

describe("the console's embed preview page", () => {
  it('runs our preview script only, framed by our own pages only', async () => {
    const app = Fastify();
    registerEmbedScript(app, embedRuntime(code, Buffer.from('/* preview */')));
    await app.ready();
    const page = await app.inject({ method: 'GET', url: '/embed/v1/preview.html' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(PREVIEW_CSP);
    expect(PREVIEW_CSP).toContain("frame-ancestors 'self'");
    expect(PREVIEW_CSP).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.body).toContain('<script src="/embed/v1/preview.js" defer></script>');
    expect(page.body).not.toMatch(/<script>/);
    const script = await app.inject({ method: 'GET', url: '/embed/v1/preview.js' });
    expect(script.body).toBe('/* preview */');
  });

  it('is not found before the build', async () => {
    const app = await server();
    expect((await app.inject({ method: 'GET', url: '/embed/v1/preview.html' })).statusCode).toBe(
      404,
    );
  });
});
