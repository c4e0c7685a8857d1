/**
 * Jobs that run every so often on whichever instance gets there first (the retention job, the
 * test provider's renewals): each instance runs the timer, and the job itself claims its period
 * with `claimJobRun` (db/job-leases.ts).
 */
import type { FastifyBaseLogger } from 'fastify';

/**
 * Calls `run` `firstAfterMs` after start, then every `checkEveryMs` (it decides with
 * `claimJobRun` whether this period is its own). A failure is logged and the timer goes on; `stop`
 * waits for a run under way.
 */
export function startPeriodicJob(
  log: FastifyBaseLogger,
  job: {
    name: string;
    run: () => Promise<unknown>;
    firstAfterMs: number;
    checkEveryMs: number;
  },
): { stop(): Promise<void> } {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = async () => {
    running = job.run().catch((err: unknown) => log.error({ err }, `${job.name} job failed`));
    await running;
    if (!stopped) timer = setTimeout(tick, job.checkEveryMs);
  };
  let timer = setTimeout(tick, job.firstAfterMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
