import type { MessageKey } from '../../../../i18n/i18n';

/** The Wheel engine's fixed content messages (packages/games/src/wheel/content.ts) → the catalogue's keys. */
export const messages: Readonly<Record<string, MessageKey>> = {
  'Enter the text of the segment': 'game-content.error.segment_label',
  'Choose the reward this segment gives': 'game-content.error.segment_reward',
  'Add at least one “No prize” or “Try again” segment: the wheel stops there when nothing is won':
    'game-content.error.no_losing_segment',
  'A wheel gives its rewards where it stops: choose “Instant win” or “Winning moments”':
    'game-content.error.wheel_winner_rule',
  'The wheel has no segment for this reward: add one that gives it':
    'game-content.error.wheel_no_segment',
};
