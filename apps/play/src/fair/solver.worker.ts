/**
 * The proof-of-work solver's worker (classic worker, no imports at run time once built): the
 * search runs off the page's thread, so the page stays responsive while a high-risk visitor's
 * harder challenge is solved. One message in (the challenge), one out (the solution or null).
 */
import { solveChallenge, type Challenge, type Solution } from './pow.js';

export type SolverReply = { solution: Solution | null } | { error: string };

self.onmessage = async (event: MessageEvent<Challenge>) => {
  try {
    const solution = await solveChallenge(event.data);
    self.postMessage({ solution } satisfies SolverReply);
  } catch (error) {
    self.postMessage({ error: String(error) } satisfies SolverReply);
  }
};
