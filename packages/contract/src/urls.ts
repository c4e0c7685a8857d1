/**
 * The addresses the server, the console and the player app share: where the API lives, and the
 * player app's public pages (docs/product-rules.md#player-routes). Imported as
 * `@playdesk/contract/urls`, not from the package root: this file imports nothing, so the player
 * app can use it at runtime without zod or any schema reaching its initial bundle.
 *
 * `origin` is scheme and host without a trailing slash (`window.location.origin`, the server's
 * APP_URL), or `''` for a same-origin path (a link inside the player app). Ids and tokens are
 * encoded even though they are URL-safe: a builder never trusts its input.
 */

/** The API's base path on the product's own host (docs/product-rules.md#api-calls). */
export const API_PATH = '/services/api/v1';

/** `/game/{game}`: one game on a page of its own — for links, sharing and QR codes. */
export function gamePageUrl(origin: string, gamePublicId: string): string {
  return `${origin}/game/${encodeURIComponent(gamePublicId)}`;
}

/**
 * The element of a `/game/{game}` page that carries the game as `GET play/games/{game}` answers it
 * (`{ "game": … }`, a JSON data block), so the page shows the game without asking for it first.
 */
export const PAGE_GAME_ELEMENT_ID = 'pd-page-game';

/** `/game-embedder/{game}`: the same game without the page around it, for a business's iframe. */
export function gameEmbedderUrl(origin: string, gamePublicId: string): string {
  return `${origin}/game-embedder/${encodeURIComponent(gamePublicId)}`;
}

/** `/game?account={account}`: the business's game page — whichever game is live there today. */
export function accountGamePageUrl(origin: string, accountPublicId: string): string {
  return `${origin}/game?account=${encodeURIComponent(accountPublicId)}`;
}

/** `/rewards/{account}/{player?}`: the business's rewards front, for one player when given. */
export function rewardsFrontUrl(
  origin: string,
  accountPublicId: string,
  playerPublicId?: string,
): string {
  const player = playerPublicId ? `/${encodeURIComponent(playerPublicId)}` : '';
  return `${origin}/rewards/${encodeURIComponent(accountPublicId)}${player}`;
}

/** `/my-data/{account}`: "Forget me" — what the business holds about this device's player. */
export function myDataUrl(origin: string, accountPublicId: string): string {
  return `${origin}/my-data/${encodeURIComponent(accountPublicId)}`;
}

/** `/consent/confirm?token={token}`: a double opt-in email's link; opening it confirms the consent. */
export function consentConfirmUrl(origin: string, token: string): string {
  return `${origin}/consent/confirm?token=${encodeURIComponent(token)}`;
}

/**
 * `/email/confirm?token={token}`: the link emailed when a form gives the address of a player the
 * business already knows; opening it confirms the address and joins this browser to that player.
 */
export function emailConfirmUrl(origin: string, token: string): string {
  return `${origin}/email/confirm?token=${encodeURIComponent(token)}`;
}

/**
 * `/email/verify?game={public_id}&email={email}&code={code}`: the magic link of a game whose form
 * asks for a verified email by link (docs/fair-play.md#verified-email-and-phone); opening it
 * verifies the address for the business, and the player continues in the game.
 */
export function emailVerifyUrl(origin: string, game: string, email: string, code: string): string {
  const q = (v: string) => encodeURIComponent(v);
  return `${origin}/email/verify?game=${q(game)}&email=${q(email)}&code=${q(code)}`;
}
