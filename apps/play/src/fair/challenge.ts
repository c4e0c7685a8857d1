/**
 * The invisible challenge (issue 36, docs/fair-play-risk.md#the-challenge): before a play start or
 * a form, the server says whether this visitor must prove work (`GET /play/challenge?game=&kind=`:
 * a start's risk follows the starts counted, a form's the forms). A low-risk player is asked for
 * nothing and waits for nothing: the question is asked as soon as the game (or the form) shows
 * (`prefetch`), not when Start (or Send) is pressed, and its answer is ready by then. A visitor who
 * must prove work gets the solver (a lazy chunk and a worker) started at once, in the background.
 * A request refused with `fair_play.challenge_required` (no solution, an expired or a failed one)
 * is solved and sent again, once. Every such request carries this browser's device id too.
 *
 * A lazy chunk, fetched once the game is known (pad/usePlay.ts): the first load stays within the
 * languages' budget (ADR 009).
 */
import type { ChallengeKind, ChallengeResponse } from '@playdesk/contract';
import { api, ApiError } from '../lib/api.js';
import { DEVICE_HEADER, deviceId } from './device.js';

/** The contract's CHALLENGE_HEADER, copied: the contract's root brings zod (challenge.test.ts). */
export const CHALLENGE_HEADER = 'x-altcha';
/** The refusal of a start or lead that needed a (valid) solution. */
export const CHALLENGE_REQUIRED = 'fair_play.challenge_required';

export type ChallengeHeaders = Record<string, string>;

export interface ChallengeDeps {
  /** `GET /play/challenge?game=&kind=` */
  fetchChallenge: (game: string, kind: ChallengeKind) => Promise<ChallengeResponse>;
  /** The solved header's value (null: no solution). Lazy in the app: fair/solve.ts. */
  solve: (challenge: ChallengeResponse) => Promise<string | null>;
  /** This browser's device id (fair/device.ts). */
  device: () => string;
}

/**
 * Each game's next challenge per kind of request (a play start, a form), asked for ahead of time.
 * A challenge proves one request (the server refuses a replay), so each is taken once and the next
 * one asked for right after.
 */
export function createChallenges(deps: ChallengeDeps) {
  const next = new Map<string, Promise<ChallengeHeaders>>();
  const keyOf = (game: string, kind: ChallengeKind) => `${kind} ${game}`;

  /** The headers for `game`'s next request of `kind`: {} when no proof is needed (or the question failed). */
  function ask(game: string, kind: ChallengeKind, force: boolean): Promise<ChallengeHeaders> {
    return (
      deps
        .fetchChallenge(game, kind)
        .then(async (challenge): Promise<ChallengeHeaders> => {
          if (!challenge.required && !force) return {};
          const header = await deps.solve(challenge);
          return header ? { [CHALLENGE_HEADER]: header } : {};
        })
        // No answer (offline, an older server): send nothing; the server says if it needs more.
        .catch(() => ({}))
    );
  }

  /** Asks for `game`'s next challenge of `kind` (a play start by default), once. */
  function prefetch(game: string, kind: ChallengeKind = 'play'): void {
    const key = keyOf(game, kind);
    if (!next.has(key)) next.set(key, ask(game, kind, false));
  }

  function take(game: string, kind: ChallengeKind): Promise<ChallengeHeaders> {
    const key = keyOf(game, kind);
    const ready = next.get(key) ?? ask(game, kind, false);
    next.delete(key);
    return ready;
  }

  /**
   * Sends a request of `game` (a play start, or with `kind` `lead` a form) with the device id and
   * its challenge's headers; on `fair_play.challenge_required`, solves a fresh challenge and sends
   * it once more. The next challenge of that kind is asked for afterwards (the player may play
   * again, or send the form again).
   */
  async function send<T>(
    game: string,
    request: (headers: ChallengeHeaders) => Promise<T>,
    kind: ChallengeKind = 'play',
  ) {
    const device = { [DEVICE_HEADER]: deps.device() };
    try {
      return await request({ ...device, ...(await take(game, kind)) });
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== CHALLENGE_REQUIRED) throw error;
      return await request({ ...device, ...(await ask(game, kind, true)) });
    } finally {
      prefetch(game, kind);
    }
  }

  return { prefetch, send };
}

export type Challenges = ReturnType<typeof createChallenges>;

/** The page's challenges: asked through the player API, solved by the lazy solver. */
export const challenges = createChallenges({
  fetchChallenge: (game, kind) => api.challenge(game, kind),
  solve: (challenge) => import('./solve.js').then((m) => m.solvedHeader(challenge)),
  device: deviceId,
});
