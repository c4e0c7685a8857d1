import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emojiqContentSchema } from './content.js';
import type { EmojiqContent } from './content.js';
import { emojiqEngine, lettersOf } from './engine.js';
import type { EmojiqAction, EmojiqState } from './engine.js';

/** Phrase pools and secret answers: replaying an EmojiQ must not be a cheat sheet. */

const ANSWERS = ['Apple pie', 'Star walk', 'Movie night', 'Rainbow', 'Pizza lover', 'Starfish'];

function content(extra: Record<string, unknown> = {}): EmojiqContent {
  return emojiqContentSchema.parse({
    phrases: ANSWERS.map((answer) => ({ emojis: '🎲', answer })),
    ...extra,
  });
}

function start(c: EmojiqContent, seed = 1): EmojiqState {
  return emojiqEngine.start(c, { difficulty: 'hard', seed, now: 0 });
}

function apply(state: EmojiqState, action: EmojiqAction): EmojiqState {
  const result = emojiqEngine.apply(state, action, { now: 0 });
  return result.ok ? result.state : state;
}

/** Solves `solved` phrases, then guesses letters missing from the next until the game is lost. */
function solveThenLose(state: EmojiqState, solved: number): EmojiqState {
  let s = state;
  for (let i = 0; i < solved && s.status === 'playing'; i++) {
    for (const letter of lettersOf(s.phrases[s.index]!.answer)) {
      s = apply(s, { type: 'guess', letter });
    }
  }
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (s.status !== 'playing') break;
    if (!lettersOf(s.phrases[s.index]!.answer).includes(letter)) {
      s = apply(s, { type: 'guess', letter });
    }
  }
  return s;
}

describe('emojiq content: replay settings', () => {
  it('defaults to every phrase in order and secret answers', () => {
    expect(content()).toMatchObject({ reveal_answers: false, pool_size: null });
    expect(start(content()).phrases.map((p) => p.answer)).toEqual(ANSWERS);
  });

  it('refuses a pool larger than the phrases, naming the field', () => {
    const result = emojiqContentSchema.safeParse({
      phrases: [{ emojis: '🎲', answer: 'Dice' }],
      pool_size: 2,
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['pool_size'],
      message: 'You have 1 phrase: a play cannot draw 2. Add phrases or lower the number per play',
    });
    expect(
      emojiqContentSchema.safeParse({ phrases: [{ emojis: '🎲', answer: 'Dice' }], pool_size: 0 })
        .error?.issues[0]?.path,
    ).toEqual(['pool_size']);
  });
});

describe('emojiq pools', () => {
  it('plays N distinct phrases of the list, the same ones for the same seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: ANSWERS.length }), fc.nat(), (n, seed) => {
        const state = start(content({ pool_size: n }), seed);
        const answers = state.phrases.map((p) => p.answer);
        expect(new Set(answers).size).toBe(n);
        for (const answer of answers) expect(ANSWERS).toContain(answer);
        expect(start(content({ pool_size: n }), seed)).toEqual(state);
        expect(emojiqEngine.view(state, 0).phrase_count).toBe(n);
      }),
    );
  });

  it('starts with a different phrase on different plays', () => {
    const firsts = new Set(
      Array.from(
        { length: 60 },
        (_, seed) => start(content({ pool_size: 3 }), seed).phrases[0]!.answer,
      ),
    );
    expect([...firsts].sort()).toEqual([...ANSWERS].sort());
  });
});

describe('emojiq answers after a loss', () => {
  it('shows only solved answers unless the game reveals them', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 1, max: ANSWERS.length }),
        fc.nat({ max: ANSWERS.length - 1 }),
        fc.nat(),
        (reveal, n, solved, seed) => {
          const state = solveThenLose(
            start(content({ reveal_answers: reveal, pool_size: n }), seed),
            Math.min(solved, n - 1),
          );
          const view = emojiqEngine.view(state, 0);
          if (view.status !== 'lost') return;
          const played = state.phrases.map((p) => p.answer);
          const shown = view.revealed.map((p) => p.answer);
          if (reveal) {
            expect(shown).toEqual(played);
            expect(view.answer).toBe(played[view.phrase_index]);
          } else {
            expect(shown).toEqual(played.slice(0, view.phrase_index));
            expect(view.answer).toBeNull();
            const text = JSON.stringify(view);
            for (const answer of played.slice(view.phrase_index))
              expect(text).not.toContain(answer);
          }
        },
      ),
    );
  });

  it('keeps old stored content and sessions working (every phrase, answers secret)', () => {
    const { pool_size: _p, reveal_answers: _r, ...stored } = content();
    const state = start(stored as EmojiqContent);
    expect(state.phrases.map((p) => p.answer)).toEqual(ANSWERS);
    const { reveal_answers: _old, ...oldSession } = solveThenLose(state, 0);
    expect(emojiqEngine.view(oldSession, 0).answer).toBeNull();
  });
});
