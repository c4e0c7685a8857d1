/**
 * Why a play ended, in words; `timeout` and `abandoned` are also ends the server decides when the
 * player left (docs/product-rules.md#plays-the-player-left).
 */
const REASON_LABELS: Record<string, string> = {
  solved: 'Solved',
  completed: 'All answered',
  out_of_tries: 'Out of tries',
  out_of_lives: 'Out of lives',
  solved_by_player: 'Gave up',
  timeout: 'Time ran out',
  abandoned: 'Left unfinished',
};

export function endReasonLabel(reason: string | null): string | null {
  if (!reason) return null;
  return REASON_LABELS[reason] ?? reason.replace(/_/g, ' ');
}
