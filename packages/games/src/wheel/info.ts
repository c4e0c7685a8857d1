import { defineGameInfo, footerButtons } from '../define.js';
import { WHEEL } from './constants.js';

export const wheelInfo = defineGameInfo({
  type: 'wheel',
  name: 'Spin the Wheel',
  description:
    'A prize wheel: one spin per play, and the wheel stops on what the rewards’ draw gave.',
  contentSummary: 'You add: the segments and their rewards',
  footerButtons: footerButtons('timer'),
  scoring: { per: 'win', points: () => WHEEL.points },
  difficultyDetail: () => `${WHEEL.timeSeconds} s to spin`,
  difficultyShort: () => `${WHEEL.timeSeconds} s`,
});
