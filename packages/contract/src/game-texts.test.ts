import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_TYPES, gameOf, parseGameContent, type GameType } from '@playdesk/games/registry';
import {
  gameTexts,
  gameTextsRoot,
  placeholdersOf,
  translationFromTexts,
  translationProgress,
  translationText,
  type GameTextsSource,
} from './game-texts.js';
import { GameTranslation } from './games.js';
import { textAt } from './languages.js';

/** Fields of content that are not words a player reads: ids, picture addresses, emoji clues. */
const NOT_TEXT = new Set([
  'id',
  'image',
  'cover_image',
  'emojis',
  'allowed_guesses',
  // A wheel's look and what its segments give.
  'kind',
  'reward_id',
  'color',
  'palette',
  'pointer_color',
  'center_image',
  // A personality test's answers name outcomes; an outcome's link is an address.
  'outcome_id',
  'link_url',
]);

/** The paths of every string in `value` a player may see (NOT_TEXT left out). */
function stringLeaves(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [path.join('.')];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...path, String(i)]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) =>
      NOT_TEXT.has(k) ? [] : stringLeaves(v, [...path, k]),
    );
  return [];
}

const word = (min: number, max: number) => fc.stringMatching(new RegExp(`^[a-z]{${min},${max}}$`));
const phrase = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,28}[A-Za-z]$/);

/** Content of each type, as a business may write it (parsed by the game's schema after). */
const CONTENT: Record<GameType, fc.Arbitrary<unknown>> = {
  puzzle: fc.constant({ image: 'https://example.com/a.png' }),
  quiz: fc
    .array(
      fc.record({
        text: phrase,
        options: fc.uniqueArray(word(1, 10), { minLength: 2, maxLength: 6 }),
      }),
      { minLength: 1, maxLength: 5 },
    )
    .map((qs) => ({ questions: qs.map((q) => ({ ...q, correct: 0 })) })),
  emojiq: fc
    .array(fc.record({ answer: phrase, hint: fc.option(phrase, { nil: undefined }) }), {
      minLength: 1,
      maxLength: 5,
    })
    .map((ps) => ({ phrases: ps.map((p) => ({ ...p, emojis: '☕🥐' })) })),
  wordle: fc.uniqueArray(word(5, 5), { minLength: 1, maxLength: 6 }).map((words) => ({ words })),
  wordhunt: fc
    .uniqueArray(word(3, 12), {
      minLength: 3,
      maxLength: 8,
      comparator: (a, b) => a.toUpperCase() === b.toUpperCase(),
    })
    .map((words) => ({ words })),
  scratch: fc
    .record({
      prizes: fc.array(fc.record({ label: phrase }), { maxLength: 4 }),
      no_luck_text: fc.option(phrase, { nil: undefined }),
    })
    .map((c) => ({ ...c, prizes: c.prizes.map((p) => ({ ...p, odds: 5 })) })),
  wheel: fc
    .array(fc.record({ label: phrase, kind: fc.constantFrom('reward', 'no_prize', 'try_again') }), {
      minLength: 1,
      maxLength: 15,
    })
    .map((segments) => ({
      segments: [
        ...segments.map((s) => ({ ...s, reward_id: s.kind === 'reward' ? 'r_1' : null })),
        { label: 'No prize', kind: 'no_prize' },
      ],
      palette: 'coffee',
      pointer_color: '#112233',
    })),
  memory: fc
    .uniqueArray(phrase, {
      minLength: 4,
      maxLength: 12,
      comparator: (a, b) => a.toLowerCase() === b.toLowerCase(),
    })
    .map((texts) => ({
      pairs: texts.map((text, i) => ({
        text,
        image: i % 2 ? `https://example.com/${i}.png` : null,
      })),
    })),
  personality: fc
    .record({
      questions: fc.array(fc.array(phrase, { minLength: 2, maxLength: 6 }), {
        minLength: 3,
        maxLength: 15,
      }),
      outcomes: fc.array(fc.record({ title: phrase, text: phrase }), {
        minLength: 2,
        maxLength: 8,
      }),
    })
    .map(({ questions, outcomes }) => ({
      questions: questions.map((answers, q) => ({
        text: `Question ${q}`,
        answers: answers.map((text) => ({
          text,
          points: outcomes.map((_, o) => ({ outcome_id: `o${o}`, points: 1 })),
        })),
      })),
      outcomes: outcomes.map((o, i) => ({
        ...o,
        id: `o${i}`,
        ...(i % 2 ? { link_label: 'Order', link_url: 'https://example.com/o' } : {}),
      })),
    })),
};

const own = (over: Partial<GameTextsSource['settings']> = {}) => ({
  popup_texts: { win: 'Well done!', fail: 'So close!' },
  cta: { label: 'Order online' },
  instructions: '<p>Answer fast.</p>',
  ...over,
});

function gameOfType(type: GameType, input: unknown): GameTextsSource {
  const parsed = parseGameContent(type, input);
  if (!parsed.success) throw new Error(`${type}: ${parsed.error.message}`);
  return { type, name: 'Coffee Lovers', settings: own(), content: parsed.data };
}

describe('gameTexts', () => {
  it.each(GAME_TYPES)(
    'lists every text of a %s a player sees, each found at its key, within its limit',
    (type) => {
      fc.assert(
        fc.property(CONTENT[type], (input) => {
          const game = gameOfType(type, input);
          const texts = gameTexts(game);
          const root = gameTextsRoot(game);
          for (const t of texts) {
            expect(textAt(root, t.key)).toBe(t.source);
            expect(t.source.length).toBeLessThanOrEqual(t.max);
            expect(t.label).not.toBe('');
          }
          const keys = new Set(texts.map((t) => t.key));
          for (const leaf of stringLeaves(root)) expect(keys).toContain(leaf);
          expect(keys.size).toBe(texts.length);
        }),
        { numRuns: 40 },
      );
    },
  );

  it('leaves out the texts a game does not have (no button label, no instructions)', () => {
    const game = gameOfType('puzzle', { image: 'https://example.com/a.png' });
    game.settings = own({ cta: { label: '' }, instructions: '' });
    expect(gameTexts(game).map((t) => t.key)).toEqual([
      'name',
      'popup_texts.win',
      'popup_texts.fail',
    ]);
  });

  it('labels a quiz option with its question and position', () => {
    const game = gameOfType('quiz', {
      questions: [{ text: 'Which bean?', options: ['Arabica', 'Robusta'], correct: 0 }],
    });
    const option = gameTexts(game).find((t) => t.key === 'content.questions.0.options.1');
    expect(option).toMatchObject({
      label: 'Question 1, option 2',
      part: 'option',
      n: [1, 2],
      max: 200,
    });
    expect(option?.source).toBe('Robusta');
    expect(gameTexts(game).find((t) => t.key === 'instructions')?.html).toBe(true);
  });

  it('every game type with content texts declares them', () => {
    for (const type of GAME_TYPES)
      if (type !== 'puzzle') expect(gameOf(type).contentTexts).toBeTypeOf('function');
  });
});

describe('translations by key', () => {
  const game = gameOfType('quiz', {
    questions: [{ text: 'Which bean?', options: ['Arabica', 'Robusta'], correct: 0 }],
  });
  const texts = gameTexts(game);

  it('turns texts by key into a translation the API takes, and back', () => {
    const translation = translationFromTexts({
      name: 'Quiz des amateurs',
      'popup_texts.win': 'Bravo !',
      'cta.label': '',
      'content.questions.0.text': 'Quel grain ?',
    });
    expect(GameTranslation.parse(translation)).toEqual({
      name: 'Quiz des amateurs',
      popup_texts: { win: 'Bravo !' },
      content: { 'questions.0.text': 'Quel grain ?' },
    });
    expect(translationText(translation, 'content.questions.0.text')).toBe('Quel grain ?');
    expect(translationText(translation, 'popup_texts.win')).toBe('Bravo !');
    expect(translationProgress(translation, texts)).toEqual({ done: 3, total: texts.length });
  });

  it('finds the {name} placeholders of a text', () => {
    expect(placeholdersOf('Hi {name}, {score} points, {name} again, {not a token}')).toEqual([
      'name',
      'score',
    ]);
  });
});
