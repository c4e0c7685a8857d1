/**
 * Earning (docs/loyalty.md#earning): a play's end and a filled form queue one `loyalty.earn` job
 * in their own transaction, when the business has loyalty on (one primary-key probe on the path;
 * nothing more for a business without it). The job applies the rules under the member's row lock,
 * each entry under the key of its cause, so a replayed job or two instances running the same one
 * earn once (earn.api.test.ts).
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LoyaltyBadge, LoyaltyRules, LoyaltySettingsValue } from '@playdesk/contract';
import type { Database, Queryable } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { gameplays, loyaltyBadges, loyaltyMembers } from '../../db/schema.js';
import { enqueueJob, enqueueJobs, type JobDefinition } from '../../infra/jobs.js';
import { emitEvent } from '../integrations/events.js';
import { localDay, nextStreak, weekOf } from './days.js';
import { appendEntries, lockMember, type MemberRow, type NewEntry } from './ledger.js';
import { isMember } from './members.js';
import { levelOf, settingsRow, settingsValue } from './settings.js';

export const LOYALTY_EARN_JOB = 'loyalty.earn';

/**
 * The ledger key of a friend's referral (docs/loyalty.md#referral): their normalised email,
 * hashed (no address in keys), so one friend counts once whoever referred them.
 */
export const referralKey = (emailNormalized: string) =>
  `earn:referral:${createHash('sha256').update(emailNormalized).digest('hex').slice(0, 32)}`;

/**
 * A play that ended, a form a player sent for a game, or a friend who came through a player's
 * share link (`friendId`: the friend; the referrer earns: referral.ts).
 */
export type EarnCause =
  | { kind: 'play'; gameplayId: string }
  | { kind: 'form'; playerId: string; gameId: string }
  | { kind: 'referral'; friendId: string };

/**
 * Queues the earning of `cause` in the caller's transaction, when the business has loyalty on:
 * the job commits (and runs) only if the play's end or the form does.
 */
export async function queueEarning(
  tx: Queryable,
  accountId: string,
  cause: EarnCause,
): Promise<void> {
  if (await loyaltyOn(tx, accountId)) await enqueueJob(tx, LOYALTY_EARN_JOB, cause);
}

/**
 * `queueEarning` of many plays ended in one transaction (a live show's podium: live/plays.ts):
 * loyalty read once, then one job per play, each earned as any play's.
 */
export async function queuePlayEarnings(
  tx: Queryable,
  accountId: string,
  gameplayIds: readonly string[],
): Promise<void> {
  if (gameplayIds.length === 0 || !(await loyaltyOn(tx, accountId))) return;
  // One statement for all of them: a live show's end queues thousands.
  await enqueueJobs(
    tx,
    LOYALTY_EARN_JOB,
    gameplayIds.map((gameplayId) => ({ kind: 'play', gameplayId })),
  );
}

async function loyaltyOn(tx: Queryable, accountId: string): Promise<boolean> {
  const on = await queryRows(
    tx,
    sql`select 1 from loyalty_settings where account_id = ${accountId} and enabled`,
  );
  return on.length > 0;
}

/** What the rules give a play, before the daily cap: entries with their keys. */
export function playEntries(
  rules: LoyaltyRules,
  play: { id: string; status: string; score: number; reason: string | null },
): NewEntry[] {
  const out: NewEntry[] = [];
  const add = (reason: string, points: number) => {
    if (points > 0) out.push({ kind: 'earn', points, reason, key: `earn:${reason}:${play.id}` });
  };
  add('play', rules.play);
  if (play.reason !== 'abandoned') add('finish', rules.finish);
  if (play.status === 'won') add('win', rules.win);
  const band = [...rules.score_bands]
    .sort((a, b) => b.min_score - a.min_score)
    .find((b) => play.score >= b.min_score);
  if (band) add('score', band.points);
  return out;
}

/**
 * Cuts `entries` to what the daily cap leaves (null: no cap), in order. Entries of a cause
 * already in the ledger are dropped by the caller's insert; the cap counts only what was written.
 */
export function capEntries(entries: NewEntry[], cap: number | null, earnedToday: number) {
  if (cap === null) return entries;
  let left = Math.max(0, cap - earnedToday);
  const out: NewEntry[] = [];
  for (const e of entries) {
    const points = Math.min(e.points, left);
    if (points <= 0) break;
    out.push({ ...e, points });
    left -= points;
  }
  return out;
}

interface Outcome {
  earned: number;
  levelReached: string | null;
  badges: string[];
}

/**
 * Earns what `cause` gives, once: every entry under its cause's key. Returns what was written
 * (nothing for a replay). Runs in its own transaction.
 */
export async function earn(db: Database, cause: EarnCause, now = new Date()): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const none: Outcome = { earned: 0, levelReached: null, badges: [] };
    let accountId: string;
    let playerId: string;
    let play: typeof gameplays.$inferSelect | null = null;
    let referralKeyOf: string | null = null;
    if (cause.kind === 'play') {
      const [row] = await tx.select().from(gameplays).where(eq(gameplays.id, cause.gameplayId));
      if (!row || row.status === 'playing') return none;
      play = row;
      accountId = row.accountId;
      playerId = row.playerId;
    } else if (cause.kind === 'referral') {
      // The friend must be a member (their email verified) and still name a referrer.
      const [row] = await queryRows<{
        account_id: string;
        referred_by: string | null;
        email_normalized: string | null;
      }>(
        tx,
        sql`select account_id, referred_by, email_normalized from players where id = ${cause.friendId}`,
      );
      if (!row?.referred_by || !row.email_normalized) return none;
      if (!(await isMember(tx, row.account_id, cause.friendId))) return none;
      accountId = row.account_id;
      playerId = row.referred_by;
      referralKeyOf = referralKey(row.email_normalized);
    } else {
      const [row] = await queryRows<{ account_id: string }>(
        tx,
        sql`select account_id from players where id = ${cause.playerId}`,
      );
      if (!row) return none;
      accountId = row.account_id;
      playerId = cause.playerId;
    }
    const settings = settingsValue(await settingsRow(tx, accountId));
    if (!settings.enabled || !(await isMember(tx, accountId, playerId))) return none;

    const member = await lockMember(tx, accountId, playerId);
    const at = play?.endedAt ?? now;
    const day = localDay(at, settings.time_zone);
    const { rules } = settings;
    let entries: NewEntry[];
    const streak = nextStreak({ day: member.streak_day, streak: member.streak }, day);
    if (play) {
      entries = playEntries(rules, play);
      if (rules.first_play_of_day > 0)
        entries.push({
          kind: 'earn',
          points: rules.first_play_of_day,
          reason: 'first_play_of_day',
          key: `earn:day:${playerId}:${day}`,
        });
      if (streak.newDay && rules.streak > 0 && streak.streak % rules.streak_days === 0)
        entries.push({
          kind: 'earn',
          points: rules.streak,
          reason: 'streak',
          key: `earn:streak:${playerId}:${day}`,
        });
      if (
        rules.every_game_of_week > 0 &&
        (await playedEveryGameOfWeek(tx, accountId, playerId, day, settings.time_zone))
      )
        entries.push({
          kind: 'earn',
          points: rules.every_game_of_week,
          reason: 'every_game_of_week',
          key: `earn:week:${playerId}:${weekOf(day).start}`,
        });
    } else if (referralKeyOf !== null) {
      entries =
        rules.referral > 0
          ? [{ kind: 'earn', points: rules.referral, reason: 'referral', key: referralKeyOf }]
          : [];
    } else {
      entries =
        rules.form > 0 && cause.kind === 'form'
          ? [
              {
                kind: 'earn',
                points: rules.form,
                reason: 'form',
                key: `earn:form:${playerId}:${cause.gameId}`,
              },
            ]
          : [];
    }
    const today = member.earned_day === day ? member.earned_today : 0;
    const written = await appendEntries(
      tx,
      accountId,
      playerId,
      capEntries(entries, rules.daily_cap, today),
    );
    const earned = written.reduce((sum, e) => sum + e.points, 0);
    const lifetime = member.lifetime + earned;
    const level = levelOf(settings.levels, lifetime).level?.name ?? null;
    const moved = {
      earnedToday: today + earned,
      earnedDay: day,
      streak: play ? streak.streak : member.streak,
      bestStreak: Math.max(member.best_streak, play ? streak.streak : 0),
      streakDay: play ? streak.day : member.streak_day,
      level,
    };
    await tx.update(loyaltyMembers).set(moved).where(eq(loyaltyMembers.playerId, playerId));

    const badges = await awardBadges(tx, settings, member, { ...moved, lifetime }, play);
    if (earned > 0)
      await emitEvent(tx, accountId, {
        type: 'loyalty.points_earned',
        playerId,
        points: earned,
        reason: written.map((e) => e.reason).join(','),
      });
    const levelReached = level !== null && level !== member.level ? level : null;
    if (levelReached)
      await emitEvent(tx, accountId, {
        type: 'loyalty.level_reached',
        playerId,
        level: levelReached,
      });
    return { earned, levelReached, badges };
  });
}

/**
 * Whether the player played every published game of the business (at least one) in the week of
 * `day` (Monday to Sunday in `timeZone`): each game one probe of the player's plays, the play's
 * end read as a calendar day in the business's zone by the database, so the week's edges are the
 * business's midnights whatever the offset does.
 */
export async function playedEveryGameOfWeek(
  tx: Queryable,
  accountId: string,
  playerId: string,
  day: string,
  timeZone: string,
): Promise<boolean> {
  const { start, end } = weekOf(day);
  const [row] = await queryRows<{ games: number; missing: number }>(
    tx,
    sql`select count(*)::int as games,
          count(*) filter (where not exists (
            select 1 from gameplays p
            where p.player_id = ${playerId} and p.game_id = g.id and p.status <> 'playing'
              and (p.ended_at at time zone ${timeZone})::date between ${start}::date and ${end}::date
          ))::int as missing
        from games g where g.account_id = ${accountId} and g.status = 'published'`,
  );
  return (row?.games ?? 0) > 0 && row?.missing === 0;
}

/** Whether the member now meets `badge`'s rule. */
async function meets(
  tx: Queryable,
  badge: LoyaltyBadge,
  member: { player_id: string; account_id: string; streak: number; lifetime: number },
  play: typeof gameplays.$inferSelect | null,
): Promise<boolean> {
  switch (badge.kind) {
    case 'first_win':
      return play?.status === 'won';
    case 'streak':
      return member.streak >= badge.threshold;
    case 'points':
      return member.lifetime >= badge.threshold;
    case 'plays': {
      const [row] = await queryRows<{ plays: number }>(
        tx,
        sql`select plays from players where id = ${member.player_id}`,
      );
      return (row?.plays ?? 0) >= badge.threshold;
    }
    case 'all_games': {
      // Every published game of the business played at least once.
      const [row] = await queryRows<{ missing: number }>(
        tx,
        sql`select count(*)::int as missing from games g
            where g.account_id = ${member.account_id} and g.status = 'published'
              and not exists (select 1 from gameplays p
                              where p.player_id = ${member.player_id} and p.game_id = g.id)`,
      );
      const [any] = await queryRows(
        tx,
        sql`select 1 from games where account_id = ${member.account_id} and status = 'published' limit 1`,
      );
      return any !== undefined && row?.missing === 0;
    }
    case 'top_10': {
      if (!play) return false;
      // Fewer than 10 ended plays of the game scored higher (index gameplays_game_score_idx).
      const [row] = await queryRows<{ better: number }>(
        tx,
        sql`select count(*)::int as better from (
              select 1 from gameplays where game_id = ${play.gameId} and score > ${play.score}
                and status <> 'playing' limit 10) b`,
      );
      return (row?.better ?? 10) < 10;
    }
  }
}

/** Gives the badges the member now meets and does not hold yet; returns their ids. */
async function awardBadges(
  tx: Queryable,
  settings: LoyaltySettingsValue,
  member: MemberRow,
  moved: { streak: number; lifetime: number },
  play: typeof gameplays.$inferSelect | null,
): Promise<string[]> {
  if (settings.badges.length === 0) return [];
  const held = new Set(
    (
      await tx
        .select({ id: loyaltyBadges.badgeId })
        .from(loyaltyBadges)
        .where(eq(loyaltyBadges.playerId, member.player_id))
    ).map((r) => r.id),
  );
  const state = { ...member, ...moved };
  const given: string[] = [];
  for (const badge of settings.badges) {
    if (held.has(badge.id) || !(await meets(tx, badge, state, play))) continue;
    const inserted = await tx
      .insert(loyaltyBadges)
      .values({ playerId: member.player_id, badgeId: badge.id, accountId: member.account_id })
      .onConflictDoNothing()
      .returning({ id: loyaltyBadges.badgeId });
    if (inserted.length > 0) given.push(badge.id);
  }
  return given;
}

export const loyaltyEarnJobDefinition: JobDefinition = {
  name: LOYALTY_EARN_JOB,
  retryLimit: 5,
  retryBackoff: true,
  async handler(data, { db }) {
    if (typeof data.gameplayId === 'string')
      await earn(db, { kind: 'play', gameplayId: data.gameplayId });
    else if (typeof data.friendId === 'string')
      await earn(db, { kind: 'referral', friendId: data.friendId });
    else if (typeof data.playerId === 'string' && typeof data.gameId === 'string')
      await earn(db, { kind: 'form', playerId: data.playerId, gameId: data.gameId });
  },
};
