/**
 * Insight on the server (docs/insight.md): a play records where its visit came from, the
 * database records its steps as events, the beacon records what only the browser sees (once,
 * never from bots, nothing from a refused call), the funnel counts what is stored, and the hourly
 * rollups equal a recount of the events.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PoolClient } from 'pg';
import { FunnelResponse, StartSessionResponse } from '@playdesk/contract';
import { gameOf } from '@playdesk/games/registry';
import { driverClient } from '../../db/client.js';
import { analyticsEvents, analyticsHourly, gameplays } from '../../db/schema.js';
import { queryRows } from '../../db/rows.js';
import { fileTestContext } from '../../test/harness.js';
import { demoGame } from '../../test/fixtures.js';
import { ROLLUP_ID } from './counts.js';
import { deleteOldEvents, rollUp } from './rollup.js';

const t = await fileTestContext({
  PLAY_START_RATE_LIMIT_PER_MINUTE: '100000',
  BEACON_RATE_LIMIT_PER_MINUTE: '40',
  TRUST_PROXY: 'true',
});

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function start(
  game: string,
  visit: Record<string, unknown>,
  ua = IPHONE,
  token?: string,
): Promise<StartSessionResponse> {
  const res = await t.api('POST', `play/games/${game}/sessions`, {
    body: { visit },
    headers: { 'user-agent': ua, ...(token ? { 'x-player': token } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return StartSessionResponse.parse(res.json());
}

let nextAddress = 0;
/** A beacon from `ip` (by default an address of its own, clear of the rate limit). */
function beacon(
  body: unknown,
  ua = IPHONE,
  ip = `10.77.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`,
) {
  return t.api('POST', 'play/events', {
    body,
    headers: { 'user-agent': ua, 'x-forwarded-for': ip },
  });
}

async function eventsOf(gameId: string) {
  return t.db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.gameId, gameId))
    .orderBy(analyticsEvents.id);
}

async function funnel(owner: Awaited<ReturnType<typeof t.login>>, query: string) {
  const res = await t.api('GET', `stats/funnel?${query}`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return FunnelResponse.parse(res.json());
}

describe('insight', () => {
  it("records a play's attribution and its start, first move, finish and win as events", async () => {
    const game = await demoGame(t, 'Demo Coffee Co.', 'Latte Art Puzzle');
    const visit = {
      visit_id: randomUUID(),
      utm_source: 'Newsletter',
      utm_medium: 'email',
      utm_campaign: 'may',
      referrer: 'https://mail.example.net/inbox?id=123',
      host_url: 'https://cafe.example.org/menu?secret=1',
    };
    const started = await start(game.publicId, visit);
    const [play] = await t.db
      .select()
      .from(gameplays)
      .where(eq(gameplays.id, started.session.session_id));
    expect(play).toMatchObject({
      visitId: visit.visit_id,
      source: 'newsletter',
      medium: 'email',
      campaign: 'may',
      referrer: 'mail.example.net',
      host: 'cafe.example.org',
      device: 'phone',
      returning: false,
      firstMoveAt: null,
    });
    // A second visit of the same player is a returning one.
    const again = await start(
      game.publicId,
      { visit_id: randomUUID() },
      DESKTOP,
      started.player_token,
    );
    const [second] = await t.db
      .select()
      .from(gameplays)
      .where(eq(gameplays.id, again.session.session_id));
    expect(second).toMatchObject({
      source: 'direct',
      medium: 'none',
      device: 'desktop',
      returning: true,
    });

    const events = await eventsOf(game.id);
    expect(events.map((e) => e.step)).toEqual(['start', 'start']);
    expect(events[0]).toMatchObject({
      playId: play!.id,
      source: 'newsletter',
      visitId: visit.visit_id,
      device: 'phone',
    });
  });

  it('records a first move once, and the end of a play', async () => {
    const game = await demoGame(t, 'Demo Coffee Co.', 'Scratch & Win a Coffee');
    const started = await start(game.publicId, { visit_id: randomUUID(), utm_source: 'flyer' });
    const move = await t.api('POST', `play/sessions/${started.session.session_id}/actions`, {
      body: { action: { type: 'scratch', percent: 100 } },
      headers: { 'x-player': started.player_token! },
    });
    expect(move.statusCode, move.body).toBe(200);
    const steps = (await eventsOf(game.id)).filter((e) => e.playId === started.session.session_id);
    const names = steps.map((e) => e.step);
    expect(names.filter((s) => s === 'first_move')).toHaveLength(1);
    expect(names).toContain('finish');
    for (const e of steps) expect(e.source).toBe('flyer');
    const [play] = await t.db
      .select()
      .from(gameplays)
      .where(eq(gameplays.id, started.session.session_id));
    expect(names.includes('win')).toBe(play!.status === 'won');
  });

  it('records the steps of a play written already over (the demo data, an import)', async () => {
    const [copied] = await queryRows<{ id: string }>(
      t.db,
      sql`insert into gameplays (game_id, account_id, player_id, seed, state, status, score,
            started_at, ended_at, first_move_at)
          select game_id, account_id, player_id, 1, state, 'won', 10, now() - interval '1 hour',
            now() - interval '50 minutes', now() - interval '59 minutes'
          from gameplays limit 1
          returning id`,
    );
    const steps = await queryRows<{ step: string }>(
      t.db,
      sql`select step from analytics_events where play_id = ${copied!.id} order by step`,
    );
    expect(steps.map((s) => s.step)).toEqual(['finish', 'first_move', 'start', 'win']);
  });

  it('takes beacons once per visit, step and target, and refuses bots and bad input', async () => {
    const game = await demoGame(t, 'Demo Coffee Co.', 'Coffee Wordle');
    const visit = { visit_id: randomUUID(), utm_source: 'instagram', utm_medium: 'social' };
    const body = {
      visit,
      events: [
        { step: 'view', game: game.publicId },
        { step: 'cta', game: game.publicId, target: 'order_online' },
        { step: 'cta', game: game.publicId, target: 'order_online' },
      ],
    };
    const first = await beacon(body, IPHONE, '10.1.0.1');
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ accepted: 2 });
    expect((await beacon(body, IPHONE, '10.1.0.1')).json()).toEqual({ accepted: 0 });
    const stored = await eventsOf(game.id);
    expect(stored.map((e) => [e.step, e.target, e.source, e.medium]).sort()).toEqual([
      ['cta', 'order_online', 'instagram', 'social'],
      ['view', null, 'instagram', 'social'],
    ]);

    const other = { ...body, visit: { visit_id: randomUUID() } };
    const refused = [
      await beacon(other, GOOGLEBOT, '10.1.0.2'),
      await beacon(other, '', '10.1.0.2'),
      await beacon({ ...other, events: [...other.events, { step: 'view', game: 'nope' }] }),
      await beacon({ ...other, events: Array.from({ length: 21 }, () => other.events[0]) }),
      await beacon({ ...other, visit: { visit_id: 'not-a-uuid' } }),
      await beacon({ ...other, events: [{ step: 'start', game: game.publicId }] }),
      await beacon({ ...other, events: [] }),
      await beacon({ ...other, visit: { ...other.visit, referrer: 'x'.repeat(2001) } }),
      await beacon({ ...other, events: [{ step: 'view', game: game.publicId, extra: 1 }] }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 404, 400, 400, 400, 400, 400, 400]);
    for (const r of refused) expect(r.json<{ message: string }>().message).toBeTruthy();
    // Nothing stored from a refused call.
    expect(await eventsOf(game.id)).toHaveLength(2);
  });

  it("stores a beacon under its game's row: the game's account, nothing once unpublished, gone with the game", async () => {
    // No foreign keys on the events (migration 0050): the beacon's statement reads and locks the
    // game's row itself, and a trigger deletes a game's events with it, as the cascade did.
    const owner = await t.login('owner@playdesk.test');
    const created = await t.api('POST', 'games', {
      ...owner,
      body: { type: 'wordle', name: 'Beacon Wordle', content: gameOf('wordle').starter.content },
    });
    expect(created.statusCode, created.body).toBe(201);
    const publicId = created.json<{ game: { public_id: string } }>().game.public_id;
    const publish = (status: 'published' | 'draft') =>
      t.api('PATCH', `games/${publicId}`, { ...owner, body: { status } });
    expect((await publish('published')).statusCode).toBe(200);
    const [game] = await queryRows<{ id: string; account_id: string }>(
      t.db,
      sql`select id, account_id from games where public_id = ${publicId}`,
    );
    const view = () => ({
      visit: { visit_id: randomUUID() },
      events: [{ step: 'view', game: publicId }],
    });
    const first = await beacon(view());
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ accepted: 1 });
    expect((await eventsOf(game!.id)).map((e) => e.accountId)).toEqual([game!.account_id]);

    // Unpublished behind the beacon's cache (as on an instance the change did not reach): the
    // statement's own read of the game stores nothing.
    await t.db.execute(sql`update games set status = 'draft' where id = ${game!.id}`);
    const late = await beacon(view());
    expect(late.statusCode, late.body).toBe(202);
    expect(late.json()).toEqual({ accepted: 0 });
    expect(await eventsOf(game!.id)).toHaveLength(1);
    expect((await publish('published')).statusCode).toBe(200);
    expect((await beacon(view())).json()).toEqual({ accepted: 1 });
    // Unpublished through the API: every instance's cache forgets the game, the beacon is a 404.
    expect((await publish('draft')).statusCode).toBe(200);
    expect((await beacon(view())).statusCode).toBe(404);
    expect(await eventsOf(game!.id)).toHaveLength(2);

    expect((await t.api('DELETE', `games/${publicId}`, owner)).statusCode).toBe(200);
    expect(await eventsOf(game!.id)).toHaveLength(0);
  });

  it('limits beacons per client address', async () => {
    const game = await demoGame(t, 'Demo Coffee Co.', 'Coffee Lovers Quiz');
    const codes: number[] = [];
    for (let i = 0; i < 45; i++) {
      const res = await beacon(
        { visit: { visit_id: randomUUID() }, events: [{ step: 'view', game: game.publicId }] },
        IPHONE,
        '10.9.9.9',
      );
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 40).every((c) => c === 202)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('commits a beacon without waiting for the flush on PostgreSQL, and nothing else', async () => {
    const driver = driverClient(t.db);
    /** Every connection of the pool, held at once so each is a different one. */
    const everyConnection = async (use: (client: PoolClient) => Promise<void>) => {
      if (driver.driver !== 'postgres') return;
      const clients = await Promise.all(
        Array.from({ length: driver.pool.options.max }, () => driver.pool.connect()),
      );
      try {
        for (const client of clients) await use(client);
      } finally {
        for (const client of clients) client.release();
      }
    };
    // The test databases themselves commit asynchronously (test/harness.ts): the pool's sessions
    // are set to commit as a production server does, so a setting the beacon left behind shows.
    await everyConnection(async (client) => {
      await client.query('set synchronous_commit = on');
    });
    const game = await demoGame(t, 'Demo Coffee Co.', 'Coffee Lovers Quiz');
    const visit = { visit_id: randomUUID() };
    const res = await beacon({ visit, events: [{ step: 'view', game: game.publicId }] });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ accepted: 1 });
    expect((await eventsOf(game.id)).filter((e) => e.visitId === visit.visit_id)).toHaveLength(1);
    if (driver.driver !== 'postgres') return;
    // The setting was the beacon's transaction's: every connection of the pool, the one that
    // wrote the beacon among them, commits as the server is set again.
    await everyConnection(async (client) => {
      const { rows } = await client.query<{ synchronous_commit: string }>(
        'show synchronous_commit',
      );
      expect(rows[0]!.synchronous_commit).toBe('on');
    });
  });

  it('counts the funnel from what is stored, by source and against another period', async () => {
    const owner = await t.login('owner@playdesk.test');
    const game = await demoGame(t, 'Demo Coffee Co.', 'Guess the Drink');
    const news = { visit_id: randomUUID(), utm_source: 'newsletter', utm_medium: 'email' };
    await beacon(
      { visit: news, events: [{ step: 'view', game: game.publicId }] },
      IPHONE,
      '10.2.0.1',
    );
    await start(game.publicId, news);
    await start(game.publicId, news);
    const direct = { visit_id: randomUUID() };
    await beacon(
      { visit: direct, events: [{ step: 'view', game: game.publicId }] },
      DESKTOP,
      '10.2.0.2',
    );
    await start(game.publicId, direct, DESKTOP);

    const range = `from=${daysAgo(6)}&to=${today()}`;
    const res = await funnel(
      owner,
      `game=${game.publicId}&${range}&group_by=source&compare_from=${daysAgo(13)}&compare_to=${daysAgo(7)}`,
    );
    const [stored] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from gameplays where game_id = ${game.id}`,
    );
    expect(res.current.steps.start).toBe(Number(stored!.n));
    expect(res.current.steps.view).toBe(2);
    expect(res.current.rows.map((r) => [r.key, r.steps.view, r.steps.start])).toEqual([
      ['newsletter', 1, 2],
      ['direct', 1, 1],
    ]);
    expect(res.compared?.steps.start).toBe(0);
    expect(res.game).toMatchObject({ public_id: game.publicId, name: 'Guess the Drink' });

    const byDevice = await funnel(owner, `game=${game.publicId}&${range}&group_by=device`);
    expect(Object.fromEntries(byDevice.current.rows.map((r) => [r.key, r.steps.start]))).toEqual({
      phone: 2,
      desktop: 1,
    });
    // The whole account counts this game's plays too.
    const account = await funnel(owner, range);
    expect(account.game).toBeNull();
    expect(account.current.steps.start).toBeGreaterThanOrEqual(3);

    // Another business sees neither the game nor its counts.
    const other = await t.login('other@playdesk.test');
    expect(
      (await t.api('GET', `stats/funnel?game=${game.publicId}&${range}`, other)).statusCode,
    ).toBe(404);
    expect((await funnel(other, range)).current.steps.start).toBe(0);
    for (const bad of [
      `game=${game.publicId}&from=${today()}&to=${daysAgo(3)}`,
      `from=2020-01-01&to=${today()}`,
      `${range}&group_by=ip`,
      `${range}&compare_from=${daysAgo(3)}`,
      'from=yesterday&to=today',
    ])
      expect((await t.api('GET', `stats/funnel?${bad}`, owner)).statusCode, bad).toBe(400);
  });

  it('answers a read-only API key of the games module, and refuses one without it', async () => {
    const owner = await t.login('owner@playdesk.test');
    const key = async (modules: string[]) => {
      const res = await t.api('POST', 'api-keys', {
        ...owner,
        body: { name: `Reports ${modules.join()}`, modules, access: 'read' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ secret: string }>().secret;
    };
    const range = `from=${daysAgo(6)}&to=${today()}&group_by=device`;
    const games = await t.api('GET', `stats/funnel?${range}`, { token: await key(['games']) });
    expect(games.statusCode, games.body).toBe(200);
    expect(FunnelResponse.parse(games.json()).current.steps.start).toBeGreaterThan(0);
    const rewards = await t.api('GET', `stats/funnel?${range}`, { token: await key(['rewards']) });
    expect(rewards.statusCode).toBe(403);
  });

  it('rolls closed hours up into counts equal to a recount of the events, and keeps the funnel', async () => {
    const owner = await t.login('owner@playdesk.test');
    const game = await demoGame(t, 'Demo Coffee Co.', 'Café Word Hunt');
    await start(game.publicId, { visit_id: randomUUID(), utm_source: 'qr' });
    const range = `from=${daysAgo(1)}&to=${today()}&group_by=source`;
    const before = await funnel(owner, range);

    // Two hours from now, the current hour is closed: the rollup takes it.
    const hours = await rollUp(t.db, { now: new Date(Date.now() + 2 * 3_600_000) });
    expect(hours).toBeGreaterThan(0);
    const recount = await queryRows<{ key: string; n: number }>(
      t.db,
      sql`select game_id || step || coalesce(source, 'unknown') as key, count(*)::int as n
          from analytics_events
          where at < (select rolled_until from analytics_rollup_state where id = ${ROLLUP_ID})
          group by 1 order by 1`,
    );
    const rolled = await queryRows<{ key: string; n: number }>(
      t.db,
      sql`select game_id || step || value as key, sum(n)::int as n
          from analytics_hourly where dimension = 'source' group by 1 order by 1`,
    );
    // The totals' rows hold every event once.
    const [totals] = await queryRows<{ rolled: number; events: number }>(
      t.db,
      sql`select (select sum(n)::int from analytics_hourly where dimension = '') as rolled,
                 (select count(*)::int from analytics_events where at < (select rolled_until
                   from analytics_rollup_state where id = ${ROLLUP_ID})) as events`,
    );
    expect(totals!.rolled).toBe(totals!.events);
    expect(rolled).toEqual(recount);
    expect(await funnel(owner, range)).toEqual(before);

    // A day closed: its rows are its hours summed, and the funnel reads them the same.
    await rollUp(t.db, { now: new Date(Date.now() + 26 * 3_600_000) });
    const daily = await queryRows<{ key: string; n: number }>(
      t.db,
      sql`select game_id || step || value as key, sum(n)::int as n
          from analytics_daily where dimension = 'source' group by 1 order by 1`,
    );
    const hourlyOfDays = await queryRows<{ key: string; n: number }>(
      t.db,
      sql`select game_id || step || value as key, sum(n)::int as n
          from analytics_hourly where dimension = 'source'
            and hour < (select max(day) + interval '1 day' from analytics_daily)
          group by 1 order by 1`,
    );
    expect(daily.length).toBeGreaterThan(0);
    expect(daily).toEqual(hourlyOfDays);
    expect(await funnel(owner, range)).toEqual(before);

    // Rolled again from scratch (a run that died mid-hour leaves nothing of it): the same counts.
    await t.db.delete(analyticsHourly);
    await t.db.execute(sql`delete from analytics_daily`);
    await t.db.execute(sql`delete from analytics_rollup_state`);
    await rollUp(t.db, { now: new Date(Date.now() + 2 * 3_600_000) });
    const again = await queryRows<{ key: string; n: number }>(
      t.db,
      sql`select game_id || step || value as key, sum(n)::int as n
          from analytics_hourly where dimension = 'source' group by 1 order by 1`,
    );
    expect(again).toEqual(recount);
    expect(await funnel(owner, range)).toEqual(before);
  });

  it("deletes raw events past the account's retention once rolled up, and keeps the rollups", async () => {
    const game = await demoGame(t, 'Demo Coffee Co.', 'Holiday Menu Quiz');
    const day = 86_400_000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day).toISOString();
    await t.db.execute(sql`
      insert into analytics_events (account_id, game_id, step, at, source)
      values (${game.accountId}, ${game.id}, 'view', ${at(800)}::timestamptz, 'old'),
             (${game.accountId}, ${game.id}, 'view', ${at(100)}::timestamptz, 'recent')`);
    const [hourly] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from analytics_hourly`,
    );
    // 730 days by default; this business keeps a year.
    await t.db.execute(sql`
      insert into privacy_settings (account_id, retention_days) values (${game.accountId}, 365)
      on conflict (account_id) do update set retention_days = 365`);
    // Only hours already rolled up lose their events.
    await t.db.execute(sql`
      insert into analytics_rollup_state (id, rolled_until) values (${ROLLUP_ID}, ${at(50)}::timestamptz)
      on conflict (id) do update set rolled_until = greatest(analytics_rollup_state.rolled_until,
        excluded.rolled_until)`);
    const deleted = await deleteOldEvents(t.db, new Date());
    expect(deleted).toBe(1);
    const left = await queryRows<{ source: string }>(
      t.db,
      sql`select source from analytics_events where game_id = ${game.id} order by at`,
    );
    expect(left.map((r) => r.source)).toEqual(['recent']);
    const [after] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from analytics_hourly`,
    );
    expect(after!.n).toBe(hourly!.n);
  });
});
