/**
 * The rewards' texts that only the reward card and the rewards front need (they are chunks of
 * their own, so none of this weighs on the game pad's first load): status names, how a reward
 * is claimed, how a game gives it, fingerprints.
 */
import type { RewardKind, WonReward } from './types.js';
import { englishT, type T } from '../i18n/i18n.js';

export function rewardStatusLabel(status: WonReward['status'], t: T = englishT): string {
  return t(`reward.status.${status}`);
}

/** How the player gets the reward, when the business wrote nothing in "how to redeem". */
export function defaultHowToRedeem(
  kind: RewardKind,
  businessName: string | null,
  t: T = englishT,
): string {
  const business = businessName?.trim() ?? '';
  switch (kind) {
    case 'physical':
      return business ? t('reward.how.physical', { business }) : t('reward.how.physical_anonymous');
    case 'unique_link':
    case 'shared_link':
      return t('reward.how.link');
    default:
      return business ? t('reward.how.code', { business }) : t('reward.how.code_anonymous');
  }
}

/** A percentage as a person writes it: 10, 12.5, 0.001 (no float noise). */
export function formatPercent(percent: number): string {
  return String(Number(percent.toPrecision(6)));
}

export interface OfferLike {
  mode: 'winner' | 'odds' | 'moments';
  odds: number | null;
  min_score: number | null;
}

/** How a game gives a reward, in a few words ("Every winner", "10 % chance per play", …). */
export function offerText(offer: OfferLike, t: T = englishT): string {
  switch (offer.mode) {
    case 'winner':
      return offer.min_score !== null && offer.min_score > 0
        ? t('reward.offer.min_score', { score: offer.min_score })
        : t('reward.offer.winner');
    case 'odds':
      return offer.odds !== null
        ? t('reward.offer.odds', { percent: Number(formatPercent(offer.odds)) })
        : t('reward.offer.chance');
    case 'moments':
      return t('reward.offer.moments');
  }
}

/** The first characters of a SHA-256 fingerprint, enough to compare by eye. */
export function shortHash(hex: string, length = 12): string {
  return hex.length > length ? `${hex.slice(0, length)}…` : hex;
}
