import { describe, expect, it } from 'vitest';
import { createTranslator } from '@playdesk/i18n';
import { VIEW_TEXT_KEYS, englishViewT } from '../../../../packages/games/src/view-texts.js';

// The later English as the app loads it: later/en.json and each game's i18n/en.json.
import laterEn from './games/en.js';

const t = createTranslator('en', laterEn);

// Values for every placeholder a view passes, with counts of 1 and of 2 (plural forms).
const SAMPLES = [
  {
    n: 1,
    moves: 1,
    count: 1,
    found: 1,
    total: 1,
    correct: 1,
    solved: 1,
    size: 4,
    tile: 1,
    row: 1,
    col: 2,
    percent: 50,
    letter: 'A',
    mark: 'in the right place',
    word: 'CAFE',
    answer: 'Mars',
    chosen: 'Venus',
    emojis: '🍕',
    phrase: 'A blank',
    segments: 'Free coffee, No prize',
    face: 'Espresso',
  },
  {
    n: 2,
    moves: 2,
    count: 3,
    found: 2,
    total: 5,
    correct: 0,
    solved: 2,
    size: 5,
    tile: 7,
    row: 3,
    col: 1,
    percent: 60,
    letter: 'Z',
    mark: 'not in the word',
    word: 'LATTE',
    answer: 'Pacific',
    chosen: 'Arctic',
    emojis: '🌧️🌈',
    phrase: 'R A blank',
    segments: 'Mug, Try again, 10 % off',
    face: 'Iced coffee',
  },
];

describe('the game views’ texts (packages/games/src/view-texts.ts)', () => {
  it('are all in the catalogues as game.view.*, and nothing else is', () => {
    const inCatalogue = Object.keys(laterEn)
      .filter((k) => k.startsWith('game.view.'))
      .map((k) => k.slice('game.view.'.length))
      .sort();
    expect(inCatalogue).toEqual([...VIEW_TEXT_KEYS].sort());
  });

  it.each(VIEW_TEXT_KEYS)('%s: the catalogue’s English is the views’ own', (key) => {
    for (const params of SAMPLES)
      expect(t(`game.view.${key}`, params)).toBe(englishViewT(key, params));
  });
});
