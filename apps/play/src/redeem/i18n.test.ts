import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHIPPED_LANGUAGES, checkCatalogue } from '@playdesk/i18n';
import { chooseScannerLanguage, loadScannerT } from './i18n.js';

const DIR = join(dirname(fileURLToPath(import.meta.url)), 'i18n');
const read = (lang: string) =>
  JSON.parse(readFileSync(join(DIR, `${lang}.json`), 'utf8')) as Record<string, string>;
const en = read('en');

describe('the scanner’s catalogues', () => {
  it.each(SHIPPED_LANGUAGES)(
    '%s has every key, parses, keeps placeholders and plural forms',
    (lang) => {
      expect(checkCatalogue(en, read(lang), lang)).toEqual([]);
    },
  );

  it('speaks the device’s language, its own choice first', async () => {
    expect(chooseScannerLanguage(null, ['fr-FR', 'en'])).toBe('fr');
    expect(chooseScannerLanguage('de', ['fr-FR'])).toBe('de');
    expect(chooseScannerLanguage(null, ['ja'])).toBe('en');
    const t = await loadScannerT('fr');
    expect(t('card.used_where', { location: 'Rue du Port', time: '10:00' })).toBe(
      'à Rue du Port, 10:00',
    );
    expect((await loadScannerT('de'))('queue.waiting', { count: 2 })).toBe(
      '2 warten auf das Senden',
    );
  });
});
