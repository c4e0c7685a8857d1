/**
 * kill -9 mid-rollup (docs/insight.md#rollups): a day of events across many hours, the rollup run
 * in its own process (rollup-cli.ts) and killed with SIGKILL once it has committed a few hours.
 * What it committed is exact (each hour's rollup equals a recount of its events, nothing past the
 * state's hour); a new run finishes the rest, and then every hour equals its recount. On PGlite (a
 * data directory) and on PostgreSQL (its own database) when TEST_DB_DRIVER=postgres.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseTarget } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { seedDemo, upsertPlans } from '../../seed/seed.js';
import { adminQuery, databaseUrl } from '../../test/postgres-admin.js';
import { ROLLUP_ID } from './counts.js';

const CLI = resolve(import.meta.dirname, 'rollup-cli.ts');
const ROOT = resolve(import.meta.dirname, '../../../../..');
const HOURS = 24;
const EVENTS_PER_HOUR = 1_500;
/** The day the events fall on: long closed. */
const DAY = '2026-03-02T00:00:00Z';

const driver = process.env.TEST_DB_DRIVER ?? 'pglite';
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function target(): Promise<{ target: DatabaseTarget; env: Record<string, string> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'playdesk-rollup-kill-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  if (driver === 'pglite')
    return { target: { driver: 'pglite', dataDir }, env: { DATA_DIR: dataDir, DATABASE_URL: '' } };
  const baseUrl = process.env.DATABASE_URL!;
  const name = `playdesk_rollup_kill_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}`);
  cleanups.push(async () => {
    await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
  });
  const url = databaseUrl(baseUrl, name);
  return { target: { driver: 'postgres', url }, env: { DATABASE_URL: url, DATA_DIR: dataDir } };
}

/** Each rolled hour's totals against a recount of its events, and nothing past the state. */
async function check(db: Database): Promise<{ until: Date; hours: number }> {
  const [state] = await queryRows<{ until: string | Date }>(
    db,
    sql`select rolled_until as until from analytics_rollup_state where id = ${ROLLUP_ID}`,
  );
  const until = new Date(state!.until);
  const rolled = await queryRows<{ hour: string; step: string; n: number }>(
    db,
    sql`select to_char(hour at time zone 'UTC', 'YYYY-MM-DD HH24') as hour, step, sum(n)::int as n
        from analytics_hourly where dimension = '' group by 1, 2 order by 1, 2`,
  );
  const recount = await queryRows<{ hour: string; step: string; n: number }>(
    db,
    sql`select to_char(date_trunc('hour', at) at time zone 'UTC', 'YYYY-MM-DD HH24') as hour, step,
               count(*)::int as n
        from analytics_events where at < ${until.toISOString()}::timestamptz
        group by 1, 2 order by 1, 2`,
  );
  expect(rolled).toEqual(recount);
  // Every dimension's rows add up to the totals.
  const [dims] = await queryRows<{ bad: number }>(
    db,
    sql`select count(*)::int as bad from (
          select hour, step, dimension, sum(n) as n from analytics_hourly
          where dimension <> '' group by 1, 2, 3) d
        join (select hour, step, sum(n) as n from analytics_hourly where dimension = ''
              group by 1, 2) t using (hour, step)
        where d.n <> t.n`,
  );
  expect(dims!.bad).toBe(0);
  return { until, hours: new Set(rolled.map((r) => r.hour)).size };
}

it('leaves exact rollups when killed mid-run, and a new run finishes them', async () => {
  const { target: where, env } = await target();
  const handle = await openDatabase(where);
  try {
    await upsertPlans(handle.db);
    await seedDemo(handle.db);
    // A day of a demo game's views, starts and finishes, with sources, devices and variants.
    await handle.db.execute(sql`
      insert into analytics_events (account_id, game_id, step, at, visit_id, source, medium,
        device, language, "returning", variant)
      select g.account_id, g.id, (array['view','start','finish','lead'])[1 + i % 4],
             ${DAY}::timestamptz + ((i % ${HOURS}) * interval '1 hour')
               + ((i * 7919 % 3600) * interval '1 second'),
             null, (array['newsletter','direct','instagram'])[1 + i % 3],
             (array['email','none','social'])[1 + i % 3],
             (array['phone','desktop','tablet'])[1 + i % 5 % 3], 'en', i % 2 = 0,
             (array['A','B', null])[1 + i % 3]
      from generate_series(1, ${HOURS * EVENTS_PER_HOUR}) i
      cross join (select id, account_id from games where status = 'published' limit 1) g`);
  } finally {
    await handle.close();
  }

  // The rollup in its own process, two hours a transaction, killed once it has committed three
  // hours (so mid-way through a transaction of two hours, or just after one).
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', CLI, '--as-of', '2026-03-04T00:00:00Z', '--hours-per-transaction', '2'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    },
  );
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  await new Promise<void>((done, fail) => {
    let seen = 0;
    child.stdout!.on('data', (d: Buffer) => {
      seen += (d.toString().match(/^rolled /gm) ?? []).length;
      if (seen >= 3) {
        child.kill('SIGKILL');
        done();
      }
    });
    child.on('exit', (code) =>
      fail(new Error(`the rollup ended (${code}) before it was killed: ${stderr}`)),
    );
  });
  await new Promise<void>((r) =>
    child.exitCode !== null || child.signalCode !== null ? r() : child.on('exit', () => r()),
  );

  const after = await openDatabase(where);
  try {
    const killed = await check(after.db);
    expect(killed.hours).toBeGreaterThanOrEqual(3);
    expect(killed.hours).toBeLessThan(HOURS);
    // A new run counts the rest, the hour the kill cut short included.
    const { rollUp } = await import('./rollup.js');
    await rollUp(after.db, { now: new Date('2026-03-04T00:00:00Z'), maxHours: 1_000 });
    const done = await check(after.db);
    expect(done.hours).toBe(HOURS);
    const [all] = await queryRows<{ events: number; rolled: number }>(
      after.db,
      sql`select (select count(*)::int from analytics_events) as events,
                 (select sum(n)::int from analytics_hourly where dimension = '') as rolled`,
    );
    expect(all!.rolled).toBe(all!.events);
    // The closed day's rows are its hours summed.
    const [day] = await queryRows<{ daily: number; hourly: number }>(
      after.db,
      sql`select (select sum(n)::int from analytics_daily where dimension = 'source') as daily,
                 (select sum(n)::int from analytics_hourly where dimension = 'source') as hourly`,
    );
    expect(day!.daily).toBe(day!.hourly);
  } finally {
    await after.close();
  }
}, 180_000);
