/**
 * The rewards' texts that only the reward card and the rewards front need (they are chunks of
 * their own, so none of this weighs on the game pad's first load): status names, how a reward
 * is claimed, how a game gives it, fingerprints.
 */
import type { RewardKind, WonReward } from './types.js';

export const REWARD_STATUS_LABELS: Record<WonReward['status'], string> = {
  active: 'Ready to use',
  redeemed: 'Used',
  expired: 'Expired',
};

/** How the player gets the reward, when the business wrote nothing in "how to redeem". */
export function defaultHowToRedeem(kind: RewardKind, businessName: string | null): string {
  const business = businessName?.trim() || 'The business';
  switch (kind) {
    case 'physical':
      return `${business} will contact you with the details you gave in the form to arrange your prize. Keep your win reference.`;
    case 'unique_link':
    case 'shared_link':
      return 'Open the link to claim your reward.';
    default:
      return `Show the code (or its QR code) to ${businessName?.trim() || 'the business'}, or enter it when you order.`;
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
export function offerText(offer: OfferLike): string {
  switch (offer.mode) {
    case 'winner':
      return offer.min_score !== null && offer.min_score > 0
        ? `Every player who scores ${offer.min_score}+ points`
        : 'Every winner';
    case 'odds':
      return offer.odds !== null
        ? `${formatPercent(offer.odds)} % chance on each play`
        : 'A chance on each play';
    case 'moments':
      return 'Winning moments: the first play at each moment wins';
  }
}

/** The first characters of a SHA-256 fingerprint, enough to compare by eye. */
export function shortHash(hex: string, length = 12): string {
  return hex.length > length ? `${hex.slice(0, length)}…` : hex;
}
