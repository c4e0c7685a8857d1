import type { Winner } from '@playdesk/contract';
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
  const p = winner.player;
  const shown = (text: string) => (start ? text[0]!.toUpperCase() + text.slice(1) : text);
  if (!p) return shown('an erased player');
  // The server leaves names and emails out for a viewer without the player data permission
  // (docs/product-rules.md#player-data-permission): say so rather than "anonymous".
  if (!namesShown) return shown('a player (names need the player data permission)');
  if (p.name && p.email) return `${p.name} (${p.email})`;
  return p.name ?? p.email ?? shown('an anonymous player');
}

/** "14 Nov 2026, 09:30" in the browser's time zone. */
export function dateTimeText(iso: string): string {
  return Number.isNaN(Date.parse(iso)) ? iso : formatDateTime(iso);
}

export const STATUS_TEXT: Record<Winner['status'], string> = {
  active: 'Not redeemed',
  redeemed: 'Redeemed',
  expired: 'Expired',
};
