/**
 * The game as this player is to see it (docs/insight.md#experiments): asked for with the player's
 * token for its business when this device has one, else with the visit — a running experiment's
 * variant is assigned from it. Where the business is known only from the answer (an embed, a
 * first load), a device that turns out to hold a token for it asks again with the token, so a
 * known player keeps their variant.
 */
import type { PublicGame } from '../lib/api.js';
import { playerIdentity } from '../lib/player.js';
import type { SafeStore } from '../lib/storage.js';

export interface Asker {
  token: string | null;
  visit: string;
}

export function asker(store: SafeStore, account: string | undefined, visit: string): Asker {
  return { token: account ? playerIdentity(store, account).token() : null, visit };
}

export async function gameForPlayer(
  ask: (who: Asker) => Promise<PublicGame>,
  store: SafeStore,
  /** The game's business, when the page already knows it. */
  account: string | undefined,
  visit: string,
): Promise<PublicGame> {
  const game = await ask(asker(store, account, visit));
  if (!game.experiment || account) return game;
  const who = asker(store, game.account.public_id, visit);
  return who.token ? ask(who) : game;
}
