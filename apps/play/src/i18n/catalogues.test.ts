import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHIPPED_LANGUAGES, checkCatalogue, createTranslator } from '@playdesk/i18n';
import { GAME_TEXT_FILES, gameTexts } from '@playdesk/games/i18n/all';
import { GAME_VIEWS } from '@playdesk/games/views';
import { chooseLanguage, offeredLanguages, startI18n } from './i18n.js';

const DIR = dirname(fileURLToPath(import.meta.url));
const file = (name: string) =>
  JSON.parse(readFileSync(join(DIR, `${name}.json`), 'utf8')) as Record<string, string>;
/** A catalogue as the app loads it: the `later` part with each game's texts (games/{lang}.ts). */
const read = (name: string) => {
  const [part, lang] = name.split('/');
  return part === 'later' && lang ? { ...file(name), ...gameTexts(lang) } : file(name);
};
const PARTS = ['later', 'pages', 'live'] as const;
const en = read('en');

describe('the player catalogues (ADR 009)', () => {
  it('ships exactly the eight languages (Arabic included)', () => {
    const files = readdirSync(DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace('.json', ''))
      .sort();
    expect(files).toEqual([...SHIPPED_LANGUAGES].sort());
  });

  it.each(SHIPPED_LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every key, parses, keeps placeholders and plural forms',
    (lang) => {
      expect(checkCatalogue(en, read(lang), lang)).toEqual([]);
    },
  );

  it('English parses too', () => {
    expect(checkCatalogue(en, en, 'en')).toEqual([]);
    for (const part of PARTS) {
      const english = read(`${part}/en`);
      expect(checkCatalogue(english, english, 'en')).toEqual([]);
    }
  });

  it('has the lazy parts (later/, pages/) in every language, each key in one part only', () => {
    const seen = new Set(Object.keys(en));
    for (const part of PARTS) {
      const files = readdirSync(join(DIR, part))
        .map((f) => f.replace('.json', ''))
        .sort();
      expect(files).toEqual([...SHIPPED_LANGUAGES].sort());
      for (const key of Object.keys(read(`${part}/en`))) {
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  it('names every game (its folder’s names/{lang}.json) in each language’s first catalogue', async () => {
    const types = Object.keys(GAME_VIEWS);
    expect(types.length).toBeGreaterThan(0);
    for (const lang of SHIPPED_LANGUAGES) {
      const { default: first } = (await import(`./first/${lang}.ts`)) as {
        default: Record<string, string>;
      };
      for (const type of types)
        expect(first[`game.type.${type}`]?.trim(), `${lang}: ${type}`).toBeTruthy();
      // And nothing else of the games: their other texts are in the lazy parts.
      expect(
        Object.keys(first)
          .filter((k) => k.startsWith('game.type.'))
          .sort(),
      ).toEqual(types.map((type) => `game.type.${type}`).sort());
    }
  });

  it('has each game’s texts (packages/games/src/<type>/i18n/) in every language, its own only', () => {
    const types = [...new Set(GAME_TEXT_FILES.map((f) => f.type))];
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) {
      const files = GAME_TEXT_FILES.filter((f) => f.type === type);
      expect(files.map((f) => f.lang).sort(), type).toEqual([...SHIPPED_LANGUAGES].sort());
      for (const { texts } of files)
        for (const key of Object.keys(texts))
          expect(key.startsWith(`game.view.${type}.`) || key.startsWith('error.move.'), key).toBe(
            true,
          );
    }
  });

  it.each(
    SHIPPED_LANGUAGES.filter((l) => l !== 'en').flatMap((lang) =>
      PARTS.map((part) => [part, lang] as const),
    ),
  )('%s/%s has every key, parses, keeps placeholders and plural forms', (part, lang) => {
    expect(checkCatalogue(read(`${part}/en`), read(`${part}/${lang}`), lang)).toEqual([]);
  });

  it('says "1 essai restant / 2 essais restants" kind of things in each language', () => {
    const fr = createTranslator('fr', read('fr'), en);
    expect(fr('pad.intro.lives', { n: 1 })).toBe('1 vie');
    expect(fr('pad.intro.lives', { n: 3 })).toBe('3 vies');
    expect(fr('pad.status.lives_left', { lives: 1, max: 3 })).toBe('1 vie restante sur 3');
    expect(fr('pad.status.lives_left', { lives: 2, max: 3 })).toBe('2 vies restantes sur 3');
    expect(createTranslator('en', en)('pad.status.lives_left', { lives: 2, max: 3 })).toBe(
      '2 of 3 lives left',
    );
    const de = createTranslator('de', read('de'), en);
    expect(de('share.won', { game: 'Quiz', score: 1200 })).toBe(
      'Ich habe Quiz mit 1.200 Punkten gewonnen!',
    );
    expect(de('time.spoken_seconds', { n: 1 })).toBe('1 Sekunde');
  });

  it('speaks Arabic with its six plural forms', () => {
    const ar = createTranslator('ar', read('ar'), en);
    expect([0, 1, 2, 3, 11, 100].map((n) => ar('pad.intro.lives', { n }))).toEqual([
      'بلا أرواح',
      'روح واحدة',
      'روحان',
      '3 أرواح',
      '11 روحًا',
      '100 روح',
    ]);
    expect(ar('pad.status.lives_left', { lives: 2, max: 3 })).toBe('بقيت روحان من 3');
    expect(ar('share.won', { game: 'Wordle', score: 5 })).toBe('فزت في Wordle وحصلت على 5 نقاط!');
    expect(ar('time.spoken_seconds', { n: 2 })).toBe('ثانيتان');
  });
});

describe('chooseLanguage (issue 33 §6)', () => {
  const base = { search: '', remembered: null, browser: [] as string[] };
  it('remembered choice, then ?lang=, then the browser, then the game default', () => {
    expect(chooseLanguage({ ...base, remembered: 'de', search: '?lang=fr' })).toBe('de');
    expect(chooseLanguage({ ...base, search: '?lang=fr', browser: ['es'] })).toBe('fr');
    expect(chooseLanguage({ ...base, browser: ['ja', 'nl-BE'] })).toBe('nl');
    expect(chooseLanguage({ ...base, browser: ['ja'] })).toBe('en');
    expect(chooseLanguage({ ...base, search: '?lang=en-XA' })).toBe('en-XA');
  });
  it("among the game's languages when it says which, else its default", () => {
    const game = { language: 'fr', languages: ['fr', 'de'] };
    expect(chooseLanguage({ ...base, browser: ['es', 'de'], game })).toBe('de');
    expect(chooseLanguage({ ...base, search: '?lang=it', browser: ['es'], game })).toBe('fr');
    expect(chooseLanguage({ ...base, game: { language: 'de' } })).toBe('de');
    expect(chooseLanguage({ ...base, browser: ['pt-PT'], game: { language: 'de' } })).toBe('pt');
  });
  it('offers Arabic only where the game has it', () => {
    expect(chooseLanguage({ ...base, search: '?lang=ar' })).toBe('ar');
    expect(chooseLanguage({ ...base, browser: ['ar-EG', 'en'] })).toBe('ar');
    const wordle = { language: 'en', languages: ['en', 'fr'] };
    expect(chooseLanguage({ ...base, search: '?lang=ar', game: wordle })).toBe('en');
    expect(offeredLanguages(null)).toContain('ar');
    expect(offeredLanguages(wordle)).toEqual(['en', 'fr']);
  });
});

describe('the page direction (issue 33 §2)', () => {
  const root = () => ({ lang: '', dir: '' }) as unknown as HTMLElement;
  it('is right-to-left for Arabic, left-to-right otherwise, with <html lang>', () => {
    for (const [lang, dir] of [
      ['ar', 'rtl'],
      ['en', 'ltr'],
      ['fr', 'ltr'],
      ['en-XA', 'ltr'],
    ] as const) {
      const html = root();
      startI18n(lang, en, ['en'], html);
      expect([html.lang, html.dir]).toEqual([lang, dir]);
    }
  });
});
