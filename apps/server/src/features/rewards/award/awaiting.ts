/**
 * Wins kept until the player verifies (docs/fair-play.md#wins-kept-until-the-player-verifies): a
 * game that asks for a verified email (or phone) gives a reward only once its player proved the
 * address. A win whose player had none is recorded with `awaiting_verification_at` — its stock
 * taken (reserved), neither shown nor sent — and either the verified form releases it, or, never
 * verified, the fair-play sweep voids it and gives its unit back. Fair play decides which wins
 * wait (`PlayRef.awaitsVerification`) and when the form releases them; this file only changes the
 * rows, each in one conditional UPDATE, so a win is released or voided once, never both.
 */
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';
import { emitEvent } from '../../integrations/events.js';
import { giveBackUnit, type UnshownWin } from '../stock.js';

/** How long a win waits for its player's verification before the sweep voids it. */
export const UNVERIFIED_WIN_MINUTES = 60;

/**
 * Why a win that waited was voided, as stored (`void_reason`); the winners list says it in the
 * reader's language (winners.ts `systemVoidReason`).
 */
export const AWAITING_VOID_REASONS = {
  /** The sweep: never verified in time. */
  unverified: `Not verified: the player did not confirm their address within ${UNVERIFIED_WIN_MINUTES} minutes`,
  /** The verified form: the mailbox had already used the game's participation limit. */
  over_limit: 'Over the participation limit: this email had already played when this play started',
} as const;

/** Those reasons' texts in the server's catalogues (i18n/player), by stored reason. */
export const AWARD_VOID_REASON_KEYS: ReadonlyMap<
  string,
  { key: 'reward.void_unverified' | 'reward.void_over_limit'; params?: Record<string, number> }
> = new Map([
  [
    AWAITING_VOID_REASONS.unverified,
    { key: 'reward.void_unverified', params: { minutes: UNVERIFIED_WIN_MINUTES } },
  ],
  [AWAITING_VOID_REASONS.over_limit, { key: 'reward.void_over_limit' }],
]);

/** A win waiting for its player's verification, as the form's release looks at it. */
export interface AwaitingWin {
  id: string;
  gameplay_id: string | null;
  /** When its play started: the participation limit is counted up to then. */
  started_at: Date | string | null;
}

/**
 * The wins of one player in one game that wait for verification, oldest first, locked: the form
 * of one browser releases them one at a time (a second form of the same player waits here).
 */
export async function awaitingWins(
  tx: Queryable,
  playerId: string,
  gameId: string,
): Promise<AwaitingWin[]> {
  return queryRows<AwaitingWin>(
    tx,
    sql`select pr.id, pr.gameplay_id, gp.started_at
        from player_rewards pr
        left join gameplays gp on gp.id = pr.gameplay_id
        where pr.player_id = ${playerId} and pr.game_id = ${gameId}
          and pr.awaiting_verification_at is not null and pr.voided_at is null
        order by pr.won_at, pr.id
        for update of pr`,
  );
}

/**
 * Releases a win that waited for verification: it is now an ordinary win (shown on its play and
 * the rewards front, emailed by `emailPendingRewards`, announced by `reward.won`), or, when its
 * risk held it too, it now waits in the review queue. True when this call released it: the
 * UPDATE takes only a win still waiting and not voided, so of two forms sent at once, or a form
 * and the sweep, only one changes it.
 */
export async function releaseAwaitingWin(tx: Queryable, winId: string): Promise<boolean> {
  const [won] = await queryRows<{ account_id: string; gameplay_id: string | null; held: boolean }>(
    tx,
    sql`update player_rewards set awaiting_verification_at = null
        where id = ${winId} and awaiting_verification_at is not null and voided_at is null
        returning account_id, gameplay_id, (held_at is not null and released_at is null) as held`,
  );
  if (!won) return false;
  if (!won.held && won.gameplay_id)
    await emitEvent(tx, won.account_id, { type: 'reward.won', gameplayId: won.gameplay_id });
  return true;
}

/**
 * Voids wins still waiting for verification (`where`: which), with `reason`: their code is taken
 * off them and their unit goes back to the stock (they were never shown nor sent). Answers how
 * many it voided.
 */
async function voidAwaiting(
  tx: Queryable,
  where: ReturnType<typeof sql>,
  reason: string,
): Promise<number> {
  const voided = await queryRows<UnshownWin>(
    tx,
    sql`update player_rewards pr set voided_at = now(), void_reason = ${reason},
          code = null, link = null
        from player_rewards before
        where before.id = pr.id and ${where}
          and pr.awaiting_verification_at is not null and pr.voided_at is null
        returning pr.reward_id, pr.player_id, pr.game_id, pr.rule_id, pr.won_at,
          before.code, before.link`,
  );
  for (const won of voided) await giveBackUnit(tx, won);
  return voided.length;
}

/** Voids one win waiting for verification: the form found it over the participation limit. */
export async function voidOverLimitWin(tx: Queryable, winId: string): Promise<boolean> {
  return (await voidAwaiting(tx, sql`pr.id = ${winId}`, AWAITING_VOID_REASONS.over_limit)) > 0;
}

const SWEEP_BATCH = 500;

/**
 * The sweep's part (fair-play/sweep.ts): voids the wins that waited longer than
 * `UNVERIFIED_WIN_MINUTES`, a batch at a time, each batch one transaction. The batch's rows are
 * taken `FOR UPDATE SKIP LOCKED`: a win a form is releasing right now is left to it (and no
 * longer waits once that commits). Answers how many it voided.
 */
export async function voidUnverifiedWins(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNVERIFIED_WIN_MINUTES * 60_000).toISOString();
  let total = 0;
  for (;;) {
    const voided = await db.transaction((tx) =>
      voidAwaiting(
        tx,
        sql`pr.id in (
          select id from player_rewards
          where awaiting_verification_at is not null and voided_at is null
            and awaiting_verification_at < ${cutoff}::timestamptz
          order by awaiting_verification_at
          limit ${SWEEP_BATCH}
          for update skip locked)`,
        AWAITING_VOID_REASONS.unverified,
      ),
    );
    total += voided;
    if (voided < SWEEP_BATCH) return total;
  }
}
