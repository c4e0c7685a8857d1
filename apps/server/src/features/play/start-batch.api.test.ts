/**
 * Play starts written in batches (start-batch.ts): concurrent starts share statements but each
 * gets its own play, player and count; a returning player stays one player; a game changed behind
 * the cache is never started from its old version; the dashboard's rollup counts every play.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { StartSessionResponse } from '@playdesk/contract';
import {
  gameplayDays,
  gameplays,
  games,
  playerDays,
  players,
  plans,
  subscriptions,
  usage,
} from '../../db/schema.js';
import { fileTestContext } from '../../test/harness.js';
import { demoGame } from '../../test/fixtures.js';
import { usagePeriod } from '../usage/period.js';

const t = await fileTestContext({ PLAY_START_RATE_LIMIT_PER_MINUTE: '100000' });

async function start(gamePublicId: string, playerToken?: string) {
  const res = await t.api('POST', `play/games/${gamePublicId}/sessions`, {
    body: {},
    headers: playerToken ? { 'x-player': playerToken } : {},
  });
  expect(res.statusCode, res.body).toBe(201);
  return StartSessionResponse.parse(res.json());
}

async function used(accountId: string): Promise<number> {
  const [row] = await t.db
    .select({ n: usage.gameplays })
    .from(usage)
    .where(and(eq(usage.accountId, accountId), eq(usage.period, usagePeriod())));
  return row?.n ?? 0;
}

/** The rollup's plays and wins of a game against a count of its plays. */
async function rollupMatches(gameId: string) {
  const [counted] = await t.db
    .select({
      plays: sql<number>`count(*)::int`,
      wins: sql<number>`(count(*) filter (where ${gameplays.status} = 'won'))::int`,
    })
    .from(gameplays)
    .where(eq(gameplays.gameId, gameId));
  const [rolled] = await t.db
    .select({
      plays: sql<number>`coalesce(sum(${gameplayDays.n}) filter (where ${gameplayDays.metric} = 'plays'), 0)::int`,
      wins: sql<number>`coalesce(sum(${gameplayDays.n}) filter (where ${gameplayDays.metric} = 'wins'), 0)::int`,
    })
    .from(gameplayDays)
    .where(eq(gameplayDays.gameId, gameId));
  expect(rolled).toEqual(counted);
  return counted!;
}

/**
 * The players' aggregates against a count of their plays: plays, wins, best score of an ended play
 * and games played.
 */
async function aggregatesMatch(publicIds: string[]) {
  const rows = await t.db
    .select({
      kept: sql<string>`row(${players.plays}, ${players.wins}, ${players.bestScore},
                            ${players.gamesPlayed})::text`,
      counted: sql<string>`row(count(${gameplays.id})::int,
        (count(*) filter (where ${gameplays.status} = 'won'))::int,
        max(${gameplays.score}) filter (where ${gameplays.status} <> 'playing'),
        count(distinct ${gameplays.gameId})::int)::text`,
    })
    .from(players)
    .leftJoin(gameplays, eq(gameplays.playerId, players.id))
    .where(inArray(players.publicId, publicIds))
    .groupBy(players.id);
  expect(rows).toHaveLength(publicIds.length);
  for (const row of rows) expect(row.kept).toBe(row.counted);
}

describe('batched play starts', () => {
  it('gives each of 40 concurrent starts its own play, player and count', async () => {
    const game = await demoGame(t, 'Demo Coffee Co.', 'Coffee Wordle');
    const before = await used(game.accountId);
    const started = await Promise.all(Array.from({ length: 40 }, () => start(game.publicId)));
    const sessions = new Set(started.map((s) => s.session.session_id));
    const tokens = new Set(started.map((s) => s.player_token));
    const people = new Set(started.map((s) => s.player.public_id));
    expect([sessions.size, tokens.size, people.size]).toEqual([40, 40, 40]);
    expect(await used(game.accountId)).toBe(before + 40);
    const rows = await t.db
      .select({ plays: players.plays })
      .from(players)
      .where(
        sql`${players.publicId} in (${sql.join(
          [...people].map((p) => sql`${p}`),
          sql`, `,
        )})`,
      );
    // Each player was written with its first play counted (migration 0018).
    expect(rows.map((r) => r.plays)).toEqual(Array(40).fill(1));
    await aggregatesMatch([...people]);
    expect((await rollupMatches(game.id)).plays).toBeGreaterThanOrEqual(40);
  });

  it('keeps a returning player one player across concurrent starts', async () => {
    const game = await demoGame(t, 'Demo Coffee Co.', 'Coffee Wordle');
    const first = await start(game.publicId);
    const again = await Promise.all(
      Array.from({ length: 12 }, () => start(game.publicId, first.player_token)),
    );
    for (const s of again) {
      expect(s.player.public_id).toBe(first.player.public_id);
      expect(s.player_token).toBeUndefined();
    }
    const [row] = await t.db
      .select({ plays: players.plays })
      .from(players)
      .where(eq(players.publicId, first.player.public_id));
    expect(row!.plays).toBe(13);
    await aggregatesMatch([first.player.public_id]);
  });

  it('writes a player created on the exact path with its first play counted too', async () => {
    // ScratchMe draws its prize at the start: every start runs alone, in a transaction.
    const scratch = await demoGame(t, 'Demo Coffee Co.', 'Scratch & Win a Coffee');
    const s = await start(scratch.publicId);
    const [row] = await t.db
      .select({ firstPlayId: players.firstPlayId, plays: players.plays })
      .from(players)
      .where(eq(players.publicId, s.player.public_id));
    expect(row).toEqual({ firstPlayId: s.session.session_id, plays: 1 });
    await start(scratch.publicId, s.player_token);
    await aggregatesMatch([s.player.public_id]);
  });

  it('counts a created player’s first play once, with its other plays of the same statement', async () => {
    // Start paths write a new player with its first play counted and name it `first_play_id`;
    // the aggregates trigger adds only the statement's other plays (none on today's paths).
    const wordle = await demoGame(t, 'Demo Coffee Co.', 'Coffee Wordle');
    const puzzle = await demoGame(t, 'Demo Coffee Co.', 'Latte Art Puzzle');
    const [firstPlay, secondPlay, playerId] = [
      crypto.randomUUID(),
      crypto.randomUUID(),
      crypto.randomUUID(),
    ];
    const publicId = `first-${playerId.slice(0, 8)}`;
    await t.db.execute(sql`
      with created as (
        insert into ${players} (id, public_id, account_id, token_hash, first_play_id, plays,
                                games_played)
        values (${playerId}, ${publicId}, ${wordle.accountId}, ${`hash-${playerId}`},
                ${firstPlay}, 1, 1)
        returning id)
      insert into ${gameplays} (id, game_id, account_id, player_id, seed, state, status, score)
      values (${firstPlay}, ${wordle.id}, ${wordle.accountId}, ${playerId}, 1, '{}', 'playing', 0),
             (${secondPlay}, ${puzzle.id}, ${puzzle.accountId}, ${playerId}, 2, '{}', 'won', 40)`);
    const [row] = await t.db
      .select({ plays: players.plays, wins: players.wins, games: players.gamesPlayed })
      .from(players)
      .where(eq(players.id, playerId));
    expect(row).toEqual({ plays: 2, wins: 1, games: 2 });
    await aggregatesMatch([publicId]);
  });

  it('counts batches under a plan of a billion gameplays a month', async () => {
    // The alert thresholds were computed in 32-bit integers: any plan above about 26.8 million
    // gameplays made every batch fail (and every start answer 500).
    const game = await demoGame(t, 'Demo Coffee Co.', 'Coffee Wordle');
    const [sub] = await t.db
      .select({ planId: subscriptions.planId })
      .from(subscriptions)
      .where(eq(subscriptions.accountId, game.accountId));
    const [plan] = await t.db.select().from(plans).where(eq(plans.id, sub!.planId));
    await t.db
      .update(plans)
      .set({ monthlyTotalImpressions: 1_000_000_000 })
      .where(eq(plans.id, plan!.id));
    try {
      const before = await used(game.accountId);
      const started = await Promise.all(Array.from({ length: 20 }, () => start(game.publicId)));
      expect(new Set(started.map((s) => s.session.session_id)).size).toBe(20);
      expect(await used(game.accountId)).toBe(before + 20);
    } finally {
      await t.db
        .update(plans)
        .set({ monthlyTotalImpressions: plan!.monthlyTotalImpressions })
        .where(eq(plans.id, plan!.id));
    }
  });

  it('never starts a game from a version changed behind its cache', async () => {
    const game = await demoGame(t, 'Demo Coffee Co.', 'Coffee Wordle');
    await start(game.publicId); // cached now
    // Changed directly in the database: no cache invalidation reaches the play service.
    const content = { ...(game.content as Record<string, unknown>), words: ['beans'] };
    await t.db.update(games).set({ content }).where(eq(games.id, game.id));
    const started = await Promise.all(Array.from({ length: 6 }, () => start(game.publicId)));
    for (const s of started) {
      const [row] = await t.db
        .select({ state: gameplays.state })
        .from(gameplays)
        .where(eq(gameplays.id, s.session.session_id));
      expect((row!.state as { secret: string }).secret).toBe('beans');
    }
  });

  it('keeps the rollup equal to the plays through wins and deletions', async () => {
    const scratch = await demoGame(t, 'Demo Coffee Co.', 'Scratch & Win a Coffee');
    const earlier = (await rollupMatches(scratch.id)).plays;
    for (let i = 0; i < 3; i += 1) {
      const s = await start(scratch.publicId);
      await t.api('POST', `play/sessions/${s.session.session_id}/actions`, {
        body: { action: { type: 'scratch', percent: 100 } },
        headers: { 'x-player': s.player_token! },
      });
    }
    await rollupMatches(scratch.id);
    // A won play that stops being won, and deleted plays, leave the rollup right too.
    const [won] = await t.db
      .select({ id: gameplays.id })
      .from(gameplays)
      .where(and(eq(gameplays.gameId, scratch.id), eq(gameplays.status, 'won')))
      .limit(1);
    if (won) await t.db.update(gameplays).set({ status: 'lost' }).where(eq(gameplays.id, won.id));
    await rollupMatches(scratch.id);
    const [one] = await t.db
      .select({ id: gameplays.id })
      .from(gameplays)
      .where(eq(gameplays.gameId, scratch.id))
      .limit(1);
    await t.db.delete(gameplays).where(eq(gameplays.id, one!.id));
    expect(await rollupMatches(scratch.id)).toMatchObject({ plays: earlier + 2 });

    // New players per day: created by batches and alone, and deleted, the rollup follows.
    const newPlayers = async () => {
      const [rolled] = await t.db
        .select({ n: sql<number>`coalesce(sum(${playerDays.n}), 0)::int` })
        .from(playerDays)
        .where(eq(playerDays.accountId, scratch.accountId));
      const [counted] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(players)
        .where(eq(players.accountId, scratch.accountId));
      expect(rolled!.n).toBe(counted!.n);
      return counted!.n;
    };
    const before = await newPlayers();
    const wordle = await demoGame(t, 'Demo Coffee Co.', 'Coffee Wordle');
    await Promise.all(Array.from({ length: 5 }, () => start(wordle.publicId)));
    expect(await newPlayers()).toBe(before + 5);
    const [gone] = await t.db
      .delete(players)
      .where(eq(players.accountId, scratch.accountId))
      .returning({ id: players.id });
    expect(gone).toBeDefined();
    await newPlayers();
  });
});
