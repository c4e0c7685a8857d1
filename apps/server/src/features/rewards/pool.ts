/**
 * Taking a code (or link) from a reward's pool (docs/product-rules.md#pools). Every winner of a
 * unique-code or unique-link reward gets a code through `takeCode`, and only through it: one
 * statement that claims the oldest free code and counts the win, so no code is ever given twice
 * and `rewards.won` always equals the codes taken.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';

/**
 * Takes one free code of the pool of `rewardId` (the reward's internal id) and counts the win on
 * the reward, inside the caller's transaction. Returns the code, or null when the pool is empty.
 *
 * Why it is exact under load: the free code is found through the partial index of codes not yet
 * won and locked with `FOR UPDATE SKIP LOCKED`, so concurrent winners each lock a different row
 * instead of queueing on the same one; the outer UPDATE re-checks `won_at is null` on the locked
 * row. The counter changes in the same statement (a data-modifying CTE), only when a code was
 * taken — never read-then-write. If the caller's transaction rolls back, both the code and the
 * count come back together.
 */
export async function takeCode(tx: Queryable, rewardId: string): Promise<string | null> {
  const rows = await queryRows<{ code: string }>(
    tx,
    sql`
      with taken as (
        update reward_codes set won_at = now()
        where id = (
          select id from reward_codes
          where reward_id = ${rewardId} and won_at is null
          order by id
          limit 1
          for update skip locked
        ) and won_at is null
        returning code
      ), counted as (
        update rewards set won = won + 1
        where id = ${rewardId} and exists (select 1 from taken)
        returning id
      )
      select code from taken
    `,
  );
  return rows[0]?.code ?? null;
}

/**
 * `takeCode` for `count` winners at once (a live show's end): up to `count` free codes of the
 * pool, taken and counted on the reward in one statement, the same way. Answers the codes, fewer
 * when the pool runs out.
 */
export async function takeCodes(tx: Queryable, rewardId: string, count: number): Promise<string[]> {
  const rows = await queryRows<{ code: string }>(
    tx,
    sql`
      with free as (
        select id from reward_codes
        where reward_id = ${rewardId} and won_at is null
        order by id
        limit ${count}
        for update skip locked
      ), taken as (
        update reward_codes set won_at = now()
        where id in (select id from free) and won_at is null
        returning code
      ), counted as (
        update rewards set won = won + (select count(*) from taken)
        where id = ${rewardId} and exists (select 1 from taken)
        returning id
      )
      select code from taken
    `,
  );
  return rows.map((r) => r.code);
}
