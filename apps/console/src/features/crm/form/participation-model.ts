/**
 * The participation limit of a game that gives rewards (docs/product-rules.md#participation-limits):
 * on by default, and the editor says why. Pure: the card and its tests use it.
 */
import {
  PARTICIPATION_FOR_REWARDS,
  givesRewards,
  type ParticipationSettings,
} from '@playdesk/contract';

export { givesRewards };

/** The note next to the setting, or null for a game without rewards. */
export function rewardsLimitNote(
  gives: boolean,
  rule: ParticipationSettings['rule'],
): { tone: 'info' | 'warning'; text: string } | null {
  if (!gives) return null;
  if (rule === 'unlimited')
    return {
      tone: 'warning',
      text: 'This game gives rewards: without a limit, one browser can start again and again until it wins.',
    };
  return {
    tone: 'info',
    text: 'On by default because this game gives rewards, so one browser cannot start again and again until it wins.',
  };
}

/**
 * The limit to set when the game starts giving rewards in the editor (none given before): the
 * rewards default if the limit is Unlimited, else null (a limit chosen stays).
 */
export function limitForNewRewards(
  gaveBefore: boolean,
  givesNow: boolean,
  current: ParticipationSettings,
): ParticipationSettings | null {
  return !gaveBefore && givesNow && current.rule === 'unlimited' ? PARTICIPATION_FOR_REWARDS : null;
}
