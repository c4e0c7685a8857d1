import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WORD_LANGUAGES,
  alphabetOf,
  isTileWord,
  keyTile,
  keyboardFor,
  normalizeLetters,
  tilesOf,
  upperTile,
  wordLanguage,
} from './letters.js';
import type { WordLanguage } from './letters.js';

const language = fc.constantFrom(...WORD_LANGUAGES);
/** Letters players and businesses type: a–z, capitals, and the accented letters of the 7 languages. */
const typedLetter = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEZ',
  ...'àâäçèéêëîïôöùûüÿœæñáíóúãõßẞĳÀÉÇÑÖÜ',
);
const typedWord = fc.array(typedLetter, { minLength: 1, maxLength: 12 }).map((l) => l.join(''));

describe('normalizeLetters', () => {
  it.each<[WordLanguage, string, string]>([
    ['fr', 'école', 'ecole'],
    ['fr', 'ÉCOLE', 'ecole'],
    ['fr', 'garçon', 'garcon'],
    ['fr', 'cœur', 'coeur'],
    ['fr', 'noël', 'noel'],
    ['es', 'niño', 'niño'],
    ['es', 'NIÑO', 'niño'],
    ['es', 'árbol', 'arbol'],
    ['es', 'pingüino', 'pinguino'],
    ['de', 'Straße', 'straße'],
    ['de', 'STRAẞE', 'straße'],
    ['de', 'schön', 'schön'],
    ['de', 'Café', 'cafe'],
    ['nl', 'ijzer', 'ĳzer'],
    ['nl', 'IJzer', 'ĳzer'],
    ['nl', 'ĳzer', 'ĳzer'],
    ['nl', 'één', 'een'],
    ['it', 'perché', 'perche'],
    ['it', 'città', 'citta'],
    ['pt', 'ação', 'acao'],
    ['pt', 'coração', 'coracao'],
    ['en', 'café', 'cafe'],
    ['en', 'straße', 'strasse'],
    ['en', 'ijzer', 'ijzer'],
    ['fr', '  Lune ', 'lune'],
  ])('%s: “%s” is played as “%s”', (lang, typed, tiles) => {
    expect(normalizeLetters(lang, typed)).toBe(tiles);
    expect(isTileWord(lang, tiles)).toBe(true);
  });

  it('counts ß as one tile in German and ij as one tile in Dutch', () => {
    expect(tilesOf(normalizeLetters('de', 'Straße'))).toHaveLength(6);
    expect(tilesOf(normalizeLetters('nl', 'ijzer'))).toHaveLength(4);
    expect(tilesOf(normalizeLetters('nl', 'bijl'))).toEqual(['b', 'ĳ', 'l']);
  });

  it('keeps ñ and umlauts apart from the plain letters where they are letters', () => {
    expect(normalizeLetters('es', 'año')).not.toBe(normalizeLetters('es', 'ano'));
    expect(normalizeLetters('de', 'schön')).not.toBe(normalizeLetters('de', 'schon'));
    expect(normalizeLetters('de', 'Maße')).not.toBe(normalizeLetters('de', 'Masse'));
    // …and folds them where they are not.
    expect(normalizeLetters('fr', 'maïs')).toBe(normalizeLetters('fr', 'mais'));
    expect(normalizeLetters('pt', 'avó')).toBe(normalizeLetters('pt', 'avo'));
  });

  it('is idempotent in every language', () => {
    fc.assert(
      fc.property(language, typedWord, (lang, word) => {
        const once = normalizeLetters(lang, word);
        expect(normalizeLetters(lang, once)).toBe(once);
      }),
    );
  });

  it('gives a plain a–z word the tile form the letter-by-letter folding gives', () => {
    // A plain word takes a shortcut; a space around it (trimmed) sends it the long way.
    const plain = fc.array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), { maxLength: 12 });
    fc.assert(
      fc.property(language, plain, (lang, letters) => {
        const word = letters.join('');
        expect(normalizeLetters(lang, word)).toBe(normalizeLetters(lang, ` ${word} `));
      }),
    );
    expect(normalizeLetters('nl', 'ijzer')).toBe('ĳzer');
  });

  it('turns any typed letters into the language’s tiles', () => {
    fc.assert(
      fc.property(language, typedWord, (lang, word) => {
        expect(isTileWord(lang, normalizeLetters(lang, word))).toBe(true);
      }),
    );
  });

  it('folds every accent in French, Italian, Portuguese and English', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<WordLanguage>('fr', 'it', 'pt', 'en'),
        typedWord,
        (lang, word) => {
          expect(normalizeLetters(lang, word)).toMatch(/^[a-z]+$/);
        },
      ),
    );
  });

  it('refuses what is not a letter', () => {
    for (const lang of WORD_LANGUAGES) {
      expect(isTileWord(lang, normalizeLetters(lang, 'cr4ne'))).toBe(false);
      expect(isTileWord(lang, normalizeLetters(lang, 'two words'))).toBe(false);
      expect(isTileWord(lang, '')).toBe(false);
    }
    expect(isTileWord('fr', 'søren')).toBe(false);
  });
});

describe('keyboardFor', () => {
  it('has one key for every letter of the language, and no other', () => {
    for (const lang of WORD_LANGUAGES) {
      const keys = keyboardFor(lang).flat();
      expect(new Set(keys).size).toBe(keys.length);
      expect([...keys].sort()).toEqual([...alphabetOf(lang)].sort());
      for (const key of keys) expect(keyTile(lang, key)).toBe(key);
    }
  });

  it('lays out the keys as players of the language know them', () => {
    expect(keyboardFor('fr')[0]?.slice(0, 6).join('')).toBe('azerty');
    expect(keyboardFor('de')[0]?.slice(0, 6).join('')).toBe('qwertz');
    expect(keyboardFor('de').flat()).toEqual(expect.arrayContaining(['ä', 'ö', 'ü', 'ß']));
    expect(keyboardFor('es')[1]).toContain('ñ');
    expect(keyboardFor('nl').flat()).toContain('ĳ');
    expect(keyboardFor('en')[0]?.join('')).toBe('qwertyuiop');
  });

  it('maps a typed key to the tile it stands for', () => {
    expect(keyTile('fr', 'é')).toBe('e');
    expect(keyTile('fr', 'Ç')).toBe('c');
    expect(keyTile('es', 'Ñ')).toBe('ñ');
    expect(keyTile('en', 'ñ')).toBe('n');
    expect(keyTile('de', 'ß')).toBe('ß');
    expect(keyTile('en', 'ß')).toBeNull(); // two tiles, "ss"
    expect(keyTile('en', 'Enter')).toBeNull();
    expect(keyTile('en', '4')).toBeNull();
  });
});

describe('upperTile and wordLanguage', () => {
  it('writes ß as one capital and ij as one', () => {
    expect(upperTile('ß')).toBe('ẞ');
    expect(upperTile('ĳ')).toBe('Ĳ');
    expect(upperTile('ñ')).toBe('Ñ');
  });

  it('reads a language tag, English for anything unknown', () => {
    expect(wordLanguage('fr')).toBe('fr');
    expect(wordLanguage('pt-BR')).toBe('pt');
    expect(wordLanguage('de_AT')).toBe('de');
    expect(wordLanguage('ar')).toBe('en');
    expect(wordLanguage(undefined)).toBe('en');
  });
});
