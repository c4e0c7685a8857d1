import { DIFFICULTY_POINTS } from '../constants.js';
import { defineGameInfo, footerButtons, minutes } from '../define.js';
import { MEMORY, memoryMoveLimit } from './constants.js';

export const memoryInfo = defineGameInfo({
  type: 'memory',
  name: 'Memory',
  description: 'Players turn over two cards at a time to find the pairs of your products.',
  contentSummary: 'You add: 4–12 pairs of pictures or words',
  footerButtons: footerButtons('timer'),
  scoring: { per: 'win', points: (difficulty) => DIFFICULTY_POINTS[difficulty] },
  difficultyDetail: (difficulty) =>
    `${MEMORY.pairs[difficulty]} pairs, ${memoryMoveLimit(MEMORY.pairs[difficulty], difficulty)} moves, ${minutes(MEMORY.timeSeconds[difficulty])}`,
  difficultyShort: (difficulty) => `${MEMORY.pairs[difficulty]} pairs`,
});
