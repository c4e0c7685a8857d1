/**
 * Expiry (docs/loyalty.md#expiry): points expire `expiry_days` after they were earned, oldest
 * first. The ledger stays append-only: nothing marks an entry used. Debits (spend, expire, a
 * negative adjustment) always take the oldest points first, so what is still unused of the points
 * earned before the cutoff is `credits before the cutoff − everything debited so far` (never more
 * than the balance); that much expires, in one `expire` entry per member and day.
 *
 * Set-based, in batches: the members of every business with an expiry are walked in primary-key
 * order, `EXPIRY_BATCH` at a time, in `EXPIRY_LANES` ranges of the keys side by side (PostgreSQL
 * runs a statement on one core), each batch one statement (its own transaction) that sums each
 * member's old credits from the ledger's credits index alone (player, date, points of the positive
 * entries: an index-only range scan, no table page read), moves their totals and appends their
 * entries. A run stopped half-way (a crash, a deploy) has committed whole batches only; the next
 * run finds their keys taken and does the rest.
 *
 * Exactly once, without locking the batch first: the entry's key is `expire:<player>:<UTC day>`,
 * and a member whose key is taken today is left out (a second run the same day, a second
 * instance, writes nothing). The totals move by a conditional UPDATE — only where the balance and
 * `debited` are still those the amount was computed from — and the entries are appended for the
 * rows that UPDATE changed, in the same statement. The UPDATE waits for a member's row lock (a
 * purchase, an earning, another instance's expiry of the same member) and then re-checks its
 * condition on the row as committed: when the row moved meanwhile it is skipped, never expired on
 * a stale balance, and the next hourly run expires it (its key is still free). So the balance
 * never goes below zero and the cache stays the ledger's sum.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import type { JobDefinition } from '../../infra/jobs.js';

export const LOYALTY_EXPIRY_JOB = 'loyalty.expire';

/** Members per statement: a batch's locks and writes are held for a fraction of a second. */
export const EXPIRY_BATCH = 20_000;

/**
 * Key ranges walked side by side, each by its own connection: a statement runs on one core of the
 * database server, and the batches of two ranges share nothing (a member is in one range, its
 * entries are its own). Two: the job leaves the pool's other connections to the requests.
 */
export const EXPIRY_LANES = 2;

/** Below every uuid: where the walk starts. */
const FIRST = '00000000-0000-0000-0000-000000000000';

/**
 * The lanes' ranges of player ids, `(after, upTo]` (`upTo` null for the last): each lane starts
 * after the one before ends. Player ids are random (v4) uuids, so cutting the first four hex
 * digits evenly gives each range about as many members.
 */
export function expiryLanes(lanes: number): { after: string; upTo: string | null }[] {
  const ends = Array.from(
    { length: lanes - 1 },
    (_, i) =>
      `${(Math.floor(((i + 1) * 0x10000) / lanes) - 1).toString(16).padStart(4, '0')}ffff-ffff-ffff-ffff-ffffffffffff`,
  );
  return [FIRST, ...ends].map((after, i) => ({ after, upTo: ends[i] ?? null }));
}

/** Expires what is due at `now` in every business with an expiry; returns the entries written. */
export async function expirePoints(
  db: Database,
  now = new Date(),
  batchSize = EXPIRY_BATCH,
  lanes = EXPIRY_LANES,
): Promise<number> {
  // Every lane ends (done or failed) before the job does: a retry never walks a range beside
  // the run before it.
  const lanesDone = await Promise.allSettled(
    expiryLanes(lanes).map((lane) => expireLane(db, now, batchSize, lane)),
  );
  let written = 0;
  for (const lane of lanesDone) {
    if (lane.status === 'rejected') throw lane.reason;
    written += lane.value;
  }
  return written;
}

/** One lane: its members in primary-key order, a batch per statement. */
async function expireLane(
  db: Database,
  now: Date,
  batchSize: number,
  lane: { after: string; upTo: string | null },
): Promise<number> {
  const at = now.toISOString();
  const day = at.slice(0, 10);
  let after = lane.after;
  let written = 0;
  for (;;) {
    const row = await db.transaction(async (tx) => {
      // The planner's estimate of the batch's ledger reads is far above what it reads, and past
      // the JIT threshold: compiling it cost 2 of every 4.5 s of a batch (EXPLAIN ANALYZE at a
      // million members). Plain execution for this statement.
      await tx.execute(sql`set local jit = off`);
      // Every join here is the batch's members against a primary key or an index: nested loops.
      // Estimated right (20 000 members due), the UPDATE's join was planned as a hash of the
      // whole members table, read again by every batch (0.8 s of each at a million members).
      await tx.execute(sql`set local enable_hashjoin = off`);
      await tx.execute(sql`set local enable_mergejoin = off`);
      const [answer] = await queryRows<{ last: string | null; n: number }>(
        tx,
        sql`
        with batch as (
          -- The next members with points, of businesses whose points expire (primary-key order).
          select m.player_id, m.account_id, m.balance, m.debited,
                 ${at}::timestamptz - s.expiry_days * interval '24 hours' as cutoff
          from loyalty_members m
          join loyalty_settings s on s.account_id = m.account_id and s.expiry_days is not null
          where m.player_id > ${after}::uuid and m.balance > 0
            and (${lane.upTo}::uuid is null or m.player_id <= ${lane.upTo}::uuid)
            -- Expired today already (an earlier run, another instance): nothing to read.
            and not exists (
              select 1 from loyalty_ledger k
              where k.account_id = m.account_id and k.key = 'expire:' || m.player_id || ':' || ${day})
          order by m.player_id
          limit ${batchSize}
        ), due as (
          -- Each member's credits before the cutoff, from loyalty_ledger_credits_idx alone. By
          -- player only: a member is its player (the members' key), and every entry of a player
          -- is of the player's business (written with the membership's account).
          select b.player_id, b.account_id, b.balance, b.debited,
                 least(b.balance, c.credits - b.debited)::int as amount
          from batch b
          cross join lateral (
            select sum(l.points) as credits from loyalty_ledger l
            where l.player_id = b.player_id and l.points > 0 and l.created_at < b.cutoff
          ) c
          where c.credits > b.debited
        ), moved as (
          -- Only rows still as read: one changed meanwhile is skipped (expired at the next run).
          update loyalty_members m
          set balance = m.balance - t.amount, debited = m.debited + t.amount
          from due t
          where m.player_id = t.player_id and m.balance = t.balance and m.debited = t.debited
          returning m.player_id, m.account_id, t.amount
        ), ins as (
          -- No "on conflict": a key taken here would mean totals moved twice; the statement
          -- fails instead (nothing of the batch is kept). In player order: the keys and the
          -- player index grow in order, each index page written once.
          insert into loyalty_ledger (account_id, player_id, kind, points, reason, key)
          select account_id, player_id, 'expire', -amount, 'expiry',
                 'expire:' || player_id || ':' || ${day}
          from moved
          order by player_id
          returning 1
        )
        select (select player_id::text from batch order by player_id desc limit 1) as last,
               (select count(*)::int from ins) as n`,
      );
      return answer;
    });
    written += row?.n ?? 0;
    if (!row?.last) return written;
    after = row.last;
  }
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
