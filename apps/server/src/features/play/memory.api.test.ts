import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GameResponse, StartSessionResponse, type PlaySession } from '@playdesk/contract';
import { gameplays } from '../../db/schema.js';
import { fileTestContext } from '../../test/harness.js';

/**
 * Memory is refereed by the server (issue 37 §5): the board is dealt from the play's seed on the
 * server, a flip reveals that card's face only, and no response — the start, a move, a reload —
 * carries a face the player has not turned over.
 */

const t = await fileTestContext();
const owner = await t.login('owner@playdesk.test');

/** Words no other word contains, so a word found in a response is that pair's face. */
const TEXTS = ['Quokka', 'Narwhal', 'Axolotl', 'Pangolin', 'Okapi', 'Tapir', 'Dugong', 'Fossa'];
const PAIRS = TEXTS.map((text, i) => ({
  text,
  image: i % 2 === 0 ? `https://cdn.example.com/card-${text.toLowerCase()}.png` : null,
}));

async function create(content: unknown, difficulty = 'easy') {
  return t.api('POST', 'games', {
    ...owner,
    body: { type: 'memory', name: 'Animal Memory', status: 'published', difficulty, content },
  });
}

async function publish(content: unknown = { pairs: PAIRS }, difficulty = 'easy') {
  const res = await create(content, difficulty);
  expect(res.statusCode, res.body).toBe(201);
  return GameResponse.parse(res.json()).game.public_id;
}

interface Play {
  id: string;
  headers: Record<string, string>;
  /** Card → pair index, read from the stored state (the test's, never the player's). */
  deck: number[];
  session: PlaySession;
  startBody: string;
}

async function start(gameId: string): Promise<Play> {
  const res = await t.api('POST', `play/games/${gameId}/sessions`, { body: {} });
  expect(res.statusCode, res.body).toBe(201);
  const { session, player_token } = StartSessionResponse.parse(res.json());
  const [row] = await t.db.select().from(gameplays).where(eq(gameplays.id, session.session_id));
  const { deck } = row!.state as { deck: number[] };
  return {
    id: session.session_id,
    headers: { 'x-player': player_token! },
    deck,
    session,
    startBody: res.body,
  };
}

function flip(play: Play, card: unknown) {
  return t.api('POST', `play/sessions/${play.id}/actions`, {
    body: { action: { type: 'flip', card } },
    headers: play.headers,
  });
}

/** The faces a response body names: the pairs' texts and picture addresses found in it. */
function facesIn(body: string): string[] {
  return PAIRS.flatMap((p) => [p.text, p.image]).filter(
    (face): face is string => face !== null && body.includes(face),
  );
}

describe('Memory content', () => {
  it('is checked when saved, with a message for each problem', async () => {
    const cases: [unknown, string][] = [
      [{ pairs: PAIRS.slice(0, 3) }, 'content.pairs: Add at least 4 pairs'],
      [
        { pairs: [...PAIRS, ...PAIRS.slice(0, 5).map((p) => ({ text: `${p.text}x` }))] },
        'Use at most 12 pairs',
      ],
      [
        { pairs: [...PAIRS.slice(0, 4), { text: 'quokka' }] },
        'content.pairs.4.text: Two pairs have the same text',
      ],
      [
        { pairs: [...PAIRS.slice(0, 4), { text: 'Emu', image: PAIRS[0]!.image }] },
        'content.pairs.4.image: Two pairs have the same picture',
      ],
      [
        { pairs: [...PAIRS.slice(0, 4), { text: 'Emu', image: 'http://x.test/a.png' }] },
        'secure https://',
      ],
      [
        { pairs: [...PAIRS.slice(0, 4), { text: '   ' }] },
        'content.pairs.4.text: Enter the card’s text',
      ],
      [{ pairs: [...PAIRS.slice(0, 4), { text: 'x'.repeat(41) }] }, 'at most 40 characters'],
      [{ pairs: 'Quokka' }, 'content.pairs: Add at least 4 pairs'],
    ];
    for (const [content, message] of cases) {
      const res = await create(content);
      expect(res.statusCode, JSON.stringify(content)).toBe(400);
      expect(res.json<{ errors: string[] }>().errors.join('\n')).toContain(message);
    }
    const ok = await create({ pairs: PAIRS.slice(0, 4) });
    expect(ok.statusCode, ok.body).toBe(201);
    const game = GameResponse.parse(ok.json()).game;
    expect(game.content).toEqual({
      pairs: PAIRS.slice(0, 4).map((p, i) => ({ id: `c${i + 1}`, ...p })),
    });
  });
});

describe('a Memory play', () => {
  it('never sends a face before its card is turned over: not at the start, a move or a reload', async () => {
    const gameId = await publish();
    const play = await start(gameId);
    expect(play.deck).toHaveLength(12);
    expect(facesIn(play.startBody)).toEqual([]);
    const view = play.session.view as { cards: { face: unknown }[] };
    expect(view.cards.every((c) => c.face === null)).toBe(true);

    // Turn the cards over in order, each move two neighbours, remembering nothing.
    const turned = new Set<number>();
    const [row] = await t.db.select().from(gameplays).where(eq(gameplays.id, play.id));
    const dealt = (row!.state as { pairs: { text: string; image: string | null }[] }).pairs;
    for (let card = 0; card < play.deck.length; card++) {
      const res = await flip(play, card);
      expect(res.statusCode, res.body).toBe(200);
      turned.add(card);
      // The faces this response may name: those of the cards turned over so far.
      const allowed = new Set(
        [...turned].flatMap((c) => {
          const pair = dealt[play.deck[c]!]!;
          return [pair.text, pair.image].filter((f) => f !== null);
        }),
      );
      for (const face of facesIn(res.body)) expect(allowed).toContain(face);
      const session = res.json<{ session: PlaySession }>().session;
      const cards = (session.view as { cards: { face: { text: string } | null }[] }).cards;
      expect(cards[card]!.face?.text).toBe(dealt[play.deck[card]!]!.text);
      const reload = await t.api('GET', `play/sessions/${play.id}`, { headers: play.headers });
      expect(reload.statusCode).toBe(200);
      for (const face of facesIn(reload.body)) expect(allowed).toContain(face);
      if (session.outcome.status !== 'playing') break;
    }
  });

  it('plays to a win scored from its moves and time, and counts on the leader board', async () => {
    const gameId = await publish({ pairs: PAIRS.slice(0, 4) }, 'normal');
    const play = await start(gameId);
    let last = play.session;
    const done = new Set<number>();
    for (let card = 0; card < play.deck.length; card++) {
      if (done.has(card)) continue;
      const partner = play.deck.findIndex((p, i) => i !== card && p === play.deck[card]);
      for (const c of [card, partner]) {
        const res = await flip(play, c);
        expect(res.statusCode, res.body).toBe(200);
        last = res.json<{ session: PlaySession }>().session;
        done.add(c);
      }
    }
    expect(last.outcome).toMatchObject({ status: 'won', reason: 'solved' });
    // 30 points, 10 − 4 moves left, and a point per 10 s of the 150 s left.
    expect(last.outcome.score).toBeGreaterThanOrEqual(30 + 6 + 14);
    expect(last.outcome.score).toBeLessThanOrEqual(30 + 6 + 15);
    const board = await t.api('GET', `play/games/${gameId}/leaderboard`, { headers: play.headers });
    expect(board.json<{ me: { score: number } }>().me.score).toBe(last.outcome.score);
  });

  it('refuses forged and replayed flips with their codes, and moves after the end', async () => {
    const gameId = await publish({ pairs: PAIRS.slice(0, 4) });
    const play = await start(gameId);
    const refused = async (card: unknown, status: number, code: string) => {
      const res = await flip(play, card);
      expect(res.statusCode, `${JSON.stringify(card)}: ${res.body}`).toBe(status);
      expect(res.json()).toMatchObject({ code });
    };
    // Past the board's 8 cards: the engine's refusal. Not a card number at all (negative, not a
    // whole number, past the largest board): the action's schema, before the engine.
    for (const card of [8, 23]) await refused(card, 422, 'move.card_not_on_board');
    for (const card of [24, 1_000_000, -1, 2.5, '3', null])
      await refused(card, 400, 'move.invalid');
    const other = await t.api('POST', `play/sessions/${play.id}/actions`, {
      body: { action: { type: 'peek', card: 0 } },
      headers: play.headers,
    });
    expect(other.json()).toMatchObject({ code: 'move.invalid' });

    const partner = play.deck.findIndex((p, i) => i !== 0 && p === play.deck[0]);
    expect((await flip(play, 0)).statusCode).toBe(200);
    // The same flip sent again: the card is already face up.
    await refused(0, 422, 'move.card_face_up');
    expect((await flip(play, partner)).statusCode).toBe(200);
    // The found pair's flips replayed.
    await refused(0, 422, 'move.card_matched');
    await refused(partner, 422, 'move.card_matched');

    // Another player's session is not this one's.
    const stranger = await start(gameId);
    const res = await t.api('POST', `play/sessions/${play.id}/actions`, {
      body: { action: { type: 'flip', card: 1 } },
      headers: stranger.headers,
    });
    expect(res.statusCode).toBe(404);

    // Used up: every move a miss until the limit (12 moves on easy for 4 pairs).
    const a = play.deck.findIndex((p) => p !== play.deck[0]);
    const b = play.deck.findIndex((p, i) => i !== a && p !== play.deck[0] && p !== play.deck[a]);
    let last: PlaySession | null = null;
    for (let move = 1; move < 12; move++) {
      for (const card of [a, b]) {
        const r = await flip(play, card);
        expect(r.statusCode, r.body).toBe(200);
        last = r.json<{ session: PlaySession }>().session;
      }
    }
    expect(last!.outcome).toEqual({ status: 'lost', score: 0, reason: 'out_of_moves' });
    await refused(a, 422, 'play.session_over');
  });
});
