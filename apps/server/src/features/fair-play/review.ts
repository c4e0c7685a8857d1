/**
 * The review queue (docs/fair-play-risk.md#review): rewards fair play held, with the evidence;
 * approving sends the reward as an ordinary win, rejecting voids it and gives the unit back to the
 * reward's stock. Each decision is one conditional UPDATE (`… where held and not yet decided`), so
 * of two clicks, two tabs or two instances only one decides; both land in the activity log.
 */
import { sql } from 'drizzle-orm';
import type { HeldReward, HeldRewardListResponse, PageRequest } from '@playdesk/contract';
import type { Database, Queryable } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { audit, type AuditContext } from '../../db/audit-log.js';
import type { StoredRiskReason } from '../../db/schema.js';
import { conflict, notFound } from '../../http/errors.js';
import { emitEvent } from '../integrations/events.js';
import { emailPendingRewards } from '../rewards/award/index.js';
import { giveBackUnit, type UnshownWin } from '../rewards/stock.js';
import {
  LOYALTY_RULE_PREFIX,
  announcePurchase,
  isPurchase,
  refundPurchase,
} from '../loyalty/purchase-review.js';
import { riskView } from './reasons.js';

// A win also kept until its player verifies is not the business's to review yet: it joins the
// queue once the verified form releases it (docs/fair-play.md#wins-kept-until-the-player-verifies).
const HELD = sql.raw(
  'pr.held_at is not null and pr.released_at is null and pr.voided_at is null and pr.awaiting_verification_at is null',
);

interface HeldRow {
  public_id: string;
  won_at: Date | string;
  reward_public_id: string;
  reward_name: string;
  game_public_id: string | null;
  game_name: string | null;
  player_public_id: string;
  player_email: string | null;
  player_first_name: string | null;
  player_last_name: string | null;
  score: number | null;
  kind: 'play' | 'lead' | null;
  reasons: StoredRiskReason[] | string | null;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

function toHeld(row: HeldRow, language: string | null): HeldReward {
  const reasons =
    typeof row.reasons === 'string'
      ? (JSON.parse(row.reasons) as StoredRiskReason[])
      : (row.reasons ?? []);
  const name = [row.player_first_name, row.player_last_name].filter(Boolean).join(' ');
  return {
    public_id: row.public_id,
    reward: { public_id: row.reward_public_id, name: row.reward_name },
    game:
      row.game_public_id && row.game_name
        ? { public_id: row.game_public_id, name: row.game_name }
        : null,
    player: {
      public_id: row.player_public_id,
      email: row.player_email,
      name: name || null,
    },
    won_at: iso(row.won_at),
    risk: riskView(
      row.score === null ? null : { score: row.score, kind: row.kind ?? 'play', reasons },
      language,
    ),
  };
}

/**
 * A reward bought with loyalty points (no play gave it: docs/loyalty.md#fair-play); any other held
 * win has a game.
 */
const PURCHASE = sql.raw(`pr.gameplay_id is null and pr.rule_id like '${LOYALTY_RULE_PREFIX}%'`);

/**
 * The held wins of an account (`where`), with the risk that held each: the play's, else a lead's;
 * for a purchase with points, the player's hold (or block) that held it. A win whose game was
 * deleted is not listed (it stays held: never sent).
 */
function heldQuery(accountId: string, where: ReturnType<typeof sql>, tail: ReturnType<typeof sql>) {
  return sql`
    select pr.public_id, pr.won_at, r.public_id as reward_public_id, r.name as reward_name,
      g.public_id as game_public_id, g.name as game_name, p.public_id as player_public_id,
      p.email as player_email, p.first_name as player_first_name, p.last_name as player_last_name,
      ra.score, ra.kind, ra.reasons
    from player_rewards pr
    join rewards r on r.id = pr.reward_id
    join players p on p.id = pr.player_id
    left join games g on g.id = pr.game_id
    left join lateral (
      select a.score, a.kind, a.reasons from risk_assessments a
      where (a.gameplay_id = pr.gameplay_id and a.action = 'hold')
         or (a.player_id = pr.player_id and a.kind = 'lead' and a.action = 'hold')
         or (${PURCHASE} and a.player_id = pr.player_id and a.action in ('hold', 'block'))
      order by (a.gameplay_id = pr.gameplay_id) desc nulls last, a.created_at desc
      limit 1
    ) ra on true
    where pr.account_id = ${accountId} and (g.id is not null or ${PURCHASE}) and ${where}
    ${tail}`;
}

export function createReviewService(db: Database, appUrl: string) {
  async function list(
    accountId: string,
    page: PageRequest,
    language: string | null,
  ): Promise<HeldRewardListResponse> {
    const offset = (page.page - 1) * page.page_size;
    const [rows, counted] = await Promise.all([
      queryRows<HeldRow>(
        db,
        heldQuery(
          accountId,
          HELD,
          sql`order by pr.won_at desc, pr.id desc limit ${page.page_size} offset ${offset}`,
        ),
      ),
      queryRows<{ n: number | string }>(
        db,
        sql`select count(*) as n from player_rewards pr left join games g on g.id = pr.game_id
            where pr.account_id = ${accountId} and (g.id is not null or ${PURCHASE}) and ${HELD}`,
      ),
    ]);
    return {
      data: rows.map((r) => toHeld(r, language)),
      meta: { page: page.page, page_size: page.page_size, total: Number(counted[0]?.n ?? 0) },
    };
  }

  async function one(q: Queryable, accountId: string, publicId: string, language: string | null) {
    const [row] = await queryRows<HeldRow>(
      q,
      heldQuery(accountId, sql`pr.public_id = ${publicId}`, sql``),
    );
    if (!row) throw notFound('No such reward given.');
    return toHeld(row, language);
  }

  /** Why a decision found nothing to decide: unknown (404), or decided already (409). */
  async function refuse(tx: Queryable, accountId: string, publicId: string): Promise<never> {
    const [row] = await queryRows<{
      held_at: unknown;
      released_at: unknown;
      voided_at: unknown;
    }>(
      tx,
      sql`select held_at, released_at, voided_at from player_rewards
          where account_id = ${accountId} and public_id = ${publicId}`,
    );
    if (!row) throw notFound('No such reward given.');
    if (row.released_at) throw conflict('This reward was already approved.');
    if (row.voided_at) throw conflict('This reward was already rejected or voided.');
    throw conflict('This reward is not held for review.');
  }

  /** The decision in the audit log (the activity view shows it), in the transaction that made it. */
  async function logDecision(
    tx: Queryable,
    caller: { accountId: string; userId: string | null; audit: AuditContext },
    action: 'reward.review_approved' | 'reward.review_rejected',
    held: HeldReward,
    extra: Record<string, string> = {},
  ) {
    await audit(tx, caller.audit, {
      action,
      target: { type: 'reward_given', id: held.public_id },
      after: { reward: held.reward.name, score: held.risk.score, ...extra },
    });
  }

  /** Sends the held reward: shown to the player, emailed once their play is over, announced. */
  async function approve(
    caller: { accountId: string; userId: string | null; audit: AuditContext },
    publicId: string,
    language: string | null,
  ): Promise<HeldReward> {
    return db.transaction(async (tx) => {
      const [won] = await queryRows<{
        id: string;
        public_id: string;
        player_id: string;
        gameplay_id: string | null;
        rule_id: string | null;
      }>(
        tx,
        sql`update player_rewards pr set released_at = now(), reviewed_by = ${caller.userId}
            where pr.account_id = ${caller.accountId} and pr.public_id = ${publicId} and ${HELD}
            returning pr.id, pr.public_id, pr.player_id, pr.gameplay_id, pr.rule_id`,
      );
      if (!won) return refuse(tx, caller.accountId, publicId);
      const held = await one(tx, caller.accountId, publicId, language);
      await logDecision(tx, caller, 'reward.review_approved', held);
      if (won.gameplay_id)
        await emitEvent(tx, caller.accountId, { type: 'reward.won', gameplayId: won.gameplay_id });
      else if (isPurchase(won)) await announcePurchase(tx, caller.accountId, won);
      await emailPendingRewards(tx, won.player_id, appUrl);
      return held;
    });
  }

  /**
   * Voids the held reward with the reason. It was never shown nor sent, so its unit goes back to
   * the reward's stock (a pool's code back to the pool, the win keeping no code) and the rule's
   * counts of it are undone.
   */
  async function reject(
    caller: { accountId: string; userId: string | null; audit: AuditContext },
    publicId: string,
    reason: string,
    language: string | null,
  ): Promise<HeldReward> {
    return db.transaction(async (tx) => {
      const [won] = await queryRows<
        UnshownWin & { id: string; public_id: string; gameplay_id: string | null }
      >(
        tx,
        sql`update player_rewards pr set voided_at = now(), void_reason = ${reason},
              voided_by = ${caller.userId}, reviewed_by = ${caller.userId}, code = null, link = null
            from player_rewards before
            where before.id = pr.id
              and pr.account_id = ${caller.accountId} and pr.public_id = ${publicId} and ${HELD}
            returning pr.id, pr.public_id, pr.reward_id, pr.player_id, pr.game_id, pr.rule_id,
              pr.won_at, pr.gameplay_id, before.code, before.link`,
      );
      if (!won) return refuse(tx, caller.accountId, publicId);
      // The unit back: a pool's code is free again (it was never shown), the count one less.
      await giveBackUnit(tx, won);
      // Bought with points: the member gets them back.
      if (isPurchase(won)) await refundPurchase(tx, caller.accountId, won);
      const held = await one(tx, caller.accountId, publicId, language);
      await logDecision(tx, caller, 'reward.review_rejected', held, { reason });
      return held;
    });
  }

  return { list, approve, reject };
}
