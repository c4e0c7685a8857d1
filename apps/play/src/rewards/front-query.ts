/**
 * The rewards front's query (docs/product-rules.md#player-routes): `source_url` and `parent_url`
 * (where the player came from: the "Back to the game" link, and the attribution passed on to the
 * games it links to) and `show_all` (`1` also lists the games giving each reward; any other value
 * shows the rewards only). Addresses are kept only when they are http(s).
 */
import { gamePageUrl, rewardsFrontUrl } from '@playdesk/contract/urls';
import { safeHttpUrl } from './safe-url.js';

export interface FrontQuery {
  showAll: boolean;
  sourceUrl: string | null;
  parentUrl: string | null;
}

export function parseFrontQuery(params: URLSearchParams): FrontQuery {
  return {
    showAll: params.get('show_all') === '1',
    sourceUrl: safeHttpUrl(params.get('source_url')),
    parentUrl: safeHttpUrl(params.get('parent_url')),
  };
}

/** "Back to the game": the page the game sits in (parent), else the game's own address. */
export function backUrl(query: FrontQuery): string | null {
  return query.parentUrl ?? query.sourceUrl;
}

/** `source_url` / `parent_url` to carry on in a link (empty when there are none). */
function attribution(query: Pick<FrontQuery, 'sourceUrl' | 'parentUrl'>): string {
  const params = new URLSearchParams();
  if (query.sourceUrl) params.set('source_url', query.sourceUrl);
  if (query.parentUrl) params.set('parent_url', query.parentUrl);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A game's page from the front, carrying the attribution the front was opened with. */
export function playLink(
  gamePublicId: string,
  query: Pick<FrontQuery, 'sourceUrl' | 'parentUrl'>,
): string {
  return `${gamePageUrl('', gamePublicId)}${attribution(query)}`;
}

/**
 * The front as the win pop-up links to it: the player's own page, with the game they came from
 * as `source_url` (their "Back to the game"), and the host page as `parent_url` when embedded.
 */
export function frontLinkFromGame(
  accountPublicId: string,
  playerPublicId: string | null,
  from: { href: string; embedded: boolean; referrer: string },
): string {
  const base = rewardsFrontUrl('', accountPublicId, playerPublicId ?? undefined);
  const parent = from.embedded ? safeHttpUrl(from.referrer) : null;
  return `${base}${attribution({ sourceUrl: safeHttpUrl(from.href), parentUrl: parent })}`;
}

/** Whether the page runs inside another page's iframe (false outside a browser). */
export function isEmbedded(): boolean {
  return typeof window !== 'undefined' && window.self !== window.top;
}
