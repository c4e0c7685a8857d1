/**
 * A player's name on the leader board. A player who chose no name gets the server's stand-in,
 * `Player` and the first four characters of their id (`fallbackName` in
 * apps/server/src/features/play/players.ts), which is English: the pad shows it in the player's
 * language, with the same four characters.
 */
import type { T } from '../i18n/i18n.js';

const STAND_IN = /^Player ([A-Za-z0-9_-]{4})$/;

export function playerName(t: T, displayName: string): string {
  const tag = STAND_IN.exec(displayName)?.[1];
  return tag ? t('pad.leaderboard.player_tag', { tag }) : displayName;
}
