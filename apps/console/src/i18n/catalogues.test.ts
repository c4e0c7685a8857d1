import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkCatalogue, createTranslator } from '@playdesk/i18n';
import { chooseLanguage, profileLanguage } from './i18n';

const DIR = dirname(fileURLToPath(import.meta.url));
const read = (lang: string, part: string) =>
  JSON.parse(readFileSync(join(DIR, lang, `${part}.json`), 'utf8')) as Record<string, string>;
const parts = (lang: string) =>
  readdirSync(join(DIR, lang))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace('.json', ''))
    .sort();
/** Each game's own texts: its console folder's `en.json` and `fr.json` (see i18n.tsx). */
const EDITORS = join(DIR, '../features/games/editors');
const games = readdirSync(EDITORS, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const readGame = (lang: string, type: string) =>
  JSON.parse(readFileSync(join(EDITORS, type, `${lang}.json`), 'utf8')) as Record<string, string>;

describe('the console catalogues (issue 33 §10, ADR 009)', () => {
  it('French has the same parts as English', () => {
    expect(parts('fr')).toEqual(parts('en'));
  });

  it.each(parts('en'))(
    '%s: French has every key, no extra one, the same placeholders and its plural forms',
    (part) => {
      expect(checkCatalogue(read('en', part), read('fr', part), 'fr')).toEqual([]);
      expect(checkCatalogue(read('en', part), read('en', part), 'en')).toEqual([]);
    },
  );

  it.each(games)(
    "the game %s's own texts: French has every key, no extra one, the same placeholders and its plural forms",
    (type) => {
      expect(checkCatalogue(readGame('en', type), readGame('fr', type), 'fr')).toEqual([]);
      expect(checkCatalogue(readGame('en', type), readGame('en', type), 'en')).toEqual([]);
    },
  );

  it("a key lives in one part only; a section's keys start with its name", () => {
    const seen = new Map<string, string>();
    for (const part of parts('en')) {
      for (const key of Object.keys(read('en', part))) {
        expect(seen.get(key), key).toBeUndefined();
        seen.set(key, part);
        if (!['core', 'auth', 'shell'].includes(part)) {
          expect(key.startsWith(`${part}.`), key).toBe(true);
        }
      }
    }
    // A game's texts join the part they are named after (i18n.tsx), and name their game.
    for (const type of games) {
      for (const key of Object.keys(readGame('en', type))) {
        expect(seen.get(key), key).toBeUndefined();
        seen.set(key, type);
        expect(/^(games|game-content)\./.test(key), key).toBe(true);
      }
    }
  });

  it("loads a game's texts with the part they are named after, in both languages", async () => {
    const { appT, loadSections, setLanguage } = await import('./i18n');
    await loadSections('games', 'game-content');
    expect(appT()('games.content.memory.title')).toBe(
      readGame('en', 'memory')['games.content.memory.title'],
    );
    expect(appT()('game-content.error.memory_text')).toBe(
      readGame('en', 'memory')['game-content.error.memory_text'],
    );
    await setLanguage('fr');
    expect(appT()('games.detail.wheel', { time: 'x' })).toBe(
      readGame('fr', 'wheel')['games.detail.wheel']!.replace('{time}', 'x'),
    );
    await setLanguage('en');
  });

  it('says counts in ICU plurals in both languages', () => {
    const en = createTranslator('en', read('en', 'auth'));
    const fr = createTranslator('fr', read('fr', 'auth'), read('en', 'auth'));
    expect(en('plan.team', { count: 1 })).toBe('Up to 1 team mate');
    expect(en('plan.team', { count: 3 })).toBe('Up to 3 team mates');
    expect(fr('plan.team', { count: 1 })).toBe("Jusqu'à 1 membre d'équipe");
    expect(fr('plan.gameplays', { count: 10000 })).toMatch(/^10\s000 parties par mois$/);
  });
});

describe('the console language (issue 33 §10)', () => {
  it("the profile's, then the device's, then the browser's, then English", () => {
    expect(chooseLanguage({ profile: 'fr', remembered: 'en', browser: ['en'] })).toBe('fr');
    expect(chooseLanguage({ profile: null, remembered: 'fr', browser: ['en'] })).toBe('fr');
    expect(chooseLanguage({ remembered: null, browser: ['de-DE', 'fr-CA'] })).toBe('fr');
    expect(chooseLanguage({ remembered: 'de', browser: ['ja'] })).toBe('en');
    expect(chooseLanguage({})).toBe('en');
  });

  it('the pseudo-locale on ?lang=en-XA or when remembered, never from the profile', () => {
    expect(chooseLanguage({ search: '?lang=en-XA', profile: 'fr' })).toBe('en-XA');
    expect(chooseLanguage({ remembered: 'en-XA' })).toBe('en-XA');
    expect(chooseLanguage({ profile: 'en-XA', browser: ['fr'] })).toBe('fr');
  });

  it('reads the profile defensively', () => {
    expect(profileLanguage({ language: 'fr' })).toBe('fr');
    expect(profileLanguage({ language: null })).toBeNull();
    expect(profileLanguage({ language: 'de' })).toBeNull();
    expect(profileLanguage({})).toBeNull();
    expect(profileLanguage(null)).toBeNull();
  });
});
