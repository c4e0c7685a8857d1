/**
 * Domains in the web layer (docs/product-rules.md#domains):
 * - a request whose Host is a business's verified custom domain gets that business's player pages
 *   only: `/` is its game of the day (`/game?account=…`), its games and rewards front follow, any
 *   other business's page is not found, console paths go back to `/`; the API and assets work as on
 *   the main host;
 * - `/game-embedder/{game}` (and `/game/{game}`) may be framed only by the game's account's allowed
 *   sites, when it has any (the CSP's frame-ancestors).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DomainDirectory } from '../features/domains/directory.js';
import { isPlayerPath } from './player-paths.js';

const NOT_HERE = { message: 'This page is not on this site.' };

/** The first path segment after `prefix`, decoded, or null. */
function segmentAfter(pathname: string, prefix: string): string | null {
  if (!pathname.startsWith(prefix)) return null;
  const raw = pathname.slice(prefix.length).split('/')[0] ?? '';
  try {
    return raw === '' ? null : decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The account public id a player path names directly, or the game it names. */
async function accountOfPlayerPath(
  directory: DomainDirectory,
  pathname: string,
  search: URLSearchParams,
): Promise<{ accountPublicId?: string; accountId?: string | null } | null> {
  for (const prefix of ['/rewards/', '/my-data/', '/page-embedder/']) {
    const account = segmentAfter(pathname, prefix);
    if (account) return { accountPublicId: account };
  }
  for (const prefix of ['/game/', '/game-embedder/']) {
    const game = segmentAfter(pathname, prefix);
    if (game) return { accountId: await directory.accountOfGame(game) };
  }
  if (pathname === '/game' || pathname === '/game/') {
    return { accountPublicId: search.get('account') ?? '' };
  }
  return null; // /pwa/start, /consent/confirm, /email/confirm: not tied to one business
}

export function registerCustomDomainRouting(
  app: FastifyInstance,
  directory: DomainDirectory,
  mainHost: string,
): void {
  const ownHosts = new Set([mainHost.toLowerCase(), 'localhost', '127.0.0.1', '[::1]', '::1']);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const host = request.hostname.toLowerCase();
    // Our own host and addresses are never custom domains: no lookup on the main site.
    if (ownHosts.has(host) || /^[\d.]+$/.test(host) || host.includes(':')) return;
    const owner = await directory.customDomain(host);
    if (!owner) return;
    const [pathname = '/', query = ''] = request.url.split('?');
    if (
      pathname.startsWith('/services/') ||
      pathname.startsWith('/play/') ||
      pathname.startsWith('/media/') ||
      /\.[a-z0-9]+$/i.test(pathname)
    )
      return;
    const home = `/game?account=${encodeURIComponent(owner.accountPublicId)}`;
    if (pathname === '/') return reply.redirect(home, 302);
    if (!isPlayerPath(pathname)) return reply.redirect('/', 302);
    const named = await accountOfPlayerPath(directory, pathname, new URLSearchParams(query));
    if (!named) return;
    if (named.accountPublicId !== undefined) {
      if (named.accountPublicId === owner.accountPublicId) return;
      if (pathname === '/game' || pathname === '/game/') return reply.redirect(home, 302);
    } else if (named.accountId === owner.accountId) return;
    return reply.status(404).send(NOT_HERE);
  });
}

/**
 * The allowed sites that may frame a game's page (`/game-embedder/{game}`, and `/game/{game}` so
 * the full page is no way around the list); [] when embedding is not limited.
 */
export async function embedAncestors(
  directory: DomainDirectory,
  pathname: string,
): Promise<string[]> {
  const game = segmentAfter(pathname, '/game-embedder/') ?? segmentAfter(pathname, '/game/');
  if (!game || game.length > 64) return [];
  const accountId = await directory.accountOfGame(game);
  return accountId ? directory.allowedSites(accountId) : [];
}

/** The allowed sites of the account a `/page-embedder/{account}/…` path names. */
export async function pageEmbedderSites(
  directory: DomainDirectory,
  pathname: string,
): Promise<string[]> {
  const account = segmentAfter(pathname, '/page-embedder/');
  if (!account || account.length > 64) return [];
  const accountId = await directory.accountByPublicId(account);
  return accountId ? directory.allowedSites(accountId) : [];
}
