import { SCRATCH } from '../constants.js';
import { defineGameInfo, footerButtons } from '../define.js';

export const scratchInfo = defineGameInfo({
  type: 'scratch',
  name: 'ScratchMe',
  description: 'A virtual scratch card that reveals a prize, with the odds you choose.',
  contentSummary: 'You add: prizes and their odds',
  footerButtons: footerButtons('timer'),
  scoring: { per: 'card', points: () => SCRATCH.points },
  difficultyDetail: () => `${SCRATCH.timeSeconds} s to scratch`,
  difficultyShort: () => `${SCRATCH.timeSeconds} s`,
});
