/**
 * Catching up (docs/insight.md#rollups): a job that is behind rolls a day's closed hours in one
 * transaction and one counting statement. Its rows — hourly and daily — are the same as rolled
 * hour by hour, and each equals an independent recount of the raw events (every event in its
 * hour's totals and once per dimension), across a day's end and with values never recorded.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/rows.js';
import { fileTestContext } from '../../test/harness.js';
import { dimensionRows, ROLLUP_ID } from './counts.js';
import { rollUp } from './rollup.js';

const t = await fileTestContext({});

/** 30 hours from 13:00 on 1 March to 19:00 on 2 March, long closed by `NOW`. */
const FIRST = '2026-03-01T13:00:00Z';
const HOURS = 30;
const NOW = new Date('2026-03-04T00:00:00Z');

type Row = { key: string; n: number };

/** The rows of `analytics_hourly` or `analytics_daily`, keyed by game, period, step and value. */
const rolledRows = (table: 'hourly' | 'daily') =>
  queryRows<Row>(
    t.db,
    table === 'hourly'
      ? sql`select concat_ws('|', game_id, to_char(hour at time zone 'UTC', 'YYYY-MM-DD HH24'),
                             step, dimension, value) as key, n
            from analytics_hourly order by 1`
      : sql`select concat_ws('|', game_id, to_char(day at time zone 'UTC', 'YYYY-MM-DD'), step,
                             dimension, value) as key, n
            from analytics_daily order by 1`,
  );
const hourlyRows = () => rolledRows('hourly');
const dailyRows = () => rolledRows('daily');

async function reset(): Promise<void> {
  await t.db.execute(sql`delete from analytics_hourly`);
  await t.db.execute(sql`delete from analytics_daily`);
  await t.db.execute(sql`delete from analytics_rollup_state where id = ${ROLLUP_ID}`);
}

it('rolls a run of closed hours in one transaction into the same rows as hour by hour, equal to a recount', async () => {
  await t.db.execute(sql`delete from analytics_events`);
  // Two games; steps, sources, devices, placements' absence, variants and returning in patterns
  // that leave some values unrecorded (null → "unknown"); uneven hours, one hour empty.
  await t.db.execute(sql`
    insert into analytics_events (account_id, game_id, step, at, visit_id, source, medium,
      campaign, referrer, host, device, language, "returning", variant)
    select g.account_id, g.id, (array['view','start','first_move','finish','lead','cta'])[1 + i % 6],
           ${FIRST}::timestamptz + ((i * 37 % ${HOURS}) * interval '1 hour')
             + ((i * 7919 % 3600) * interval '1 second'),
           gen_random_uuid(),
           (array['newsletter','direct','instagram', null])[1 + i % 4],
           (array['email','none', null])[1 + i % 3],
           (array['may', null])[1 + i % 2],
           case when i % 5 = 0 then 'www.google.com' end,
           case when i % 7 = 0 then 'shop.example' end,
           (array['phone','desktop','tablet'])[1 + i % 5 % 3],
           (array['en','fr','de'])[1 + i % 11 % 3],
           case i % 3 when 0 then true when 1 then false end,
           (array['A','B', null])[1 + i % 13 % 3]
    from generate_series(1, 6000) i
    cross join lateral (select id, account_id from games where status = 'published'
                        order by created_at, id offset i % 2 limit 1) g
    where (i * 37 % ${HOURS}) <> 17`);

  // Behind by the whole period: a day's end splits it into two transactions.
  const bulk = await rollUp(t.db, { now: NOW, maxHours: 1_000 });
  const [bulkHourly, bulkDaily] = [await hourlyRows(), await dailyRows()];
  expect(bulkHourly.length).toBeGreaterThan(0);
  expect(bulkDaily.length).toBeGreaterThan(0);

  // The same events hour by hour: the same rows.
  await reset();
  const hourly = await rollUp(t.db, { now: NOW, maxHours: 1_000, hoursPerTransaction: 1 });
  expect(hourly).toBe(bulk);
  expect(await hourlyRows()).toEqual(bulkHourly);
  expect(await dailyRows()).toEqual(bulkDaily);

  // And both equal a recount, event by event.
  const recount = await recounted('YYYY-MM-DD HH24');
  expect(bulkHourly).toEqual(recount);
  const [total] = await queryRows<{ n: number }>(
    t.db,
    sql`select sum(n)::int as n from analytics_hourly where dimension = ''`,
  );
  expect(total!.n).toBe(await eventCount());
  // The first day closed (1 March, from 13:00), the second not yet whole in the events but
  // closed by NOW: both summed from their hours.
  const recountDays = await recounted('YYYY-MM-DD');
  expect(bulkDaily).toEqual(recountDays);
});

/** Every event once in its period's totals and once per dimension, keyed as the rows above. */
const recounted = (period: 'YYYY-MM-DD HH24' | 'YYYY-MM-DD') =>
  queryRows<Row>(
    t.db,
    sql`select concat_ws('|', e.game_id, to_char(e.at at time zone 'UTC', ${period}),
                         e.step, d.dimension, d.value) as key, count(*)::int as n
        from analytics_events e cross join lateral ${dimensionRows()}
        group by 1 order by 1`,
  );

async function eventCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from analytics_events`,
  );
  return row!.n;
}
