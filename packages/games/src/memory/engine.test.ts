import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, DIFFICULTY_POINTS } from '../constants.js';
import type { Difficulty } from '../constants.js';
import { MEMORY, memoryMoveLimit } from './constants.js';
import { memoryContentSchema } from './content.js';
import type { MemoryContent, MemoryContentInput } from './content.js';
import { dealBoard, memoryEngine } from './engine.js';
import type { MemoryAction, MemoryState } from './engine.js';
import { memoryViewSchema } from './view-model.js';

const T0 = 1_700_000_000_000;

/** Texts no other text contains, so a text found in a view is that pair's face. */
const face = (i: number) => `face${i}z`;

function contentOf(count: number, images = false): MemoryContent {
  const pairs = Array.from({ length: count }, (_, i) => ({
    text: face(i),
    image: images ? `/play/demo/pic-${i}.svg` : null,
  }));
  return memoryContentSchema.parse({ pairs });
}

function startGame(difficulty: Difficulty = 'easy', seed = 7, count = 8): MemoryState {
  return memoryEngine.start(contentOf(count), { difficulty, seed, now: T0 });
}

function flip(state: MemoryState, card: number, now = T0 + 1000): MemoryState {
  const result = memoryEngine.apply(state, { type: 'flip', card }, { now });
  if (!result.ok) throw new Error(`expected ok, got ${result.code}: ${result.error}`);
  return result.state;
}

/** The refusal as `code`. */
function refusal(state: MemoryState, action: unknown, now = T0 + 1000): string {
  const result = memoryEngine.apply(state, action as MemoryAction, { now });
  if (result.ok) throw new Error('expected the flip to be refused');
  expect(result.error).not.toBe('');
  return result.code;
}

/** The other card of `card`'s pair (the test may read the deck; a player may not). */
function partnerOf(state: MemoryState, card: number): number {
  return state.deck.findIndex((pair, i) => i !== card && pair === state.deck[card]);
}

/** Two cards of different pairs. */
function missPair(state: MemoryState): [number, number] {
  const second = state.deck.findIndex((pair) => pair !== state.deck[0]);
  return [0, second];
}

/** Plays every pair at once, as a player who knew the board would. */
function solve(state: MemoryState, now = T0 + 1000): MemoryState {
  let s = state;
  for (let card = 0; card < s.deck.length && s.status === 'playing'; card++) {
    if (s.found.includes(s.deck[card]!)) continue;
    s = flip(flip(s, card, now), partnerOf(s, card), now);
  }
  return s;
}

describe('memory content', () => {
  const pairs = (n: number) => Array.from({ length: n }, (_, i) => ({ text: `Card ${i}` }));
  const uploaded = `/media/${'ab12'.repeat(8)}.png`;

  it('takes 4 to 12 pairs of texts or pictures and gives each an id', () => {
    const parsed = memoryContentSchema.parse({
      pairs: [
        { text: ' Espresso ', image: uploaded },
        { text: 'Latte', image: '/play/demo/memory-latte.svg' },
        { text: 'Mocha', image: 'https://cdn.example.com/mocha.png', id: 'mocha' },
        { text: 'Tea', image: '' },
      ],
    } satisfies MemoryContentInput);
    expect(parsed.pairs).toEqual([
      { id: 'c1', text: 'Espresso', image: uploaded },
      { id: 'c2', text: 'Latte', image: '/play/demo/memory-latte.svg' },
      { id: 'mocha', text: 'Mocha', image: 'https://cdn.example.com/mocha.png' },
      { id: 'c4', text: 'Tea', image: null },
    ]);
    expect(memoryContentSchema.safeParse({ pairs: pairs(12) }).success).toBe(true);
  });

  it.each([
    [{}, 'Add at least 4 pairs'],
    [{ pairs: pairs(3) }, 'Add at least 4 pairs'],
    [{ pairs: pairs(13) }, 'Use at most 12 pairs'],
    [{ pairs: [...pairs(3), { text: '  ' }] }, 'Enter the card’s text'],
    [{ pairs: [...pairs(3), { text: 'x'.repeat(41) }] }, 'at most 40 characters'],
    [{ pairs: [...pairs(3), { text: 'card 0' }] }, 'Two pairs have the same text'],
    [
      { pairs: pairs(4).map((p) => ({ ...p, image: 'https://x.test/same.png' })) },
      'Two pairs have the same picture',
    ],
    [{ pairs: pairs(4).map((p) => ({ ...p, id: 'same' })) }, 'Two pairs have the same id'],
    [{ pairs: [...pairs(3), { text: 'A', image: 'javascript:alert(1)' }] }, 'Use an https://'],
    [{ pairs: [...pairs(3), { text: 'A', image: 'http://x.test/a.png' }] }, 'secure https://'],
  ])('refuses %j with a clear message', (input, message) => {
    const result = memoryContentSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });

  it('points at the pair in the way', () => {
    const result = memoryContentSchema.safeParse({ pairs: [...pairs(4), { text: 'CARD 1' }] });
    expect(result.error?.issues[0]?.path).toEqual(['pairs', 4, 'text']);
  });
});

describe('the deal', () => {
  it('puts each pair of the difficulty on exactly two cards, the same for the same seed', () => {
    for (const difficulty of DIFFICULTIES) {
      const { pairs, deck } = dealBoard(contentOf(12), difficulty, 99);
      expect(pairs).toHaveLength(MEMORY.pairs[difficulty]);
      expect(deck).toHaveLength(MEMORY.pairs[difficulty] * 2);
      for (let p = 0; p < pairs.length; p++) expect(deck.filter((d) => d === p)).toHaveLength(2);
      expect(dealBoard(contentOf(12), difficulty, 99)).toEqual({ pairs, deck });
    }
  });

  it('plays every pair of a smaller content, and draws from a larger one', () => {
    expect(dealBoard(contentOf(4), 'hard', 1).pairs).toHaveLength(4);
    const drawn = new Set<string>();
    for (let seed = 0; seed < 40; seed++)
      for (const p of dealBoard(contentOf(12), 'easy', seed).pairs) drawn.add(p.text);
    expect(drawn.size).toBe(12);
  });

  it('deals other boards for other seeds', () => {
    const boards = new Set(
      Array.from({ length: 20 }, (_, seed) => dealBoard(contentOf(8), 'normal', seed).deck.join()),
    );
    expect(boards.size).toBeGreaterThan(15);
  });

  it('starts with every card face down, the limits of the difficulty and no score', () => {
    const state = startGame('normal', 3, 12);
    const view = memoryEngine.view(state, T0);
    expect(view.cards).toHaveLength(16);
    expect(view.cards.every((c) => c.face === null && !c.matched)).toBe(true);
    expect(view).toMatchObject({
      pair_count: 8,
      pairs_found: 0,
      moves: 0,
      move_limit: 20,
      missed: false,
      time_left_seconds: 150,
      status: 'playing',
      reason: null,
      score: 0,
    });
    expect(JSON.stringify(view)).not.toMatch(/face\d+z/);
    expect(memoryEngine.timeLimitSeconds('hard')).toBe(180);
    expect(memoryMoveLimit(12, 'hard')).toBe(27);
    expect(memoryMoveLimit(6, 'easy')).toBe(18);
  });
});

describe('flips', () => {
  it('shows only the card turned over', () => {
    const state = flip(startGame(), 3);
    const view = memoryEngine.view(state, T0 + 1000);
    const text = state.pairs[state.deck[3]!]!.text;
    expect(view.cards[3]).toEqual({ face: { text, image: null }, matched: false });
    expect(view.cards.filter((c) => c.face !== null)).toHaveLength(1);
    expect(view.moves).toBe(0);
  });

  it('keeps a pair face up and counts the move', () => {
    const start = startGame();
    const state = flip(flip(start, 0), partnerOf(start, 0));
    const view = memoryEngine.view(state, T0 + 1000);
    expect(view.cards[0]!.matched).toBe(true);
    expect(view.cards[partnerOf(start, 0)]!.matched).toBe(true);
    expect(view).toMatchObject({ pairs_found: 1, moves: 1, missed: false });
  });

  it('shows a missed pair until the next flip turns it back', () => {
    const start = startGame();
    const [a, b] = missPair(start);
    const missed = flip(flip(start, a), b);
    let view = memoryEngine.view(missed, T0 + 1000);
    expect(view).toMatchObject({ missed: true, moves: 1, pairs_found: 0 });
    expect(view.cards.filter((c) => c.face !== null)).toHaveLength(2);

    const third = start.deck.findIndex((_, i) => i !== a && i !== b);
    view = memoryEngine.view(flip(missed, third), T0 + 1000);
    expect(view.missed).toBe(false);
    expect(view.cards.flatMap((c, i) => (c.face ? [i] : []))).toEqual([third]);
  });

  it('lets the next move start with a card of the missed pair', () => {
    const start = startGame();
    const [a, b] = missPair(start);
    const state = flip(flip(flip(start, a), b), b);
    expect(state.open).toEqual([b]);
    expect(flip(state, partnerOf(start, b)).found).toEqual([start.deck[b]]);
  });

  it('refuses a card not on the board, face up or already found, and other moves', () => {
    const start = startGame('easy', 7, 6);
    expect(start.deck).toHaveLength(12);
    for (const card of [12, 23, 24, 99, -1, 1.5, '3', null])
      expect(refusal(start, { type: 'flip', card })).toBe('move.card_not_on_board');
    expect(refusal(start, { type: 'flip' })).toBe('move.card_not_on_board');
    expect(refusal(start, { type: 'solve' })).toBe('move.invalid');
    expect(refusal(start, { type: 'reveal', card: 1 })).toBe('move.invalid');
    expect(refusal(start, null)).toBe('move.invalid');

    const one = flip(start, 4);
    expect(refusal(one, { type: 'flip', card: 4 })).toBe('move.card_face_up');
    const paired = flip(one, partnerOf(start, 4));
    expect(refusal(paired, { type: 'flip', card: 4 })).toBe('move.card_matched');
    expect(refusal(paired, { type: 'flip', card: partnerOf(start, 4) })).toBe('move.card_matched');
  });

  it('wins when the last pair is found, with the moves and time left as a bonus', () => {
    const start = startGame('normal', 11, 8);
    const won = solve(start, T0 + 42_000);
    const outcome = memoryEngine.outcome(won, T0 + 60_000);
    // 30 points, 20 − 8 moves left, 108 s left: 10 points.
    expect(outcome).toEqual({ status: 'won', score: 30 + 12 + 10, reason: 'solved' });
    const view = memoryEngine.view(won, T0 + 90_000);
    expect(view).toMatchObject({ status: 'won', reason: 'solved', pairs_found: 8, score: 52 });
    expect(view.time_left_seconds).toBe(108);
    expect(view.cards.every((c) => c.matched && c.face !== null)).toBe(true);
    expect(refusal(won, { type: 'flip', card: 0 })).toBe('play.session_over');
  });

  it('loses when a move reaches the limit with pairs left', () => {
    let state = startGame('easy', 5, 4);
    expect(state.move_limit).toBe(12);
    const [a, b] = missPair(state);
    for (let move = 0; move < 12; move++) state = flip(flip(state, a), b);
    expect(memoryEngine.outcome(state, T0 + 2000)).toEqual({
      status: 'lost',
      score: 0,
      reason: 'out_of_moves',
    });
    expect(refusal(state, { type: 'flip', card: 2 })).toBe('play.session_over');
  });

  it('is lost when the time runs out, even without a move', () => {
    const state = flip(startGame('hard'), 0);
    const late = T0 + 180_000;
    expect(memoryEngine.outcome(state, late)).toEqual({
      status: 'lost',
      score: 0,
      reason: 'timeout',
    });
    expect(memoryEngine.view(state, late)).toMatchObject({
      status: 'lost',
      reason: 'timeout',
      time_left_seconds: 0,
    });
    expect(refusal(state, { type: 'flip', card: 1 }, late)).toBe('play.time_up');
  });
});

describe('memory properties', () => {
  const flipArb = fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 0, max: 23 }) },
    { weight: 1, arbitrary: fc.integer({ min: -3, max: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom(1.5, '2', null, undefined) },
  );
  const movesArb = fc.array(
    fc.record({
      card: flipArb,
      // Below the play's skill: the partner of the face-up card, so plays get far.
      luck: fc.integer({ min: 0, max: 9 }),
      junk: fc.integer({ min: 0, max: 30 }),
      dt: fc.oneof(fc.integer({ min: 0, max: 800 }), fc.integer({ min: 0, max: 12_000 })),
    }),
    { maxLength: 60, size: 'max' },
  );

  it('never crashes, keeps its limits, wins exactly when every pair is found, and never shows a face not turned over', () => {
    const ends = new Set<string>();
    fc.assert(
      fc.property(
        fc.constantFrom(...DIFFICULTIES),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 4, max: 12 }),
        fc.constantFrom(0, 5, 9),
        movesArb,
        (difficulty, seed, count, skill, moves) => {
          const content = contentOf(count);
          let state = memoryEngine.start(content, { difficulty, seed, now: T0 });
          let now = T0;
          const turned = new Set<number>();
          const check = () => {
            const view = memoryEngine.view(state, now);
            expect(memoryViewSchema.safeParse(view).success).toBe(true);
            const outcome = memoryEngine.outcome(state, now);
            // A face shows only on a card turned over, and on it only while it is face up.
            view.cards.forEach((card, i) => {
              const pair = state.pairs[state.deck[i]!]!;
              if (card.face) {
                expect(turned.has(i)).toBe(true);
                expect(card.face.text).toBe(pair.text);
              }
              expect(card.face !== null).toBe(card.matched || state.open.includes(i));
            });
            // No text of a pair neither of whose cards was turned over is anywhere in the view.
            const json = JSON.stringify(view);
            state.pairs.forEach((pair, p) => {
              const seen = state.deck.some((d, i) => d === p && turned.has(i));
              if (!seen) expect(json).not.toContain(pair.text);
            });
            // Won exactly when every pair is found, by a move within the limit.
            const all = state.found.length === state.pairs.length;
            expect(outcome.status === 'won').toBe(all);
            expect(state.moves).toBeLessThanOrEqual(state.move_limit);
            expect(state.open.length).toBeLessThanOrEqual(2);
            // Score bounds: nothing unless won; a win is worth its points, plus at most the bonus.
            const max =
              DIFFICULTY_POINTS[difficulty] +
              state.move_limit +
              Math.floor(MEMORY.timeSeconds[difficulty] / MEMORY.secondsPerPoint);
            if (outcome.status === 'won') {
              expect(outcome.score).toBeGreaterThanOrEqual(DIFFICULTY_POINTS[difficulty]);
              expect(outcome.score).toBeLessThanOrEqual(max);
            } else expect(outcome.score).toBe(0);
            expect(view.score).toBe(outcome.score);
          };
          check();
          for (const move of moves) {
            now += move.dt;
            const first = state.open.length === 1 ? state.open[0]! : -1;
            const card =
              move.luck < skill && first >= 0
                ? state.deck.findIndex((d, i) => i !== first && d === state.deck[first])
                : typeof move.card === 'number' &&
                    Number.isInteger(move.card) &&
                    move.junk % 4 !== 0
                  ? Math.abs(move.card) % state.deck.length
                  : move.card;
            const action = move.junk === 0 ? { type: 'peek', card } : { type: 'flip', card };
            const result = memoryEngine.apply(state, action as MemoryAction, { now });
            if (result.ok) {
              turned.add(card as number);
              expect(result.state.flips.at(-1)).toBe(card);
              state = result.state;
            } else {
              expect(result.code).toMatch(/^(move|play)\./);
            }
            check();
          }
          ends.add(memoryEngine.outcome(state, now).reason ?? 'playing');
        },
      ),
      { numRuns: 150 },
    );
    // The plays reach every end.
    expect([...ends].sort()).toEqual(['out_of_moves', 'playing', 'solved', 'timeout']);
  }, 30_000);

  it('is deterministic: the same seed and flips give the same states', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.array(fc.integer({ min: 0, max: 15 }), { maxLength: 40 }),
        (seed, cards) => {
          const play = () => {
            let state = startGame('normal', seed, 10);
            for (const card of cards) {
              const result = memoryEngine.apply(state, { type: 'flip', card }, { now: T0 + 5 });
              if (result.ok) state = result.state;
            }
            return state;
          };
          expect(play()).toEqual(play());
        },
      ),
      { numRuns: 100 },
    );
  });

  it('lets a player who remembers every card win at every difficulty, within 2 moves a pair', () => {
    for (const difficulty of DIFFICULTIES) {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
          let state = startGame(difficulty, seed, 12);
          // Cards seen face down since, by pair; cards never turned over, in board order.
          const seen = new Map<number, number[]>();
          const unseen = state.deck.map((_, i) => i);
          const turnOver = (card: number) => {
            state = flip(state, card);
            const pair = state.deck[card]!;
            if (unseen.includes(card)) unseen.splice(unseen.indexOf(card), 1);
            const known = seen.get(pair) ?? [];
            if (!known.includes(card)) seen.set(pair, [...known, card]);
            if (state.found.includes(pair)) seen.delete(pair);
          };
          while (state.status === 'playing') {
            const known = [...seen.values()].find((cards) => cards.length === 2);
            if (known) {
              turnOver(known[0]!);
              turnOver(known[1]!);
              continue;
            }
            const first = unseen[0]!;
            const partner = seen.get(state.deck[first]!)?.[0];
            turnOver(first);
            turnOver(partner ?? unseen[0]!);
          }
          expect(state.status).toBe('won');
          expect(state.moves).toBeLessThanOrEqual(state.pairs.length * 2);
        }),
        { numRuns: 40 },
      );
    }
  });
});
