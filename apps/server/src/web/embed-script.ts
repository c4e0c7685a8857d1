/**
 * Serves the embed runtime (packages/embed, built to packages/embed/dist/runtime.js) that the
 * snippet on a business's site loads (docs/embedding.md):
 *
 * - `/embed/v1/runtime.{hash}.js`: the file itself, named by its content's hash, cached for a year
 *   (`immutable`): a new build has a new name;
 * - `/embed/v1/playdesk.js`: the stable address the snippet names; a short-cached redirect to the
 *   current versioned file, so a fix reaches every site within minutes.
 *
 * Any site may load both (CORS `*`, `Cross-Origin-Resource-Policy: cross-origin`): the script
 * holds no secret, and the game frame it makes decides for itself whom it talks to.
 *
 * `/embed/v1/preview.html` is the console's live preview of a snippet (a stand-in page running
 * the real runtime), framed by our own pages only.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const EMBED_PREFIX = '/embed/v1';
export const EMBED_STABLE_PATH = `${EMBED_PREFIX}/playdesk.js`;

export interface EmbedRuntime {
  /** The built runtime's code. */
  code: Buffer;
  /** The first 12 hex digits of its SHA-256. */
  hash: string;
  /** The preview page's script (packages/embed/src/preview.ts), when built. */
  preview: Buffer | null;
}

/** The built runtime, found from this file upwards; null before `npm run build`. */
export function locateEmbedRuntime(): EmbedRuntime | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const file = join(dir, 'packages', 'embed', 'dist', 'runtime.js');
    const preview = join(dir, 'packages', 'embed', 'dist', 'preview.js');
    if (existsSync(file)) {
      return embedRuntime(readFileSync(file), existsSync(preview) ? readFileSync(preview) : null);
    }
    dir = dirname(dir);
  }
  return null;
}

export function embedRuntime(code: Buffer, preview: Buffer | null = null): EmbedRuntime {
  return { code, hash: createHash('sha256').update(code).digest('hex').slice(0, 12), preview };
}

const PREVIEW_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Embed preview</title>
    <script src="${EMBED_PREFIX}/preview.js" defer></script>
  </head>
  <body style="margin:0;background:#f8fafc">
    <main id="page" style="padding:16px;max-width:640px;margin:0 auto"></main>
  </body>
</html>
`;

/** Our scripts only; framed by our own pages only (the console's share panel). */
export const PREVIEW_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' https: data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

export function versionedRuntimePath(runtime: EmbedRuntime): string {
  return `${EMBED_PREFIX}/runtime.${runtime.hash}.js`;
}

const crossOrigin = (reply: FastifyReply) =>
  reply
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin');

export function registerEmbedScript(app: FastifyInstance, runtime: EmbedRuntime | null): void {
  const notBuilt = (reply: FastifyReply) =>
    crossOrigin(reply)
      .status(404)
      .header('cache-control', 'no-store')
      .send({ message: 'The embed runtime is not built. Run `npm run build`.' });

  app.get(EMBED_STABLE_PATH, (_request, reply) => {
    if (!runtime) return notBuilt(reply);
    return crossOrigin(reply)
      .header('cache-control', 'public, max-age=300')
      .redirect(versionedRuntimePath(runtime), 302);
  });

  app.get(`${EMBED_PREFIX}/preview.html`, (_request, reply) => {
    if (!runtime?.preview) return notBuilt(reply);
    return reply
      .header('content-security-policy', PREVIEW_CSP)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(PREVIEW_HTML);
  });

  app.get(`${EMBED_PREFIX}/preview.js`, (_request, reply) => {
    if (!runtime?.preview) return notBuilt(reply);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/javascript; charset=utf-8')
      .send(runtime.preview);
  });

  app.get<{ Params: { file: string } }>(`${EMBED_PREFIX}/:file`, (request, reply) => {
    if (!/^runtime\.[0-9a-f]{12}\.js$/.test(request.params.file)) {
      return crossOrigin(reply)
        .status(404)
        .send({ message: `Not found: ${EMBED_PREFIX}/${request.params.file.slice(0, 80)}` });
    }
    if (!runtime) return notBuilt(reply);
    if (request.params.file !== `runtime.${runtime.hash}.js`) {
      // An older build's name: send the page to the current file instead (briefly cached).
      return crossOrigin(reply)
        .header('cache-control', 'public, max-age=300')
        .redirect(versionedRuntimePath(runtime), 302);
    }
    return crossOrigin(reply)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('text/javascript; charset=utf-8')
      .send(runtime.code);
  });
}
