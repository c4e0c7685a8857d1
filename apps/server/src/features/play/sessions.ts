/**
 * Play sessions: the server is the referee. Starting one counts a gameplay against the billing
 * account's monthly limit (atomically) and runs the engine's `start`; every action is checked by
 * the engine under a row lock; the engine alone decides win, loss, score and time-out.
 * Rewards (docs/product-rules.md#rewards) are decided in the same transactions: instant wins (odds,
 * winning moments) when the play starts, `winner` rewards when it ends; a session shows its reward
 * once the play has ended.
 *
 * This file assembles the service from its parts: starts (start.ts, start-alone.ts), moves
 * (move.ts over live-plays.ts and move-batch.ts), reads (read.ts), and what a play's end brings (finish.ts; the
 * expiry sweep in expiry.ts ends the plays the players left with the same functions).
 */
import type { PlaySession, StartSessionRequest, StartSessionResponse } from '@playdesk/contract';
import type { Database } from '../../db/client.js';
import { clearWithGames, type CacheBus } from '../../infra/cache-bus.js';
import { TtlCache } from '../../infra/ttl-cache.js';
import { createLivePlays } from './live-plays.js';
import { createMoveBatcher } from './move-batch.js';
import { moveSession, type MoveDeps } from './move.js';
import { getSession } from './read.js';
import { createStartBatcher } from './start-batch.js';
import { startSession, type FairStart, type StartDeps, type StartGame } from './start.js';
import type { FinishJudge } from '../fair-play/finish.js';
import { ownHostsOf } from '../insight/attribution.js';
import { createPlacementLookup } from '../insight/placement-lookup.js';

/**
 * `appUrl`: where the player app lives (the rewards front's link in reward emails); `cacheBus`
 * clears the starts' cache of games when a game changes (a batch re-checks the game anyway);
 * `judgeFinish`: fair play's look at each play won (fair-play/finish.ts), none in tests that
 * drive plays without it.
 */
export function createPlayService(
  db: Database,
  appUrl = '',
  cacheBus?: CacheBus,
  judgeFinish?: FinishJudge,
) {
  const startGames = new TtlCache<StartGame>(5_000, 5_000);
  clearWithGames(cacheBus, startGames);
  const livePlays = createLivePlays();
  const starts: StartDeps = {
    db,
    startGames,
    batcher: createStartBatcher(db),
    livePlays,
    placementOf: createPlacementLookup(db),
    ownHosts: ownHostsOf(appUrl),
  };
  const moves: MoveDeps = {
    db,
    appUrl,
    livePlays,
    batcher: createMoveBatcher(db),
    ...(judgeFinish ? { judgeFinish } : {}),
  };
  return {
    start: (
      gamePublicId: string,
      playerToken: string | null,
      input: StartSessionRequest,
      userAgent?: string,
      fair?: FairStart,
    ): Promise<StartSessionResponse> =>
      startSession(starts, gamePublicId, playerToken, input, userAgent, fair),
    /** `ip`: the request's address, for fair play's exempt networks. */
    get: (sessionId: string, playerToken: string | null, ip: string | null = null) =>
      getSession(
        db,
        appUrl,
        sessionId,
        playerToken,
        judgeFinish ? { judge: judgeFinish, ip } : undefined,
      ),
    act: (
      sessionId: string,
      playerToken: string | null,
      action: Record<string, unknown>,
      ip: string | null = null,
    ): Promise<PlaySession> => moveSession(moves, sessionId, playerToken, action, ip),
  };
}
