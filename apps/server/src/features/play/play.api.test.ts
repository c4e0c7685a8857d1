/**
 * The play API end to end: starting sessions, moves, results, usage limits and leader boards.
 * Over 300 lines because each rule is a scenario driven through the real routes.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicGameResponse, StartSessionResponse, type PlaySession } from '@playdesk/contract';
import { accounts, gameplays, plans, subscriptions, usage } from '../../db/schema.js';
import { fileTestContext } from '../../test/harness.js';
import { demoGame } from '../../test/fixtures.js';
import { COFFEE_GAMES } from '../../seed/demo-game-list.js';
import { LIMIT_REACHED } from './start-alone.js';

const t = await fileTestContext();
afterEach(() => {
  vi.useRealTimers();
});

const coffee = (name: string) => demoGame(t, 'Demo Coffee Co.', name);

async function start(gamePublicId: string, playerToken?: string) {
  const res = await t.api('POST', `play/games/${gamePublicId}/sessions`, {
    body: { source_url: 'https://coffee.example/promo' },
    headers: playerToken ? { 'x-player': playerToken } : {},
  });
  expect(res.statusCode, res.body).toBe(201);
  return StartSessionResponse.parse(res.json());
}

async function act(sessionId: string, token: string, action: Record<string, unknown>) {
  return t.api('POST', `play/sessions/${sessionId}/actions`, {
    body: { action },
    headers: { 'x-player': token },
  });
}

const secretOf = async (sessionId: string) => {
  const [row] = await t.db.select().from(gameplays).where(eq(gameplays.id, sessionId));
  return row!.state as Record<string, unknown>;
};

describe('public game', () => {
  it('gives what a player needs and no content at all', async () => {
    const game = await coffee('Coffee Lovers Quiz');
    const res = await t.api('GET', `play/games/${game.publicId}`);
    expect(res.statusCode).toBe(200);
    const body = PublicGameResponse.parse(res.json());
    expect(body.game).toMatchObject({
      type: 'quiz',
      name: 'Coffee Lovers Quiz',
      time_limit_seconds: 60,
    });
    expect(body.game.account.business_name).toBe('Demo Coffee Co.');
    expect(res.body).not.toContain('Brazil');
    expect(res.body).not.toContain('correct');
  });

  it('does not serve draft, paused or unknown games', async () => {
    const draft = await coffee('Holiday Menu Quiz');
    expect((await t.api('GET', `play/games/${draft.publicId}`)).statusCode).toBe(404);
    expect(
      (await t.api('POST', `play/games/${draft.publicId}/sessions`, { body: {} })).statusCode,
    ).toBe(404);
    expect((await t.api('GET', 'play/games/nope')).json()).toEqual({
      message: 'This game is not available right now.',
      code: 'play.game_unavailable',
    });
  });

  it('lists the published games of a business', async () => {
    const { account } = await t.login('owner@playdesk.test');
    const res = await t.api('GET', `play/accounts/${account}/games`);
    const names = res.json<{ games: { name: string }[] }>().games.map((g) => g.name);
    expect(names).toHaveLength(COFFEE_GAMES.filter((g) => g.status === 'published').length);
    expect(names).not.toContain('Holiday Menu Quiz');
  });
});

describe('Wordle refereed by the server', () => {
  it('keeps the answer out of every response until the end, then scores a win', async () => {
    const game = await coffee('Coffee Wordle');
    const started = await start(game.publicId);
    expect(started.player_token).toBeTruthy();
    const token = started.player_token!;
    const { secret } = (await secretOf(started.session.session_id)) as { secret: string };
    expect(JSON.stringify(started)).not.toContain(secret);

    const wrong = ['roast', 'beans', 'crema', 'latte', 'mocha'].find((w) => w !== secret)!;
    const miss = await act(started.session.session_id, token, { type: 'guess', word: wrong });
    expect(miss.statusCode).toBe(200);
    expect(miss.body).not.toContain(`"${secret}"`);

    const notAWord = await act(started.session.session_id, token, { type: 'guess', word: 'xqzvv' });
    expect(notAWord.statusCode).toBe(422);
    expect(notAWord.json()).toEqual({ message: 'Not in word list', code: 'move.not_in_word_list' });

    const dictionaryWord = await act(started.session.session_id, token, {
      type: 'guess',
      word: 'house',
    });
    expect(dictionaryWord.statusCode).toBe(200);

    const win = await act(started.session.session_id, token, { type: 'guess', word: secret });
    const session = win.json<{ session: PlaySession }>().session;
    expect(session.outcome).toMatchObject({ status: 'won', score: 10 });
    expect(JSON.stringify(session.view)).toContain(secret);

    const [row] = await t.db
      .select()
      .from(gameplays)
      .where(eq(gameplays.id, started.session.session_id));
    expect(row).toMatchObject({
      status: 'won',
      score: 10,
      sourceUrl: 'https://coffee.example/promo',
    });
    expect(row!.durationMs).toBeGreaterThanOrEqual(0);

    const after = await act(started.session.session_id, token, { type: 'guess', word: secret });
    expect(after.statusCode).toBe(422);
  });

  it('refuses forged results and malformed moves', async () => {
    const game = await coffee('Coffee Wordle');
    const { session, player_token } = await start(game.publicId);
    const forged = await act(session.session_id, player_token!, { type: 'win', score: 9999 });
    expect(forged.statusCode).toBe(400);
    const noBody = await t.api('POST', `play/sessions/${session.session_id}/actions`, {
      body: { score: 50 },
      headers: { 'x-player': player_token! },
    });
    expect(noBody.statusCode).toBe(400);
    const [row] = await t.db.select().from(gameplays).where(eq(gameplays.id, session.session_id));
    expect(row).toMatchObject({ status: 'playing', score: 0 });
  });

  it("does not let one player act on another's session", async () => {
    const game = await coffee('Coffee Wordle');
    const mine = await start(game.publicId);
    const theirs = await start(game.publicId);
    const res = await act(mine.session.session_id, theirs.player_token!, {
      type: 'guess',
      word: 'roast',
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await act(mine.session.session_id, 'x'.repeat(43), { type: 'guess', word: 'roast' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.api('POST', `play/sessions/${mine.session.session_id}/actions`, {
          body: { action: {} },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await act('not-a-uuid', mine.player_token!, { type: 'guess', word: 'roast' })).statusCode,
    ).toBe(404);
  });

  it('resumes a session after a reload and ends it on time-out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const game = await coffee('Coffee Wordle'); // easy: 120 s
    const { session, player_token } = await start(game.publicId);
    await act(session.session_id, player_token!, { type: 'guess', word: 'house' });
    const resumed = await t.api('GET', `play/sessions/${session.session_id}`, {
      headers: { 'x-player': player_token! },
    });
    expect(resumed.statusCode).toBe(200);
    const view = resumed.json<{ session: PlaySession }>().session;
    expect(view.outcome.status).toBe('playing');
    expect(JSON.stringify(view.view)).toContain('house');
    expect(view.ends_at).toBe(new Date(Date.parse(view.started_at) + 120_000).toISOString());

    vi.setSystemTime(Date.now() + 121_000);
    const late = await t.api('GET', `play/sessions/${session.session_id}`, {
      headers: { 'x-player': player_token! },
    });
    expect(late.json<{ session: PlaySession }>().session.outcome).toMatchObject({
      status: 'lost',
      reason: 'timeout',
      score: 0,
    });
    const [row] = await t.db.select().from(gameplays).where(eq(gameplays.id, session.session_id));
    expect(row!.status).toBe('lost');
  });
});

describe('Quiz and ScratchMe refereed by the server', () => {
  it('reveals the correct option only after the answer', async () => {
    const game = await coffee('Coffee Lovers Quiz');
    const { session, player_token } = await start(game.publicId);
    const view = session.view as { current: Record<string, unknown> & { id: string } };
    expect(Object.keys(view.current).sort()).toEqual(['id', 'image', 'options', 'text']);
    expect(JSON.stringify(session.view)).not.toContain('correct_option');
    const res = await act(session.session_id, player_token!, {
      type: 'answer',
      question_id: view.current.id,
      option: 0,
    });
    expect(res.statusCode).toBe(200);
    const answered = res.json<{
      session: { view: { answered: { correct: boolean; correct_option: number | null }[] } };
    }>().session.view.answered;
    expect(answered).toHaveLength(1);
    // The demo quiz keeps the answers secret: the right option only if the player chose it.
    expect(answered[0]!.correct_option === 0).toBe(answered[0]!.correct);
    expect(answered[0]!.correct_option === null).toBe(!answered[0]!.correct);
  });

  it('draws the scratch prize at start, keeps it on reload, and reveals it only when scratched', async () => {
    const game = await coffee('Scratch & Win a Coffee');
    const { session, player_token } = await start(game.publicId);
    const state = (await secretOf(session.session_id)) as { prize: { label: string } | null };
    const hidden = JSON.stringify(session.view);
    if (state.prize) expect(hidden).not.toContain(state.prize.label);
    expect(hidden).not.toContain('No luck this time');
    const reloaded = await t.api('GET', `play/sessions/${session.session_id}`, {
      headers: { 'x-player': player_token! },
    });
    expect(JSON.stringify(reloaded.json())).toBe(JSON.stringify(reloaded.json()));
    expect((await secretOf(session.session_id)).prize).toEqual(state.prize);
    const done = await act(session.session_id, player_token!, { type: 'scratch', percent: 75 });
    const ended = done.json<{ session: PlaySession }>().session;
    expect(ended.outcome.score).toBe(5);
    expect(ended.outcome.status).toBe(state.prize ? 'won' : 'lost');
    expect(JSON.stringify(ended.view)).toContain(state.prize ? state.prize.label : 'No luck');
  });
});

describe('players and leaderboard', () => {
  it('keeps one player across plays with their token and ranks best scores', async () => {
    const game = await coffee('Coffee Wordle');
    const first = await start(game.publicId);
    const token = first.player_token!;
    const again = await start(game.publicId, token);
    expect(again.player_token).toBeUndefined();
    expect(again.player.public_id).toBe(first.player.public_id);

    const named = await t.api('PATCH', 'play/players/me', {
      body: { display_name: 'Ana', avatar: '🦊' },
      headers: { 'x-player': token },
    });
    expect(named.statusCode).toBe(200);
    const badAvatar = await t.api('PATCH', 'play/players/me', {
      body: { avatar: '<b>' },
      headers: { 'x-player': token },
    });
    expect(badAvatar.statusCode).toBe(400);

    const { secret } = (await secretOf(again.session.session_id)) as { secret: string };
    await act(again.session.session_id, token, { type: 'guess', word: secret });
    const board = await t.api('GET', `play/games/${game.publicId}/leaderboard`, {
      headers: { 'x-player': token },
    });
    const body = board.json<{
      entries: { display_name: string; score: number; is_me: boolean; rank: number }[];
      me: { rank: number };
    }>();
    const ana = body.entries.find((e) => e.display_name === 'Ana');
    expect(ana).toMatchObject({ score: 10, is_me: true, rank: 1 });
    expect(body.me.rank).toBe(1);
    expect(body.entries.length).toBeLessThanOrEqual(10);
  });
});

describe('monthly gameplay limit', () => {
  it('lets exactly L of 3×L concurrent starts through and shows the usage in the console', async () => {
    const L = 5;
    const [bakery] = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.businessName, 'Other Bakery'));
    const [tiny] = await t.db
      .insert(plans)
      .values({
        key: 'tiny-test',
        name: 'Tiny',
        priceCents: 0,
        monthlyTotalImpressions: L,
        subAccounts: 0,
        crm: false,
      })
      .returning();
    await t.db
      .update(subscriptions)
      .set({ planId: tiny!.id })
      .where(eq(subscriptions.accountId, bakery!.id));
    await t.db.delete(usage).where(eq(usage.accountId, bakery!.id));
    const game = await demoGame(t, 'Other Bakery', 'Bakery Wordle');

    const results = await Promise.all(
      Array.from({ length: 3 * L }, () =>
        t.api('POST', `play/games/${game.publicId}/sessions`, { body: {} }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(L);
    expect(codes.filter((c) => c === 429)).toHaveLength(2 * L);
    const refused = results.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toEqual({
      message: LIMIT_REACHED,
      code: 'play.monthly_limit',
      params: { date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    });
    // Until the month's plays come back: the first instant of next month, UTC.
    const now = new Date();
    const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
    expect(Number(refused.headers['retry-after'])).toBeCloseTo(
      (nextMonth - now.getTime()) / 1000,
      -2,
    );

    const [row] = await t.db.select().from(usage).where(eq(usage.accountId, bakery!.id));
    expect(row!.gameplays).toBe(L);
    const other = await t.login('other@playdesk.test');
    const profile = await t.api('GET', 'user-profile', other);
    expect(
      profile.json<{ limits: { impressions_used: number; monthly_total_impressions: number } }>()
        .limits,
    ).toMatchObject({
      impressions_used: L,
      monthly_total_impressions: L,
    });
  });
});

describe('public game cache', () => {
  it('reflects a pause, a rename and a new template at once', async () => {
    const owner = await t.login('owner@playdesk.test');
    const game = await coffee('Guess the Drink');
    const url = `play/games/${game.publicId}`;
    expect((await t.api('GET', url)).statusCode).toBe(200);
    await t.api('PATCH', `games/${game.publicId}`, { ...owner, body: { status: 'paused' } });
    expect((await t.api('GET', url)).statusCode).toBe(404);
    await t.api('PATCH', `games/${game.publicId}`, {
      ...owner,
      body: { status: 'published', name: 'Guess the Brew' },
    });
    const renamed = await t.api('GET', url);
    expect(renamed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(PublicGameResponse.parse(renamed.json()).game.name).toBe('Guess the Brew');

    const template = await t.api('POST', 'templates', {
      ...owner,
      body: { kind: 'success', name: 'T', title: 'Old title' },
    });
    const templateId = template.json<{ template: { public_id: string } }>().template.public_id;
    await t.api('PATCH', `games/${game.publicId}`, {
      ...owner,
      body: { settings: { templates: { success: templateId } } },
    });
    expect(
      PublicGameResponse.parse((await t.api('GET', url)).json()).game.templates.success?.title,
    ).toBe('Old title');
    await t.api('PATCH', `templates/${templateId}`, { ...owner, body: { title: 'New title' } });
    expect(
      PublicGameResponse.parse((await t.api('GET', url)).json()).game.templates.success?.title,
    ).toBe('New title');
  });
});
