/**
 * A win's state (docs/rewards.md#redemption-in-store), the one rule every view of a win uses — the
 * winners list and its CSV, the player's rewards, the counter, the wallet passes, the player
 * timeline: voided (by the business), else unverified (kept until the player verifies their
 * email, docs/fair-play.md#wins-kept-until-the-player-verifies), else redeemed, else expired once
 * its validity ended, else active. "Ended" is `expires_at <= now`, the same instant `redeemWin`
 * stops taking it.
 */
import type { WON_REWARD_STATUSES } from '@playdesk/contract';

type WonRewardStatus = (typeof WON_REWARD_STATUSES)[number];

type When = Date | string | null | undefined;

export function wonStatus(
  win: { voided_at?: When; redeemed_at: When; expires_at: When; awaiting_verification_at?: When },
  now: Date | number = Date.now(),
): WonRewardStatus {
  if (win.voided_at) return 'voided';
  if (win.awaiting_verification_at) return 'unverified';
  if (win.redeemed_at) return 'redeemed';
  if (win.expires_at && new Date(win.expires_at).getTime() <= +now) return 'expired';
  return 'active';
}

/** The same for a `player_rewards` row as drizzle reads it. */
export function wonRowStatus(
  win: {
    voidedAt: Date | null;
    redeemedAt: Date | null;
    expiresAt: Date | null;
    awaitingVerificationAt?: Date | null;
  },
  now: Date | number = Date.now(),
): WonRewardStatus {
  return wonStatus(
    {
      voided_at: win.voidedAt,
      redeemed_at: win.redeemedAt,
      expires_at: win.expiresAt,
      awaiting_verification_at: win.awaitingVerificationAt,
    },
    now,
  );
}
