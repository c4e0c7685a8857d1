import { WORD_LANGUAGES } from '@playdesk/games/letters';
import type { WordLanguage } from '@playdesk/games/letters';
import { describe, expect, it } from 'vitest';
import { isDictionaryWord, loadedDictionaries } from './dictionary.js';

/** Real words (typed as a player may, without accents where the language folds them), non-words. */
const CASES: Record<WordLanguage, { words: string[]; nonWords: string[] }> = {
  en: { words: ['crane', 'hello', 'happy', 'CAFE'], nonWords: ['zorbq', 'crnae', 'xxxxx'] },
  fr: {
    words: ['école', 'ecole', 'garçon', 'garcon', 'fenêtre', 'fenetre', 'coeur', 'cœur'],
    nonWords: ['zorbq', 'ecolz', 'house'],
  },
  de: {
    words: ['straße', 'Straße', 'schön', 'tisch', 'grün', 'häuser'],
    // Umlauts and ß are letters: without them these are not words.
    nonWords: ['strasse', 'grun', 'hauser', 'zorbq', 'tischx'],
  },
  es: {
    words: ['niño', 'árbol', 'arbol', 'canción', 'cancion', 'años', 'anos'],
    // ñ is a letter: "nino" is not "niño".
    nonWords: ['nino', 'zorbq', 'cabesa'],
  },
  it: {
    words: ['città', 'citta', 'perché', 'perche', 'casa', 'giorno'],
    nonWords: ['zorbq', 'casaa', 'giornx'],
  },
  nl: {
    words: ['ijzer', 'ĳzer', 'fiets', 'één', 'een', 'huis'],
    nonWords: ['zorbq', 'fietz', 'huiss'],
  },
  pt: {
    words: ['ação', 'acao', 'coração', 'coracao', 'casa', 'pão', 'pao'],
    nonWords: ['zorbq', 'casaa', 'coracaoo'],
  },
};

// Loading German takes 1–3 s on a quiet machine, more on a busy one.
describe('the dictionary of each language', { timeout: 30_000 }, () => {
  it('loads a language only when it is first asked', () => {
    expect(loadedDictionaries()).toEqual([]);
    expect(isDictionaryWord('crane')).toBe(true);
    expect(loadedDictionaries()).toEqual(['en']);
  });

  it.each(WORD_LANGUAGES)('%s: accepts its words and refuses non-words', (lang) => {
    const { words, nonWords } = CASES[lang];
    for (const word of words) expect([word, isDictionaryWord(word, lang)]).toEqual([word, true]);
    for (const word of nonWords)
      expect([word, isDictionaryWord(word, lang)]).toEqual([word, false]);
    expect(loadedDictionaries()).toContain(lang);
  });

  it('does not accept a word of another language', () => {
    expect(isDictionaryWord('fenetre', 'en')).toBe(false);
    expect(isDictionaryWord('fiets', 'fr')).toBe(false);
    expect(isDictionaryWord('straße', 'es')).toBe(false);
  });

  it('refuses what is not made of the language’s letters, and reads unknown languages as English', () => {
    expect(isDictionaryWord('cr4ne')).toBe(false);
    expect(isDictionaryWord('', 'fr')).toBe(false);
    expect(isDictionaryWord('crane', 'xx')).toBe(true);
  });
});
