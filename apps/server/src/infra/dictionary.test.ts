import { WORD_LANGUAGES } from '@playdesk/games/letters';
import type { WordLanguage } from '@playdesk/games/letters';
import { describe, expect, it, vi } from 'vitest';
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

describe('the dictionary loaded in a worker thread', { timeout: 60_000 }, () => {
  it.each(WORD_LANGUAGES)(
    '%s: gives the same answers as a dictionary loaded here',
    async (lang) => {
      vi.resetModules();
      const fresh = await import('./dictionary.js');
      await fresh.dictionaryReady(lang);
      expect(fresh.loadedDictionaries()).toEqual([lang]);
      const { words, nonWords } = CASES[lang];
      for (const word of words)
        expect([word, fresh.isDictionaryWord(word, lang)]).toEqual([word, true]);
      for (const word of nonWords)
        expect([word, fresh.isDictionaryWord(word, lang)]).toEqual([word, false]);
    },
  );

  it('keeps the server answering while German loads (seconds when loaded in its thread)', async () => {
    vi.resetModules();
    const fresh = await import('./dictionary.js');
    let last = performance.now();
    let longest = 0;
    const tick = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 10);
    const started = performance.now();
    // Asked twice at once: one load, shared.
    await Promise.all([fresh.dictionaryReady('de'), fresh.dictionaryReady('de')]);
    const took = performance.now() - started;
    // One more tick, so that a pause that ended with the load is counted.
    await new Promise((resolve) => setTimeout(resolve, 30));
    clearInterval(tick);
    expect(fresh.isDictionaryWord('straße', 'de')).toBe(true);
    // Turning the worker's binary trie into a lookup takes ~50 ms here; loading it in this
    // thread took 2.4–8.6 s (docs/guides/add-a-language.md). The bound leaves room for a busy
    // machine while still failing on a load in this thread.
    expect(
      Math.round(longest),
      `the longest pause of this thread, while the load took ${Math.round(took)} ms`,
    ).toBeLessThan(Math.max(750, took / 3));
  });
});
