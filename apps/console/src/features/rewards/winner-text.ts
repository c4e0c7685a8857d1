import type { Winner } from '@playdesk/contract';
import { appT } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/format';

/**
 * "Maya (maya@example.com)", "maya@example.com", or what is known of a player without details:
 * "an anonymous player" in a sentence, "Anonymous player" as a title (`start`).
 */
export function playerText(
  winner: Pick<Winner, 'player'>,
  start = false,
  namesShown = true,
): string {
  const t = appT();
  const p = winner.player;
  const at = { start: start ? 'yes' : 'no' };
  if (!p) return t('rewards.player.erased', at);
  // The server leaves names and emails out for a viewer without the player data permission
  // (docs/product-rules.md#player-data-permission): say so rather than "anonymous".
  if (!namesShown) return t('rewards.player.hidden', at);
  if (p.name && p.email) return `${p.name} (${p.email})`;
  return p.name ?? p.email ?? t('rewards.player.anonymous', at);
}

/** "14 Nov 2026, 09:30" in the browser's time zone. */
export function dateTimeText(iso: string): string {
  return Number.isNaN(Date.parse(iso)) ? iso : formatDateTime(iso);
}

/** "Not redeemed", "Redeemed", "Expired". */
export function statusText(status: Winner['status']): string {
  return appT()(`rewards.status.${status}`);
}
