import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@playdesk/contract';
import { blockedWord, foldNickname } from './nickname.js';

describe('live nicknames', () => {
  it('has a block list for every player language', async () => {
    for (const lang of LANGUAGES) {
      const list = ((await import(`./nicknames/${lang}.json`)) as { default: string[] }).default;
      expect(list.length, lang).toBeGreaterThan(5);
    }
  });

  it('refuses listed words, folded, as words or inside longer names', () => {
    expect(blockedWord('Fuck')).toBe('fuck');
    expect(blockedWord('5H1T happens')).toBe('shit');
    expect(blockedWord('f.u.c.k')).toBe('fuck');
    expect(blockedWord('bigbastard99')).toBe('bastard');
    expect(blockedWord('Connard', 'fr')).toBe('connard');
    expect(blockedWord('Arschloch', 'de')).toBe('arschloch');
    // English is checked in every language.
    expect(blockedWord('Bitch', 'es')).toBe('bitch');
  });

  it('lets ordinary names through, also those that hold a short listed word', () => {
    for (const name of [
      'Léa',
      'Scunthorpe',
      'Cocktail Queen',
      'Dickens fan',
      'Barista Bob',
      'محمد',
    ])
      expect(blockedWord(name, 'fr'), name).toBeNull();
    expect(foldNickname('Élodie')).toBe('elodie');
  });
});
