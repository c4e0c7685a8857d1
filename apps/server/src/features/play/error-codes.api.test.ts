/**
 * Every error a player can see carries a stable code and its params (issue 33 §9,
 * docs/product-rules.md#errors), next to the English `message`: the player app shows its own text
 * for the code, in the player's language. One scenario per player route and refusal.
 */
import { describe, expect, it } from 'vitest';
import { ErrorBody, StartSessionResponse } from '@playdesk/contract';
import { fileTestContext } from '../../test/harness.js';
import { demoGame } from '../../test/fixtures.js';
import { awardHelpers } from '../rewards/award/test-support.js';

// A start limit low enough to meet, high enough for the scenarios before it.
const t = await fileTestContext({ PLAY_START_RATE_LIMIT_PER_MINUTE: '40' });
const owner = await t.login('owner@playdesk.test');
const { game } = awardHelpers(t, owner);
const wordle = await demoGame(t, 'Demo Coffee Co.', 'Coffee Wordle');

const errorOf = (res: { statusCode: number; body: string; json: () => unknown }) =>
  ErrorBody.parse(res.json());

async function start(gameId: string, token?: string) {
  return t.api('POST', `play/games/${gameId}/sessions`, {
    body: {},
    ...(token ? { headers: { 'x-player': token } } : {}),
  });
}
async function started(gameId: string, token?: string) {
  const res = await start(gameId, token);
  expect(res.statusCode, res.body).toBe(201);
  const body = StartSessionResponse.parse(res.json());
  return { id: body.session.session_id, token: token ?? body.player_token! };
}
const act = (id: string, token: string, action: Record<string, unknown>) =>
  t.api('POST', `play/sessions/${id}/actions`, {
    body: { action },
    headers: { 'x-player': token },
  });

describe('player errors carry a code and params', () => {
  it('games and sessions: unavailable, not found, no token, unknown player', async () => {
    const missing = await t.api('GET', 'play/games/nope');
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toEqual({
      message: 'This game is not available right now.',
      code: 'play.game_unavailable',
    });
    expect(errorOf(await start('nope')).code).toBe('play.game_unavailable');

    const { token } = await started(wordle.publicId);
    const noSession = await t.api('GET', 'play/sessions/00000000-0000-0000-0000-000000000000', {
      headers: { 'x-player': token },
    });
    expect(noSession.statusCode).toBe(404);
    expect(errorOf(noSession).code).toBe('play.session_not_found');
    const noToken = await t.api('GET', 'play/sessions/00000000-0000-0000-0000-000000000000');
    expect(noToken.statusCode).toBe(401);
    expect(errorOf(noToken).code).toBe('player.token_missing');

    const noPlayer = await t.api('GET', 'play/players/me/data', {
      headers: { 'x-player': 'x'.repeat(40) },
    });
    expect(noPlayer.statusCode, noPlayer.body).toBe(401);
    expect(errorOf(noPlayer).code).toBe('player.unknown');

    const front = await t.api('GET', 'play/accounts/nope/rewards');
    expect(front.statusCode).toBe(404);
    expect(errorOf(front).code).toBe('play.business_not_found');
    const calendar = await t.api('GET', 'play/accounts/nope/live');
    expect(calendar.statusCode).toBe(404);
    expect(errorOf(calendar).code).toBe('play.business_not_found');
    const manifest = await t.api('GET', 'play/accounts/nope/manifest.webmanifest');
    expect(manifest.statusCode).toBe(404);
    expect(errorOf(manifest).code).toBe('pwa.business_not_found');
  });

  it("moves a game refuses: the engine's reason as a code with its values", async () => {
    const { id, token } = await started(wordle.publicId);
    const short = await act(id, token, { type: 'guess', word: 'abc' });
    expect(short.statusCode).toBe(422);
    expect(errorOf(short)).toEqual({
      message: 'Enter a 5-letter word',
      code: 'move.word_length',
      params: { length: 5 },
    });
    const digits = await act(id, token, { type: 'guess', word: '12345' });
    expect(errorOf(digits)).toMatchObject({
      message: 'Use letters only',
      code: 'move.letters_only',
    });
    const unknown = await act(id, token, { type: 'guess', word: 'xqzvv' });
    expect(errorOf(unknown)).toEqual({
      message: 'Not in word list',
      code: 'move.not_in_word_list',
    });
    const forged = await act(id, token, { type: 'win', score: 9999 });
    expect(forged.statusCode).toBe(400);
    expect(errorOf(forged).code).toBe('move.invalid');
    await act(id, token, { type: 'guess', word: 'house' });
    const again = await act(id, token, { type: 'guess', word: 'house' });
    expect(errorOf(again).code).toBe('move.word_repeated');
  });

  it("every game's refusals: the engine's own code and values, passed on as they are", async () => {
    const emojiq = await demoGame(t, 'Demo Coffee Co.', 'Guess the Drink');
    const guessing = await started(emojiq.publicId);
    const letter = { type: 'guess', letter: 'e' };
    await act(guessing.id, guessing.token, letter);
    const twice = await act(guessing.id, guessing.token, letter);
    expect(twice.statusCode).toBe(422);
    expect(errorOf(twice)).toEqual({
      message: 'You already tried the letter E.',
      code: 'move.letter_repeated',
      params: { letter: 'E' },
    });

    const puzzle = await demoGame(t, 'Demo Coffee Co.', 'Latte Art Puzzle');
    const sliding = await t.api('POST', `play/games/${puzzle.publicId}/sessions`, { body: {} });
    const { session, player_token } = StartSessionResponse.parse(sliding.json());
    const { tiles, size } = session.view as { tiles: number[]; size: number };
    const gap = tiles.indexOf(0);
    // A tile neither in the gap's row nor in its column is never next to it.
    const far = tiles.find(
      (_, i) => Math.floor(i / size) !== Math.floor(gap / size) && i % size !== gap % size,
    )!;
    const stuck = await act(session.session_id, player_token!, { type: 'move', tile: far });
    expect(stuck.statusCode).toBe(422);
    expect(errorOf(stuck)).toEqual({
      message: 'Only a tile next to the empty space can move.',
      code: 'move.tile_not_movable',
      params: { tile: far },
    });

    const quiz = await demoGame(t, 'Demo Coffee Co.', 'Coffee Lovers Quiz');
    const answering = await started(quiz.publicId);
    const stray = await act(answering.id, answering.token, {
      type: 'answer',
      question_id: 'not-a-question',
      option: 0,
    });
    expect(errorOf(stray)).toEqual({
      message: 'This question is not part of the quiz',
      code: 'move.question_unknown',
    });

    const scratch = await game([]);
    const scratching = await started(scratch);
    const early = await act(scratching.id, scratching.token, { type: 'reveal' });
    expect(errorOf(early)).toEqual({
      message: 'Scratch more of the card first',
      code: 'move.scratch_more',
    });
  });

  it('a play that is over', async () => {
    const scratch = await game([]);
    const { id, token } = await started(scratch);
    const early = await act(id, token, { type: 'scratch', percent: 10 });
    expect(early.statusCode, early.body).toBe(200);
    const done = await act(id, token, { type: 'scratch', percent: 100 });
    expect(done.statusCode, done.body).toBe(200);
    const after = await act(id, token, { type: 'scratch', percent: 100 });
    expect(after.statusCode).toBe(422);
    expect(errorOf(after).code).toBe('play.session_over');
  });

  it('participation limits and a form first', async () => {
    const daily = await game([], { settings: { participation: { rule: 'once_per_day' } } });
    const { token } = await started(daily);
    const refused = await start(daily, token);
    expect(refused.statusCode).toBe(429);
    const body = errorOf(refused);
    expect(body.code).toBe('play.participation_limit');
    expect(body.params).toEqual({ rule: 'once_per_day', date: expect.any(String) });
    expect(Date.parse(String(body.params!.date))).toBeGreaterThan(Date.now() + 86_000_000);

    const nPerDay = await game([], {
      settings: { participation: { rule: 'n_per_day', per_day: 2 } },
    });
    const first = await started(nPerDay);
    await started(nPerDay, first.token);
    expect(errorOf(await start(nPerDay, first.token)).params).toMatchObject({
      rule: 'n_per_day',
      per_day: 2,
    });

    const formFirst = await game([], {
      settings: {
        lead_form: {
          mode: 'before',
          fields: [{ key: 'email', type: 'email', label: 'Email', required: true }],
          consents: [],
        },
      },
    });
    const blocked = await start(formFirst);
    expect(blocked.statusCode).toBe(409);
    expect(errorOf(blocked).code).toBe('play.form_first');

    // The form itself: a wrong email names its field.
    const wrong = await t.api('POST', `play/games/${formFirst}/lead`, {
      body: { values: { email: 'not-an-email' }, consents: [] },
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toMatchObject({ code: 'lead.invalid', params: { fields: 'email' } });
    const noForm = await t.api('POST', `play/games/${daily}/lead`, {
      body: { values: { email: 'a@example.com' }, consents: [] },
    });
    expect(noForm.statusCode).toBe(409);
    expect(errorOf(noForm).code).toBe('lead.no_form');
  });

  it('links from emails that do not work', async () => {
    const link = await t.api('POST', 'play/players/email/confirm', {
      body: { token: 'x'.repeat(43) },
    });
    expect(link.statusCode).toBe(404);
    expect(errorOf(link).code).toBe('lead.link_invalid');
    const consent = await t.api('POST', 'play/consents/confirm', {
      body: { token: 'x'.repeat(43) },
    });
    expect(consent.statusCode).toBe(404);
    expect(errorOf(consent).code).toBe('consent.link_invalid');
  });

  it('push subscriptions', async () => {
    const badKeys = await t.api('POST', 'play/push/subscriptions', {
      body: {
        account: owner.account,
        subscription: {
          endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
          keys: { p256dh: 'BNc', auth: 'abc' },
        },
      },
      headers: { 'x-player': 'x'.repeat(40) },
    });
    // The keys are checked first: they are not real ones.
    expect(badKeys.statusCode, badKeys.body).toBe(400);
    expect(errorOf(badKeys)).toMatchObject({
      code: 'push.invalid_subscription',
      errors: [expect.stringMatching(/^subscription\.keys\.p256dh: /), expect.any(String)],
    });
    const noAccount = await t.api('GET', 'play/pwa/start');
    expect(noAccount.statusCode).toBe(400);
    expect(errorOf(noAccount).code).toBe('pwa.business_missing');
  });

  it('the start rate limit, with the seconds to wait', async () => {
    let res = await start(wordle.publicId);
    for (let i = 0; i < 60 && res.statusCode !== 429; i++) res = await start(wordle.publicId);
    expect(res.statusCode).toBe(429);
    const body = errorOf(res);
    expect(body.code).toBe('play.rate_limited');
    expect(body.params).toEqual({ seconds: Number(res.headers['retry-after']) });
  });
});
