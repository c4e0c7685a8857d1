/**
 * The play path's shortcuts (issue 18) stay exact: a move checked against this instance's copy
 * of a play that another instance (or an erasure) changed is decided on the play as stored, and
 * the players' aggregates, counted once per inserting statement, match what the plays say.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SessionResponse, StartSessionResponse, type PlaySession } from '@playdesk/contract';
import { analyticsEvents, gameplays, playerGames, players } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { fileTestContext } from '../../test/harness.js';
import { demoGame } from '../../test/fixtures.js';
import { createPlayService } from './sessions.js';

const t = await fileTestContext({ PLAY_START_RATE_LIMIT_PER_MINUTE: '100000' });

async function start(gamePublicId: string) {
  const res = await t.api('POST', `play/games/${gamePublicId}/sessions`, { body: {} });
  expect(res.statusCode, res.body).toBe(201);
  return StartSessionResponse.parse(res.json());
}

function guess(sessionId: string, token: string, word: string) {
  return t.api('POST', `play/sessions/${sessionId}/actions`, {
    body: { action: { type: 'guess', word } },
    headers: { 'x-player': token },
  });
}

const guess1 = { type: 'guess', word: 'house' };
const guess2 = { type: 'guess', word: 'plant' };
const guess3 = { type: 'guess', word: 'chair' };

function guessesOf(body: string): string[] {
  const view = SessionResponse.parse(JSON.parse(body)).session.view as {
    guesses: { word: string }[];
  };
  return view.guesses.map((g) => g.word);
}

describe('moves checked against the copy this instance keeps', () => {
  it('decides a move on the stored play when another instance moved it meanwhile', async () => {
    const game = await demoGame(t, 'Demo Coffee Co.', 'Coffee Wordle');
    const started = await start(game.publicId);
    const id = started.session.session_id;
    const token = started.player_token!;
    // Another instance (its own service, no copy of this play) makes the first move.
    const other = createPlayService(t.db);
    await other.act(id, token, { type: 'guess', word: 'house' });
    // This instance's copy is the play as started: its write must not match.
    const second = await guess(id, token, 'plant');
    expect(second.statusCode, second.body).toBe(200);
    expect(guessesOf(second.body)).toEqual(['house', 'plant']);
    const third = await guess(id, token, 'chair');
    expect(third.statusCode, third.body).toBe(200);
    expect(guessesOf(third.body)).toEqual(['house', 'plant', 'chair']);
  });

  it('refuses a move with a token that no longer names the play’s player', async () => {
    const game = await demoGame(t, 'Demo Coffee Co.', 'Coffee Wordle');
    const started = await start(game.publicId);
    const id = started.session.session_id;
    const first = await guess(id, started.player_token!, 'house');
    expect(first.statusCode, first.body).toBe(200);
    // As an erasure or a merge leaves it: the token's hash is no longer the player's.
    await t.db
      .update(players)
      .set({ tokenHash: `erased-${id}` })
      .where(eq(players.publicId, started.player.public_id));
    const after = await guess(id, started.player_token!, 'plant');
    expect(after.statusCode, after.body).toBe(404);
    // And a token of another player never uses this play's copy.
    const stranger = await start(game.publicId);
    const foreign = await guess(id, stranger.player_token!, 'plant');
    expect(foreign.statusCode, foreign.body).toBe(404);
  });
});

const wordsOf = (session: PlaySession) =>
  (session.view as { guesses: { word: string }[] }).guesses.map((g) => g.word);

/** A move's answer, or the code of its refusal. */
const outcome = (p: Promise<PlaySession>) =>
  p.then(wordsOf, (err: unknown) => (err instanceof HttpError ? err.statusCode : err));

describe('moves in batches', () => {
  it('writes moves sent at once, on plays this instance does not know, each exactly once', async () => {
    const game = await demoGame(t, 'Demo Coffee Co.', 'Coffee Wordle');
    const plays = [];
    for (let i = 0; i < 10; i++) plays.push(await start(game.publicId));
    const ids = plays.map((p) => p.session.session_id);
    const stranger = await start(game.publicId);
    // Another instance, which knows none of them, gets a move on each at once.
    const other = createPlayService(t.db);
    const first = await Promise.all(
      plays.map((p) => outcome(other.act(p.session.session_id, p.player_token!, guess1))),
    );
    expect(first).toEqual(plays.map(() => ['house']));

    // Then at once: a second move on each; on the first play two (both are written, one after
    // the other); on the second a stranger's token (refused, the others written); the third
    // ended meanwhile (refused as over).
    await t.db
      .update(gameplays)
      .set({ status: 'lost', endedAt: new Date() })
      .where(eq(gameplays.id, ids[2]!));
    const third = createPlayService(t.db);
    const second = await Promise.all([
      ...plays.map((p) => outcome(third.act(p.session.session_id, p.player_token!, guess2))),
      outcome(third.act(ids[0]!, plays[0]!.player_token!, guess3)),
      outcome(third.act(ids[1]!, stranger.player_token!, guess3)),
    ]);
    expect(second[0]).toEqual(expect.arrayContaining(['house', 'plant']));
    expect(second[10]).toEqual(expect.arrayContaining(['house', 'chair']));
    expect([second[0], second[10]].map((w) => (w as string[]).length).sort()).toEqual([2, 3]);
    expect(second[1]).toEqual(['house', 'plant']);
    expect(second[2]).toBe(422);
    expect(second.slice(3, 10)).toEqual(plays.slice(3).map(() => ['house', 'plant']));
    expect(second[11]).toBe(404);

    // As stored: every move once, in the order answered.
    const stored = await t.db
      .select({ id: gameplays.id, state: gameplays.state, firstMoveAt: gameplays.firstMoveAt })
      .from(gameplays)
      .where(inArray(gameplays.id, ids));
    const byId = new Map(stored.map((r) => [r.id, r]));
    const guessesStored = (id: string) => (byId.get(id)!.state as { guesses: string[] }).guesses;
    expect(guessesStored(ids[0]!)).toHaveLength(3);
    expect(guessesStored(ids[0]!).slice(0, 1)).toEqual(['house']);
    for (const id of ids.slice(1))
      expect(guessesStored(id)).toEqual(id === ids[2] ? ['house'] : ['house', 'plant']);
    for (const r of stored) expect(r.firstMoveAt).not.toBeNull();
  });

  it('records a play’s first move once, however many moves follow', async () => {
    const game = await demoGame(t, 'Demo Coffee Co.', 'Coffee Wordle');
    const started = await start(game.publicId);
    const id = started.session.session_id;
    const token = started.player_token!;
    // On the copy this instance keeps, then on an instance that does not know the play.
    expect((await guess(id, token, 'house')).statusCode).toBe(200);
    expect((await guess(id, token, 'plant')).statusCode).toBe(200);
    await createPlayService(t.db).act(id, token, guess3);
    const [play] = await t.db.select().from(gameplays).where(eq(gameplays.id, id));
    expect(play!.firstMoveAt).not.toBeNull();
    const steps = await t.db
      .select({ step: analyticsEvents.step, at: analyticsEvents.at })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.playId, id))
      .orderBy(analyticsEvents.id);
    expect(steps.map((s) => s.step)).toEqual(['start', 'first_move']);
    expect(steps[1]!.at).toEqual(play!.firstMoveAt);
  });
});

describe('players’ aggregates counted per statement', () => {
  it('counts a statement of several plays of one player, then an end', async () => {
    const wordle = await demoGame(t, 'Demo Coffee Co.', 'Coffee Wordle');
    const quiz = await demoGame(t, 'Demo Coffee Co.', 'Coffee Lovers Quiz');
    const started = await start(wordle.publicId);
    const [player] = await t.db
      .select()
      .from(players)
      .where(eq(players.publicId, started.player.public_id));
    expect(player).toMatchObject({ plays: 1, wins: 0, gamesPlayed: 1, bestScore: null });
    // Three plays in one statement: two of the Wordle (one won with 50), one of the quiz.
    await t.db.execute(sql`
      insert into gameplays (game_id, account_id, player_id, seed, state, status, score, started_at)
      values (${wordle.id}, ${wordle.accountId}, ${player!.id}, 1, '{}'::jsonb, 'won', 50, now()),
             (${wordle.id}, ${wordle.accountId}, ${player!.id}, 2, '{}'::jsonb, 'playing', 0, now()),
             (${quiz.id}, ${quiz.accountId}, ${player!.id}, 3, '{}'::jsonb, 'lost', 20, now())`);
    const [after] = await t.db.select().from(players).where(eq(players.id, player!.id));
    expect(after).toMatchObject({ plays: 4, wins: 1, gamesPlayed: 2, bestScore: 50 });
    const perGame = async (gameId: string) =>
      (
        await t.db
          .select()
          .from(playerGames)
          .where(and(eq(playerGames.playerId, player!.id), eq(playerGames.gameId, gameId)))
      )[0];
    expect(await perGame(wordle.id)).toMatchObject({ plays: 3, wins: 1, bestScore: 50 });
    expect(await perGame(quiz.id)).toMatchObject({ plays: 1, wins: 0, bestScore: 20 });
    // A play that ends (an UPDATE of its status) still counts its win and score.
    await t.db.execute(sql`
      update gameplays set status = 'won', score = 70
      where player_id = ${player!.id} and seed = 2 and status = 'playing'`);
    const [ended] = await t.db.select().from(players).where(eq(players.id, player!.id));
    expect(ended).toMatchObject({ plays: 4, wins: 2, gamesPlayed: 2, bestScore: 70 });
    expect(await perGame(wordle.id)).toMatchObject({ plays: 3, wins: 2, bestScore: 70 });
  });
});
