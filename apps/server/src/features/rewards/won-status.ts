/**
 * A win's state (docs/rewards.md#redemption-in-store), the one rule every view of a win uses — the
 * winners list and its CSV, the player's rewards, the counter, the wallet passes, the player
 * timeline: voided (by the business, or rejected in review), else unverified (kept until the
 * player verifies their email, docs/fair-play.md#wins-kept-until-the-player-verifies), else
 * redeemed, else held (fair play holds it for review and nobody decided yet:
 * docs/fair-play-risk.md#review), else expired once its validity ended, else active. "Ended" is
 * `expires_at <= now`, the same instant `redeemWin` stops taking it. A held win stays held past its
 * expiry: it is still in the review queue, and approving it makes it expired then.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { WON_REWARD_STATUSES } from '@playdesk/contract';

type WonRewardStatus = (typeof WON_REWARD_STATUSES)[number];

type When = Date | string | null | undefined;

export function wonStatus(
  win: {
    voided_at?: When;
    redeemed_at: When;
    expires_at: When;
    held_at: When;
    released_at: When;
    awaiting_verification_at?: When;
  },
  now: Date | number = Date.now(),
): WonRewardStatus {
  if (win.voided_at) return 'voided';
  if (win.awaiting_verification_at) return 'unverified';
  if (win.redeemed_at) return 'redeemed';
  if (win.held_at && !win.released_at) return 'held';
  if (win.expires_at && new Date(win.expires_at).getTime() <= +now) return 'expired';
  return 'active';
}

/** The same for a `player_rewards` row as drizzle reads it. */
export function wonRowStatus(
  win: {
    voidedAt: Date | null;
    redeemedAt: Date | null;
    expiresAt: Date | null;
    heldAt: Date | null;
    releasedAt: Date | null;
    awaitingVerificationAt?: Date | null;
  },
  now: Date | number = Date.now(),
): WonRewardStatus {
  return wonStatus(
    {
      voided_at: win.voidedAt,
      redeemed_at: win.redeemedAt,
      expires_at: win.expiresAt,
      held_at: win.heldAt,
      released_at: win.releasedAt,
      awaiting_verification_at: win.awaitingVerificationAt,
    },
    now,
  );
}

const HELD = sql.raw('pr.held_at is not null and pr.released_at is null');
const NOT_HELD = sql.raw('(pr.held_at is null or pr.released_at is not null)');
const ENDED = sql.raw('pr.expires_at <= now()');
const NOT_ENDED = sql.raw('(pr.expires_at is null or pr.expires_at > now())');
const OPEN = sql.raw('pr.voided_at is null and pr.redeemed_at is null');
const VERIFIED = sql.raw('pr.awaiting_verification_at is null');

/**
 * The SQL twin of `wonStatus` for a `player_rewards` row aliased `pr`: the wins in `status` now
 * (the winners list's filter). Each branch excludes the states `wonStatus` checks before it.
 */
export function wonStatusSql(status: WonRewardStatus): SQL {
  switch (status) {
    case 'voided':
      return sql`pr.voided_at is not null`;
    case 'unverified':
      return sql`pr.voided_at is null and pr.awaiting_verification_at is not null`;
    case 'redeemed':
      return sql`pr.voided_at is null and ${VERIFIED} and pr.redeemed_at is not null`;
    case 'held':
      return sql`${OPEN} and ${VERIFIED} and ${HELD}`;
    case 'expired':
      return sql`${OPEN} and ${VERIFIED} and ${NOT_HELD} and ${ENDED}`;
    case 'active':
      return sql`${OPEN} and ${VERIFIED} and ${NOT_HELD} and ${NOT_ENDED}`;
  }
}
