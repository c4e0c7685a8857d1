/**
 * Solves a required challenge (a lazy chunk: only a visitor the server asks for proof downloads
 * it). The search runs in a Web Worker; where one cannot start (an old browser, a policy that
 * refuses workers) it runs on the page instead — slower to the eye, same answer.
 */
import { altchaPayload, solveChallenge, type Challenge } from './pow.js';
import type { SolverReply } from './solver.worker.js';

function inWorker(challenge: Challenge): Promise<SolverReply> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./solver.worker.ts', import.meta.url));
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    worker.onmessage = (event: MessageEvent<SolverReply>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      event.preventDefault();
      reject(new Error(event.message || 'solver worker failed'));
    };
    worker.postMessage(challenge);
  });
}

/** The `x-altcha` value for `challenge`, or null when it has no solution (a forged challenge). */
export async function solvedHeader(challenge: Challenge): Promise<string | null> {
  let solution;
  try {
    if (typeof Worker === 'undefined') throw new Error('no workers');
    const reply = await inWorker(challenge);
    if ('error' in reply) throw new Error(reply.error);
    solution = reply.solution;
  } catch {
    solution = await solveChallenge(challenge);
  }
  return solution ? altchaPayload(challenge, solution) : null;
}
