/**
 * The live show's WebSocket (docs/live.md#protocol): hello, the state pushed on every change, an
 * answer over the socket, a reconnection, and bad messages — each answered with an error frame,
 * the instance still serving afterwards. Also the rate limits of joins and answers.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  GameResponse,
  LiveServerMessage,
  LiveSessionResponse,
  type LiveView,
} from '@playdesk/contract';
import { LIVE_PERSONALITY_TEST } from '@playdesk/games/live/personality-fixture';
import { createTestContext, fileTestContext } from '../../test/harness.js';
import { demoGame } from '../../test/fixtures.js';

const t = await fileTestContext({
  LIVE_JOIN_RATE_LIMIT_PER_MINUTE: '5',
  LIVE_ANSWER_RATE_LIMIT_PER_MINUTE: '3',
});
const owner = await t.login('owner@playdesk.test');
const quiz = (await demoGame(t, 'Demo Coffee Co.', 'Coffee Lovers Quiz')).publicId;

/** The part of a `ws` client socket used here. */
interface Client {
  send(data: string | Buffer): void;
  close(): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
}

const clients: Client[] = [];
afterAll(() => clients.forEach((c) => c.terminate()));

/** A socket to a show, collecting what the server sends. */
async function connect(code: string) {
  const ws = (await t.app.injectWS(`/services/live/${code}/socket`)) as unknown as Client;
  clients.push(ws);
  const got: LiveServerMessage[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (data) => {
    got.push(LiveServerMessage.parse(JSON.parse(data.toString())));
    waiters.splice(0).forEach((w) => w());
  });
  /** The first message (after `from`) that `match` accepts. */
  const next = async (
    match: (m: LiveServerMessage) => boolean,
    from = 0,
  ): Promise<LiveServerMessage> => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = got.slice(from).find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such message; got ${JSON.stringify(got)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };
  const state = (match: (v: LiveView) => boolean, from = 0) =>
    next((m) => m.type === 'state' && match(m.view), from).then(
      (m) => (m as { view: LiveView }).view,
    );
  const error = (from = 0) =>
    next((m) => m.type === 'error', from) as Promise<{ code: string; message: string }>;
  const send = (message: unknown) =>
    ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  return { ws, got, next, state, error, send };
}

async function open() {
  const res = await t.api('POST', 'live-sessions', { ...owner, body: { game: quiz } });
  return LiveSessionResponse.parse(res.json()).session;
}
const host = (id: string, command: string) =>
  t.api('POST', `live-sessions/${id}/commands`, { ...owner, body: { command } });
async function join(code: string, nickname: string) {
  const res = await t.api('POST', `play/live/${code}/join`, { body: { nickname } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ token: string }>().token;
}

describe('live socket', () => {
  it('pushes the show to the screen and the phones at once; a phone answers over it', async () => {
    const s = await open();
    const token = await join(s.code, 'Anna');
    const screen = await connect(s.code);
    screen.send({ v: 1, type: 'hello' });
    expect(await screen.state((v) => v.phase === 'lobby')).toMatchObject({ players: 1, me: null });
    const phone = await connect(s.code);
    phone.send({ v: 1, type: 'hello', token });
    expect((await phone.state((v) => v.phase === 'lobby')).me).toMatchObject({ nickname: 'Anna' });

    // Nothing of the question before it opens; then both get it when the host starts.
    expect(screen.got.some((m) => m.type === 'state' && m.view.question !== null)).toBe(false);
    const started = LiveSessionResponse.parse((await host(s.public_id, 'start')).json()).session;
    const onScreen = await screen.state((v) => v.phase === 'question');
    expect(onScreen.question!.text).toBe(started.view.question!.text);
    expect(onScreen.correct).toBeNull();
    await phone.state((v) => v.phase === 'question');

    const mark = phone.got.length;
    phone.send({ v: 1, type: 'answer', question: 0, option: started.host_correct! });
    expect(await phone.next((m) => m.type === 'answered', mark)).toMatchObject({ question: 0 });
    // The screen's count follows (gathered for a moment, not at every answer).
    expect((await screen.state((v) => v.answered === 1)).answered).toBe(1);
    phone.send({ v: 1, type: 'answer', question: 0, option: 1 });
    expect((await phone.error(mark)).code).toBe('live.already_answered');

    await host(s.public_id, 'reveal');
    const revealed = await phone.state((v) => v.phase === 'revealed');
    expect(revealed.correct).toBe(started.host_correct);
    expect(revealed.me!.points).toBeGreaterThanOrEqual(500);
  });

  it('a personality show: answers over the socket, the phone gets its outcome and the screen the counts at the end', async () => {
    const created = await t.api('POST', 'games', {
      ...owner,
      body: {
        type: 'personality',
        name: 'Live socket test',
        status: 'published',
        content: LIVE_PERSONALITY_TEST,
        settings: { participation: { rule: 'unlimited' } },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const game = GameResponse.parse(created.json()).game.public_id;
    const res = await t.api('POST', 'live-sessions', { ...owner, body: { game } });
    const s = LiveSessionResponse.parse(res.json()).session;
    const token = await join(s.code, 'Tess');
    const screen = await connect(s.code);
    screen.send({ v: 1, type: 'hello' });
    await screen.state((v) => v.phase === 'lobby');
    const phone = await connect(s.code);
    phone.send({ v: 1, type: 'hello', token });
    await phone.state((v) => v.phase === 'lobby');
    for (let q = 0; q < 3; q++) {
      await host(s.public_id, q === 0 ? 'start' : 'next');
      await phone.state((v) => v.phase === 'question' && v.question!.index === q);
      const mark = phone.got.length;
      // Slow, Slow, Calm: the tea (4 points) before the latte (1).
      phone.send({ v: 1, type: 'answer', question: q, option: q < 2 ? 2 : 0 });
      expect(await phone.next((m) => m.type === 'answered', mark)).toMatchObject({ question: q });
      await host(s.public_id, 'reveal');
      const revealed = await phone.state((v) => v.phase === 'revealed' && v.question!.index === q);
      expect(revealed).toMatchObject({ kind: 'personality', correct: null, top: null });
      expect(revealed.me).toMatchObject({ points: 0, score: 0, rank: null });
    }
    await host(s.public_id, 'next');
    const end = await phone.state((v) => v.phase === 'podium');
    expect(end.me!.outcome).toMatchObject({ id: 'tea', title: 'Tea soul' });
    const counts = await screen.state((v) => v.phase === 'podium');
    expect(counts.outcomes!.map((o) => [o.id, o.players])).toEqual([
      ['latte', 0],
      ['mocha', 0],
      ['tea', 1],
    ]);
    expect(counts.me).toBeNull();
  });

  it('lets a phone that lost its connection back in with its score and the time left', async () => {
    const s = await open();
    const token = await join(s.code, 'Ben');
    const first = await connect(s.code);
    first.send({ v: 1, type: 'hello', token });
    const started = LiveSessionResponse.parse((await host(s.public_id, 'start')).json()).session;
    await first.state((v) => v.phase === 'question');
    first.send({ v: 1, type: 'answer', question: 0, option: started.host_correct! });
    await first.next((m) => m.type === 'answered');
    await host(s.public_id, 'reveal');
    await host(s.public_id, 'next');
    first.ws.terminate();
    // A new socket (another instance, after a tunnel): the token is all it needs.
    const again = await connect(s.code);
    again.send({ v: 1, type: 'hello', token });
    const view = await again.state((v) => v.phase === 'question');
    expect(view.question!.index).toBe(1);
    expect(view.question!.time_left_ms).toBeGreaterThan(0);
    expect(view.me!.score).toBeGreaterThanOrEqual(500);
    expect(view.me!.answer).toBeNull();
  });

  it('answers every bad message with an error frame, and keeps serving', async () => {
    const s = await open();
    const c = await connect(s.code);
    const bad: unknown[] = [
      'not json',
      '[1,2]',
      'null',
      { v: 2, type: 'hello' },
      { v: 1, type: 'shout' },
      { v: 1, type: 'hello', token: 'x'.repeat(200) },
      { v: 1, type: 'answer', question: 'one', option: 0 },
      { v: 1, type: 'hello', extra: true },
    ];
    for (const [i, message] of bad.entries()) {
      const mark = c.got.length;
      c.send(message);
      const frame = await c.error(mark);
      expect(frame.code, `message ${i}`).toBe('live.bad_message');
    }
    // Binary frames are not the protocol either.
    let mark = c.got.length;
    c.ws.send(Buffer.from([0, 1, 2]));
    expect((await c.error(mark)).code).toBe('live.bad_message');
    // An answer before hello, and a hello with a token of nobody.
    mark = c.got.length;
    c.send({ v: 1, type: 'answer', question: 0, option: 0 });
    expect((await c.error(mark)).code).toBe('live.not_joined');
    mark = c.got.length;
    c.send({ v: 1, type: 'hello', token: 'nobody' });
    expect((await c.error(mark)).code).toBe('live.not_joined');
    // The same socket still works, and so does the instance.
    mark = c.got.length;
    c.send({ v: 1, type: 'ping' });
    expect((await c.next((m) => m.type === 'pong', mark)).type).toBe('pong');
    expect((await t.api('GET', 'health')).statusCode).toBe(200);
    // A code that is no show's.
    const lost = await connect('ZZZZZZ');
    lost.send({ v: 1, type: 'hello' });
    expect((await lost.error()).code).toBe('live.not_found');
  });

  it('answers a message over 1 KB with an error frame, and the socket stays usable', async () => {
    const s = await open();
    const c = await connect(s.code);
    for (const size of [1025, 20_000]) {
      const mark = c.got.length;
      c.send({ v: 1, type: 'ping', pad: 'x'.repeat(size) });
      const frame = await c.error(mark);
      expect(frame.code).toBe('live.bad_message');
      expect(frame.message).toMatch(/1024 bytes/);
    }
    // Still open: the hello after it is answered with the show.
    const mark = c.got.length;
    c.send({ v: 1, type: 'hello' });
    expect((await c.state((v) => v.phase === 'lobby', mark)).code).toBe(s.code);
  });

  it('refuses a flood of messages on one socket with error frames', async () => {
    const s = await open();
    const c = await connect(s.code);
    for (let i = 0; i < 25; i++) c.send({ v: 1, type: 'ping' });
    const limited = await c.next((m) => m.type === 'error');
    expect(limited).toMatchObject({ code: 'play.rate_limited' });
    expect(c.got.filter((m) => m.type === 'pong').length).toBeLessThanOrEqual(20);
  });
});

describe('live rate limits', () => {
  it('limits answers per player, over REST and the socket alike', async () => {
    const s = await open();
    const token = await join(s.code, 'Cleo');
    await host(s.public_id, 'start');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.api('POST', `play/live/${s.code}/answers`, {
        headers: { 'x-live-player': token },
        body: { question: 0, option: 0 },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json()).toMatchObject({ code: 'play.rate_limited' });
    }
    // One counted, two refused as already answered, the fourth over the limit of 3 a minute.
    expect(statuses).toEqual([200, 409, 409, 429]);
    const c = await connect(s.code);
    c.send({ v: 1, type: 'hello', token });
    await c.state(() => true);
    c.send({ v: 1, type: 'answer', question: 0, option: 0 });
    expect((await c.error()).code).toBe('play.rate_limited');
  });

  it('limits joins per client address', async () => {
    const s = await open();
    const codes: number[] = [];
    // Earlier tests of this file joined from the same address; the limit is 5 a minute.
    for (let i = 0; i < 6; i++) {
      const res = await t.api('POST', `play/live/${s.code}/join`, {
        body: { nickname: `Player ${i}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toContain(429);
    expect(codes.filter((c) => c === 201).length).toBeLessThanOrEqual(5);
  });
});

describe('the live socket heartbeat (docs/live.md#heartbeat)', () => {
  it('closes a socket silent since the last ping; one that answers stays open', async () => {
    const h = await createTestContext({ LIVE_HEARTBEAT_SECONDS: '1' });
    try {
      const me = await h.login('owner@playdesk.test');
      const created = await h.api('POST', 'live-sessions', { ...me, body: { game: quiz } });
      const s = LiveSessionResponse.parse(created.json()).session;
      const tokens: string[] = [];
      for (const nickname of ['Alive', 'Tunnel']) {
        const res = await h.api('POST', `play/live/${s.code}/join`, { body: { nickname } });
        expect(res.statusCode, res.body).toBe(201);
        tokens.push(res.json<{ token: string }>().token);
      }
      const closed = new Map<string, boolean>();
      const sockets = await Promise.all(
        ['Alive', 'Tunnel'].map(async (name, i) => {
          const ws = (await h.app.injectWS(`/services/live/${s.code}/socket`, undefined, {
            // A browser answers the server's ping frames by itself (injectWS's client does not:
            // it answers here); a phone whose network died answers nothing.
            onInit: (socket: { on(e: 'ping', f: () => void): void; pong(): void }) => {
              if (name === 'Alive') socket.on('ping', () => socket.pong());
            },
          })) as unknown as Client & { on(event: 'close', listener: () => void): void };
          clients.push(ws);
          closed.set(name, false);
          ws.on('close', () => closed.set(name, true));
          ws.send(JSON.stringify({ v: 1, type: 'hello', token: tokens[i] }));
          return ws;
        }),
      );
      // Ping at 1 s, found silent at 2 s: closed. The other answered both pings.
      const deadline = Date.now() + 5000;
      while (!closed.get('Tunnel') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(closed.get('Tunnel')).toBe(true);
      expect(closed.get('Alive')).toBe(false);
      // Still served: a state reaches the phone that answers.
      const got: string[] = [];
      sockets[0]!.on('message', (data) => got.push(data.toString()));
      await h.api('POST', `live-sessions/${s.public_id}/commands`, {
        ...me,
        body: { command: 'start' },
      });
      const until = Date.now() + 5000;
      while (!got.some((m) => m.includes('"phase":"question"')) && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(got.some((m) => m.includes('"phase":"question"'))).toBe(true);
      expect(closed.get('Alive')).toBe(false);
    } finally {
      await h.close();
    }
  });
});
