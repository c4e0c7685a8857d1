/**
 * Player data by filter (docs/product-rules.md#player-data): the export and the bulk erasure take
 * the list's filters, and a plan without the `crm` flag turns every form off for its players.
 * Six known players whose emails share a prefix, so the demo data of the harness cannot blur them.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DashboardResponse,
  ErasePlayersResponse,
  ErasureLogResponse,
  LeadResponse,
  PlayerListResponse,
  PublicLeadFormResponse,
  StartSessionResponse,
} from '@playdesk/contract';
import { accounts, gameplays, plans, players, subscriptions } from '../../db/schema.js';
import { queryRows } from '../../db/rows.js';
import { demoGame } from '../../test/fixtures.js';
import { fileTestContext } from '../../test/harness.js';
import { FORM_FIRST } from '../play/participation.js';

const t = await fileTestContext();
const owner = await t.login('owner@playdesk.test');
const wordle = (await demoGame(t, 'Demo Coffee Co.', 'Coffee Wordle')).publicId;
const quiz = (await demoGame(t, 'Demo Coffee Co.', 'Coffee Lovers Quiz')).publicId;
/** The start of their emails: the list's search matches a prefix. */
const PREFIX = 'bulk-p';
const emailOf = (i: number) => `${PREFIX}${i}@example.com`;
const FORM = {
  mode: 'after',
  fields: [
    { key: 'first_name', type: 'first_name', label: 'First name', required: true },
    { key: 'email', type: 'email', label: 'Email', required: true },
  ],
  consents: [] as string[],
};
let consentName = '';

const start = (game: string, token?: string) =>
  t.api('POST', `play/games/${game}/sessions`, {
    body: {},
    ...(token ? { headers: { 'x-player': token } } : {}),
  });
const settings = (game: string, body: unknown) =>
  t.api('PATCH', `games/${game}`, { ...owner, body: { settings: body } });
const emailsOf = (page: PlayerListResponse) => page.data.map((p) => p.email).sort();
const list = async (query: string) => {
  const res = await t.api('GET', `players?${query}`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return PlayerListResponse.parse(res.json());
};
const today = new Date().toISOString().slice(0, 10);
const dashboard = async () =>
  DashboardResponse.parse((await t.api('GET', `dashboard?from=${today}&to=${today}`, owner)).json())
    .totals;

/** p0…p5 play the Wordle; p0, p1 and p2 win it; p3 plays the quiz as well. */
beforeAll(async () => {
  const consent = await t.api('POST', 'consents', {
    ...owner,
    body: { name: 'Offers', text: '<p>Send me offers.</p>' },
  });
  const created = consent.json<{ consent: { public_id: string; name: string } }>().consent;
  consentName = created.name;
  for (const game of [wordle, quiz]) {
    const saved = await settings(game, { lead_form: { ...FORM, consents: [created.public_id] } });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  for (let i = 0; i < 6; i++) {
    const token = StartSessionResponse.parse((await start(wordle)).json()).player_token!;
    if (i === 3) expect((await start(quiz, token)).statusCode).toBe(201);
    const sent = await t.api('POST', `play/games/${wordle}/lead`, {
      body: {
        values: { first_name: `P${i}`, email: emailOf(i) },
        consents: [{ public_id: created.public_id, given: i % 2 === 0, version: 1 }],
      },
      headers: { 'x-player': token },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    LeadResponse.parse(sent.json());
  }
  // A win is recorded when the play ends (the gameplays trigger counts it on the player).
  await t.db.execute(sql`
    update gameplays set status = 'won', score = 100, ended_at = now(), duration_ms = 1000
    where player_id in (select id from players where email in (${emailOf(0)}, ${emailOf(1)}, ${emailOf(2)}))`);
});

describe('the search', () => {
  it('matches the start of the email, the name or "first last", in any case', async () => {
    const all = [0, 1, 2, 3, 4, 5].map(emailOf);
    expect(emailsOf(await list('search=BULK-P'))).toEqual(all);
    expect(emailsOf(await list('search=p3'))).toEqual([emailOf(3)]);
    expect(emailsOf(await list(`search=${encodeURIComponent('bulk-p%')}`))).toEqual([]);
    // A prefix, not a part: the email's domain alone finds none of them.
    expect(emailsOf(await list('search=example.com'))).not.toEqual(expect.arrayContaining(all));
  });
});

describe('a game filter', () => {
  it('takes the dates and "won" of that game: its last play, its wins', async () => {
    // p3 last played the quiz ten days ago; the Wordle today (so p3 was last seen today).
    await t.db.execute(sql`
      update player_games set last_played_at = now() - interval '10 days'
      where player_id = (select id from players where email = ${emailOf(3)})
        and game_id = (select id from games where public_id = ${quiz})`);
    const ago = new Date(Date.now() - 12 * 86_400_000).toISOString().slice(0, 10);
    const cases: [string, number[]][] = [
      [`game=${quiz}`, [3]],
      [`game=${quiz}&from=${today}`, []],
      [`game=${quiz}&from=${ago}&to=${today}`, [3]],
      [`game=${wordle}&from=${today}`, [0, 1, 2, 3, 4, 5]],
      [`game=${wordle}&won=yes`, [0, 1, 2]],
      [`game=${wordle}&won=no`, [3, 4, 5]],
      [`game=${quiz}&won=yes`, []],
      [`game=${quiz}&won=no`, [3]],
      // Without a game the dates are of the last play of any game, "won" of any game.
      [`from=${today}`, [0, 1, 2, 3, 4, 5]],
      [`won=yes`, [0, 1, 2]],
    ];
    for (const [filter, expected] of cases) {
      const query = `search=${PREFIX}&${filter}`;
      const page = await list(query);
      expect(emailsOf(page), query).toEqual(expected.map(emailOf));
      expect(page.meta, query).toMatchObject({ total: expected.length, total_exact: true });
      const csv = (await t.api('GET', `players/export?${query}`, owner)).body;
      const rows = parse(csv, { columns: true, bom: true }) as Record<string, string>[];
      expect(rows.map((r) => r.email).sort(), query).toEqual(expected.map(emailOf));
    }
  });

  it('pages through more matches than the count’s cap, in order, with the total capped', async () => {
    // 1 100 known players of the quiz (plays of the last 20 days, every third one won), seeded in
    // bulk; the gameplays trigger keeps their aggregates.
    const MANY = 1100;
    const [coffee] = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.businessName, 'Demo Coffee Co.'));
    await t.db.execute(sql`
      with p as (
        insert into players (public_id, account_id, token_hash, email, identified_at)
        select 'many' || i, ${coffee!.id}, 'many:' || i, 'many-p' || i || '@example.com', now()
        from generate_series(1, ${MANY}::integer) i
        returning id, public_id
      )
      insert into gameplays (game_id, account_id, player_id, seed, state, status, score,
        started_at, ended_at, duration_ms)
      select (select id from games where public_id = ${quiz}), ${coffee!.id}, p.id, 0, '{}',
        case when substr(p.public_id, 5)::integer % 3 = 0 then 'won' else 'lost' end,
        substr(p.public_id, 5)::integer,
        now() - substr(p.public_id, 5)::integer * interval '15 minutes', now(), 1000
      from p`);
    const query = `search=many-p&game=${quiz}&page_size=100&sort=best_score`;
    const first = await list(query);
    expect(first.meta).toMatchObject({ total: 1000, total_exact: false });
    const seen = [...first.data];
    let cursor = first.meta.next_cursor;
    while (cursor) {
      const next = await list(`${query}&cursor=${cursor}`);
      seen.push(...next.data);
      cursor = next.meta.next_cursor;
    }
    expect(seen).toHaveLength(MANY);
    expect(seen.map((p) => p.best_score)).toEqual(Array.from({ length: MANY }, (_, i) => MANY - i));
    // Won the quiz: fewer than the cap, so counted exactly, and read among those matches.
    const won = await list(`search=many-p&game=${quiz}&won=yes&page_size=100&sort=best_score`);
    expect(won.meta).toMatchObject({ total: Math.floor(MANY / 3), total_exact: true });
    expect(won.data.map((p) => p.best_score)).toEqual(
      Array.from({ length: 100 }, (_, i) => 1098 - 3 * i),
    );
  });
});

describe('the export of a filter', () => {
  it('holds exactly the players the list shows for the same filter', async () => {
    for (const query of [
      `search=${PREFIX}&won=yes`,
      `search=${PREFIX}&game=${quiz}`,
      `search=${PREFIX}&won=no&from=${today}&to=${today}`,
    ]) {
      const res = await t.api('GET', `players/export?${query}`, owner);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="players-${today}.csv"`,
      );
      const rows = parse(res.body, { columns: true, bom: true }) as Record<string, string>[];
      expect(rows.map((r) => r.email).sort(), query).toEqual(emailsOf(await list(query)));
    }
    const winners = parse(
      (await t.api('GET', `players/export?search=${PREFIX}&won=yes`, owner)).body,
      {
        columns: true,
        bom: true,
      },
    ) as Record<string, string>[];
    expect(winners.map((r) => r.email).sort()).toEqual([0, 1, 2].map((i) => emailOf(i)));
    const p0 = winners.find((r) => r.email === emailOf(0))!;
    expect(p0).toMatchObject({ first_name: 'P0', plays: '1', wins: '1', best_score: '100' });
    expect(p0[`consent: ${consentName}`]).toBe('given');
    expect(winners.find((r) => r.email === emailOf(1))![`consent: ${consentName}`]).toBe('');
  });

  it('answers a header row only when nobody matches', async () => {
    const res = await t.api('GET', `players/export?search=nobody.example`, owner);
    expect(res.statusCode).toBe(200);
    expect(parse(res.body, { bom: true })).toHaveLength(1);
  });
});

describe('bulk erasure', () => {
  it('needs a filter', async () => {
    const res = await t.api('POST', 'players/erase', { ...owner, body: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Choose which players to erase/);
  });

  it('erases the personal data of every match, logs it, and keeps their plays counted', async () => {
    const before = await dashboard();
    const winners = await t.db
      .select()
      .from(players)
      .where(
        inArray(
          players.email,
          [0, 1, 2].map((i) => emailOf(i)),
        ),
      );
    const res = await t.api('POST', 'players/erase', {
      ...owner,
      body: { search: PREFIX, won: 'yes' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ErasePlayersResponse.parse(res.json())).toEqual({
      message: '3 players erased.',
      erased: 3,
    });

    // Gone from the list and the export; the others stay.
    expect(emailsOf(await list(`search=${PREFIX}`))).toEqual([3, 4, 5].map((i) => emailOf(i)));
    for (const winner of winners) {
      const [row] = await t.db.select().from(players).where(eq(players.id, winner.id));
      expect(row).toMatchObject({ email: null, firstName: null, customFields: null });
      expect(row!.erasedAt).not.toBeNull();
      // The plays stay, as anonymous statistics, and so do the player's aggregates.
      const plays = await t.db.select().from(gameplays).where(eq(gameplays.playerId, winner.id));
      expect(plays.map((p) => p.status)).toEqual(['won']);
      expect(row).toMatchObject({ plays: 1, wins: 1, bestScore: 100 });
      const held = await queryRows<{ n: number }>(
        t.db,
        sql`select ((select count(*) from consent_records where player_id = ${winner.id})
          + (select count(*) from player_consents where player_id = ${winner.id}))::integer as n`,
      );
      expect(held[0]!.n).toBe(0);
    }
    expect(await dashboard()).toEqual(before);

    const log = ErasureLogResponse.parse((await t.api('GET', 'privacy/erasures', owner)).json());
    expect(log.data[0]).toMatchObject({ scope: 'bulk', by: 'owner@playdesk.test', count: 3 });
    // A second run finds nobody left to erase, and logs nothing.
    const again = await t.api('POST', 'players/erase', {
      ...owner,
      body: { search: PREFIX, won: 'yes' },
    });
    expect(ErasePlayersResponse.parse(again.json()).erased).toBe(0);
    const after = ErasureLogResponse.parse((await t.api('GET', 'privacy/erasures', owner)).json());
    expect(after.meta.total).toBe(log.meta.total);
  });
});

describe('a plan without the crm flag', () => {
  it('turns a game’s form off for players: not shown, not required, not accepted', async () => {
    expect((await settings(wordle, { lead_form: { ...FORM, mode: 'before' } })).statusCode).toBe(
      200,
    );
    const blocked = await start(wordle);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(FORM_FIRST);

    const [coffee] = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.businessName, 'Demo Coffee Co.'));
    const [sub] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.accountId, coffee!.id));
    const [free] = await t.db.select().from(plans).where(eq(plans.key, 'free'));
    expect(free!.crm).toBe(false);
    const setPlan = (planId: string) =>
      t.db.update(subscriptions).set({ planId }).where(eq(subscriptions.accountId, coffee!.id));
    await setPlan(free!.id);
    try {
      expect((await start(wordle)).statusCode).toBe(201);
      const form = PublicLeadFormResponse.parse(
        (await t.api('GET', `play/games/${wordle}/lead`)).json(),
      ).lead_form;
      expect(form).toMatchObject({ mode: 'off', fields: [], consents: [] });
      const sent = await t.api('POST', `play/games/${wordle}/lead`, {
        body: { values: { first_name: 'Zed', email: 'zed@example.com' } },
      });
      expect(sent.statusCode).toBe(409);
      expect(sent.json().message).toBe('This game has no form.');
    } finally {
      await setPlan(sub!.planId);
    }
    // The settings were kept: with the flag back, the form is required again.
    expect((await start(wordle)).statusCode).toBe(409);
  });
});
