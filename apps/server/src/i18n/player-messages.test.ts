import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHIPPED_LANGUAGES, checkCatalogue } from '@playdesk/i18n';
import { PLAYER_CATALOGUES, emailLanguage, playerT } from './player-messages.js';

const DIR = join(dirname(fileURLToPath(import.meta.url)), 'player');
const read = (lang: string) =>
  JSON.parse(readFileSync(join(DIR, `${lang}.json`), 'utf8')) as Record<string, string>;
const en = read('en');
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace('.json', ''));

describe('the server player catalogues (issue 33 §9)', () => {
  it('has a catalogue for every shipped language, each one loaded', () => {
    for (const lang of SHIPPED_LANGUAGES) expect(files).toContain(lang);
    expect(Object.keys(PLAYER_CATALOGUES).sort()).toEqual([...files].sort());
  });

  it.each(files.filter((l) => l !== 'en'))(
    '%s has the same keys, placeholders and plural forms as English',
    (lang) => {
      expect(checkCatalogue(en, read(lang), lang)).toEqual([]);
    },
  );

  it('English parses', () => {
    expect(checkCatalogue(en, en, 'en')).toEqual([]);
  });

  it('formats plurals and dates in the language', () => {
    expect(playerT('fr').t('confirm.footer', { hours: 24 })).toContain('pendant 24 heures');
    expect(playerT('en').t('confirm.footer', { hours: 1 })).toContain('for 1 hour.');
    expect(playerT('ar').t('confirm.footer', { hours: 2 })).toContain('لمدة ساعتين');
    expect(playerT('fr').date('2026-12-01T00:00:00Z')).toBe('1 décembre 2026');
    expect(playerT('de').date('2026-12-01T00:00:00Z')).toBe('1. Dezember 2026');
    expect(playerT('en').date('2026-12-01T00:00:00Z')).toBe('1 December 2026');
  });

  it('falls back to English for a language without a catalogue, and picks the first known', () => {
    expect(playerT('ja').language).toBe('en');
    expect(playerT('ja').t('reward.code', { code: 'X' })).toBe('Your code: X');
    expect(playerT('fr-BE').language).toBe('fr');
    expect(emailLanguage(null, undefined, 'de')).toBe('de');
    expect(emailLanguage('fr', 'de')).toBe('fr');
    expect(emailLanguage()).toBe('en');
  });
});
