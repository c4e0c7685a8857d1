import { readFileSync } from 'node:fs';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { dimensionRows } from '../apps/server/src/features/insight/counts.js';
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/perf_bench_insight' });
await c.connect();
const pid = (await c.query('select pg_backend_pid() as p')).rows[0].p;
const cpu = () => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return (Number(f[11]) + Number(f[12])) / 100; };
const day = process.argv[2] ?? '2026-09-10';
const d = new PgDialect();
const q = d.sqlToQuery(sql`${dimensionRows()}`);
const dims = q.sql.replace(/\$(\d+)/g, (_m, n) => `'${String(q.params[Number(n) - 1])}'::text`);
await c.query('set jit = off');
async function run(label: string, f: () => Promise<void>) {
  await c.query('begin');
  const [c0, t0] = [cpu(), performance.now()];
  await f();
  const [c1, t1] = [cpu(), performance.now()];
  const { rows } = await c.query(`select count(*) as n from analytics_hourly where hour >= '${day}' and hour < '${day}'::timestamptz + interval '1 day'`);
  await c.query('rollback');
  console.log(`${label}: CPU ${(c1 - c0).toFixed(2)} s, wall ${((t1 - t0) / 1000).toFixed(1)} s, ${rows[0].n} rows`);
}
const order = process.argv[3] === 'new-first' ? ['new', 'old'] : ['old', 'new'];
for (const which of order) {
  if (which === 'old')
    await run('hour by hour (before)', async () => {
      await c.query(`delete from analytics_hourly where hour >= '${day}' and hour < '${day}'::timestamptz + interval '1 day'`);
      for (let h = 0; h < 24; h++) {
        const from = new Date(Date.parse(`${day}T00:00:00Z`) + h * 3600_000).toISOString();
        const to = new Date(Date.parse(from) + 3600_000).toISOString();
        await c.query(`insert into analytics_hourly (account_id, game_id, hour, step, dimension, value, n)
          select e.account_id, e.game_id, '${from}'::timestamptz, e.step, d.dimension, d.value, count(*)::integer
          from analytics_events e cross join lateral ${dims}
          where e.at >= '${from}'::timestamptz and e.at < '${to}'::timestamptz
          group by e.account_id, e.game_id, e.step, d.dimension, d.value`);
      }
    });
  else
    await run('a day in one statement (after)', async () => {
      await c.query(`set local work_mem = '64MB'`);
      await c.query(`delete from analytics_hourly where hour >= '${day}' and hour < '${day}'::timestamptz + interval '1 day'`);
      await c.query('set local enable_sort = off');
      await c.query(`with g as (
      select account_id, game_id, date_trunc('hour', at, 'UTC') as hour, step, source, medium,
             campaign, referrer, host, placement_id, language, device, "returning", variant, count(*) as n
      from analytics_events where at >= '${day}'::timestamptz and at < '${day}'::timestamptz + interval '1 day'
      group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14)
    insert into analytics_hourly (account_id, game_id, hour, step, dimension, value, n)
    select g.account_id, g.game_id, g.hour, g.step, d.dimension, d.value, sum(g.n)::integer
    from g cross join lateral ${dims} group by 1, 2, 3, 4, 5, 6`);
    });
}
await c.end();
