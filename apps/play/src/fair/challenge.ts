/**
 * The invisible challenge (issue 36, docs/fair-play.md): before a play start or a lead, the server
 * says whether this visitor must prove work (`GET /play/challenge?game=`). A low-risk player is
 * asked for nothing and waits for nothing: the question is asked as soon as the game is known
 * (`prefetchChallenge`), not when Start is pressed, and its answer is ready by then. A visitor who
 * must prove work gets the solver (a lazy chunk and a worker) started at once, in the background.
 * A start refused with `fair_play.challenge_required` (no solution, an expired or a failed one) is
 * solved and sent again, once. Every such request carries this browser's device id too.
 *
 * A lazy chunk, fetched once the game is known (pad/usePlay.ts): the first load stays within the
 * languages' budget (ADR 009).
 */
import type { ChallengeResponse } from '@playdesk/contract';
import { api, ApiError } from '../lib/api.js';
import { DEVICE_HEADER, deviceId } from './device.js';

/** The contract's CHALLENGE_HEADER, copied: the contract's root brings zod (challenge.test.ts). */
export const CHALLENGE_HEADER = 'x-altcha';
/** The refusal of a start or lead that needed a (valid) solution. */
export const CHALLENGE_REQUIRED = 'fair_play.challenge_required';

export type ChallengeHeaders = Record<string, string>;

export interface ChallengeDeps {
  /** `GET /play/challenge?game=` */
  fetchChallenge: (game: string) => Promise<ChallengeResponse>;
  /** The solved header's value (null: no solution). Lazy in the app: fair/solve.ts. */
  solve: (challenge: ChallengeResponse) => Promise<string | null>;
  /** This browser's device id (fair/device.ts). */
  device: () => string;
}

/**
 * One game's next challenge, asked for ahead of time. A challenge proves one request (the server
 * refuses a replay), so each is taken once and the next one asked for right after.
 */
export function createChallenges(deps: ChallengeDeps) {
  const next = new Map<string, Promise<ChallengeHeaders>>();

  /** The headers for `game`'s next request: {} when no proof is needed (or the question failed). */
  function ask(game: string, force: boolean): Promise<ChallengeHeaders> {
    return (
      deps
        .fetchChallenge(game)
        .then(async (challenge): Promise<ChallengeHeaders> => {
          if (!challenge.required && !force) return {};
          const header = await deps.solve(challenge);
          return header ? { [CHALLENGE_HEADER]: header } : {};
        })
        // No answer (offline, an older server): send nothing; the server says if it needs more.
        .catch(() => ({}))
    );
  }

  function prefetch(game: string): void {
    if (!next.has(game)) next.set(game, ask(game, false));
  }

  function take(game: string): Promise<ChallengeHeaders> {
    const ready = next.get(game) ?? ask(game, false);
    next.delete(game);
    return ready;
  }

  /**
   * Sends a request of `game` with the device id and its challenge's headers; on
   * `fair_play.challenge_required`, solves a fresh challenge and sends it once more. The next
   * challenge is asked for afterwards (the player may play again, or send the form).
   */
  async function send<T>(game: string, request: (headers: ChallengeHeaders) => Promise<T>) {
    const device = { [DEVICE_HEADER]: deps.device() };
    try {
      return await request({ ...device, ...(await take(game)) });
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== CHALLENGE_REQUIRED) throw error;
      return await request({ ...device, ...(await ask(game, true)) });
    } finally {
      prefetch(game);
    }
  }

  return { prefetch, send };
}

export type Challenges = ReturnType<typeof createChallenges>;

/** The page's challenges: asked through the player API, solved by the lazy solver. */
export const challenges = createChallenges({
  fetchChallenge: (game) => api.challenge(game),
  solve: (challenge) => import('./solve.js').then((m) => m.solvedHeader(challenge)),
  device: deviceId,
});
