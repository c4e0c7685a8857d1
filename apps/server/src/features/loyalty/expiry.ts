/**
 * Expiry (docs/loyalty.md#expiry): points expire `expiry_days` after they were earned, oldest
 * first. The ledger stays append-only: nothing marks an entry used. Debits (spend, expire, a
 * negative adjustment) always take the oldest points first, so what is still unused of the points
 * earned before the cutoff is `credits before the cutoff − everything debited so far` (never more
 * than the balance); that much expires, in one `expire` entry per member and day.
 *
 * Exactly once: the entry's key is `expire:<player>:<day>`, so a second run the same day, or a
 * second instance, writes nothing; a run on a later day subtracts what earlier runs expired (they
 * are debits). Each account is one statement that locks its members' rows (`for update`), so a
 * purchase at the same moment waits or is waited for and the balance never goes below zero.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import type { JobDefinition } from '../../infra/jobs.js';

export const LOYALTY_EXPIRY_JOB = 'loyalty.expire';

/** Expires what is due at `now` in every business with an expiry; returns the entries written. */
export async function expirePoints(db: Database, now = new Date()): Promise<number> {
  const accounts = await queryRows<{ account_id: string; expiry_days: number }>(
    db,
    sql`select account_id, expiry_days from loyalty_settings where expiry_days is not null`,
  );
  const day = now.toISOString().slice(0, 10);
  let written = 0;
  for (const { account_id: accountId, expiry_days: days } of accounts) {
    const cutoff = new Date(now.getTime() - days * 86_400_000);
    const rows = await queryRows<{ n: number }>(
      db,
      sql`
        with due as (
          select player_id, sum(points)::int as old_credits
          from loyalty_ledger
          where account_id = ${accountId} and points > 0 and created_at < ${cutoff.toISOString()}
          group by player_id
        ), locked as (
          select m.player_id, least(m.balance, d.old_credits - m.debited) as amount
          from loyalty_members m join due d on d.player_id = m.player_id
          where m.account_id = ${accountId} and d.old_credits > m.debited and m.balance > 0
          order by m.player_id
          for update of m
        ), ins as (
          -- In player order: the entries' keys ('expire:<player>:<day>') and the player index
          -- then grow in order, each index page written once rather than once per entry at
          -- random (a million members: docs/loyalty.md#scale).
          insert into loyalty_ledger (account_id, player_id, kind, points, reason, key)
          select ${accountId}, player_id, 'expire', -amount, 'expiry',
                 'expire:' || player_id || ':' || ${day}
          from locked where amount > 0
          order by player_id
          on conflict (account_id, key) do nothing
          returning player_id, points
        ), moved as (
          update loyalty_members m
          set balance = m.balance + ins.points, debited = m.debited - ins.points
          from ins where m.player_id = ins.player_id
          returning 1
        )
        select count(*)::int as n from moved`,
    );
    written += rows[0]?.n ?? 0;
  }
  return written;
}

/** Hourly: the first run of a (UTC) day expires what is due; the others find it done. */
export const loyaltyExpiryJobDefinition: JobDefinition = {
  name: LOYALTY_EXPIRY_JOB,
  schedule: '17 * * * *',
  retryLimit: 3,
  expireInSeconds: 30 * 60,
  async handler(_data, { db, log }) {
    const n = await expirePoints(db);
    if (n > 0) log.info({ members: n }, 'loyalty points expired');
  },
};
