import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WORD_LANGUAGES } from '../wordle/letters.js';
import type { WordLanguage } from '../wordle/letters.js';
import { wordhuntAlphabet, wordhuntContentSchema, wordhuntTiles } from './content.js';
import { wordhuntEngine } from './engine.js';
import { wordhuntGame } from './game.js';
import { placementCells } from './grid.js';

const T0 = 1_700_000_000_000;

function start(words: string[], language?: string, seed = 1) {
  const content = wordhuntContentSchema.parse({ words });
  return wordhuntEngine.start(content, { difficulty: 'hard', seed, now: T0, language });
}

describe('Wordhunt words in a language', () => {
  it.each<[WordLanguage, string, string]>([
    ['fr', 'école', 'ECOLE'],
    ['fr', 'GARÇON', 'GARCON'],
    ['es', 'niño', 'NIÑO'],
    ['es', 'árbol', 'ARBOL'],
    ['de', 'Straße', 'STRAẞE'],
    ['de', 'schön', 'SCHÖN'],
    ['nl', 'ijzer', 'ĲZER'],
    ['it', 'città', 'CITTA'],
    ['pt', 'ação', 'ACAO'],
    ['en', 'café', 'CAFE'],
  ])('%s: %s is hidden as %s', (lang, word, tiles) => {
    const parsed = wordhuntContentSchema.parse({ words: [word, 'abc', 'xyz'] }).words[0]!;
    expect(wordhuntTiles(lang, parsed)).toBe(tiles);
  });

  it('keeps ß one letter in the stored content', () => {
    expect(wordhuntContentSchema.parse({ words: ['Straße', 'abc', 'xyz'] }).words[0]).toBe(
      'STRAẞE',
    );
  });

  it('hides the tiles in the grid, one cell each, and fills with the language’s letters', () => {
    fc.assert(
      fc.property(fc.constantFrom(...WORD_LANGUAGES), fc.nat(), (lang, seed) => {
        const words = ['école', 'niño', 'Straße', 'ijzer', 'schön'];
        const state = start(words, lang, seed);
        const alphabet = wordhuntAlphabet(lang);
        for (const row of state.grid) {
          expect(row).toHaveLength(state.size);
          for (const cell of row) expect(alphabet).toContain(cell);
        }
        for (const placement of state.placements) {
          const read = placementCells(placement)
            .map(({ row, col }) => state.grid[row]![col])
            .join('');
          expect(read).toBe(placement.word);
        }
        expect([...state.words].sort()).toEqual(
          [...new Set(words.map((w) => wordhuntTiles(lang, w)))].sort(),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('finds a Dutch ij word over one cell for ĳ', () => {
    const state = start(['ijzer', 'fiets', 'huis'], 'nl');
    const placement = state.placements.find((p) => p.word === 'ĲZER')!;
    expect(placementCells(placement)).toHaveLength(4);
    const result = wordhuntEngine.apply(
      state,
      { type: 'select', start: placement.start, end: placement.end },
      { now: T0 + 1000 },
    );
    expect(result.ok && result.state.found).toEqual(['ĲZER']);
  });

  it('plays English content as before', () => {
    const words = ['PRIZE', 'LUCKY', 'WINNER'];
    expect(start(words)).toEqual(start(words, 'en'));
    expect(wordhuntAlphabet('en')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  });

  it('refuses words that do not fit the language', () => {
    const check = (words: string[], language: string) =>
      wordhuntGame.checkContent?.(wordhuntContentSchema.parse({ words }), {
        isWord: () => false,
        language,
      });
    expect(check(['école', 'livre', 'PLAYDESK'], 'fr')).toBeNull();
    expect(check(['ÉCOLE', 'ECOLE', 'LIVRE'], 'fr')?.problems).toEqual([
      { path: ['words', 1], message: 'ECOLE is the same word as ÉCOLE in the grid' },
    ]);
    expect(check(['ijs', 'fiets', 'huis'], 'nl')?.problems).toEqual([
      { path: ['words', 0], message: 'IJS is shorter than 3 letters in the grid' },
    ]);
    expect(check(['SØREN', 'livre', 'chat'], 'fr')?.problems[0]?.message).toBe(
      'SØREN has a letter this language’s words cannot use',
    );
    // Ö is a letter in German, an accent in French.
    expect(check(['SCHÖN', 'SCHON', 'TISCH'], 'de')).toBeNull();
    expect(check(['SCHÖN', 'SCHON', 'TISCH'], 'fr')?.problems).toHaveLength(1);
  });
});
