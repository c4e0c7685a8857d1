/**
 * The business side of loyalty (docs/loyalty.md): settings, the points catalogue, members and
 * their ledger, adjustments by hand and the stats. Every query is filtered by the account the
 * guard resolved; changes of settings, the catalogue and points are audited.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CreateLoyaltyItemRequest,
  LoyaltyAdjustRequest,
  LoyaltyEntry,
  LoyaltyItem,
  LoyaltyLedgerQuery,
  LoyaltyMember,
  LoyaltyMemberListQuery,
  LoyaltySettingsRequest,
  LoyaltyStats,
  UpdateLoyaltyItemRequest,
} from '@playdesk/contract';
import { audit, type AuditContext } from '../../db/audit-log.js';
import type { Database, Queryable } from '../../db/client.js';
import { newPublicId } from '../../db/ids.js';
import { paginate } from '../../db/pagination.js';
import { queryRows } from '../../db/rows.js';
import {
  loyaltyBadges,
  loyaltyItems,
  loyaltyLedger,
  loyaltyMembers,
  loyaltySettings,
  players,
  rewards,
} from '../../db/schema.js';
import { conflict, invalidFields, notFound } from '../../http/errors.js';
import { emitEvent } from '../integrations/events.js';
import { STOCK_LEFT_SQL } from '../rewards/stock.js';
import { appendEntries, lockMember, type AppendedEntry } from './ledger.js';
import { isMember } from './members.js';
import { levelOf, settingsRow, settingsValue, toSettings } from './settings.js';

export const MEMBER_NOT_FOUND = 'Member not found.';
export const ITEM_NOT_FOUND = 'Catalogue item not found.';

type ItemRow = typeof loyaltyItems.$inferSelect;
type RewardRow = typeof rewards.$inferSelect;

export function toEntry(e: {
  id: number | string;
  kind: LoyaltyEntry['kind'];
  points: number;
  reason: string;
  createdAt?: Date;
  created_at?: string | Date;
}): LoyaltyEntry {
  const at = e.createdAt ?? e.created_at ?? new Date();
  return {
    id: String(e.id),
    kind: e.kind,
    points: e.points,
    reason: e.reason,
    at: (at instanceof Date ? at : new Date(at)).toISOString(),
  };
}

/** The items of a business with their reward and its stock left, cheapest first. */
export async function catalogueOf(
  db: Queryable,
  accountId: string,
  { activeOnly = false, itemPublicId }: { activeOnly?: boolean; itemPublicId?: string } = {},
): Promise<LoyaltyItem[]> {
  const rows = await db
    .select({ item: loyaltyItems, reward: rewards, left: sql<number | null>`${STOCK_LEFT_SQL}` })
    .from(loyaltyItems)
    .innerJoin(rewards, eq(rewards.id, loyaltyItems.rewardId))
    .where(
      and(
        eq(loyaltyItems.accountId, accountId),
        activeOnly ? eq(loyaltyItems.active, true) : undefined,
        itemPublicId ? eq(loyaltyItems.publicId, itemPublicId) : undefined,
      ),
    )
    .orderBy(asc(loyaltyItems.price), asc(loyaltyItems.id));
  return rows.map((r) => toItem(r.item, r.reward, r.left));
}

function toItem(item: ItemRow, reward: RewardRow, left: number | null): LoyaltyItem {
  return {
    public_id: item.publicId,
    reward: {
      public_id: reward.publicId,
      name: reward.name,
      description: reward.description,
      image: reward.image,
      value: reward.value,
    },
    price: item.price,
    per_player: item.perPlayer,
    active: item.active,
    stock_left: left === null ? null : Math.max(0, Number(left)),
    updated_at: item.updatedAt.toISOString(),
  };
}

/** A reward's value as a number of money units ("4.50 €" → 4.5), null when it names none. */
export function numericValue(value: string): number | null {
  const match = /(\d+(?:[.,]\d+)?)/.exec(value);
  return match ? Number(match[1]!.replace(',', '.')) : null;
}

export function createLoyaltyService(db: Database) {
  async function getSettings(accountId: string) {
    return toSettings(await settingsRow(db, accountId));
  }

  async function putSettings(
    accountId: string,
    input: z.output<typeof LoyaltySettingsRequest>,
    who: AuditContext,
  ) {
    const ids = input.badges.map((b) => b.id);
    const dup = ids.find((id, i) => ids.indexOf(id) !== i);
    if (dup) throw invalidFields([`badges: The badge id "${dup}" is used twice`]);
    const names = input.levels.map((l) => l.min_points);
    if (new Set(names).size !== names.length)
      throw invalidFields(['levels: Two levels cannot start at the same number of points']);
    return db.transaction(async (tx) => {
      const before = await settingsRow(tx, accountId);
      const values = {
        enabled: input.enabled,
        timeZone: input.time_zone,
        rules: input.rules,
        levels: input.levels,
        badges: input.badges,
        expiryDays: input.expiry_days,
        reminders: input.reminders,
        updatedAt: new Date(),
      };
      const [row] = await tx
        .insert(loyaltySettings)
        .values({ accountId, ...values })
        .onConflictDoUpdate({ target: loyaltySettings.accountId, set: values })
        .returning();
      await audit(tx, who, {
        action: 'loyalty.settings_changed',
        before: before ? { ...settingsValue(before) } : null,
        after: { ...input },
      });
      return toSettings(row!);
    });
  }

  async function findItem(tx: Queryable, accountId: string, publicId: string) {
    const [row] = await tx
      .select()
      .from(loyaltyItems)
      .where(and(eq(loyaltyItems.accountId, accountId), eq(loyaltyItems.publicId, publicId)));
    if (!row) throw notFound(ITEM_NOT_FOUND);
    return row;
  }

  const oneItem = async (tx: Queryable, accountId: string, publicId: string) =>
    (await catalogueOf(tx, accountId, { itemPublicId: publicId }))[0]!;

  async function createItem(
    accountId: string,
    input: z.output<typeof CreateLoyaltyItemRequest>,
    who: AuditContext,
  ) {
    return db.transaction(async (tx) => {
      const [reward] = await tx
        .select({ id: rewards.id })
        .from(rewards)
        .where(and(eq(rewards.accountId, accountId), eq(rewards.publicId, input.reward_id)));
      if (!reward) throw invalidFields(['reward_id: No reward of this business has this id']);
      const publicId = newPublicId();
      await tx.insert(loyaltyItems).values({
        publicId,
        accountId,
        rewardId: reward.id,
        price: input.price,
        perPlayer: input.per_player,
        active: input.active,
      });
      await audit(tx, who, {
        action: 'loyalty.item_created',
        target: { type: 'loyalty_item', id: publicId },
        after: { ...input },
      });
      return oneItem(tx, accountId, publicId);
    });
  }

  async function updateItem(
    accountId: string,
    publicId: string,
    patch: z.output<typeof UpdateLoyaltyItemRequest>,
    who: AuditContext,
  ) {
    return db.transaction(async (tx) => {
      const row = await findItem(tx, accountId, publicId);
      await tx
        .update(loyaltyItems)
        .set({
          ...(patch.price !== undefined && { price: patch.price }),
          ...(patch.per_player !== undefined && { perPlayer: patch.per_player }),
          ...(patch.active !== undefined && { active: patch.active }),
          updatedAt: new Date(),
        })
        .where(eq(loyaltyItems.id, row.id));
      await audit(tx, who, {
        action: 'loyalty.item_changed',
        target: { type: 'loyalty_item', id: publicId },
        before: { price: row.price, per_player: row.perPlayer, active: row.active },
        after: { ...patch },
      });
      return oneItem(tx, accountId, publicId);
    });
  }

  async function removeItem(accountId: string, publicId: string, who: AuditContext) {
    await db.transaction(async (tx) => {
      const row = await findItem(tx, accountId, publicId);
      await tx.delete(loyaltyItems).where(eq(loyaltyItems.id, row.id));
      await audit(tx, who, {
        action: 'loyalty.item_deleted',
        target: { type: 'loyalty_item', id: publicId },
        before: { price: row.price, per_player: row.perPlayer, active: row.active },
      });
    });
  }

  const memberColumns = {
    member: loyaltyMembers,
    publicId: players.publicId,
    displayName: players.displayName,
    email: players.email,
    badges: sql<
      string[]
    >`coalesce((select array_agg(b.badge_id order by b.earned_at) from ${loyaltyBadges} b where b.player_id = ${loyaltyMembers.playerId}), '{}')`,
  };
  type MemberSelect = {
    member: typeof loyaltyMembers.$inferSelect;
    publicId: string;
    displayName: string | null;
    email: string | null;
    badges: string[];
  };
  const toMember = (r: MemberSelect): LoyaltyMember => ({
    player: { public_id: r.publicId, display_name: r.displayName, email: r.email },
    balance: r.member.balance,
    lifetime: r.member.lifetime,
    level: r.member.level,
    streak: r.member.streak,
    best_streak: r.member.bestStreak,
    badges: r.badges,
    joined_at: r.member.joinedAt.toISOString(),
    last_earned_at: r.member.lastEarnedAt?.toISOString() ?? null,
  });

  async function listMembers(accountId: string, q: z.output<typeof LoyaltyMemberListQuery>) {
    const where = eq(loyaltyMembers.accountId, accountId);
    const order =
      q.sort === 'balance'
        ? [desc(loyaltyMembers.balance), desc(loyaltyMembers.playerId)]
        : q.sort === 'lifetime'
          ? [desc(loyaltyMembers.lifetime), desc(loyaltyMembers.playerId)]
          : [sql`${loyaltyMembers.lastEarnedAt} desc nulls last`, desc(loyaltyMembers.playerId)];
    return paginate(
      q,
      async ({ limit, offset }) =>
        (
          await db
            .select(memberColumns)
            .from(loyaltyMembers)
            .innerJoin(players, eq(players.id, loyaltyMembers.playerId))
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset)
        ).map(toMember),
      db.select({ n: count() }).from(loyaltyMembers).where(where),
    );
  }

  async function playerOf(tx: Queryable, accountId: string, publicId: string) {
    const [row] = await tx
      .select({ id: players.id })
      .from(players)
      .where(and(eq(players.accountId, accountId), eq(players.publicId, publicId)));
    if (!row) throw notFound(MEMBER_NOT_FOUND);
    return row.id;
  }

  async function memberOf(tx: Queryable, accountId: string, playerId: string) {
    const [row] = await tx
      .select(memberColumns)
      .from(loyaltyMembers)
      .innerJoin(players, eq(players.id, loyaltyMembers.playerId))
      .where(and(eq(loyaltyMembers.accountId, accountId), eq(loyaltyMembers.playerId, playerId)));
    if (!row) throw notFound(MEMBER_NOT_FOUND);
    return toMember(row);
  }

  async function ledger(
    accountId: string,
    playerPublicId: string,
    q: z.output<typeof LoyaltyLedgerQuery>,
  ) {
    const playerId = await playerOf(db, accountId, playerPublicId);
    await memberOf(db, accountId, playerId);
    const where = and(eq(loyaltyLedger.accountId, accountId), eq(loyaltyLedger.playerId, playerId));
    return paginate(
      q,
      async ({ limit, offset }) =>
        (
          await db
            .select()
            .from(loyaltyLedger)
            .where(where)
            .orderBy(desc(loyaltyLedger.id))
            .limit(limit)
            .offset(offset)
        ).map(toEntry),
      db.select({ n: count() }).from(loyaltyLedger).where(where),
    );
  }

  /**
   * Points given or taken by the business (docs/loyalty.md#the-ledger): a verified member only,
   * never below a zero balance (409), under the member's lock; audited.
   */
  async function adjust(
    accountId: string,
    playerPublicId: string,
    input: z.output<typeof LoyaltyAdjustRequest>,
    who: AuditContext,
  ) {
    return db.transaction(async (tx) => {
      const playerId = await playerOf(tx, accountId, playerPublicId);
      if (!(await isMember(tx, accountId, playerId))) throw notFound(MEMBER_NOT_FOUND);
      const member = await lockMember(tx, accountId, playerId);
      if (member.balance + input.points < 0)
        throw conflict(
          `The member has ${member.balance} points: they cannot lose ${-input.points}.`,
        );
      const [entry] = (await appendEntries(tx, accountId, playerId, [
        {
          kind: 'adjust',
          points: input.points,
          reason: input.reason,
          key: `adjust:${randomUUID()}`,
        },
      ])) as [AppendedEntry];
      if (input.points > 0) {
        const settings = settingsValue(await settingsRow(tx, accountId));
        const level = levelOf(settings.levels, member.lifetime + input.points).level?.name ?? null;
        if (level !== member.level) {
          await tx
            .update(loyaltyMembers)
            .set({ level })
            .where(eq(loyaltyMembers.playerId, playerId));
          if (level)
            await emitEvent(tx, accountId, { type: 'loyalty.level_reached', playerId, level });
        }
        await emitEvent(tx, accountId, {
          type: 'loyalty.points_earned',
          playerId,
          points: input.points,
          reason: 'adjust',
        });
      }
      await audit(tx, who, {
        action: 'loyalty.points_adjusted',
        target: { type: 'player', id: playerPublicId },
        after: { points: input.points, reason: input.reason },
      });
      return { member: await memberOf(tx, accountId, playerId), entry: toEntry(entry) };
    });
  }

  async function stats(accountId: string): Promise<LoyaltyStats> {
    const [totals] = await queryRows<{
      members: number;
      outstanding: number;
      issued: number;
      spent: number;
      expired: number;
    }>(
      db,
      sql`select
            (select count(*)::int from loyalty_members where account_id = ${accountId}) as members,
            (select coalesce(sum(balance), 0)::int from loyalty_members where account_id = ${accountId}) as outstanding,
            coalesce(sum(points) filter (where points > 0), 0)::int as issued,
            coalesce(-sum(points) filter (where kind = 'spend'), 0)::int as spent,
            coalesce(-sum(points) filter (where kind = 'expire'), 0)::int as expired
          from loyalty_ledger where account_id = ${accountId}`,
    );
    // The liability: each outstanding point at the catalogue's lowest value per point.
    const items = await catalogueOf(db, accountId, { activeOnly: true });
    const perPoint = items
      .map((i) => {
        const v = numericValue(i.reward.value);
        return v === null ? null : v / i.price;
      })
      .filter((v): v is number => v !== null);
    const outstanding = totals?.outstanding ?? 0;
    const liability =
      perPoint.length > 0 ? Math.round(outstanding * Math.min(...perPoint) * 100) / 100 : null;
    const settings = settingsValue(await settingsRow(db, accountId));
    const badgeRows = await queryRows<{ badge_id: string; n: number }>(
      db,
      sql`select badge_id, count(*)::int as n from loyalty_badges where account_id = ${accountId}
          group by badge_id order by n desc, badge_id limit 5`,
    );
    const names = new Map(settings.badges.map((b) => [b.id, b.name]));
    const retention = async (days: number) => {
      const [row] = await queryRows<{ cohort: number; active: number }>(
        db,
        sql`select count(*)::int as cohort,
              count(*) filter (where last_earned_at >= now() - make_interval(days => ${days}))::int as active
            from loyalty_members
            where account_id = ${accountId} and joined_at <= now() - make_interval(days => ${days})`,
      );
      return row && row.cohort > 0 ? Math.round((row.active / row.cohort) * 1000) / 1000 : null;
    };
    return {
      members: totals?.members ?? 0,
      points_issued: totals?.issued ?? 0,
      points_spent: totals?.spent ?? 0,
      points_expired: totals?.expired ?? 0,
      outstanding,
      liability,
      top_badges: badgeRows.map((b) => ({
        id: b.badge_id,
        name: names.get(b.badge_id) ?? b.badge_id,
        members: b.n,
      })),
      retention_7: await retention(7),
      retention_30: await retention(30),
    };
  }

  return {
    getSettings,
    putSettings,
    catalogue: (accountId: string) => catalogueOf(db, accountId),
    createItem,
    updateItem,
    removeItem,
    listMembers,
    ledger,
    adjust,
    stats,
  };
}
