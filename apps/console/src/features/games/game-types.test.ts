import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '@playdesk/i18n';
import { GAME_TYPES } from '@playdesk/games/registry';
import { DIFFICULTIES } from '@playdesk/games';
import type { T } from '../../i18n/i18n';
import { difficultyDetailText, difficultyShortText } from './game-types';

const part = (lang: string) =>
  JSON.parse(readFileSync(join(__dirname, `../../i18n/${lang}/games.json`), 'utf8')) as Record<
    string,
    string
  >;
const en = createTranslator('en', part('en')) as T;

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
