/**
 * The award engine's entry for the rest of the server: the play's start and end call it inside
 * their transactions; games call `syncPeriods` after a save; the player form moves and emails a
 * player's rewards. See award.ts for the modes, grant.ts for caps and stock, fairness.ts and
 * draw.ts for the draw periods and the exact derivation.
 */
import type { Queryable } from '../../../db/client.js';
import { awardAtEnd, type AwardGame, type EndedPlay } from './award.js';
import type { PlayRef } from './grant.js';
import { emailPendingRewards, playWin, type PlayWin } from './won.js';

export { drawAtStart, prizeOf, recordDraw, type AwardGame, type StartDraw } from './award.js';
export { commitmentsOf, syncPeriods } from './fairness.js';
export type { PlayRef } from './grant.js';
export {
  emailPendingRewards,
  movePlayerRewards,
  playReward,
  playWin,
  type PlayWin,
} from './won.js';
export {
  AWAITING_VOID_REASONS,
  UNVERIFIED_WIN_MINUTES,
  awaitingWins,
  releaseAwaitingWin,
  voidOverLimitWin,
  voidUnverifiedWins,
} from './awaiting.js';

/**
 * A play just ended (its row updated, still locked): decides its `winner` reward (unless `award`
 * is false: fair play blocked the play's reward, fair-play/finish.ts), reveals what it won
 * (instant or now), and emails it when the player's email is known — unless the win waits for
 * the player's verification (awaiting.ts): then only that is said.
 */
export async function onPlayEnded(
  tx: Queryable,
  game: AwardGame,
  play: PlayRef,
  ended: EndedPlay,
  at: Date,
  appUrl: string,
  { award = true }: { award?: boolean } = {},
): Promise<PlayWin> {
  if (award) await awardAtEnd(tx, game, play, ended, at);
  const won = await playWin(tx, play.playId);
  if (won.reward) await emailPendingRewards(tx, play.playerId, appUrl);
  return won;
}
