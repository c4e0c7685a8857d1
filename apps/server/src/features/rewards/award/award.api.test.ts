/**
 * The award engine on PGlite and PostgreSQL (docs/product-rules.md#rewards): exactness of codes,
 * caps and stock under concurrent winning plays, the modes (every winner with a threshold, odds
 * with a consolation, winning moments on a fake clock, "100 % from"), and ScratchMe's card drawn
 * from the rewards.
 *
 * The suite runs N concurrent plays (below); `npm run bench -- rewards` runs the full 10 000
 * concurrent winning plays against K codes on PostgreSQL (bench/rewards-award.ts).
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlaySession } from '@playdesk/contract';
import { queryRows } from '../../../db/rows.js';
import {
  gameplays,
  games,
  playerRewards,
  rewardCodes,
  rewardCommitments,
  rewardDraws,
  rewards,
} from '../../../db/schema.js';
import { fileTestContext } from '../../../test/harness.js';
import { AWARD_TEST_ENV, awardHelpers } from './test-support.js';

const t = await fileTestContext(AWARD_TEST_ENV);
const owner = await t.login('owner@playdesk.test');
const { reward, game, start, scratch, reload, playCard } = awardHelpers(t, owner);

/** Concurrent plays in the suite (the bench runs 10 000). */
const N = t.driver === 'postgres' ? 400 : 200;

const rewardRow = async (publicId: string) => {
  const [row] = await t.db.select().from(rewards).where(eq(rewards.publicId, publicId));
  return row!;
};

async function wins(rewardPublicId: string) {
  const row = await rewardRow(rewardPublicId);
  return t.db.select().from(playerRewards).where(eq(playerRewards.rewardId, row.id));
}

/** The gameplay ids of a game (by public id). */
async function playsOf(gamePublicId: string) {
  return t.db
    .select({ id: gameplays.id })
    .from(gameplays)
    .innerJoin(games, eq(games.id, gameplays.gameId))
    .where(eq(games.publicId, gamePublicId));
}

// Concurrent plays on a shared CI machine take their time.
describe('exactness under concurrency', { timeout: 180_000 }, () => {
  it(`gives K codes to exactly K of ${N} concurrent instant winners, never one twice`, async () => {
    const K = 37;
    const coffee = await reward({ name: 'Exact coffee', kind: 'unique_code' }, K);
    const gameId = await game([{ reward_id: coffee.public_id, mode: 'odds', odds: 100 }]);
    const started = await Promise.all(Array.from({ length: N }, () => start(gameId)));
    // Hidden while the plays run.
    for (const s of started) expect(s.session).not.toHaveProperty('reward');

    const won = await wins(coffee.public_id);
    expect(won).toHaveLength(K);
    expect(new Set(won.map((w) => w.code)).size).toBe(K);
    expect(new Set(won.map((w) => w.gameplayId)).size).toBe(K);
    const row = await rewardRow(coffee.public_id);
    expect(row.won).toBe(K);
    expect(row.codesTotal).toBe(K);
    const [free] = await t.db
      .select({ n: count() })
      .from(rewardCodes)
      .where(and(eq(rewardCodes.rewardId, row.id), sql`won_at is null`));
    expect(free!.n).toBe(0);
    // Every code given is one of the pool's, given once.
    const pool = await t.db
      .select({ code: rewardCodes.code })
      .from(rewardCodes)
      .where(eq(rewardCodes.rewardId, row.id));
    expect(new Set(won.map((w) => w.code))).toEqual(new Set(pool.map((c) => c.code)));

    // Each play shows its reward once it ends, the same on reload; the others none.
    const ended = await Promise.all(
      started.slice(0, 60).map((s) => scratch(s.session.session_id, s.token)),
    );
    const byPlay = new Map(won.map((w) => [w.gameplayId, w.code]));
    for (const session of ended) {
      expect(session.reward?.code ?? null).toBe(byPlay.get(session.session_id) ?? null);
    }
    const again = await reload(started[0]!.session.session_id, started[0]!.token);
    expect(again.reward).toEqual(ended[0]!.reward);
  });

  it(`gives K codes to exactly K of ${N / 2} concurrent plays ending as won`, async () => {
    const K = 23;
    const coffee = await reward({ name: 'Winner coffee', kind: 'unique_code' }, K);
    const gameId = await game([{ reward_id: coffee.public_id, mode: 'winner' }]);
    const players = await Promise.all(Array.from({ length: N / 2 }, () => start(gameId)));
    const ended = await Promise.all(players.map((p) => scratch(p.session.session_id, p.token)));
    const given = ended.filter((s) => s.reward);
    expect(given).toHaveLength(K);
    expect(new Set(given.map((s) => s.reward!.code)).size).toBe(K);
    for (const s of ended) expect(s.outcome.status).toBe('won');
    expect((await rewardRow(coffee.public_id)).won).toBe(K);
    expect(await wins(coffee.public_id)).toHaveLength(K);
  });

  it('holds the per-player cap against one player’s concurrent plays', async () => {
    const code = await reward({ name: 'Per player', kind: 'shared_code', shared_value: 'SHARE' });
    const gameId = await game([
      { reward_id: code.public_id, mode: 'odds', odds: 100, per_player: 3 },
    ]);
    const first = await start(gameId);
    await Promise.all(Array.from({ length: 24 }, () => start(gameId, first.token)));
    expect(await wins(code.public_id)).toHaveLength(3);
    // Another player still wins.
    await start(gameId);
    expect(await wins(code.public_id)).toHaveLength(4);
  });

  it('holds the daily cap, the rule’s stock and the reward’s quantity under concurrency', async () => {
    const daily = await reward({ name: 'Daily', kind: 'shared_code', shared_value: 'DAY' });
    const stocked = await reward({
      name: 'Stocked',
      kind: 'shared_link',
      shared_value: 'https://example.com/r',
    });
    const physical = await reward({ name: 'Mug', kind: 'physical', quantity: 6 });
    const dailyGame = await game([
      { reward_id: daily.public_id, mode: 'odds', odds: 100, per_day: 5 },
    ]);
    const stockGame = await game([{ reward_id: stocked.public_id, mode: 'winner', stock: 4 }]);
    const mugGame = await game([{ reward_id: physical.public_id, mode: 'odds', odds: 100 }]);
    await Promise.all([
      ...Array.from({ length: 40 }, () => start(dailyGame)),
      ...Array.from({ length: 40 }, () => playCard(stockGame)),
      ...Array.from({ length: 40 }, () => start(mugGame)),
    ]);
    expect(await wins(daily.public_id)).toHaveLength(5);
    expect(await wins(stocked.public_id)).toHaveLength(4);
    expect(await wins(physical.public_id)).toHaveLength(6);
    const mug = await rewardRow(physical.public_id);
    expect(mug.won).toBe(6);
    const [counter] = await queryRows<{ won: number }>(
      t.db,
      sql`select won from reward_rule_counters c join games g on g.id = c.game_id
          where g.public_id = ${dailyGame} and c.period = ${new Date().toISOString().slice(0, 10)}`,
    );
    expect(Number(counter!.won)).toBe(5);
  });
});

describe('modes', () => {
  it('gives every winner, or every play reaching the threshold, in the rules’ order', async () => {
    const first = await reward({ name: 'First', kind: 'physical', quantity: 1 });
    const second = await reward({ name: 'Second', kind: 'shared_code', shared_value: 'TWO' });
    const gameId = await game(
      [
        { reward_id: first.public_id, mode: 'winner' },
        { reward_id: second.public_id, mode: 'winner', per_player: 5 },
      ],
      // A card with no prize is lost, with 5 points.
      { content: { prizes: [] } },
    );
    const lost = await playCard(gameId);
    expect(lost.ended.outcome.status).toBe('lost');
    expect(lost.ended.reward).toBeNull();

    const threshold = await game([{ reward_id: first.public_id, mode: 'winner', min_score: 5 }], {
      content: { prizes: [] },
    });
    const scored = await playCard(threshold);
    expect(scored.ended.outcome).toMatchObject({ status: 'lost', score: 5 });
    expect(scored.ended.reward?.reward.name).toBe('First');

    // The first rule is out of stock: the next gives.
    const won = await game([
      { reward_id: first.public_id, mode: 'winner' },
      { reward_id: second.public_id, mode: 'winner' },
    ]);
    const next = await playCard(won);
    expect(next.ended.reward).toMatchObject({ code: 'TWO', reward: { name: 'Second' } });
    // A play that timed out (lost, 0 points) wins nothing.
    const timedOut = await game([{ reward_id: second.public_id, mode: 'winner', min_score: 1 }]);
    const s = await start(timedOut);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      const after = await reload(s.session.session_id, s.token);
      expect(after.outcome).toMatchObject({ status: 'lost', reason: 'timeout' });
      expect(after.reward).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives the consolation reward when the odds miss, and everyone from `all_from`', async () => {
    const rare = await reward({ name: 'Rare', kind: 'physical', quantity: 100 });
    const consolation = await reward({
      name: 'Thanks',
      kind: 'shared_code',
      shared_value: 'THANKS',
      quantity: 3,
    });
    const gameId = await game([{ reward_id: rare.public_id, mode: 'odds', odds: 0.001 }], {
      consolation: consolation.public_id,
    });
    const plays = await Promise.all(Array.from({ length: 8 }, () => playCard(gameId)));
    const names = plays.map((p) => p.ended.reward?.reward.name ?? null);
    // 0.001 %: the odds of a hit in 8 plays are 8 in 100 000; the consolation's stock is 3.
    expect(names.filter((n) => n === 'Thanks')).toHaveLength(3);
    expect(names.filter((n) => n === null)).toHaveLength(5);

    const sure = await game([
      {
        reward_id: rare.public_id,
        mode: 'odds',
        odds: 0.001,
        all_from: new Date(Date.now() - 60_000).toISOString(),
        stock: 2,
      },
    ]);
    const all = await Promise.all(Array.from({ length: 5 }, () => playCard(sure)));
    expect(all.filter((p) => p.ended.reward?.reward.name === 'Rare')).toHaveLength(2);
  });

  it('refuses odds that add up to more than 100 %', async () => {
    const r = await reward({ name: 'Too likely', kind: 'physical' });
    const res = await t.api('POST', 'games', {
      ...owner,
      body: {
        type: 'scratch',
        name: 'Too likely',
        content: { prizes: [] },
        settings: {
          rewards: {
            rules: [
              { reward_id: r.public_id, mode: 'odds', odds: 60 },
              { reward_id: r.public_id, mode: 'odds', odds: 40.00001 },
            ],
            consolation_reward_id: null,
          },
        },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(
      'The odds add up to 100.00001 %; together they can be at most 100 %',
    );
  });
});

describe('winning moments (fake clock)', () => {
  afterEach(() => vi.useRealTimers());
  const H = 3_600_000;
  // A whole hour a day from now (the owner's session must stay valid on the fake clock).
  const T0 = Math.ceil(Date.now() / H) * H + 24 * H;
  const at = (ms: number) => vi.setSystemTime(T0 + ms);

  it('gives each moment to the first play at or after it, and rolls unclaimed ones forward', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const bag = await reward({ name: 'Tote bag', kind: 'physical', quantity: 10 });
    const gameId = await game([
      {
        reward_id: bag.public_id,
        mode: 'moments',
        moments: {
          mode: 'manual',
          times: [new Date(T0 + 2 * H).toISOString(), new Date(T0 + H).toISOString()],
        },
      },
    ]);
    const result = async (token?: string) => {
      const s = await start(gameId, token);
      const ended = await scratch(s.session.session_id, s.token);
      return { token: s.token, won: ended.reward?.reward.name ?? null, ended };
    };
    at(H / 2);
    expect((await result()).won).toBeNull();
    at(H);
    const first = await result();
    expect(first.won).toBe('Tote bag');
    // The card holds the reward: ScratchMe's outcome comes from the draw.
    expect(first.ended.view).toMatchObject({ result: { kind: 'prize', label: 'Tote bag' } });
    expect(first.ended.outcome.status).toBe('won');
    at(H + 1000);
    expect((await result()).won).toBeNull();
    // Nobody played at 2 h: the moment is still there at 5 h, for the first play — but not for
    // a player over the per-player cap, whose refusal leaves it to the next play.
    at(5 * H);
    expect((await result(first.token)).won).toBeNull();
    expect((await result()).won).toBe('Tote bag');
    expect((await result()).won).toBeNull();
  });

  it('spreads random moments from the seed and rolls them forward past the end', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const bag = await reward({ name: 'Random bag', kind: 'physical' });
    const gameId = await game([
      {
        reward_id: bag.public_id,
        mode: 'moments',
        per_player: 10,
        moments: {
          mode: 'random',
          count: 3,
          starts_at: new Date(T0).toISOString(),
          ends_at: new Date(T0 + 3 * H).toISOString(),
        },
      },
    ]);
    const times = await queryRows<{ at: Date | string }>(
      t.db,
      sql`select m.at from reward_moments m join games g on g.id = m.game_id
          where g.public_id = ${gameId} order by m.at`,
    );
    expect(times).toHaveLength(3);
    const first = new Date(times[0]!.at).getTime();
    expect(first).toBeGreaterThanOrEqual(T0);
    at(first - T0 - 1);
    expect((await playCard(gameId)).ended.reward).toBeNull();
    at(first - T0);
    const { token, ended } = await playCard(gameId);
    expect(ended.reward?.reward.name).toBe('Random bag');
    at(4 * H);
    const rest = [
      await playCard(gameId, token),
      await playCard(gameId, token),
      await playCard(gameId, token),
    ];
    expect(rest.map((r) => Boolean(r.ended.reward))).toEqual([true, true, false]);
  });
});

describe('ScratchMe by odds', () => {
  it('draws the card from the rewards, not from its content', async () => {
    const off = await reward({
      name: '10 % off card',
      kind: 'shared_code',
      shared_value: 'TEN',
      quantity: 1,
    });
    const gameId = await game([{ reward_id: off.public_id, mode: 'odds', odds: 100 }], {
      content: { prizes: [{ label: 'Content prize', odds: 100 }] },
    });
    const won = await playCard(gameId);
    expect(won.ended.view).toMatchObject({ result: { kind: 'prize', label: '10 % off card' } });
    expect(won.ended.reward).toMatchObject({ code: 'TEN', status: 'active' });
    // Out of stock: no luck, although the content's prize is 100 %.
    const lost = await playCard(gameId);
    expect(lost.ended.view).toMatchObject({ result: { kind: 'no_luck' } });
    expect(lost.ended.outcome.status).toBe('lost');
    expect(lost.ended.reward).toBeNull();
    const draws = await t.db
      .select({ result: rewardDraws.result, hit: rewardDraws.hitRuleId })
      .from(rewardDraws)
      .innerJoin(rewardCommitments, eq(rewardCommitments.id, rewardDraws.commitmentId))
      .innerJoin(games, eq(games.id, rewardCommitments.gameId))
      .where(eq(games.publicId, gameId))
      .orderBy(rewardDraws.id);
    expect(draws).toEqual([
      { result: 'won', hit: 'r1' },
      { result: 'lost', hit: 'r1' },
    ]);
    expect(await playsOf(gameId)).toHaveLength(2);
  });

  it('migrated the demo card: its prizes are rewards by odds and winning moments', async () => {
    const demo = await t.api('GET', 'games?search=Scratch', owner);
    const id = demo.json<{ data: { public_id: string }[] }>().data[0]!.public_id;
    const res = await t.api('GET', `games/${id}`, owner);
    const settings = res.json<{
      game: {
        content: { prizes: unknown[] };
        settings: { rewards: { rules: { mode: string }[]; fairness: { seed: string | null }[] } };
      };
    }>().game;
    expect(settings.content.prizes).toEqual([]);
    expect(settings.settings.rewards.rules.map((r) => r.mode)).toEqual(['moments', 'odds']);
    expect(settings.settings.rewards.fairness).toHaveLength(1);
    expect(settings.settings.rewards.fairness[0]!.seed).toBeNull();
    const session: PlaySession = (await playCard(id)).ended;
    const label = (session.view as { result: { kind: string; label?: string } }).result;
    if (label.kind === 'prize') expect(['10 % off', 'Coffee Co. tote bag']).toContain(label.label);
  });
});
