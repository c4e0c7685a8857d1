/** Sticky, fair assignment and the game as a variant plays it (variants.ts), without a database. */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOOTER_BUTTONS_BY_TYPE, VARIANT_KEYS, type VariantKey } from '@playdesk/contract';
import type { StoredGameSettings } from '../../db/schema.js';
import {
  applyVariant,
  assignVariant,
  tokenInVariant,
  type Assignable,
  type VariantGame,
} from './variants.js';

/** 2–4 shares of at least 1 % adding up to 100. */
const splits = fc.integer({ min: 2, max: 4 }).chain((n) =>
  fc
    .uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: n - 1, maxLength: n - 1 })
    .map((cuts) => {
      const points = [0, ...cuts.sort((a, b) => a - b), 100];
      return points.slice(1).map((p, i) => p - points[i]!);
    }),
);

const experimentOf = (
  shares: number[],
  publicId = `x_${randomUUID().slice(0, 8)}`,
): Assignable => ({
  public_id: publicId,
  variants: shares.map((share, i) => ({ key: VARIANT_KEYS[i]!, share })),
});

describe('assignVariant', () => {
  it('splits 100 000 random keys within ±1 % of the shares set', () => {
    fc.assert(
      fc.property(splits, fc.string({ minLength: 1, maxLength: 12 }), (shares, id) => {
        const experiment = experimentOf(shares, `x_${id}`);
        const counts = new Map<VariantKey, number>();
        const n = 100_000;
        for (let i = 0; i < n; i++) {
          const key = assignVariant(randomUUID(), experiment);
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        experiment.variants.forEach(({ key, share }) => {
          expect(Math.abs(((counts.get(key) ?? 0) / n) * 100 - share)).toBeLessThanOrEqual(1);
        });
      }),
      { numRuns: 6 },
    );
  }, 120_000);

  it('is sticky: a key always gets the same variant, whatever else was assigned', () => {
    fc.assert(
      fc.property(
        splits,
        fc.array(fc.string({ minLength: 1, maxLength: 64 }), { minLength: 1, maxLength: 50 }),
        (shares, keys) => {
          const experiment = experimentOf(shares);
          const first = keys.map((k) => assignVariant(k, experiment));
          // Again, in reverse order and through a copy of the experiment.
          const again = [...keys].reverse().map((k) => assignVariant(k, { ...experiment }));
          expect(again.reverse()).toEqual(first);
        },
      ),
    );
  });

  it('hashes the experiment in: the same key is placed independently in another experiment', () => {
    const a = experimentOf([50, 50], 'x_first');
    const b = experimentOf([50, 50], 'x_second');
    const keys = Array.from({ length: 2000 }, () => randomUUID());
    const same = keys.filter((k) => assignVariant(k, a) === assignVariant(k, b)).length;
    // Independent halves agree about half the time (2000 draws: 1000 ± 150 at 6.7 σ).
    expect(same).toBeGreaterThan(850);
    expect(same).toBeLessThan(1150);
  });

  it('a token drawn for a variant lands in it', () => {
    const experiment = experimentOf([97, 2, 1]);
    for (const key of ['A', 'B', 'C'] as const)
      expect(assignVariant(tokenInVariant(experiment, key), experiment)).toBe(key);
  });
});

const SETTINGS: StoredGameSettings = {
  background_image: null,
  game_image: null,
  popup_texts: { win: 'Well done!', fail: 'So close.' },
  cta: { icon: '☕', label: 'Order online', link: 'https://cafe.example.com' },
  instructions: '<p>Answer 3 questions.</p>',
  footer_buttons: [...FOOTER_BUTTONS_BY_TYPE.quiz],
  templates: { game_over: null, success: null, leaderboard: null },
};
const GAME: VariantGame & { name: string } = {
  name: 'Coffee Lovers Quiz',
  type: 'quiz',
  difficulty: 'normal',
  content: { questions: [{ text: 'Which country?', options: ['Brazil', 'Peru'], correct: 0 }] },
  settings: SETTINGS,
  translations: {
    fr: {
      name: 'Quiz du café',
      popup_texts: { win: 'Bravo !', fail: 'Presque.' },
      cta: { label: 'Commander' },
      instructions: '<p>Répondez.</p>',
      content: { 'questions.0.text': 'Quel pays ?' },
    },
  },
};

describe('applyVariant', () => {
  it('leaves the game as it is without overrides', () => {
    expect(applyVariant(GAME, {})).toEqual(GAME);
  });

  it('replaces difficulty and content, and merges settings as the PATCH of a game does', () => {
    const content = {
      questions: [{ text: 'Which roast?', options: ['Light', 'Dark'], correct: 1 }],
    };
    const played = applyVariant(GAME, {
      difficulty: 'hard',
      content,
      settings: { popup_texts: { win: 'Brilliant!' }, cta: { label: 'Book a table' } },
    });
    expect(played.name).toBe(GAME.name);
    expect(played.difficulty).toBe('hard');
    expect(played.content).toEqual(content);
    // Only the texts sent change: the fail text, the CTA's icon and link stay the game's.
    expect(played.settings.popup_texts).toEqual({ win: 'Brilliant!', fail: 'So close.' });
    expect(played.settings.cta).toEqual({ ...SETTINGS.cta, label: 'Book a table' });
    expect(played.settings.instructions).toBe(SETTINGS.instructions);
    expect(played.settings.footer_buttons).toEqual(SETTINGS.footer_buttons);
    // The game's row is not changed.
    expect(GAME.settings.popup_texts.win).toBe('Well done!');
  });

  it('drops the translations of the texts the variant changes, keeps the others', () => {
    const played = applyVariant(GAME, {
      content: { questions: [] },
      settings: { popup_texts: { win: 'Brilliant!' }, cta: { label: 'Book a table' } },
    });
    expect(played.translations.fr).toEqual({
      name: 'Quiz du café',
      popup_texts: { fail: 'Presque.' },
      cta: {},
      instructions: '<p>Répondez.</p>',
    });
    expect(GAME.translations.fr?.content).toBeDefined();
  });
});
