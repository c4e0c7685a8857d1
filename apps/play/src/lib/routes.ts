import { myDataUrl } from '@playdesk/contract/urls';
import { parseFrontQuery } from '../rewards/front-query.js';
import type { FrontQuery } from '../rewards/front-query.js';

/**
 * The player app's routes (docs/product-rules.md#player-routes), parsed from `location` by hand: no
 * router library, to keep the initial bundle small.
 *
 * - `/game?account={public_id}`                      the business's game for today, else its games
 * - `/game/{public_id}`                              the game pad (full page)
 * - `/game-embedder/{public_id}/{type?}`             the game pad inside an iframe (no chrome)
 * - `/page-embedder/{public_id}/{url_encoded}/{game_id}`  embedded page (later issue)
 * - `/rewards/{account_public_id}/{player_public_id?}`    rewards front (`?show_all=1&source_url=…`)
 * - `/pwa/start?account={public_id}`                 the business's installed app's start (or on its custom domain)
 * - `/my-data/{account_public_id}`                   "Forget me": the player's data at a business
 * - `/consent/confirm?token=…`                       a double opt-in email's link
 * - `/email/confirm?token=…`                         the link confirming an email the business knew
 * - `/email/verify?game=…&email=…&code=…`            the link verifying an email for a game's form
 * - `/live/{code}`                                   a live show's phone (docs/live.md)
 * - `/live/{code}/screen`                            a live show's big screen
 */
export type Route =
  | { name: 'account-games'; account: string | null }
  | { name: 'game'; publicId: string; embed: false }
  | { name: 'game'; publicId: string; embed: true; embedType: string | null }
  | { name: 'page-embedder'; publicId: string; pageUrl: string | null; gameId: string | null }
  | ({ name: 'rewards'; account: string; player: string | null } & FrontQuery)
  | { name: 'pwa-start'; account: string | null }
  | { name: 'my-data'; account: string }
  | { name: 'consent-confirm'; token: string | null }
  | { name: 'email-confirm'; token: string | null }
  | { name: 'email-verify'; game: string | null; email: string | null; code: string | null }
  | { name: 'live'; code: string; screen: boolean }
  | { name: 'not-found' };

/** A live show's join code: 6 letters and digits without look-alikes (typed in any case). */
const LIVE_CODE = /^[A-HJKMNP-Z2-9]{6}$/;

/** Public ids are opaque URL-safe strings of at most 64 characters. */
const PUBLIC_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isPublicId(value: string | null | undefined): value is string {
  return typeof value === 'string' && PUBLIC_ID.test(value);
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Path segments without empty ones (so `/game/abc/` equals `/game/abc`), decoded. */
export function pathSegments(pathname: string): (string | null)[] {
  return pathname
    .split('/')
    .filter((s) => s !== '')
    .map(decode);
}

export function parseRoute(pathname: string, search = ''): Route {
  const params = new URLSearchParams(search);
  const parts = pathSegments(pathname);
  const [head, first, second, third] = parts;
  const notFound: Route = { name: 'not-found' };

  switch (head) {
    case 'game': {
      if (parts.length === 1) {
        const account = params.get('account');
        return { name: 'account-games', account: isPublicId(account) ? account : null };
      }
      if (parts.length === 2 && isPublicId(first)) {
        return { name: 'game', publicId: first, embed: false };
      }
      return notFound;
    }
    case 'game-embedder': {
      if ((parts.length === 2 || parts.length === 3) && isPublicId(first)) {
        return { name: 'game', publicId: first, embed: true, embedType: second ?? null };
      }
      return notFound;
    }
    case 'page-embedder': {
      if (parts.length >= 2 && isPublicId(first)) {
        return {
          name: 'page-embedder',
          publicId: first,
          pageUrl: second ?? null,
          gameId: third ?? null,
        };
      }
      return notFound;
    }
    case 'rewards': {
      if ((parts.length === 2 || parts.length === 3) && isPublicId(first)) {
        return {
          name: 'rewards',
          account: first,
          player: isPublicId(second) ? second : null,
          // docs/product-rules.md#player-routes: any show_all value other than 1 means rewards
          // only; source_url / parent_url are kept when they are http(s) addresses.
          ...parseFrontQuery(params),
        };
      }
      return notFound;
    }
    case 'pwa': {
      if (parts.length !== 2 || first !== 'start') return notFound;
      const account = params.get('account');
      return { name: 'pwa-start', account: isPublicId(account) ? account : null };
    }
    case 'my-data': {
      return parts.length === 2 && isPublicId(first)
        ? { name: 'my-data', account: first }
        : notFound;
    }
    case 'live': {
      const code = first?.toUpperCase();
      if (!code || !LIVE_CODE.test(code)) return notFound;
      if (parts.length === 2) return { name: 'live', code, screen: false };
      if (parts.length === 3 && second === 'screen') return { name: 'live', code, screen: true };
      return notFound;
    }
    case 'consent': {
      return parts.length === 2 && first === 'confirm'
        ? { name: 'consent-confirm', token: params.get('token') || null }
        : notFound;
    }
    case 'email': {
      if (parts.length !== 2) return notFound;
      if (first === 'verify') {
        const game = params.get('game');
        return {
          name: 'email-verify',
          game: isPublicId(game) ? game : null,
          email: params.get('email') || null,
          code: params.get('code') || null,
        };
      }
      return first === 'confirm'
        ? { name: 'email-confirm', token: params.get('token') || null }
        : notFound;
    }
    default:
      return notFound;
  }
}

/** The "Forget me" page of a business, as a same-origin link (built by the contract's `myDataUrl`). */
export function myDataPath(accountPublicId: string): string {
  return myDataUrl('', accountPublicId);
}
