/**
 * Serves the built web apps from this same process: the console (apps/console/dist) at `/` and the
 * player app (apps/play/dist, assets under `/play/`). Unknown browser paths fall back to the
 * right app's index.html so client-side routes work on reload; unknown API paths get a JSON 404.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isPlayerPath } from './player-paths.js';

export const API_PREFIX = '/services/api/v1';

const NOT_BUILT = { message: 'The web app is not built. Run `npm run build` (or `npm start`).' };

function findRepoDir(relative: string): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, relative);
    if (existsSync(join(candidate, 'index.html'))) return candidate;
    dir = dirname(dir);
  }
  return null;
}

function setCacheHeaders(reply: FastifyReply, path: string): void {
  // Built assets have content hashes in their names: cache forever. Everything else revalidates.
  if (/[/\\]assets[/\\]/.test(path))
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'no-cache');
}

export interface WebBuilds {
  consoleDir: string | null;
  playDir: string | null;
}

/** The builds `npm run build` made, found from this file upwards. */
export function locateWebBuilds(): WebBuilds {
  return { consoleDir: findRepoDir('apps/console/dist'), playDir: findRepoDir('apps/play/dist') };
}

export async function registerWebApps(
  app: FastifyInstance,
  { consoleDir, playDir }: WebBuilds,
): Promise<void> {
  const consoleIndex = consoleDir ? readFileSync(join(consoleDir, 'index.html'), 'utf8') : null;
  const playIndex = playDir ? readFileSync(join(playDir, 'index.html'), 'utf8') : null;

  if (playDir) {
    await app.register(fastifyStatic, {
      root: playDir,
      prefix: '/play/',
      index: false,
      decorateReply: false,
      setHeaders: setCacheHeaders,
    });
  }
  if (consoleDir) {
    await app.register(fastifyStatic, {
      root: consoleDir,
      prefix: '/',
      index: false,
      wildcard: true,
      setHeaders: setCacheHeaders,
    });
  }

  /**
   * The console must never be framed by another site (clickjacking); player pages are made to be
   * embedded, so they may be.
   */
  const sendHtml = (reply: FastifyReply, html: string, app: 'console' | 'play') => {
    if (app === 'console') {
      reply
        .header('x-frame-options', 'DENY')
        .header('content-security-policy', "frame-ancestors 'none'");
    }
    return reply
      .status(200)
      .header('cache-control', 'no-cache')
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .type('text/html; charset=utf-8')
      .send(html);
  };

  // `/` is the console's Login page (spec §2); the static plugin would refuse a directory.
  app.get('/', (_request, reply) =>
    consoleIndex ? sendHtml(reply, consoleIndex, 'console') : reply.status(404).send(NOT_BUILT),
  );

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/services/') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (isPageRequest) {
      const player = isPlayerPath(pathname);
      const html = player ? playIndex : consoleIndex;
      if (html) return sendHtml(reply, html, player ? 'play' : 'console');
      return reply.status(404).send(NOT_BUILT);
    }
    return reply.status(404).send({ message: `Not found: ${request.method} ${pathname}` });
  });
}
