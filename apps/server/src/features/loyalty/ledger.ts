/**
 * The ledger (docs/loyalty.md#the-ledger): entries are appended, never changed, each under a key
 * naming its cause, unique per business. Every writer first locks the member's row
 * (`lockMember`), so the entries of one member are appended one writer at a time, and the cached
 * totals move in the same statement as the entries they sum.
 */
import { sql } from 'drizzle-orm';
import type { LoyaltyEntryKind } from '@playdesk/contract';
import type { Queryable } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';

export interface NewEntry {
  kind: LoyaltyEntryKind;
  points: number;
  reason: string;
  key: string;
}

export interface AppendedEntry {
  id: number;
  kind: LoyaltyEntryKind;
  points: number;
  reason: string;
  key: string;
  created_at: string | Date;
}

export interface MemberRow {
  player_id: string;
  account_id: string;
  balance: number;
  lifetime: number;
  debited: number;
  earned_today: number;
  earned_day: string | null;
  streak: number;
  best_streak: number;
  streak_day: string | null;
  level: string | null;
  reminded_day: string | null;
  joined_at: string | Date;
  last_earned_at: string | Date | null;
}

/**
 * The member's row, created if need be, locked until the transaction ends: the one lock every
 * change of a member's points takes first (earning, buying, adjusting, expiring), so two devices,
 * two instances or a job and a request change one member's points one after the other and each
 * sees the other's result.
 */
export async function lockMember(
  tx: Queryable,
  accountId: string,
  playerId: string,
): Promise<MemberRow> {
  await tx.execute(sql`
    insert into loyalty_members (player_id, account_id) values (${playerId}, ${accountId})
    on conflict (player_id) do nothing`);
  const [row] = await queryRows<MemberRow>(
    tx,
    sql`select * from loyalty_members where player_id = ${playerId} for update`,
  );
  return row!;
}

/**
 * Appends `entries` (those whose key is already in the ledger are skipped: the same cause never
 * counts twice) and moves the member's balance, lifetime and debited totals by exactly the
 * entries written, in one statement. Returns the entries written. Call under `lockMember`; the
 * table's check refuses a balance below zero, so check a debit against the locked balance first.
 */
export async function appendEntries(
  tx: Queryable,
  accountId: string,
  playerId: string,
  entries: readonly NewEntry[],
): Promise<AppendedEntry[]> {
  if (entries.length === 0) return [];
  return queryRows<AppendedEntry>(
    tx,
    sql`
      with ins as (
        insert into loyalty_ledger (account_id, player_id, kind, points, reason, key)
        select ${accountId}, ${playerId}, e.kind, e.points, e.reason, e.key
        from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb)
          as e(kind text, points integer, reason text, key text)
        on conflict (account_id, key) do nothing
        returning id, kind, points, reason, key, created_at
      ), moved as (
        update loyalty_members m set
          balance = m.balance + (select coalesce(sum(points), 0) from ins),
          lifetime = m.lifetime + (select coalesce(sum(points), 0) from ins where points > 0),
          debited = m.debited - (select coalesce(sum(points), 0) from ins where points < 0),
          last_earned_at = case when exists (select 1 from ins where kind = 'earn')
            then now() else m.last_earned_at end
        where m.player_id = ${playerId} and exists (select 1 from ins)
      )
      -- A data-modifying WITH runs to completion whether or not the query reads it.
      select * from ins order by id`,
  );
}

/**
 * Members whose cached totals differ from their ledger (docs/loyalty.md#the-ledger): the balance
 * is the sum of the entries, lifetime the sum of the positive ones, debited minus the sum of the
 * negative ones. Empty when the cache is true; the tests and `scripts` check it.
 */
export async function driftedMembers(
  tx: Queryable,
  accountId: string,
): Promise<{ player_id: string; balance: number; ledger: number }[]> {
  return queryRows(
    tx,
    sql`
      select m.player_id, m.balance, coalesce(l.total, 0)::int as ledger
      from loyalty_members m
      left join (
        select player_id, sum(points) as total,
          sum(points) filter (where points > 0) as credits,
          sum(points) filter (where points < 0) as debits
        from loyalty_ledger where account_id = ${accountId} group by player_id
      ) l on l.player_id = m.player_id
      where m.account_id = ${accountId}
        and (m.balance <> coalesce(l.total, 0) or m.lifetime <> coalesce(l.credits, 0)
             or m.debited <> -coalesce(l.debits, 0))`,
  );
}
