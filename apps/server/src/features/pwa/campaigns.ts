/**
 * Notifications a business sends (console, PWA section): what they say, the page they open, to
 * whom, when; and the month's usage against the plan's limit (docs/product-rules.md#push).
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  objectLanguages,
  pushMonthlyLimit,
  type CreatePushNotificationRequest,
  type PushTranslation,
  type PushAudience,
  type PushNotification,
  type PushNotificationListQuery,
  type PushTarget,
} from '@playdesk/contract';
import type { Database, Queryable } from '../../db/client.js';
import { newPublicId } from '../../db/ids.js';
import { paginate } from '../../db/pagination.js';
import {
  accounts,
  games,
  plans,
  pushCampaigns,
  pushSubscriptions,
  pushUsage,
  rewards,
  subscriptions,
} from '../../db/schema.js';
import { conflict, invalidFields, notFound } from '../../http/errors.js';
import { enqueueJob } from '../../infra/jobs.js';
import { accountLanguage, mergedTranslations } from '../../http/translations.js';
import { startPath } from './settings.js';

type Row = typeof pushCampaigns.$inferSelect;
export const PREPARE_JOB = 'push.prepare';
export const BATCH_JOB = 'push.batch';

export const usagePeriodNow = (at = new Date()) => at.toISOString().slice(0, 7);

export function toNotification(row: Row): PushNotification {
  return {
    public_id: row.publicId,
    kind: row.kind,
    title: row.title,
    body: row.body,
    icon: row.icon,
    url: row.url,
    target: row.target as PushTarget,
    audience: row.audience as PushAudience,
    status: row.status,
    scheduled_at: row.scheduledAt.toISOString(),
    completed_at: row.completedAt ? row.completedAt.toISOString() : null,
    recipients: row.recipients,
    sent: row.sent,
    failed: row.failed,
    clicked: row.clicked,
    default_language: row.defaultLanguage,
    languages: objectLanguages(row.defaultLanguage, row.translations),
    translations: row.translations,
    created_at: row.createdAt.toISOString(),
  };
}

/** The billing account (its plan covers sub-accounts) and its monthly push limit. */
export async function pushLimitOf(db: Queryable, accountId: string) {
  const [row] = await db
    .select({
      billingId: sql<string>`coalesce(${accounts.parentAccountId}, ${accounts.id})`,
      key: plans.key,
    })
    .from(accounts)
    .leftJoin(
      subscriptions,
      eq(subscriptions.accountId, sql`coalesce(${accounts.parentAccountId}, ${accounts.id})`),
    )
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(accounts.id, accountId));
  if (!row) throw notFound('Account not found.');
  return { billingAccountId: row.billingId, limit: pushMonthlyLimit(row.key) };
}

export async function pushSentThisMonth(db: Queryable, billingAccountId: string) {
  const [row] = await db
    .select({ sent: pushUsage.sent })
    .from(pushUsage)
    .where(and(eq(pushUsage.accountId, billingAccountId), eq(pushUsage.period, usagePeriodNow())));
  return row?.sent ?? 0;
}

/**
 * Counts `n` notifications against the month's limit in one statement: the row changes only if
 * the total stays within the limit, so two campaigns at once can never pass it together.
 */
export async function reservePushQuota(
  db: Queryable,
  billingAccountId: string,
  n: number,
  limit: number,
): Promise<boolean> {
  if (n === 0) return true;
  const rows = await db.execute<{ sent: number }>(sql`
    insert into push_usage (account_id, period, sent)
    select ${billingAccountId}::uuid, ${usagePeriodNow()}, ${n}::int where ${n}::int <= ${limit}::int
    on conflict (account_id, period) do update set sent = push_usage.sent + excluded.sent
      where push_usage.sent + excluded.sent <= ${limit}::int
    returning sent`);
  return rowsOf(rows).length > 0;
}

export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** The SQL condition (on alias `s`, a push subscription) choosing an audience. */
export function audienceWhere(accountId: string, audience: StoredAudience): SQL {
  const base = sql`s.account_id = ${accountId}::uuid`;
  switch (audience.type) {
    case 'all':
      return base;
    case 'new_game':
      return sql`${base} and s.new_game`;
    case 'game':
      return sql`${base} and exists (select 1 from player_games pg where pg.player_id = s.player_id and pg.game_id = ${audience.gameId}::uuid)`;
    case 'reward':
      return sql`${base} and exists (select 1 from player_rewards pr where pr.player_id = s.player_id and pr.reward_id = ${audience.rewardId}::uuid)`;
    case 'inactive':
      return sql`${base} and exists (select 1 from players p where p.id = s.player_id and p.last_seen_at < now() - make_interval(days => ${audience.days}::int))`;
  }
}

export type StoredAudience =
  | { type: 'all' }
  | { type: 'new_game' }
  | { type: 'game'; gameId: string }
  | { type: 'reward'; rewardId: string }
  | { type: 'inactive'; days: number };

/** Internal ids of a campaign's audience (a deleted game or reward: nobody). */
export async function resolveAudience(
  db: Queryable,
  accountId: string,
  audience: PushAudience | { type: 'new_game' },
): Promise<StoredAudience | null> {
  switch (audience.type) {
    case 'game': {
      const [g] = await db
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.accountId, accountId), eq(games.publicId, audience.game_id)));
      return g ? { type: 'game', gameId: g.id } : null;
    }
    case 'reward': {
      const [r] = await db
        .select({ id: rewards.id })
        .from(rewards)
        .where(and(eq(rewards.accountId, accountId), eq(rewards.publicId, audience.reward_id)));
      return r ? { type: 'reward', rewardId: r.id } : null;
    }
    default:
      return audience;
  }
}

export async function audienceSize(db: Queryable, accountId: string, audience: StoredAudience) {
  const rows = rowsOf<{ n: number | string }>(
    await db.execute(
      sql`select count(*)::int as n from push_subscriptions s where ${audienceWhere(accountId, audience)}`,
    ),
  );
  return Number(rows[0]?.n ?? 0);
}

const MAX_SCHEDULE_MS = 366 * 24 * 3600 * 1000;

export function createPushCampaignService(db: Database) {
  async function find(accountId: string, publicId: string): Promise<Row> {
    const [row] = await db
      .select()
      .from(pushCampaigns)
      .where(and(eq(pushCampaigns.accountId, accountId), eq(pushCampaigns.publicId, publicId)));
    if (!row) throw notFound('Notification not found.');
    return row;
  }

  async function usage(accountId: string) {
    const { billingAccountId, limit } = await pushLimitOf(db, accountId);
    const [subs] = await db
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.accountId, accountId));
    return {
      month: usagePeriodNow(),
      sent: await pushSentThisMonth(db, billingAccountId),
      limit,
      subscribers: subs?.n ?? 0,
    };
  }

  async function list(accountId: string, q: z.output<typeof PushNotificationListQuery>) {
    const where = eq(pushCampaigns.accountId, accountId);
    const page = await paginate(
      q,
      async ({ limit, offset }) =>
        (
          await db
            .select()
            .from(pushCampaigns)
            .where(where)
            .orderBy(desc(pushCampaigns.createdAt), desc(pushCampaigns.id))
            .limit(limit)
            .offset(offset)
        ).map(toNotification),
      db.select({ n: count() }).from(pushCampaigns).where(where),
    );
    return { ...page, usage: await usage(accountId) };
  }

  async function targetUrl(accountId: string, accountPublicId: string, target: PushTarget) {
    if (target.type === 'rewards') return `/rewards/${accountPublicId}`;
    if (target.type === 'app') return startPath(accountPublicId);
    const [g] = await db
      .select({ publicId: games.publicId })
      .from(games)
      .where(and(eq(games.accountId, accountId), eq(games.publicId, target.game_id)));
    if (!g) throw invalidFields(['target.game_id: Game not found']);
    return `/game/${g.publicId}`;
  }

  async function create(
    account: { id: string; publicId: string },
    userId: string | null,
    input: z.output<typeof CreatePushNotificationRequest>,
  ): Promise<PushNotification> {
    const errors: string[] = [];
    if (
      input.icon &&
      !/^(\/media\/[a-f0-9]{32}\.(png|jpg|webp|gif)|https:\/\/\S+)$/.test(input.icon)
    )
      errors.push('icon: Use an uploaded image or an https:// address');
    let scheduledAt = new Date();
    if (input.send_at !== undefined) {
      const at = new Date(input.send_at);
      if (Number.isNaN(at.getTime())) errors.push('send_at: Use a date and time');
      else if (at.getTime() < Date.now() - 60_000)
        errors.push('send_at: Choose a time in the future');
      else if (at.getTime() > Date.now() + MAX_SCHEDULE_MS)
        errors.push('send_at: Choose a time within a year');
      else scheduledAt = at;
    }
    if (errors.length > 0) throw invalidFields(errors);
    const defaultLanguage = input.default_language ?? (await accountLanguage(db, account.id));
    const translations = mergedTranslations<PushTranslation>({
      defaultLanguage,
      stored: {},
      patch: input.translations,
    });
    const url = await targetUrl(account.id, account.publicId, input.target);
    const audience = await resolveAudience(db, account.id, input.audience);
    if (!audience)
      throw invalidFields([
        input.audience.type === 'game'
          ? 'audience.game_id: Game not found'
          : 'audience.reward_id: Reward not found',
      ]);
    const delay = Math.max(0, Math.round((scheduledAt.getTime() - Date.now()) / 1000));
    if (delay === 0) {
      // Sending now: say at once when the month's limit would be passed (enforced again, atomically,
      // when the delivery reserves its count).
      const { billingAccountId, limit } = await pushLimitOf(db, account.id);
      const n = await audienceSize(db, account.id, audience);
      const left = Math.max(0, limit - (await pushSentThisMonth(db, billingAccountId)));
      if (n > left)
        throw conflict(
          `This notification would go to ${n} subscribers, but only ${left} of your plan's ${limit} notifications are left this month.`,
        );
    }
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(pushCampaigns)
        .values({
          publicId: newPublicId(),
          accountId: account.id,
          kind: 'manual',
          title: input.title,
          body: input.body,
          defaultLanguage,
          translations,
          icon: input.icon,
          url,
          target: input.target,
          audience: input.audience,
          scheduledAt,
          createdBy: userId,
        })
        .returning();
      await enqueueJob(tx, PREPARE_JOB, { campaignId: inserted!.id }, { startAfterSeconds: delay });
      return inserted!;
    });
    return toNotification(row);
  }

  const get = async (accountId: string, publicId: string) =>
    toNotification(await find(accountId, publicId));
  return { list, get, create, usage };
}
