/**
 * The email a player gets with a reward they won (docs/product-rules.md#reward-emails), in the
 * player's language (issue 33 §9): its texts are the `reward.*` messages of the server's player
 * catalogues (src/i18n/player).
 */
import type { WonReward } from '@playdesk/contract';
import { playerT } from '../../../i18n/player-messages.js';
import type { EmailJob } from '../../../outbox/outbox.js';

export function rewardEmail(input: {
  to: string;
  businessName: string;
  won: WonReward;
  /** The player's page of the business's rewards front. */
  frontUrl: string;
  /** The play's language, else the player's, else the game's default (emailLanguage). */
  language?: string | null;
}): EmailJob {
  const { won, businessName } = input;
  const { t, date } = playerT(input.language);
  const reward = won.reward;
  const business = businessName;
  const lines = [
    won.game
      ? t('reward.won_in_game', { reward: reward.name, business, game: won.game.name })
      : t('reward.won', { reward: reward.name, business }),
  ];
  if (reward.description) lines.push('', reward.description);
  if (won.code) lines.push('', t('reward.code', { code: won.code }));
  if (won.link) lines.push('', t('reward.link', { link: won.link }));
  if (reward.kind === 'physical') lines.push('', t('reward.physical', { business }));
  if (won.expires_at) lines.push('', t('reward.valid_until', { date: date(won.expires_at) }));
  if (reward.how_to_redeem) lines.push('', t('reward.how_to_redeem'), reward.how_to_redeem);
  if (reward.terms) lines.push('', t('reward.terms'), reward.terms);
  lines.push('', t('reward.front', { url: input.frontUrl }));
  return {
    to: input.to,
    subject: t('reward.subject', { business, reward: reward.name }),
    text: lines.join('\n'),
  };
}
