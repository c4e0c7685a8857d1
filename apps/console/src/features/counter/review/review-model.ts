/**
 * The review queue's plain logic (issue 36): the API path of a page, who a held reward's player
 * is, and the order its reasons are listed in.
 */
import type { HeldReward, RiskReason } from '@playdesk/contract';

export function reviewPath(page: number, pageSize: number): string {
  return `rewards/review?page=${page}&page_size=${pageSize}`;
}

/** The player as the row names them: name and email, the one there is, or null (neither). */
export function playerLines(
  player: HeldReward['player'],
): { main: string; sub: string | null } | null {
  const name = player.name?.trim() || null;
  const email = player.email?.trim() || null;
  if (name && email) return { main: name, sub: email };
  if (name ?? email) return { main: (name ?? email)!, sub: null };
  return null;
}

/** The reasons, those that weighed most first (the server's order among equals). */
export function reasonsByWeight(reasons: readonly RiskReason[]): RiskReason[] {
  return reasons
    .map((reason, index) => ({ reason, index }))
    .sort((a, b) => b.reason.points - a.reason.points || a.index - b.index)
    .map(({ reason }) => reason);
}
