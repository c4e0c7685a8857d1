/**
 * Serves the built web apps from this same process: the console (apps/console/dist) at `/` and the
 * player app (apps/play/dist, assets under `/play/`). Unknown browser paths fall back to the
 * right app's index.html so client-side routes work on reload; unknown API paths get a JSON 404.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_TAG } from '@playdesk/contract';
import { rtl } from '@playdesk/i18n';
import type { DomainDirectory } from '../features/domains/directory.js';
import { consoleCsp, pageEmbedderCsp, PLAYER_CSP, playerCspFramedBy, SCANNER_CSP } from './csp.js';
import {
  embedAncestors,
  pageEmbedderSites,
  registerCustomDomainRouting,
} from './custom-domains.js';
import { isPlayerPath } from './player-paths.js';
import { PAGE_GAME_ELEMENT_ID } from '@playdesk/contract/urls';
import type { AskedLanguage, PublicGameCache } from '../features/play/public-game.js';

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

/** `/game/{id}`: a game's own page (not the embedder, whose game is checked per embedding site). */
const GAME_PAGE = /^\/game\/([A-Za-z0-9_-]{1,64})\/?$/;

/**
 * A game's page carries its game, as `GET play/games/{id}` answers it, in a JSON data block (not
 * run, so the player CSP allows it): the pad shows the game's intro on its first render instead
 * of a loading screen while it asks the API (issue 18: one round trip and one render fewer before
 * the intro). `<` and the line separators are escaped so the JSON cannot end the element.
 */
async function withPageGame(
  html: string,
  pathname: string,
  publicGames: PublicGameCache,
  asked: AskedLanguage,
): Promise<string> {
  const id = GAME_PAGE.exec(pathname)?.[1];
  if (!id) return html;
  // Unknown, unpublished or unreadable: the page goes out as it is, and the pad asks the API
  // itself and says what is wrong.
  const answer = await publicGames(id, asked).catch(() => null);
  if (answer?.status !== 200) return html;
  // The page is in the game's language, as `GET play/games/{id}` chose it (same `?lang=` and
  // Accept-Language, docs/product-rules.md#languages).
  const page = answer.language
    ? html.replace(
        /<html lang="[^"]*"/,
        `<html lang="${answer.language}" dir="${rtl(answer.language) ? 'rtl' : 'ltr'}"`,
      )
    : html;
  const json = answer.body
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  const block = `<script type="application/json" id="${PAGE_GAME_ELEMENT_ID}">${json}</script>`;
  // A function, so `$` in the game's texts is never read as a replacement pattern.
  return page.replace('</head>', () => `${block}\n</head>`);
}

/**
 * What a page's visitor asks for: `?lang=` when well formed (a malformed one is ignored on a
 * page), and the Accept-Language header.
 */
function pageLanguages(request: FastifyRequest): AskedLanguage {
  const lang = new URLSearchParams(request.url.split('?')[1] ?? '').get('lang');
  return {
    option: lang && lang.length <= 35 && LANGUAGE_TAG.test(lang) ? lang : null,
    acceptLanguage: request.headers['accept-language'],
  };
}

/** Pages go out through sendHtml only, with their security headers; never as plain files. */
const notHtml = (pathname: string) => !/\.html?$/i.test(pathname);

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
  /** Custom domains and the embed allow-list (docs/product-rules.md#domains); none: neither. */
  domains?: { directory: DomainDirectory; mainHost: string },
  /** The answers of `GET play/games/{id}`: a game's page carries its game (none: it does not). */
  publicGames?: PublicGameCache,
): Promise<void> {
  if (domains) registerCustomDomainRouting(app, domains.directory, domains.mainHost);
  const consoleIndex = consoleDir ? readFileSync(join(consoleDir, 'index.html'), 'utf8') : null;
  const playIndex = playDir ? readFileSync(join(playDir, 'index.html'), 'utf8') : null;
  // The counter scanner: its own page and bundle, built beside the player app (dist/redeem/).
  const scannerFile = playDir ? join(playDir, 'redeem', 'redeem.html') : null;
  const scannerIndex =
    scannerFile && existsSync(scannerFile) ? readFileSync(scannerFile, 'utf8') : null;

  if (playDir) {
    await app.register(fastifyStatic, {
      root: playDir,
      prefix: '/play/',
      index: false,
      // The player app's build writes .br and .gz beside its scripts and styles (vite.config.ts):
      // sent to browsers that accept them, with Vary: Accept-Encoding.
      preCompressed: true,
      allowedPath: notHtml,
      decorateReply: false,
      setHeaders: setCacheHeaders,
    });
  }
  if (consoleDir) {
    await app.register(fastifyStatic, {
      root: consoleDir,
      prefix: '/',
      index: false,
      allowedPath: notHtml,
      wildcard: true,
      setHeaders: setCacheHeaders,
    });
  }

  /**
   * Both apps run only our own scripts (see csp.ts). The console must never be framed by another
   * site (clickjacking); player pages are made to be embedded, so they may be.
   */
  const sendHtml = (
    reply: FastifyReply,
    html: string,
    app: 'console' | 'play',
    playerCsp = PLAYER_CSP,
  ) => {
    let page = html;
    if (app === 'console') {
      // A fresh nonce per response, handed to the page's scripts in a meta tag (style-nonce.ts).
      const nonce = randomBytes(16).toString('base64');
      page = html.replace('</head>', `  <meta name="csp-nonce" content="${nonce}" />\n  </head>`);
      reply.header('x-frame-options', 'DENY').header('content-security-policy', consoleCsp(nonce));
    } else {
      reply.header('content-security-policy', playerCsp);
    }
    return reply
      .status(200)
      .header('cache-control', 'no-cache')
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .type('text/html; charset=utf-8')
      .send(page);
  };

  // `/` is the console's Login page (docs/product-rules.md#guest-only-routes); the static plugin
  // would refuse a directory.
  app.get('/', (_request, reply) =>
    consoleIndex ? sendHtml(reply, consoleIndex, 'console') : reply.status(404).send(NOT_BUILT),
  );

  // `/redeem` (and below it: the scanner has no other routes, but a kept link still opens it):
  // the scanner page, its camera allowed for this origin only.
  const scannerPage = (_request: FastifyRequest, reply: FastifyReply) => {
    if (!scannerIndex) return reply.status(404).send(NOT_BUILT);
    reply.header('permissions-policy', 'camera=(self)').header('x-frame-options', 'DENY');
    return sendHtml(reply, scannerIndex, 'play', SCANNER_CSP);
  };
  app.get('/redeem', scannerPage);
  app.get('/redeem/*', scannerPage);

  // Its service worker, at the root so its scope can be `/redeem` (the page itself).
  const scannerWorkerFile = playDir ? join(playDir, 'redeem', 'redeem-sw.js') : null;
  const scannerWorker =
    scannerWorkerFile && existsSync(scannerWorkerFile)
      ? readFileSync(scannerWorkerFile, 'utf8')
      : null;
  app.get('/redeem-sw.js', (_request, reply) => {
    if (!scannerWorker) return reply.status(404).send(NOT_BUILT);
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('service-worker-allowed', '/redeem')
      .send(scannerWorker);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/services/') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (isPageRequest) {
      const player = isPlayerPath(pathname);
      const html = player ? playIndex : consoleIndex;
      // An embedded game may be framed only by its account's allowed sites, when it has any.
      let csp = PLAYER_CSP;
      if (player && domains && /^\/game(-embedder)?\//.test(pathname))
        csp = playerCspFramedBy(await embedAncestors(domains.directory, pathname));
      // The page embedder frames the account's own pages (its allowed sites) and our game frame.
      else if (player && domains && pathname.startsWith('/page-embedder/'))
        csp = pageEmbedderCsp(await pageEmbedderSites(domains.directory, pathname));
      if (html) {
        const page = publicGames
          ? await withPageGame(html, pathname, publicGames, pageLanguages(request))
          : html;
        return sendHtml(reply, page, player ? 'play' : 'console', csp);
      }
      return reply.status(404).send(NOT_BUILT);
    }
    return reply.status(404).send({ message: `Not found: ${request.method} ${pathname}` });
  });
}
