/**
 * Moving a member's points when two players of one business become one
 * (docs/loyalty.md#when-devices-merge): fair play's "one mailbox, one player" merge
 * (player-data/merge.ts) calls this in its own transaction, before the browser's player is deleted.
 *
 * The ledger stays append-only: no entry is changed. The browser's entries leave with their player
 * (as they would by the player's deletion) and are appended, in the same statement, to the player
 * they merge into, each with its kind, points, reason, key and date — so the cause of each is
 * still named once (a replayed job for a moved play finds its key taken), and expiry still takes
 * the oldest first by the dates they were earned. Keys never collide: every key names a play, a
 * reward won, a uuid or the player it was earned by (docs/loyalty.md#earning), so two players'
 * keys always differ. The cached totals move by exactly the entries moved, in the same statement,
 * so they stay the sum of the ledger.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import type { MemberRow } from './ledger.js';
import { levelOf, settingsRow, settingsValue } from './settings.js';

/** The later of two business days (YYYY-MM-DD compares as text), null when neither is set. */
const laterDay = (a: string | null, b: string | null) =>
  a === null ? b : b === null ? a : a > b ? a : b;

/**
 * Moves `fromId`'s membership (ledger, totals, streak, badges) to `intoId`. Nothing to do when
 * `fromId` never was a member. Both rows are locked first, in the order of their ids, so an
 * earning or a purchase of either waits for the merge and then sees the merged row.
 */
export async function moveMembership(
  tx: Queryable,
  accountId: string,
  fromId: string,
  intoId: string,
): Promise<{ moved: number }> {
  const [exists] = await queryRows(
    tx,
    sql`select 1 from loyalty_members where player_id = ${fromId}`,
  );
  if (!exists) return { moved: 0 };
  // Both rows locked in one statement, in id order: the merge never waits on a half it holds.
  await tx.execute(sql`
    insert into loyalty_members (player_id, account_id) values (${intoId}, ${accountId})
    on conflict (player_id) do nothing`);
  const rows = await queryRows<MemberRow>(
    tx,
    sql`select * from loyalty_members where player_id in (${fromId}, ${intoId})
        order by player_id for update`,
  );
  const from = rows.find((r) => r.player_id === fromId)!;
  const into = rows.find((r) => r.player_id === intoId)!;

  // The entries leave with the browser's player and are appended to the kept one (the deleted
  // tuples no longer hold their keys), and the totals move by what moved, in one statement.
  const [moved] = await queryRows<{ n: number; lifetime: number }>(
    tx,
    sql`
      with gone as (
        delete from loyalty_ledger where player_id = ${fromId} and account_id = ${accountId}
        returning id, kind, points, reason, key, created_at
      ), ins as (
        insert into loyalty_ledger (account_id, player_id, kind, points, reason, key, created_at)
        select ${accountId}, ${intoId}, kind, points, reason, key, created_at
        from gone order by created_at, id
        returning points
      ), totals as (
        update loyalty_members m set
          balance = m.balance + (select coalesce(sum(points), 0) from ins),
          lifetime = m.lifetime + (select coalesce(sum(points), 0) from ins where points > 0),
          debited = m.debited - (select coalesce(sum(points), 0) from ins where points < 0)
        where m.player_id = ${intoId}
        returning m.lifetime
      )
      select (select count(*)::int from ins) as n, (select lifetime from totals) as lifetime`,
  );

  // The streak of the player who played last; the day's count for the daily cap adds up when both
  // earned on the same day.
  const fromLater =
    from.streak_day !== null && (into.streak_day === null || from.streak_day > into.streak_day);
  const earnedDay = laterDay(from.earned_day, into.earned_day);
  const earnedToday =
    (from.earned_day === earnedDay ? from.earned_today : 0) +
    (into.earned_day === earnedDay ? into.earned_today : 0);
  const settings = settingsValue(await settingsRow(tx, accountId));
  const lifetime = moved?.lifetime ?? into.lifetime;
  const level = levelOf(settings.levels, lifetime).level?.name ?? null;
  await tx.execute(sql`
    update loyalty_members set
      streak = ${fromLater ? from.streak : into.streak},
      streak_day = ${fromLater ? from.streak_day : into.streak_day},
      best_streak = ${Math.max(from.best_streak, into.best_streak)},
      earned_day = ${earnedDay},
      earned_today = ${earnedToday},
      level = ${level},
      reminded_day = ${laterDay(from.reminded_day, into.reminded_day)},
      joined_at = least(joined_at, ${new Date(from.joined_at).toISOString()}::timestamptz),
      last_earned_at = greatest(last_earned_at, ${from.last_earned_at === null ? null : new Date(from.last_earned_at).toISOString()}::timestamptz)
    where player_id = ${intoId}`);
  // Badges: each once, earned when it was first earned by either.
  await tx.execute(sql`
    insert into loyalty_badges (player_id, badge_id, account_id, earned_at)
    select ${intoId}, badge_id, account_id, earned_at from loyalty_badges where player_id = ${fromId}
    on conflict (player_id, badge_id) do update
      set earned_at = least(loyalty_badges.earned_at, excluded.earned_at)`);
  await tx.execute(sql`delete from loyalty_badges where player_id = ${fromId}`);
  await tx.execute(sql`delete from loyalty_members where player_id = ${fromId}`);
  return { moved: moved?.n ?? 0 };
}
