import { describe, expect, it } from 'vitest';
import { createTranslator } from '@playdesk/i18n';
import { GAME_TYPES } from '@playdesk/games/registry';
import { DIFFICULTIES } from '@playdesk/games';
import type { T } from '../../i18n/i18n';
import { gamePart } from '../../i18n/game-texts';
import { difficultyDetailText, difficultyShortText } from './game-types';

// The games part as the console loads it: games.json and each game's folder's `games.…` keys.
const en = createTranslator('en', (await gamePart('en', 'games')).default) as T;

describe("each game's difficulty texts (editors/<type>/difficulty.ts)", () => {
  it.each(GAME_TYPES)('%s: says every difficulty in full', (type) => {
    for (const d of DIFFICULTIES) {
      for (const text of [difficultyDetailText(en, type, d), difficultyShortText(en, type, d)]) {
        expect(text).not.toMatch(/^games\.|[{}]/);
        expect(text.length).toBeGreaterThan(2);
      }
    }
  });

  it('the memory game and the puzzle in English, from their rules', () => {
    expect(difficultyShortText(en, 'memory', 'easy')).toMatch(/\d+ pairs/);
    expect(difficultyDetailText(en, 'puzzle', 'easy')).toMatch(/\d+×\d+/);
  });
});
