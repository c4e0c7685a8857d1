import { describe, expect, it } from 'vitest';
import { gameLanguages, LanguageTag, textAt, translatedContent } from './languages.js';

describe('languages of the contract', () => {
  it('refuses a malformed language tag', () => {
    expect(LanguageTag.safeParse('fr-CA').success).toBe(true);
    expect(LanguageTag.safeParse('not a language').success).toBe(false);
    expect(LanguageTag.safeParse('f').success).toBe(false);
    expect(LanguageTag.safeParse(`fr-${'a'.repeat(40)}`).success).toBe(false);
  });

  it("lists a game's languages: its default first, then its translations", () => {
    expect(gameLanguages('de', { fr: {}, en: {} })).toEqual(['de', 'en', 'fr']);
    expect(gameLanguages('en', {})).toEqual(['en']);
  });

  it('lays texts over content by path, skipping paths the content lacks', () => {
    const content = { questions: [{ text: 'Hi?', options: ['a', 'b'] }] };
    const out = translatedContent(content, {
      'questions.0.text': 'Salut ?',
      'questions.0.options.1': 'B',
      'questions.3.text': 'nowhere',
      '__proto__.polluted': 'x',
    });
    expect(out).toEqual({ questions: [{ text: 'Salut ?', options: ['a', 'B'] }] });
    expect(content.questions[0]!.text).toBe('Hi?');
    expect(textAt(out, 'questions.0.options.0')).toBe('a');
    expect(textAt(out, 'questions')).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
