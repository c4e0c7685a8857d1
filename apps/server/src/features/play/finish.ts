/**
 * What follows the end of a play, in the transaction that ended it (the player's move or read,
 * or the expiry sweep): the `gameplay.completed` event, fair play's look at a play won too fast
 * (fair-play/finish.ts) and the `winner` rewards (docs/product-rules.md#rewards), kept until the
 * player verifies when the game asks for a verified email the player has not given yet
 * (docs/fair-play.md#wins-kept-until-the-player-verifies).
 */
import type { Queryable } from '../../db/client.js';
import type { FinishGame, FinishJudge } from '../fair-play/finish.js';
import { emitEvent } from '../integrations/events.js';
import { queueEarning } from '../loyalty/earn.js';
import {
  winAwaitsVerification,
  type VerifiedWinGame,
} from '../fair-play/verification/unverified-wins.js';
import { onPlayEnded, playWin, type AwardGame, type PlayWin } from '../rewards/award/index.js';
import type { GameplayRow } from './play-row.js';

/** Fair play's judge of finishes, and the address of the request that ended the play. */
export interface FinishFairPlay {
  judge: FinishJudge;
  ip: string | null;
}

/**
 * The end of a play, once its row says so (in the transaction that ended it: judged by fair play
 * when `fair` is given, `winner` rewards decided and the reward emailed; on a later read: the
 * reward as it was).
 */
export async function endedReward(
  tx: Queryable,
  game: AwardGame & VerifiedWinGame & FinishGame,
  row: GameplayRow,
  endedNow: boolean,
  appUrl: string,
  fair?: FinishFairPlay,
): Promise<PlayWin | undefined> {
  if (row.status === 'playing') return undefined;
  if (!endedNow) return playWin(tx, row.id);
  const play = {
    gameId: game.id,
    accountId: game.accountId,
    playerId: row.playerId,
    playId: row.id,
    awaitsVerification: winAwaitsVerification(tx, game, row.playerId),
  };
  const ended = { status: row.status, score: row.score, result: row.result };
  await emitEvent(tx, game.accountId, { type: 'gameplay.completed', gameplayId: row.id });
  // Loyalty points (docs/loyalty.md#earning): a job, queued only when the business has it on.
  await queueEarning(tx, game.accountId, { kind: 'play', gameplayId: row.id });
  const verdict = fair ? await fair.judge(tx, game, row, fair.ip) : 'allow';
  return onPlayEnded(tx, game, play, ended, row.endedAt ?? new Date(), appUrl, {
    award: verdict !== 'block',
  });
}
