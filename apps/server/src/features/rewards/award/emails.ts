/**
 * The email a player gets with a reward they won (docs/product-rules.md#reward-emails): every text
 * of it is here.
 */
import type { WonReward } from '@playdesk/contract';
import type { EmailJob } from '../../../outbox/outbox.js';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function rewardEmail(input: {
  to: string;
  businessName: string;
  won: WonReward;
  /** The player's page of the business's rewards front. */
  frontUrl: string;
}): EmailJob {
  const { won, businessName } = input;
  const reward = won.reward;
  const lines = [
    `You won "${reward.name}" from ${businessName}${won.game ? ` in ${won.game.name}` : ''}.`,
  ];
  if (reward.description) lines.push('', reward.description);
  if (won.code) lines.push('', `Your code: ${won.code}`);
  if (won.link) lines.push('', `Your link: ${won.link}`);
  if (reward.kind === 'physical')
    lines.push('', `${businessName} will contact you with the details you gave to hand it over.`);
  if (won.expires_at)
    lines.push('', `Valid until ${dateFormat.format(new Date(won.expires_at))} (UTC).`);
  if (reward.how_to_redeem) lines.push('', 'How to redeem:', reward.how_to_redeem);
  if (reward.terms) lines.push('', 'Terms:', reward.terms);
  lines.push('', `See all your rewards: ${input.frontUrl}`);
  return {
    to: input.to,
    subject: `Your reward from ${businessName}: ${reward.name}`,
    text: lines.join('\n'),
  };
}
