import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCRATCH } from '../constants.js';
import { createRng } from '../rng.js';
import { assignPrizeIds, scratchContentSchema, totalPrizeOdds } from './content.js';
import type { ScratchContentInput } from './content.js';
import { drawPrize, scratchEngine } from './engine.js';
import type { ScratchAction, ScratchState } from './engine.js';

const T0 = 1_700_000_000_000;

function startCard(input: ScratchContentInput, seed = 3): ScratchState {
  return scratchEngine.start(scratchContentSchema.parse(input), {
    difficulty: 'normal',
    seed,
    now: T0,
  });
}

const sureWin: ScratchContentInput = { prizes: [{ label: 'Free coffee', odds: 100 }] };
const sureLoss: ScratchContentInput = { prizes: [], no_luck_text: 'Try again tomorrow' };

function act(state: ScratchState, action: ScratchAction, now = T0 + 1000) {
  return scratchEngine.apply(state, action, { now });
}

function ok(result: ReturnType<typeof act>): ScratchState {
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

/** Odds in percent with at most two decimals, summing to at most 100. */
const prizesArb = fc
  .array(fc.integer({ min: 1, max: 10_000 }), { maxLength: 6 })
  .map((hundredths) => {
    let left = 10_000;
    return hundredths.flatMap((h, i) => {
      const odds = Math.min(h, left);
      left -= odds;
      return odds > 0 ? [{ id: `p${i}`, label: `Prize ${i}`, odds: odds / 100 }] : [];
    });
  });

describe('scratch content', () => {
  it('fills defaults and assigns ids', () => {
    expect(
      scratchContentSchema.parse({
        prizes: [
          { label: ' Mug ', odds: 12.5 },
          { id: 'p1', label: 'Pen', odds: 1 },
        ],
      }),
    ).toEqual({
      prizes: [
        { id: 'p1-2', label: 'Mug', odds: 12.5 },
        { id: 'p1', label: 'Pen', odds: 1 },
      ],
      cover_image: null,
      no_luck_text: 'No luck this time',
    });
    expect(scratchContentSchema.parse({}).prizes).toEqual([]);
  });

  it('accepts odds adding up to exactly 100 with decimals', () => {
    const prizes = [
      { label: 'A', odds: 33.33 },
      { label: 'B', odds: 33.33 },
      { label: 'C', odds: 33.34 },
    ];
    expect(scratchContentSchema.safeParse({ prizes }).success).toBe(true);
    expect(totalPrizeOdds(prizes)).toBe(100);
  });

  it.each([
    [{ prizes: [{ label: 'A', odds: 0 }] }, 'The odds must be more than 0 %'],
    [{ prizes: [{ label: 'A', odds: 101 }] }, 'The odds can be at most 100 %'],
    [{ prizes: [{ label: 'A', odds: 1.234 }] }, 'The odds can have at most 2 decimals'],
    [{ prizes: [{ label: 'A', odds: '5' }] }, 'Enter the odds as a percentage'],
    [{ prizes: [{ label: ' ', odds: 5 }] }, 'Enter the prize'],
    [
      {
        prizes: [
          { label: 'A', odds: 60 },
          { label: 'B', odds: 40.01 },
        ],
      },
      'The odds add up to 100.01 %; together they can be at most 100 %',
    ],
    [
      { prizes: Array.from({ length: 21 }, () => ({ label: 'A', odds: 1 })) },
      'Add at most 20 prizes',
    ],
    [
      {
        prizes: [
          { id: 'x', label: 'A', odds: 1 },
          { id: 'x', label: 'B', odds: 1 },
        ],
      },
      'Two prizes have the same id; ids must be unique',
    ],
  ])('refuses input %# with “$1”', (input, message) => {
    const result = scratchContentSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('gives unique ids to any prizes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.constantFrom('p1', 'p2', 'z'), { nil: undefined })),
        (ids) => {
          const distinct = ids.filter((id, i) => id === undefined || ids.indexOf(id) === i);
          const assigned = assignPrizeIds(distinct.map((id) => ({ id }))).map((p) => p.id);
          expect(new Set(assigned).size).toBe(assigned.length);
        },
      ),
    );
  });
});

describe('drawPrize', () => {
  it('draws with frequencies close to the odds over many seeds', () => {
    const draws = 10_000;
    fc.assert(
      fc.property(prizesArb, fc.nat({ max: 2 ** 31 }), (prizes, base) => {
        const counts = new Map<string, number>();
        for (let seed = base; seed < base + draws; seed++) {
          const prize = drawPrize(prizes, createRng(seed));
          const key = prize?.id ?? 'none';
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        const noLuck =
          (10_000 - prizes.reduce((sum, p) => sum + Math.round(p.odds * 100), 0)) / 10_000;
        const expected = [
          ...prizes.map((p) => [p.id, p.odds / 100] as const),
          ['none', noLuck] as const,
        ];
        for (const [key, p] of expected) {
          const tolerance = 5 * Math.sqrt((p * (1 - p)) / draws) + 1e-9;
          expect(Math.abs((counts.get(key) ?? 0) / draws - p)).toBeLessThanOrEqual(tolerance);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('never draws with no prizes and always draws a 100 % prize', () => {
    fc.assert(
      fc.property(fc.nat(), (seed) => {
        expect(drawPrize([], createRng(seed))).toBeNull();
        expect(drawPrize([{ odds: 100 }], createRng(seed))).toEqual({ odds: 100 });
      }),
    );
  });
});

describe('scratchEngine', () => {
  it('holds the prize the server drew (rewards by odds) instead of drawing its own', () => {
    const drawnArb = fc.option(
      fc.record({ id: fc.string({ minLength: 1 }), label: fc.string({ minLength: 1 }) }),
      { nil: null },
    );
    fc.assert(
      fc.property(prizesArb, fc.nat(), drawnArb, (prizes, seed, prize) => {
        const state = scratchEngine.start(scratchContentSchema.parse({ prizes }), {
          difficulty: 'normal',
          seed,
          now: T0,
          prize,
        });
        expect(state.prize).toEqual(prize);
        const done = ok(act(state, { type: 'scratch', percent: 100 }));
        expect(scratchEngine.outcome(done, T0 + 1000).status).toBe(prize ? 'won' : 'lost');
        expect(scratchEngine.view(done, T0 + 1000).result).toEqual(
          prize
            ? { kind: 'prize', prize_id: prize.id, label: prize.label }
            : { kind: 'no_luck', text: 'No luck this time' },
        );
      }),
    );
  });

  it('draws the same card for the same seed', () => {
    fc.assert(
      fc.property(prizesArb, fc.nat(), (prizes, seed) => {
        expect(startCard({ prizes }, seed)).toEqual(startCard({ prizes }, seed));
      }),
    );
  });

  it('reveals a prize once 60 % is scratched and scores 5', () => {
    let state = startCard(sureWin);
    state = ok(act(state, { type: 'scratch', percent: 30 }));
    expect(scratchEngine.view(state, T0 + 2000)).toMatchObject({
      revealed: false,
      percent: 30,
      result: null,
      status: 'playing',
    });
    expect(act(state, { type: 'reveal' })).toEqual({
      ok: false,
      code: 'move.scratch_more',
      error: 'Scratch more of the card first',
    });
    state = ok(act(state, { type: 'scratch', percent: 61.5 }, T0 + 3000));
    expect(scratchEngine.outcome(state, T0 + 3000)).toEqual({
      status: 'won',
      score: SCRATCH.points,
      reason: 'prize',
    });
    expect(scratchEngine.view(state, T0 + 100_000)).toEqual({
      revealed: true,
      percent: 61.5,
      cover_image: null,
      result: { kind: 'prize', prize_id: 'p1', label: 'Free coffee' },
      time_left_seconds: 57,
      status: 'won',
      reason: 'prize',
      score: 5,
    });
    expect(act(state, { type: 'scratch', percent: 100 })).toEqual({
      ok: false,
      code: 'play.session_over',
      error: 'This game is over',
    });
  });

  it('scores a completed no-luck card but loses it', () => {
    const state = ok(act(startCard(sureLoss), { type: 'scratch', percent: 60 }));
    expect(scratchEngine.outcome(state, T0)).toEqual({
      status: 'lost',
      score: 5,
      reason: 'no_luck',
    });
    expect(scratchEngine.view(state, T0).result).toEqual({
      kind: 'no_luck',
      text: 'Try again tomorrow',
    });
  });

  it('times out with 0 points but reveals the outcome', () => {
    const state = ok(act(startCard(sureWin), { type: 'scratch', percent: 59 }));
    expect(scratchEngine.outcome(state, T0 + 59_999).status).toBe('playing');
    expect(scratchEngine.outcome(state, T0 + 60_000)).toEqual({
      status: 'lost',
      score: 0,
      reason: 'timeout',
    });
    expect(scratchEngine.view(state, T0 + 60_000)).toMatchObject({
      revealed: true,
      result: { kind: 'prize', label: 'Free coffee' },
      time_left_seconds: 0,
    });
    expect(act(state, { type: 'scratch', percent: 90 }, T0 + 60_000)).toEqual({
      ok: false,
      code: 'play.time_up',
      error: 'Time is up',
    });
  });

  it('refuses malformed actions without throwing', () => {
    const state = startCard(sureWin);
    const bad = [
      null,
      {},
      { type: 'peel' },
      { type: 'scratch' },
      { type: 'scratch', percent: 101 },
      { type: 'scratch', percent: Number.NaN },
    ];
    for (const action of bad) expect(act(state, action as never).ok).toBe(false);
    expect(act(state, { type: 'scratch', percent: -1 })).toEqual({
      ok: false,
      code: 'move.invalid',
      error: 'The scratched share must be a number from 0 to 100',
    });
  });

  it('keeps the highest percent and hides the outcome until revealed', () => {
    fc.assert(
      fc.property(
        prizesArb,
        fc.nat(),
        fc.array(fc.double({ min: 0, max: 100, noNaN: true })),
        (prizes, seed, percents) => {
          let state = startCard({ prizes }, seed);
          let best = 0;
          for (const percent of percents) {
            const result = act(state, { type: 'scratch', percent });
            if (!result.ok) break;
            state = result.state;
            best = Math.max(best, percent);
            expect(state.percent).toBe(best);
          }
          const view = scratchEngine.view(state, T0 + 1000);
          expect(view.revealed).toBe(best >= 60);
          expect(view.result === null).toBe(!view.revealed);
          if (!view.revealed && state.prize)
            expect(JSON.stringify(view)).not.toContain(state.prize.label);
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        },
      ),
    );
  });
});
