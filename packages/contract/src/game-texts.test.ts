import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_TYPES, gameOf, parseGameContent, type GameType } from '@playdesk/games/registry';
import { testKit } from '@playdesk/games/testing';
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

/** Fields of content that are not words a player reads: ids, and each game's own (its kit's). */
const notText = (type: GameType) => new Set(['id', ...(testKit(type).notText ?? [])]);

/** The paths of every string in `value` a player may see (`skip`'s fields left out). */
function stringLeaves(value: unknown, skip: ReadonlySet<string>, path: string[] = []): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [path.join('.')];
  if (Array.isArray(value))
    return value.flatMap((v, i) => stringLeaves(v, skip, [...path, String(i)]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) =>
      skip.has(k) ? [] : stringLeaves(v, skip, [...path, k]),
    );
  return [];
}

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
        fc.property(testKit(type).content, (input) => {
          const game = gameOfType(type, input);
          const texts = gameTexts(game);
          const root = gameTextsRoot(game);
          for (const t of texts) {
            expect(textAt(root, t.key)).toBe(t.source);
            expect(t.source.length).toBeLessThanOrEqual(t.max);
            expect(t.label).not.toBe('');
          }
          const keys = new Set(texts.map((t) => t.key));
          for (const leaf of stringLeaves(root, notText(type))) expect(keys).toContain(leaf);
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
