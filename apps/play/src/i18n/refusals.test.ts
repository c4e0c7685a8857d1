import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REFUSAL_CODES, refusalParamNames } from '@playdesk/games';
import { gameTexts } from '@playdesk/games/i18n/all';
import { SHIPPED_LANGUAGES, argumentsOf, format, parse } from '@playdesk/i18n';

const DIR = dirname(fileURLToPath(import.meta.url));
const read = (file: string) =>
  JSON.parse(readFileSync(join(DIR, file), 'utf8')) as Record<string, string>;
/** Where error texts live: the parts loaded after the first paint (issue 33 §12), the games' own included. */
const errorTexts = (lang: string) => ({
  ...read(`later/${lang}.json`),
  ...gameTexts(lang),
  ...read(`pages/${lang}.json`),
});

/** A value for each of a refusal's values, as an engine sends them. */
const SAMPLE: Record<string, string | number> = { length: 5, word: 'LATTE', letter: 'E', tile: 7 };

describe('the texts of the moves a game refuses (issue 33 §9, packages/games/src/refusals.ts)', () => {
  it.each(SHIPPED_LANGUAGES)('%s has a text for every code an engine refuses with', (lang) => {
    const texts = errorTexts(lang);
    expect(REFUSAL_CODES.filter((code) => !texts[`error.${code}`])).toEqual([]);
  });

  it.each(SHIPPED_LANGUAGES)("%s's texts use only the values the engine sends", (lang) => {
    const texts = errorTexts(lang);
    for (const code of REFUSAL_CODES) {
      const text = texts[`error.${code}`] ?? '';
      const sent = refusalParamNames(code);
      const used = [...argumentsOf(parse(text)).keys()];
      expect(
        used.filter((name) => !sent.includes(name)),
        `${lang} error.${code}`,
      ).toEqual([]);
      const params = Object.fromEntries(sent.map((name) => [name, SAMPLE[name]!]));
      const shown = format(lang, text, params);
      expect(shown, `${lang} error.${code}`).not.toMatch(/[{}]/);
      for (const name of used) expect(shown).toContain(String(params[name]));
    }
  });
});
