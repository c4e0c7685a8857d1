/**
 * The player side of loyalty (docs/loyalty.md#the-member-card): the member card, and buying a
 * catalogue item with points.
 */
import { and, eq, sql } from 'drizzle-orm';
import type {
  LoyaltyBuyResponse,
  LoyaltyCard,
  LoyaltyEntry,
  LoyaltyItem,
} from '@playdesk/contract';
import type { Database, Queryable } from '../../db/client.js';
import { newPublicId } from '../../db/ids.js';
import { queryRows } from '../../db/rows.js';
import { accounts, loyaltyItems, playerRewards, players, rewards } from '../../db/schema.js';
import { conflict, forbidden, notFound, unauthorized } from '../../http/errors.js';
import { hashToken } from '../../lib/tokens.js';
import { emitEvent } from '../integrations/events.js';
import { expiresAt, playerHeldByRisk } from '../rewards/award/grant.js';
import { STOCK_LEFT_SQL, afterAward, takeReward } from '../rewards/stock.js';
import { appendEntries, lockMember } from './ledger.js';
import { isMember } from './members.js';
import { LOYALTY_RULE_PREFIX } from './purchase-review.js';
import { ITEM_NOT_FOUND } from './service.js';
import { levelOf, settingsRow, settingsValue, type SettingsRow } from './settings.js';

export const BUSINESS_NOT_FOUND = 'Business not found.';
export const NOT_ENOUGH_POINTS = 'Not enough points for this reward.';
export const OUT_OF_STOCK = 'This reward is out of stock.';
export const LIMIT_REACHED = 'You already bought this reward as many times as allowed.';
export const NOT_A_MEMBER = 'Verify your email to collect and spend points.';
export const LOYALTY_OFF = 'This business has no loyalty programme.';

/** How many ledger entries the card shows. */
const HISTORY = 20;

async function accountOf(db: Queryable, publicId: string) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.publicId, publicId));
  if (!row) throw notFound(BUSINESS_NOT_FOUND);
  return row.id;
}

async function playerOf(db: Queryable, accountId: string, token: string | null) {
  if (!token) return null;
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.tokenHash, hashToken(token)), eq(players.accountId, accountId)));
  return row?.id ?? null;
}

/** What the card's one statement answers (the settings' columns as stored, the rest as JSON). */
interface CardRow {
  account_id: string;
  enabled: boolean | null;
  time_zone: string | null;
  rules: SettingsRow['rules'] | null;
  levels: SettingsRow['levels'] | null;
  badges: SettingsRow['badges'] | null;
  expiry_days: number | null;
  reminders: SettingsRow['reminders'] | null;
  settings_updated_at: string | Date | null;
  member: boolean;
  balance: number | null;
  lifetime: number | null;
  streak: number | null;
  earned: { id: string; at: string }[];
  history: { id: string; kind: LoyaltyEntry['kind']; points: number; reason: string; at: string }[];
  catalogue: {
    public_id: string;
    price: number;
    per_player: number | null;
    active: boolean;
    updated_at: string;
    left: number | null;
    reward: LoyaltyItem['reward'];
  }[];
}

/** A timestamp as `Date.toISOString` writes it (UTC, milliseconds), inside the statement. */
const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The member card in **one statement** (docs/loyalty.md#scale): the business by its public id, its
 * settings, the player of the token and whether they are a member, their cached totals, their
 * badges, their last `HISTORY` entries (the ledger's player index, read backwards: 20 index
 * entries whatever the ledger's size) and the active catalogue with each reward's stock left. One
 * round trip and one backend, rather than three stages of queries side by side on the pool: on a
 * busy machine each extra round trip is another wait to be scheduled, which is what the p95 is
 * made of. Every value is read from the tables that hold the truth (the cached totals are the
 * ledger's cache, kept in the ledger's own transactions: ledger.ts).
 */
export async function memberCard(
  db: Database,
  accountPublicId: string,
  token: string | null,
): Promise<LoyaltyCard> {
  const tokenHash = token ? hashToken(token) : null;
  const [row] = await queryRows<CardRow>(
    db,
    sql`
      select a.id as account_id,
        s.enabled, s.time_zone, s.rules, s.levels, s.badges, s.expiry_days, s.reminders,
        s.updated_at as settings_updated_at,
        coalesce(p.member, false) as member,
        m.balance, m.lifetime, m.streak,
        case when p.member then (
          select coalesce(jsonb_agg(jsonb_build_object('id', b.badge_id, 'at', ${sql.raw(iso('b.earned_at'))})), '[]'::jsonb)
          from loyalty_badges b where b.player_id = p.id and b.account_id = a.id
        ) else '[]'::jsonb end as earned,
        case when p.member then (
          select coalesce(jsonb_agg(jsonb_build_object('id', h.id::text, 'kind', h.kind,
              'points', h.points, 'reason', h.reason, 'at', ${sql.raw(iso('h.created_at'))})
            order by h.id desc), '[]'::jsonb)
          from (
            select l.id, l.kind, l.points, l.reason, l.created_at from loyalty_ledger l
            where l.player_id = p.id and l.account_id = a.id
            order by l.id desc limit ${HISTORY}
          ) h
        ) else '[]'::jsonb end as history,
        case when s.enabled then (
          select coalesce(jsonb_agg(jsonb_build_object('public_id', i.public_id,
              'price', i.price, 'per_player', i.per_player, 'active', i.active,
              'updated_at', ${sql.raw(iso('i.updated_at'))}, 'left', ${STOCK_LEFT_SQL},
              'reward', jsonb_build_object('public_id', rewards.public_id, 'name', rewards.name,
                'description', rewards.description, 'image', rewards.image,
                'value', rewards.value))
            order by i.price, i.id), '[]'::jsonb)
          from loyalty_items i join rewards on rewards.id = i.reward_id
          where i.account_id = a.id and i.active
        ) else '[]'::jsonb end as catalogue
      from accounts a
      left join loyalty_settings s on s.account_id = a.id
      left join lateral (
        select p.id, (p.erased_at is null and exists (
            select 1 from verified_contacts v where v.account_id = p.account_id
              and v.channel = 'email' and v.address = p.email_normalized)) as member
        from players p where p.token_hash = ${tokenHash} and p.account_id = a.id
      ) p on true
      left join loyalty_members m on m.player_id = p.id and p.member
      where a.public_id = ${accountPublicId}`,
  );
  if (!row) throw notFound(BUSINESS_NOT_FOUND);
  const settings = settingsValue(
    row.enabled === null
      ? null
      : {
          accountId: row.account_id,
          enabled: row.enabled,
          timeZone: row.time_zone!,
          rules: row.rules!,
          levels: row.levels!,
          badges: row.badges!,
          expiryDays: row.expiry_days,
          reminders: row.reminders!,
          updatedAt: new Date(row.settings_updated_at!),
        },
  );
  const member = row.member;
  const earnedAt = new Map(row.earned.map((b) => [b.id, b.at]));
  const lifetime = row.lifetime ?? 0;
  const { level, next } = levelOf(settings.levels, lifetime);
  return {
    enabled: settings.enabled,
    member,
    balance: row.balance ?? 0,
    lifetime,
    level: level?.name ?? null,
    next_level: next ? { name: next.name, min_points: next.min_points } : null,
    streak: row.streak ?? 0,
    badges: settings.badges.map((b) => ({
      id: b.id,
      name: b.name,
      icon: b.icon,
      image: b.image,
      earned_at: earnedAt.get(b.id) ?? null,
    })),
    catalogue: row.catalogue.map(({ left, ...item }) => ({
      ...item,
      stock_left: left === null ? null : Math.max(0, Number(left)),
    })),
    history: row.history,
  };
}

/**
 * Buys a catalogue item with points (docs/loyalty.md#buying), all in one transaction:
 * 1. the member's row is locked (`lockMember`): two devices of one player buying at once run one
 *    after the other, and the second sees the first's balance — a row lock rather than one
 *    conditional statement because the price, the per-player limit and the reward's stock must
 *    all hold together, and the reward's stock is taken by the rewards section's own statement;
 * 2. the balance and the per-player limit are checked against that locked row (409);
 * 3. one unit of the reward is taken by the rewards section's `takeReward` (its conditional
 *    update or its pool's skip-locked code: never over-sold; 409 when none is left);
 * 4. the win is recorded as any reward won (its code, expiry, low-stock alert), and the spend
 *    appended to the ledger under the win's key (the cached balance moves in the same statement;
 *    the table's check refuses a balance below zero should anything above be wrong).
 * 5. fair play's review, as for an instant win: a player it holds (`playerHeldByRisk`) gets the
 *    purchase held — recorded with `held_at`, its code not answered (`held: true`), no webhook —
 *    until the business decides in Rewards › Review (fair-play/review.ts: approving announces it,
 *    rejecting gives the unit back and refunds the points, `refundPurchase`).
 * A refusal at any step throws, and the transaction takes back what the steps before it did.
 */
export async function buyItem(
  db: Database,
  accountPublicId: string,
  token: string | null,
  itemPublicId: string,
): Promise<LoyaltyBuyResponse> {
  return db.transaction(async (tx) => {
    const accountId = await accountOf(tx, accountPublicId);
    const playerId = await playerOf(tx, accountId, token);
    if (!playerId) throw unauthorized('Send the player token (X-PLAYER) of this business.');
    const settings = settingsValue(await settingsRow(tx, accountId));
    if (!settings.enabled) throw conflict(LOYALTY_OFF);
    if (!(await isMember(tx, accountId, playerId))) throw forbidden(NOT_A_MEMBER);
    const [found] = await tx
      .select({ item: loyaltyItems, reward: rewards })
      .from(loyaltyItems)
      .innerJoin(rewards, eq(rewards.id, loyaltyItems.rewardId))
      .where(
        and(
          eq(loyaltyItems.accountId, accountId),
          eq(loyaltyItems.publicId, itemPublicId),
          eq(loyaltyItems.active, true),
        ),
      );
    if (!found) throw notFound(ITEM_NOT_FOUND);
    const { item, reward } = found;

    const member = await lockMember(tx, accountId, playerId);
    if (member.balance < item.price) throw conflict(NOT_ENOUGH_POINTS);
    const ruleId = `${LOYALTY_RULE_PREFIX}${item.publicId}`;
    if (item.perPlayer !== null) {
      const [bought] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from player_rewards
            where player_id = ${playerId} and rule_id = ${ruleId} and voided_at is null`,
      );
      if ((bought?.n ?? 0) >= item.perPlayer) throw conflict(LIMIT_REACHED);
    }
    const taken = await takeReward(tx, reward);
    if (!taken) throw conflict(OUT_OF_STOCK);
    // Fair play reviews a purchase as it reviews an instant win (docs/loyalty.md#fair-play): a
    // player it holds gets the purchase held — the unit and the points reserved, nothing shown,
    // emailed or announced until the business approves it (fair-play/review.ts); rejected, the
    // unit goes back to the stock and the points to the member.
    const held = await playerHeldByRisk(tx, playerId);
    const now = new Date();
    const publicId = newPublicId();
    const [win] = await tx
      .insert(playerRewards)
      .values({
        publicId,
        accountId,
        rewardId: reward.id,
        playerId,
        ruleId,
        code: taken.code,
        link: taken.link,
        wonAt: now,
        expiresAt: expiresAt(reward.expiry, now),
        heldAt: held ? now : null,
      })
      .returning();
    await appendEntries(tx, accountId, playerId, [
      { kind: 'spend', points: -item.price, reason: reward.name, key: `spend:${publicId}` },
    ]);
    await afterAward(tx, reward.id);
    // A held purchase is announced when it is approved (fair-play/review.ts), as a held win.
    if (!held)
      await emitEvent(tx, accountId, {
        type: 'loyalty.reward_bought',
        playerRewardId: win!.id,
        price: item.price,
      });
    return {
      reward: {
        public_id: publicId,
        name: reward.name,
        code: held ? null : taken.code,
        link: held ? null : taken.link,
        expires_at: win!.expiresAt?.toISOString() ?? null,
      },
      balance: member.balance - item.price,
      held,
    };
  });
}
