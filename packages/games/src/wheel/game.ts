import { defineGame } from '../define.js';
import type { ContentCheckResult, RewardRulesOf } from '../define.js';
import { WHEEL_LIMITS } from './content.js';
import type { WheelContent, WheelContentInput } from './content.js';
import { wheelEngine } from './engine.js';
import { wheelInfo } from './info.js';
import { wheelProgress } from './progress.js';
import { wheelViewSchema } from './view-model.js';

export const WINNER_RULE_ON_WHEEL =
  'A wheel gives its rewards where it stops: choose “Instant win” or “Winning moments”';
export const NO_SEGMENT_FOR_REWARD =
  'The wheel has no segment for this reward: add one that gives it';

/**
 * The game's reward rules against its segments: the wheel stops on the reward the draw gave, so
 * each reward an instant rule (or the consolation) gives needs a segment; a `winner` rule, which
 * decides after the spin, could give a reward the wheel did not stop on.
 */
function checkRewardRules(
  content: WheelContent,
  rewards: RewardRulesOf,
): ContentCheckResult | null {
  const onWheel = new Set(content.segments.flatMap((s) => (s.reward_id ? [s.reward_id] : [])));
  const problems: ContentCheckResult['problems'] = [];
  rewards.rules.forEach((rule, i) => {
    if (rule.mode === 'winner')
      problems.push({ path: ['rules', i, 'mode'], message: WINNER_RULE_ON_WHEEL });
    else if (!onWheel.has(rule.reward_id))
      problems.push({ path: ['rules', i, 'reward_id'], message: NO_SEGMENT_FOR_REWARD });
  });
  const consolation = rewards.consolation_reward_id;
  if (consolation && !onWheel.has(consolation))
    problems.push({ path: ['consolation_reward_id'], message: NO_SEGMENT_FOR_REWARD });
  return problems.length > 0
    ? { message: 'The reward rules do not fit the wheel.', problems }
    : null;
}

/** The starter's input type is the content's own, so any wheel's content fits `GameContentInput`. */
const STARTER: WheelContentInput = {
  segments: [
    { label: 'No prize', kind: 'no_prize' },
    { label: 'Try again', kind: 'try_again' },
    { label: 'So close!', kind: 'no_prize' },
    { label: 'No prize', kind: 'no_prize' },
    { label: 'Try again', kind: 'try_again' },
    { label: 'Almost!', kind: 'no_prize' },
  ],
  palette: 'brand',
};

export const wheelGame = defineGame({
  ...wheelInfo,
  engine: wheelEngine,
  progress: wheelProgress,
  viewSchema: wheelViewSchema,
  starter: {
    // No rewards yet (a new game's business may have none): the editor turns segments into
    // rewards, and the game's Rewards section gives them by odds or winning moments.
    content: STARTER,
    instructions: '<p>Spin the wheel to see what you win!</p>',
  },
  contentTexts: (content) =>
    content.segments.map((_, i) => ({
      path: ['segments', i, 'label'],
      part: 'segment',
      n: [i + 1],
      max: WHEEL_LIMITS.maxLabelLength,
    })),
  contentRewards: (content) =>
    content.segments.flatMap((s, i) =>
      s.reward_id ? [{ path: ['segments', i, 'reward_id'], reward_id: s.reward_id }] : [],
    ),
  checkRewardRules,
});
