import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WORDLE } from '../constants.js';
import { wordleContentSchema } from './content.js';
import { wordleEngine } from './engine.js';
import type { WordleState } from './engine.js';
import { wordleGame } from './game.js';
import { WORD_LANGUAGES, alphabetOf, normalizeLetters } from './letters.js';
import type { WordLanguage } from './letters.js';
import { WordleView, typeTile } from './View.js';

const T0 = 1_700_000_000_000;

function start(words: string[], language?: string, isWord?: (w: string, l?: string) => boolean) {
  const content = wordleContentSchema.parse({ words });
  return wordleEngine.start(content, { difficulty: 'normal', seed: 1, now: T0, language, isWord });
}

function guess(state: WordleState, word: string, isWord?: (w: string, l?: string) => boolean) {
  return wordleEngine.apply(state, { type: 'guess', word }, { now: T0 + 1000, isWord });
}

function played(state: WordleState, word: string): WordleState {
  const result = guess(state, word);
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

describe('Wordle in French: accents folded', () => {
  it('accepts ecole for école and reveals école', () => {
    const state = start(['école'], 'fr');
    expect(state.secret).toBe('ecole');
    const won = played(state, 'ecole');
    const view = wordleEngine.view(won, T0 + 2000);
    expect(view.status).toBe('won');
    expect(view.secret).toBe('école');
    expect(view.language).toBe('fr');
    expect(view.guesses[0]?.word).toBe('ecole');
  });

  it('accepts the accented spelling as the same guess', () => {
    const state = played(start(['livre'], 'fr'), 'ÉCOLE');
    expect(state.guesses).toEqual(['ecole']);
    expect(guess(state, 'ecole')).toEqual({
      ok: false,
      code: 'move.word_repeated',
      error: 'You already tried that word',
    });
  });

  it('asks the dictionary in the tile form and the language', () => {
    const asked: [string, string | undefined][] = [];
    const isWord = (w: string, l?: string) => {
      asked.push([w, l]);
      return w === 'livre';
    };
    const state = start(['école'], 'fr', () => true);
    expect(guess(state, 'lívre', isWord).ok).toBe(true);
    expect(guess(state, 'zorbq', isWord)).toEqual({
      ok: false,
      code: 'move.not_in_word_list',
      error: 'Not in word list',
    });
    expect(asked).toEqual([
      ['livre', 'fr'],
      ['zorbq', 'fr'],
    ]);
  });
});

describe('Wordle in Spanish: ñ is a letter', () => {
  it('marks n against ñ as a different letter', () => {
    const state = start(['niño'], 'es');
    expect(state.secret).toBe('niño');
    const view = wordleEngine.view(played(state, 'nino'), T0 + 2000);
    expect(view.guesses[0]?.marks).toEqual(['correct', 'correct', 'absent', 'correct']);
    expect(view.keyboard['ñ']).toBeUndefined();
  });
});

describe('Wordle in German: ä ö ü ß are letters, ß one tile', () => {
  it('plays Straße with six tiles and refuses strasse', () => {
    const state = start(['Straße'], 'de');
    expect(wordleEngine.view(state, T0).word_length).toBe(6);
    expect(guess(state, 'strasse')).toEqual({
      ok: false,
      code: 'move.word_length',
      params: { length: 6 },
      error: 'Enter a 6-letter word',
    });
    const won = played(state, 'STRAẞE');
    expect(wordleEngine.view(won, T0 + 2000).status).toBe('won');
  });

  it('marks o against ö as a different letter', () => {
    const view = wordleEngine.view(played(start(['schön'], 'de'), 'schon'), T0 + 2000);
    expect(view.guesses[0]?.marks).toEqual(['correct', 'correct', 'correct', 'absent', 'correct']);
  });
});

describe('Wordle in Dutch: ij is one tile', () => {
  it('plays ijzer with four tiles, typed as ij or ĳ', () => {
    const state = start(['ijzer'], 'nl');
    expect(state.secret).toBe('ĳzer');
    expect(wordleEngine.view(state, T0).word_length).toBe(4);
    expect(wordleEngine.view(played(state, 'ijzer'), T0 + 2000).status).toBe('won');
    expect(wordleEngine.view(played(state, 'ĳzer'), T0 + 2000).status).toBe('won');
  });

  it('joins i then j into ĳ while typing', () => {
    expect(typeTile('nl', typeTile('nl', '', 'i', 4), 'j', 4)).toBe('ĳ');
    expect(typeTile('en', typeTile('en', '', 'i', 4), 'j', 4)).toBe('ij');
    expect(typeTile('nl', 'ĳze', 'r', 4)).toBe('ĳzer');
    expect(typeTile('nl', 'ĳzer', 's', 4)).toBe('ĳzer');
  });
});

describe('Wordle without a language', () => {
  it('plays in English as before, with no language in state or view', () => {
    const state = start(['crane']);
    expect(state.language).toBeUndefined();
    expect(state.secret_shown).toBeUndefined();
    expect(wordleEngine.view(state, T0).language).toBeUndefined();
  });
});

describe('Wordle in every language', () => {
  /** A secret word of the language's letters, and the same word with accents a player may add. */
  const caseOf = (lang: WordLanguage) =>
    fc
      .array(fc.constantFrom(...alphabetOf(lang)), { minLength: 4, maxLength: 8 })
      .map((tiles) => tiles.join(''))
      .filter((word) => [...normalizeLetters(lang, word)].length >= 4);

  it('wins by guessing the secret, however the accents are typed where they fold', () => {
    const accents: Record<string, string> = { e: 'é', a: 'à', c: 'ç', o: 'ô', u: 'ú', i: 'î' };
    fc.assert(
      fc.property(
        fc
          .constantFrom(...WORD_LANGUAGES)
          .chain((lang) => fc.tuple(fc.constant(lang), caseOf(lang))),
        fc.boolean(),
        ([lang, word], accented) => {
          const folds = lang !== 'de' && lang !== 'es';
          const typed = accented && folds ? [...word].map((l) => accents[l] ?? l).join('') : word;
          const state = start([word], lang);
          const result = guess(state, typed);
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          const view = wordleEngine.view(result.state, T0 + 2000);
          expect(view.status).toBe('won');
          expect(view.score).toBe(WORDLE.points);
          expect(view.guesses[0]?.marks.every((mark) => mark === 'correct')).toBe(true);
        },
      ),
    );
  });
});

describe('Wordle content in a language', () => {
  const isWord = (w: string, l?: string) => l === 'fr' && ['ecole', 'livre'].includes(w);

  it('checks the secret words against the language’s dictionary in tile form', () => {
    const content = wordleContentSchema.parse({ words: ['école', 'livre'] });
    expect(wordleGame.checkContent?.(content, { isWord, language: 'fr' })).toBeNull();
    expect(wordleGame.checkContent?.(content, { isWord })?.problems).toHaveLength(2);
  });

  it('refuses words whose tiles differ in number in the language (Dutch ij)', () => {
    const content = wordleContentSchema.parse({ words: ['ijzer', 'appel'] });
    const result = wordleGame.checkContent?.(content, { isWord: () => true, language: 'nl' });
    expect(result?.problems).toEqual([
      {
        path: ['words', 1],
        message: '“appel” has 5 tiles in this language, the first secret word 4',
      },
    ]);
    expect(wordleGame.checkContent?.(content, { isWord: () => true, language: 'en' })).toBeNull();
  });

  it('refuses a letter the language has no tile for', () => {
    const content = wordleContentSchema.parse({ words: ['søren'] });
    const result = wordleGame.checkContent?.(content, { isWord: () => true, language: 'fr' });
    expect(result?.problems[0]?.message).toBe(
      '“søren” has a letter this language’s words cannot use',
    );
  });
});

describe('WordleView in a language', () => {
  const send = () => Promise.resolve();
  const render = (state: WordleState, now = T0 + 1000) =>
    renderToStaticMarkup(createElement(WordleView, { view: wordleEngine.view(state, now), send }));

  it('shows the language’s keyboard', () => {
    const french = render(start(['école'], 'fr'));
    expect(french.indexOf('aria-label="A"')).toBeLessThan(french.indexOf('aria-label="Q"'));
    const german = render(start(['schön'], 'de'));
    expect(german).toContain('aria-label="Ö"');
    expect(german).toContain('aria-label="ẞ"');
    expect(render(start(['niño'], 'es'))).toContain('aria-label="Ñ"');
    expect(render(start(['ijzer'], 'nl'))).toContain('aria-label="Ĳ"');
    expect(render(start(['crane']))).not.toContain('aria-label="Ñ"');
  });

  it('reveals the word with its real letters', () => {
    expect(render(start(['école'], 'fr'), T0 + 200_000)).toContain('The word was ÉCOLE.');
    expect(render(start(['straße'], 'de'), T0 + 200_000)).toContain('The word was STRAẞE.');
  });
});
