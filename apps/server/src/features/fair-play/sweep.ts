/**
 * Fair play's sweep (docs/fair-play-risk.md#what-is-recorded): every 10 minutes, the velocity
 * slices no window reads any more (older than a day and a half) and the spent challenges that
 * have expired are deleted, and the wins that waited more than `UNVERIFIED_WIN_MINUTES` for their
 * player's verification are voided, their stock given back
 * (docs/fair-play.md#wins-kept-until-the-player-verifies).
 */
import type { JobDefinition } from '../../infra/jobs.js';
import { voidUnverifiedWins } from '../rewards/award/index.js';
import { sweepSpentChallenges } from './challenge.js';
import { sweepCounters } from './velocity.js';

export const FAIR_PLAY_SWEEP_JOB = 'fair-play-sweep';

export const fairPlaySweepJobDefinition: JobDefinition = {
  name: FAIR_PLAY_SWEEP_JOB,
  schedule: '*/10 * * * *',
  retryLimit: 0,
  expireInSeconds: 5 * 60,
  async handler(_data, { db }) {
    await sweepCounters(db);
    await sweepSpentChallenges(db);
    await voidUnverifiedWins(db);
  },
};
