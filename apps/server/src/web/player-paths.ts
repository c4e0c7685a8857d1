/**
 * Which browser paths belong to the player app (docs/product-rules.md#player-routes). Everything
 * else that is not the API is the console. `/rewards`, `/rewards/add` and `/rewards/edit/…` are the
 * console's reward screens; any other `/rewards/{account}/{player?}` is the player's rewards front.
 */
const CONSOLE_REWARD_PATHS = /^\/rewards(\/(add|edit(\/[^/]*)?))?\/?$/;

export function isPlayerPath(pathname: string): boolean {
  if (pathname === '/game' || pathname.startsWith('/game/')) return true;
  if (pathname.startsWith('/game-embedder/') || pathname.startsWith('/page-embedder/')) return true;
  if (pathname === '/pwa/start') return true;
  // "Forget me" (/my-data/{account}) and the links of the double opt-in email (/consent/confirm)
  // and of the email confirming a known address (/email/confirm).
  if (pathname.startsWith('/my-data/')) return true;
  if (pathname === '/consent/confirm' || pathname === '/email/confirm') return true;
  // A live show's phone and screen (/live/{code}, /live/{code}/screen: docs/live.md).
  if (pathname.startsWith('/live/')) return true;
  if (pathname.startsWith('/rewards/')) return !CONSOLE_REWARD_PATHS.test(pathname);
  return false;
}
