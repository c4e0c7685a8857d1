/**
 * A subject access answer (GDPR art. 15) for one player, from the console: the same shape the
 * player gets from "Forget me" (`PlayerDataResponse`), built from the console's player detail.
 */
import type { PlayerDataResponse, PlayerDetail } from '@playdesk/contract';

export function subjectAccessData(
  detail: PlayerDetail,
  business: PlayerDataResponse['business'],
): PlayerDataResponse {
  return {
    business,
    player: {
      ...detail.personal,
      first_seen_at: detail.first_seen_at,
      last_seen_at: detail.last_seen_at,
    },
    plays: detail.plays_timeline,
    consents: detail.consent_history,
    rewards: detail.rewards_won,
  };
}

/** `player-<public id>-<YYYY-MM-DD>.json`. */
export function subjectAccessFileName(publicId: string, now: Date = new Date()): string {
  return `player-${publicId}-${now.toISOString().slice(0, 10)}.json`;
}
