/**
 * The verified form releases the wins that waited for it
 * (docs/fair-play.md#wins-kept-until-the-player-verifies): a game that asks for a verified email
 * (or phone) keeps a reward won before the player proved the address; the form that proves it, sent
 * from the browser that played, gives those rewards — each once, in the form's transaction — to be
 * shown on the play and emailed as any win. One mailbox is one player for the participation limit
 * too: a play the mailbox had no room for when it started (it had played elsewhere) does not get
 * its reward; that win is voided and its unit goes back to the stock.
 */
import type { Queryable } from '../../db/client.js';
import type { StoredGameSettings } from '../../db/schema.js';
import { mailboxHadRoom } from '../play/participation.js';
import { awaitingWins, releaseAwaitingWin, voidOverLimitWin } from '../rewards/award/index.js';

/**
 * Releases (or, over the participation limit, voids) the wins of `playerId` in `game` that wait
 * for verification. Call it in the transaction of a form accepted with its verification, for the
 * player of the browser that sent it, after the address is locked (lead.ts `lockAddress`): two
 * forms of one mailbox then release one after the other. Answers how many it released.
 */
export async function releaseVerifiedWins(
  tx: Queryable,
  game: { id: string; accountId: string; settings: StoredGameSettings },
  playerId: string,
  /** The form's email, normalised (null: a phone only: the limit stays per browser). */
  mailbox: string | null,
): Promise<number> {
  let released = 0;
  for (const win of await awaitingWins(tx, playerId, game.id)) {
    const room =
      mailbox === null ||
      win.gameplay_id === null ||
      win.started_at === null ||
      (await mailboxHadRoom(tx, game, mailbox, {
        id: win.gameplay_id,
        playerId,
        startedAt: new Date(win.started_at),
      }));
    if (!room) await voidOverLimitWin(tx, win.id);
    else if (await releaseAwaitingWin(tx, win.id)) released += 1;
  }
  return released;
}
