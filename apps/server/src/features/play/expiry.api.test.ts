/**
 * Plays the player left (docs/product-rules.md#plays-the-player-left): the sweep ends a timed play
 * once its time is up and an untimed one after the idle period, with the effects of an end the
 * player sees (the row, the players' aggregates, `gameplay.completed` and its webhook delivery),
 * once — with two app instances on one database, with the player's last move racing the sweep,
 * and with the in-memory copy an instance keeps of a play it started. The clock is Vitest's fake
 * `Date`; the sweep takes its `now` from it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PlayerDetailResponse,
  SessionResponse,
  StartSessionResponse,
  type PlaySession,
} from '@playdesk/contract';
import { PLAY_IDLE_SECONDS } from '@playdesk/games';
import { buildApp } from '../../app.js';
import { openDatabase, type Database } from '../../db/client.js';
import { gameplays, players, webhookDeliveries } from '../../db/schema.js';
import type { App } from '../../http/types.js';
import { drainJobs, enqueueJob } from '../../infra/jobs.js';
import { API_PATH } from '@playdesk/contract/urls';
import { fileTestContext } from '../../test/harness.js';
import { demoGame } from '../../test/fixtures.js';
import { endExpiredPlays, PLAY_EXPIRY_JOB, playExpiryJobDefinition } from './expiry.js';

const t = await fileTestContext({
  PLAY_START_RATE_LIMIT_PER_MINUTE: '1000000',
  WEBHOOKS_ALLOW_PRIVATE: 'true',
});
const owner = await t.login('owner@playdesk.test');
afterEach(() => {
  vi.useRealTimers();
});

beforeAll(async () => {
  // An endpoint of the business: each `gameplay.completed` becomes one delivery row (never sent
  // here: the deliveries' job is not drained).
  const res = await t.api('POST', 'integrations/webhooks', {
    ...owner,
    body: { url: 'http://127.0.0.1:9/hooks', events: ['gameplay.completed'] },
  });
  expect(res.statusCode, res.body).toBe(201);
});

/** A second app instance: on PostgreSQL its own pool on the same database. */
async function secondInstance(): Promise<{ app: App; db: Database; close(): Promise<void> }> {
  if (t.driver === 'pglite') {
    // One PGlite database has one client: the second app shares it (its own play service, its
    // own in-memory plays and its own sweep, serialised by the one connection).
    const app = await buildApp({ db: t.db, config: t.config, logger: false });
    await app.ready();
    return { app, db: t.db, close: () => app.close() };
  }
  const { connectionString } = (
    t.db as unknown as { $client: { options: { connectionString: string } } }
  ).$client.options;
  const handle = await openDatabase(
    { driver: 'postgres', url: connectionString, poolSize: 4 },
    { migrate: false },
  );
  const app = await buildApp({ db: handle.db, config: t.config, logger: false });
  await app.ready();
  return {
    app,
    db: handle.db,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

const call = (app: App, method: 'GET' | 'POST', path: string, token: string, body?: unknown) =>
  app.inject({
    method,
    url: `${API_PATH}/${path}`,
    headers: { 'x-player': token },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });

async function start(gameName: string, app: App = t.app) {
  const game = await demoGame(t, 'Demo Coffee Co.', gameName);
  const res = await app.inject({
    method: 'POST',
    url: `${API_PATH}/play/games/${game.publicId}/sessions`,
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = StartSessionResponse.parse(res.json());
  return { id: body.session.session_id, token: body.player_token!, session: body.session };
}

const rowOf = async (id: string) =>
  (await t.db.select().from(gameplays).where(eq(gameplays.id, id)))[0]!;

/** The `gameplay.completed` deliveries of a play. */
async function completedEvents(playId: string): Promise<number> {
  const rows = await t.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.eventType, 'gameplay.completed'),
        sql`${webhookDeliveries.payload}->'data'->>'session_id' = ${playId}`,
      ),
    );
  return rows.length;
}

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe('a timed play the player left', () => {
  it('is ended by the sweep once its time is up: lost, timeout, its event, in the CRM', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const play = await start('Coffee Wordle'); // easy: 120 s
    const guess = await call(t.app, 'POST', `play/sessions/${play.id}/actions`, play.token, {
      action: { type: 'guess', word: 'house' },
    });
    expect(guess.statusCode, guess.body).toBe(200);
    // The player, known to the business (as after the form): the CRM shows their plays.
    const { playerId } = await rowOf(play.id);
    const [player] = await t.db
      .update(players)
      .set({ identifiedAt: new Date(), email: `left-${play.id.slice(0, 8)}@example.test` })
      .where(eq(players.id, playerId))
      .returning({ publicId: players.publicId, id: players.id });

    later(119_000);
    expect(await endExpiredPlays(t.db)).toBe(0);
    expect((await rowOf(play.id)).status).toBe('playing');

    later(2_000);
    expect(await endExpiredPlays(t.db)).toBeGreaterThanOrEqual(1);
    const row = await rowOf(play.id);
    expect(row).toMatchObject({ status: 'lost', reason: 'timeout', score: 0, durationMs: 120_000 });
    expect(row.endedAt!.getTime()).toBe(row.startedAt.getTime() + 120_000);
    expect(await completedEvents(play.id)).toBe(1);
    // The aggregates the end updates (a finished play's score counts as the best score).
    const [stats] = await t.db
      .select({ best: players.bestScore, wins: players.wins })
      .from(players)
      .where(eq(players.id, player!.id));
    expect(stats).toEqual({ best: 0, wins: 0 });

    // Swept again: nothing more happens.
    later(60_000);
    await endExpiredPlays(t.db);
    expect(await completedEvents(play.id)).toBe(1);

    const detail = await t.api('GET', `players/${player!.publicId}`, owner);
    expect(detail.statusCode, detail.body).toBe(200);
    const timeline = PlayerDetailResponse.parse(detail.json()).player.plays_timeline;
    expect(timeline[0]).toMatchObject({ status: 'lost', reason: 'timeout', duration_ms: 120_000 });
    expect(timeline[0]!.ended_at).not.toBeNull();

    // The player comes back: the play is over, and a move is refused without changing it.
    const back = await call(t.app, 'GET', `play/sessions/${play.id}`, play.token);
    expect(SessionResponse.parse(back.json()).session.outcome).toMatchObject({
      status: 'lost',
      reason: 'timeout',
    });
    const move = await call(t.app, 'POST', `play/sessions/${play.id}/actions`, play.token, {
      action: { type: 'guess', word: 'roast' },
    });
    expect(move.statusCode).toBe(422);
    expect((await rowOf(play.id)).state).toEqual(row.state);
  });

  it('is ended by the job the queue runs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const play = await start('Coffee Lovers Quiz'); // 60 s
    later(61_000);
    await enqueueJob(t.db, PLAY_EXPIRY_JOB, { sweeps: 1 });
    // (Drained as if due: the job's times mix the fake clock and the database's.)
    expect(await drainJobs(t.db, [playExpiryJobDefinition], { includeDelayed: true })).toBe(1);
    expect(await rowOf(play.id)).toMatchObject({ status: 'lost', reason: 'timeout' });
    expect(await completedEvents(play.id)).toBe(1);
  });
});

describe('an untimed play the player left', () => {
  it('is ended after the idle period without a move: lost, abandoned, at its last move', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const play = await start('Guess the Drink'); // EmojiQ: no time limit
    expect(play.session.ends_at).toBeNull();
    const letter = (l: string) =>
      call(t.app, 'POST', `play/sessions/${play.id}/actions`, play.token, {
        action: { type: 'guess', letter: l },
      });

    // A move 20 minutes in pushes the end: 30 minutes after it.
    later(20 * 60_000);
    expect((await letter('E')).statusCode).toBe(200);
    const lastMove = Date.now();
    later(PLAY_IDLE_SECONDS * 1000 - 60_000);
    await endExpiredPlays(t.db);
    expect((await rowOf(play.id)).status).toBe('playing');

    later(61_000);
    await endExpiredPlays(t.db);
    const row = await rowOf(play.id);
    expect(row).toMatchObject({ status: 'lost', reason: 'abandoned', score: 0 });
    expect(row.endedAt!.getTime()).toBe(lastMove);
    expect(row.durationMs).toBe(20 * 60_000);
    expect(await completedEvents(play.id)).toBe(1);

    // This instance still holds the play as it left it: the engine would take the move, the
    // server refuses it and the play stays ended.
    const move = await letter('O');
    expect(move.statusCode).toBe(422);
    expect(move.json()).toEqual({ message: 'This game is over', code: 'play.session_over' });
    expect(await rowOf(play.id)).toMatchObject({
      status: 'lost',
      reason: 'abandoned',
      state: row.state,
    });
    const back = await call(t.app, 'GET', `play/sessions/${play.id}`, play.token);
    expect(SessionResponse.parse(back.json()).session.outcome).toEqual({
      status: 'lost',
      score: 0,
      reason: 'abandoned',
    });
  });
});

describe('two instances on one database', () => {
  let b: Awaited<ReturnType<typeof secondInstance>>;
  beforeAll(async () => {
    b = await secondInstance();
  });
  afterAll(async () => {
    await b.close();
  });

  it('end each expired play exactly once when both sweep at the same time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Plays started on both instances (each keeps its own in-memory copies).
    const plays = await Promise.all(
      Array.from({ length: 24 }, (_, i) => start('Coffee Wordle', i % 2 ? b.app : t.app)),
    );
    later(121_000);
    await Promise.all([
      endExpiredPlays(t.db),
      endExpiredPlays(b.db),
      endExpiredPlays(t.db),
      endExpiredPlays(b.db),
    ]);
    for (const play of plays) {
      expect(await rowOf(play.id)).toMatchObject({ status: 'lost', reason: 'timeout' });
      expect(await completedEvents(play.id)).toBe(1);
    }
    // A move on a play the other instance ended, sent to the instance that holds its copy.
    const [first] = plays;
    const move = await call(t.app, 'POST', `play/sessions/${first!.id}/actions`, first!.token, {
      action: { type: 'guess', word: 'roast' },
    });
    expect(move.statusCode).toBe(422);
    const seen = await call(b.app, 'GET', `play/sessions/${first!.id}`, first!.token);
    expect(SessionResponse.parse(seen.json()).session.outcome.status).toBe('lost');
  });

  it("resolve the player's last move racing both sweeps to one outcome", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const plays = await Promise.all(
      Array.from({ length: 12 }, (_, i) => start('Guess the Drink', i % 2 ? b.app : t.app)),
    );
    later(PLAY_IDLE_SECONDS * 1000 + 1_000);
    const moves = await Promise.all([
      ...plays.map((p, i) =>
        call(i % 2 ? b.app : t.app, 'POST', `play/sessions/${p.id}/actions`, p.token, {
          action: { type: 'guess', letter: 'E' },
        }),
      ),
      endExpiredPlays(t.db),
      endExpiredPlays(b.db),
    ]).then((all) => all.slice(0, plays.length) as Awaited<ReturnType<typeof call>>[]);
    for (const [i, play] of plays.entries()) {
      const row = await rowOf(play.id);
      const events = await completedEvents(play.id);
      if (moves[i]!.statusCode === 200) {
        // The move came first: the play runs on, its end pushed back by the idle period.
        expect(row.status).toBe('playing');
        expect(row.expiresAt!.getTime()).toBe(Date.now() + PLAY_IDLE_SECONDS * 1000);
        expect(events).toBe(0);
        const answer = moves[i]!.json<{ session: PlaySession }>().session;
        expect(answer.outcome.status).toBe('playing');
      } else {
        // The sweep came first: ended once, the move refused.
        expect(moves[i]!.statusCode, moves[i]!.body).toBe(422);
        expect(row).toMatchObject({ status: 'lost', reason: 'abandoned' });
        expect(events).toBe(1);
      }
    }
    // Whatever is left ends later, once.
    later(PLAY_IDLE_SECONDS * 1000 + 1_000);
    await Promise.all([endExpiredPlays(t.db), endExpiredPlays(b.db)]);
    for (const play of plays) {
      expect((await rowOf(play.id)).status).toBe('lost');
      expect(await completedEvents(play.id)).toBe(1);
    }
  });
});
