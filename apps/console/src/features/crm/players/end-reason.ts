/**
 * Why a play ended, in words; `timeout` and `abandoned` are also ends the server decides when the
 * player left (docs/product-rules.md#plays-the-player-left).
 */
import { appT } from '../../../i18n/i18n';

const REASONS = [
  'solved',
  'completed',
  'out_of_tries',
  'out_of_lives',
  'solved_by_player',
  'timeout',
  'abandoned',
] as const;

export function endReasonLabel(reason: string | null): string | null {
  if (!reason) return null;
  const known = REASONS.find((r) => r === reason);
  return known ? appT()(`crm.reason.${known}`) : reason.replace(/_/g, ' ');
}
