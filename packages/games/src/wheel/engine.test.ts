import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_REF_MESSAGES } from '../image-ref.js';
import { gameOf } from '../registry.js';
import { NO_LOSING_SEGMENT, WHEEL, wheelContentSchema } from './content.js';
import type { WheelContent, WheelContentInput } from './content.js';
import { STOP_SPREAD, stopFor, wheelEngine } from './engine.js';
import type { WheelState } from './engine.js';
import { NO_SEGMENT_FOR_REWARD, WINNER_RULE_ON_WHEEL } from './game.js';
import { segmentAt, stopRotation } from './spin.js';
import { wheelViewSchema } from './view-model.js';

const T0 = 1_700_000_000_000;

const COFFEE: WheelContentInput = {
  segments: [
    { label: 'Free coffee', kind: 'reward', reward_id: 'r_coffee', color: '#6F4E37' },
    { label: 'No prize', kind: 'no_prize' },
    { label: '10 % off', kind: 'reward', reward_id: 'r_ten' },
    { label: 'Try again', kind: 'try_again' },
    { label: 'Free coffee', kind: 'reward', reward_id: 'r_coffee' },
    { label: 'No prize', kind: 'no_prize', reward_id: 'r_ignored' },
  ],
};

const parse = (input: WheelContentInput) => wheelContentSchema.parse(input);

function start(
  content: WheelContent,
  seed: number,
  prize?: { id: string; label: string } | null,
): WheelState {
  return wheelEngine.start(content, {
    difficulty: 'normal',
    seed,
    now: T0,
    ...(prize === undefined ? {} : { prize }),
  });
}

/** Wheels as a business may make them: 2–16 segments, at least one giving nothing. */
const contentArb = fc
  .array(
    fc.record({
      label: fc.stringMatching(/^[A-Za-z][A-Za-z %!]{0,20}$/),
      kind: fc.constantFrom('reward', 'no_prize', 'try_again'),
      reward: fc.constantFrom('r1', 'r2', 'r3'),
    }),
    { minLength: 1, maxLength: 15 },
  )
  .map((segments) =>
    parse({
      segments: [
        ...segments.map((s) => ({
          label: s.label,
          kind: s.kind as 'reward' | 'no_prize' | 'try_again',
          reward_id: s.kind === 'reward' ? s.reward : null,
        })),
        { label: 'No prize', kind: 'no_prize' },
      ],
    }),
  );

const prizeArb = fc.option(
  fc.record({ id: fc.constantFrom('r1', 'r2', 'r3', 'r9'), label: fc.constantFrom('Mug', 'Pen') }),
  { nil: null },
);

/** Any action, well-formed or not. */
const actionArb = fc.oneof(
  fc.constant({ type: 'spin' }),
  fc.record({ type: fc.constantFrom('spin', 'scratch', 'stop', '') }),
  fc.anything(),
);

describe('wheel content', () => {
  it('fills defaults, assigns ids, lower-cases colours and keeps rewards only on reward segments', () => {
    const content = parse(COFFEE);
    expect(content.palette).toBe('brand');
    expect(content.pointer_color).toBeNull();
    expect(content.center_image).toBeNull();
    expect(content.segments.map((s) => s.id)).toEqual(['s1', 's2', 's3', 's4', 's5', 's6']);
    expect(content.segments[0]).toEqual({
      id: 's1',
      label: 'Free coffee',
      color: '#6f4e37',
      image: null,
      kind: 'reward',
      reward_id: 'r_coffee',
    });
    expect(content.segments[5]!.reward_id).toBeNull();
    // Parsing stored content again changes nothing.
    expect(parse(content)).toEqual(content);
  });

  const segments = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ label: `S${i}`, kind: 'no_prize' as const }));

  it.each([
    [{ segments: segments(1) }, 'Give the wheel at least 2 segments'],
    [{ segments: segments(17) }, 'Give the wheel at most 16 segments'],
    [{}, 'Add the segments of the wheel'],
    [
      {
        segments: [
          { label: 'A', kind: 'reward', reward_id: 'r1' },
          { label: 'B', kind: 'reward', reward_id: 'r2' },
        ],
      },
      NO_LOSING_SEGMENT,
    ],
    [
      { segments: [{ label: 'A', kind: 'reward' }, ...segments(1)] },
      'Choose the reward this segment gives',
    ],
    [
      { segments: [{ label: ' ', kind: 'no_prize' }, ...segments(1)] },
      'Enter the text of the segment',
    ],
    [
      { segments: [{ label: 'x'.repeat(41), kind: 'no_prize' }, ...segments(1)] },
      "A segment's text can have at most 40 characters",
    ],
    [
      { segments: [{ label: 'A', kind: 'jackpot' }, ...segments(1)] },
      'Choose what the segment gives',
    ],
    [
      { segments: [{ label: 'A', kind: 'no_prize', color: 'red' }, ...segments(1)] },
      "The segment's colour must be a colour like #c0392b",
    ],
    [
      { segments: segments(2), pointer_color: '#12345' },
      "The pointer's colour must be a colour like #c0392b",
    ],
    [{ segments: segments(2), palette: 'neon' }, 'Choose one of the colour sets'],
    [
      {
        segments: [{ label: 'A', kind: 'no_prize', image: 'http://x.test/a.png' }, ...segments(1)],
      },
      IMAGE_REF_MESSAGES.insecure,
    ],
    [
      {
        segments: [
          { id: 'a', label: 'A', kind: 'no_prize' },
          { id: 'a', label: 'B', kind: 'no_prize' },
        ],
      },
      'Two segments have the same id; ids must be unique',
    ],
  ])('refuses input %# with “$1”', (input, message) => {
    const result = wheelContentSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});

describe('where the wheel stops', () => {
  it('stops on a segment giving the drawn reward, or on one giving nothing', () => {
    fc.assert(
      fc.property(contentArb, prizeArb, fc.nat(), (content, prize, seed) => {
        const stop = stopFor(content, prize, seed);
        const segment = content.segments[stop.segment]!;
        expect(Math.abs(stop.offset)).toBeLessThanOrEqual(STOP_SPREAD / 2);
        const giving = content.segments.some((s) => prize && s.reward_id === prize.id);
        if (prize && giving) {
          expect(segment.reward_id).toBe(prize.id);
          expect(stop).toMatchObject({ kind: 'reward', label: segment.label });
        } else {
          expect(segment.kind).not.toBe('reward');
          expect(stop).toMatchObject(
            prize
              ? { kind: 'reward', label: prize.label }
              : { kind: segment.kind, label: segment.label },
          );
        }
        // The same seed, the same stop (a reload shows it again).
        expect(stopFor(content, prize, seed)).toEqual(stop);
      }),
    );
  });

  it('spreads over the segments giving the same reward', () => {
    const content = parse(COFFEE);
    const hits = new Set(
      Array.from(
        { length: 200 },
        (_, seed) => stopFor(content, { id: 'r_coffee', label: 'x' }, seed).segment,
      ),
    );
    expect([...hits].sort()).toEqual([0, 4]);
  });

  it('puts the stop under the pointer: the rotation lands in the segment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 16 }),
        fc.nat(),
        fc.double({ min: -STOP_SPREAD / 2, max: STOP_SPREAD / 2, noNaN: true }),
        (count, pick, offset) => {
          const segment = pick % count;
          const rotation = stopRotation(segment, offset, count);
          expect(rotation).toBeGreaterThanOrEqual(5 * 360);
          expect(rotation).toBeLessThan(6 * 360);
          expect(segmentAt(rotation, count)).toBe(segment);
        },
      ),
    );
  });
});

describe('wheelEngine', () => {
  it('survives any move sequence: one spin at most, its outcome the drawn prize, nothing before', () => {
    fc.assert(
      fc.property(
        contentArb,
        prizeArb,
        fc.nat(),
        fc.array(fc.tuple(actionArb, fc.nat(30_000)), { maxLength: 12 }),
        (content, prize, seed, moves) => {
          let state = start(content, seed, prize);
          let now = T0;
          let spins = 0;
          for (const [action, wait] of moves) {
            now += wait;
            const before = wheelEngine.view(state, now);
            expect(wheelViewSchema.safeParse(before).success).toBe(true);
            if (before.status === 'playing') {
              // Nothing in the view says where the wheel stops before the spin.
              expect(before.result).toBeNull();
              expect(JSON.stringify(before)).not.toContain('reward');
              expect(JSON.stringify(before)).not.toContain('offset');
            }
            const result = wheelEngine.apply(state, action as never, { now });
            if (!result.ok) {
              expect(result.code).toMatch(/^(move\.invalid|play\.session_over|play\.time_up)$/);
              continue;
            }
            spins++;
            state = result.state;
          }
          expect(spins).toBeLessThanOrEqual(1);
          const outcome = wheelEngine.outcome(state, now);
          const view = wheelEngine.view(state, now);
          if (spins === 1) {
            expect(outcome).toEqual(
              state.stop.kind === 'reward'
                ? { status: 'won', score: WHEEL.points, reason: 'reward' }
                : { status: 'lost', score: 0, reason: state.stop.kind },
            );
            expect(state.stop.kind === 'reward').toBe(prize !== null);
            expect(view.result).toEqual(state.stop);
          }
          expect(outcome.score).toBeGreaterThanOrEqual(0);
          expect(outcome.score).toBeLessThanOrEqual(WHEEL.points);
        },
      ),
    );
  });

  it('spins once, shows the stop, and refuses a second spin', () => {
    const state = start(parse(COFFEE), 5, { id: 'r_ten', label: '10 % off' });
    expect(wheelEngine.view(state, T0 + 1000)).toEqual({
      segments: [
        { label: 'Free coffee', color: '#6f4e37', image: null },
        { label: 'No prize', color: null, image: null },
        { label: '10 % off', color: null, image: null },
        { label: 'Try again', color: null, image: null },
        { label: 'Free coffee', color: null, image: null },
        { label: 'No prize', color: null, image: null },
      ],
      palette: 'brand',
      pointer_color: null,
      center_image: null,
      spun: false,
      result: null,
      time_left_seconds: 59,
      status: 'playing',
      reason: null,
      score: 0,
    });
    const spun = wheelEngine.apply(state, { type: 'spin' }, { now: T0 + 2000 });
    if (!spun.ok) throw new Error(spun.error);
    expect(wheelEngine.view(spun.state, T0 + 90_000)).toMatchObject({
      spun: true,
      result: { segment: 2, kind: 'reward', label: '10 % off' },
      time_left_seconds: 58,
      status: 'won',
      reason: 'reward',
      score: WHEEL.points,
    });
    expect(wheelEngine.apply(spun.state, { type: 'spin' }, { now: T0 + 3000 })).toEqual({
      ok: false,
      code: 'play.session_over',
      error: 'This game is over',
    });
  });

  it('loses without a prize, naming the segment it stopped on', () => {
    const content = parse(COFFEE);
    for (let seed = 0; seed < 20; seed++) {
      const spun = wheelEngine.apply(start(content, seed, null), { type: 'spin' }, { now: T0 });
      if (!spun.ok) throw new Error(spun.error);
      const { stop } = spun.state;
      expect([1, 3, 5]).toContain(stop.segment);
      expect(wheelEngine.outcome(spun.state, T0)).toEqual({
        status: 'lost',
        score: 0,
        reason: stop.segment === 3 ? 'try_again' : 'no_prize',
      });
    }
  });

  it('times out with 0 points, shows the stop, and refuses a late spin', () => {
    const state = start(parse(COFFEE), 1, { id: 'r_coffee', label: 'Free coffee' });
    expect(wheelEngine.outcome(state, T0 + 59_999).status).toBe('playing');
    expect(wheelEngine.outcome(state, T0 + 60_000)).toEqual({
      status: 'lost',
      score: 0,
      reason: 'timeout',
    });
    expect(wheelEngine.view(state, T0 + 60_000)).toMatchObject({
      result: { kind: 'reward', label: 'Free coffee' },
      time_left_seconds: 0,
    });
    expect(wheelEngine.apply(state, { type: 'spin' }, { now: T0 + 60_000 })).toEqual({
      ok: false,
      code: 'play.time_up',
      error: 'Time is up',
    });
  });

  it('without a server draw (a preview), stops on a segment giving nothing', () => {
    const state = wheelEngine.start(parse(COFFEE), { difficulty: 'easy', seed: 9, now: T0 });
    expect(state.stop.kind).not.toBe('reward');
  });
});

describe('the wheel’s reward rules', () => {
  const { checkRewardRules, contentRewards } = gameOf('wheel');
  const content = parse(COFFEE);

  it('names the rewards of its segments', () => {
    expect(contentRewards?.(content)).toEqual([
      { path: ['segments', 0, 'reward_id'], reward_id: 'r_coffee' },
      { path: ['segments', 2, 'reward_id'], reward_id: 'r_ten' },
      { path: ['segments', 4, 'reward_id'], reward_id: 'r_coffee' },
    ]);
  });

  it('accepts instant rules for rewards on the wheel, and refuses the rest', () => {
    expect(
      checkRewardRules?.(content, {
        rules: [
          { mode: 'odds', reward_id: 'r_coffee' },
          { mode: 'moments', reward_id: 'r_ten' },
        ],
        consolation_reward_id: 'r_ten',
      }),
    ).toBeNull();
    expect(
      checkRewardRules?.(content, {
        rules: [
          { mode: 'winner', reward_id: 'r_coffee' },
          { mode: 'odds', reward_id: 'r_mug' },
        ],
        consolation_reward_id: 'r_pen',
      }),
    ).toEqual({
      message: 'The reward rules do not fit the wheel.',
      problems: [
        { path: ['rules', 0, 'mode'], message: WINNER_RULE_ON_WHEEL },
        { path: ['rules', 1, 'reward_id'], message: NO_SEGMENT_FOR_REWARD },
        { path: ['consolation_reward_id'], message: NO_SEGMENT_FOR_REWARD },
      ],
    });
  });
});
