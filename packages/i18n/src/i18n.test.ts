import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { argumentsOf, format, parse } from './format.js';
import { checkCatalogue, integerPluralCategories } from './check.js';
import { rtl, SHIPPED_LANGUAGES } from './languages.js';
import { pseudoLocalize, pseudoMessages } from './pseudo.js';
import { parseAcceptLanguage, resolveLanguage } from './resolve.js';
import { createTranslator, withSlots } from './translator.js';

describe('createTranslator', () => {
  const en = {
    hi: 'Hi {name}',
    tries: '{n, plural, one {# try} other {# tries}}',
    only: 'Only EN',
  };
  const fr = { hi: 'Salut {name}', tries: '{n, plural, one {# essai} other {# essais}}', only: '' };

  it('formats in the language, falls back to English, never a blank', () => {
    const t = createTranslator('fr', fr, en);
    expect(t('hi', { name: 'Léa' })).toBe('Salut Léa');
    expect(t('tries', { n: 0 })).toBe('0 essai');
    expect(t('tries', { n: 2 })).toBe('2 essais');
    expect(t('only')).toBe('Only EN');
    expect(createTranslator('fr', { hi: '{broken' }, en)('hi', { name: 'A' })).toBe('Hi A');
    expect(t('nowhere')).toBe('nowhere');
  });

  it('pseudo-localizes the English in en-XA', () => {
    const t = createTranslator('en-XA', pseudoMessages(en), en);
    expect(t('hi', { name: 'Bob' })).toMatch(/^\[!! Ĥîî+.* Bob !!\]$/);
    expect(t('tries', { n: 1 })).toContain('1 ţŕý');
  });
});

describe('pseudoLocalize', () => {
  it('accents, lengthens by ~40 % and wraps', () => {
    const p = pseudoLocalize('Play now');
    expect(p.startsWith('[!! ') && p.endsWith(' !!]')).toBe(true);
    expect(p).toContain('Þļåå');
    expect(p.length - 8).toBeGreaterThanOrEqual(Math.ceil('Play now'.length * 1.3));
  });

  it('keeps placeholders and ICU syntax, so the message means the same', () => {
    const m =
      '{n, plural, =0 {None} one {# try for {name}} other {# tries}} {x, select, a {A} other {B}}';
    const p = pseudoLocalize(m);
    expect([...argumentsOf(parse(p))]).toEqual([...argumentsOf(parse(m))]);
    expect(format('en', p, { n: 2, name: 'Z', x: 'a' })).toMatch(/^\[!! 2 ţŕ.*!!\]$/);
  });

  it('keeps the placeholders of any valid message (property)', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'E', ' ', '#', "'", 'ß', '!') });
    const name = fc.constantFrom('name', 'n', 'count', 'x');
    const message = fc
      .array(
        fc.oneof(
          text.map((s) => s.replace(/'/g, "''")),
          name.map((n) => `{${n}}`),
        ),
      )
      .map((bits) => bits.join(''));
    fc.assert(
      fc.property(message, (m) => {
        const p = pseudoLocalize(m);
        expect([...argumentsOf(parse(p))]).toEqual([...argumentsOf(parse(m))]);
      }),
    );
  });
});

describe('resolveLanguage (issue 33 §6)', () => {
  const available = ['en', 'fr', 'de'];
  const base = { available, fallback: 'en' };
  it('explicit choice, then option, then Accept-Language, then the default', () => {
    expect(resolveLanguage({ ...base, explicit: 'de', option: 'fr', acceptLanguage: 'fr' })).toBe(
      'de',
    );
    expect(resolveLanguage({ ...base, explicit: 'ja', option: 'fr', acceptLanguage: 'de' })).toBe(
      'fr',
    );
    expect(
      resolveLanguage({ ...base, option: 'it', acceptLanguage: 'it, de-CH;q=0.8, fr;q=0.9' }),
    ).toBe('fr');
    expect(resolveLanguage({ ...base, acceptLanguage: ['pt-BR', 'de-AT'] })).toBe('de');
    expect(resolveLanguage({ ...base, acceptLanguage: 'ja, zh;q=0.5' })).toBe('en');
    expect(resolveLanguage({ available: ['fr'], fallback: 'fr' })).toBe('fr');
    expect(resolveLanguage({ ...base, option: 'en-XA' })).toBe('en-XA');
  });
  it('parses Accept-Language by quality', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'en',
    ]);
  });
});

describe('languages', () => {
  it('ships eight with Arabic, knows right-to-left', () => {
    expect(SHIPPED_LANGUAGES).toEqual(['en', 'fr', 'de', 'es', 'it', 'nl', 'pt', 'ar']);
    expect([rtl('ar'), rtl('he-IL'), rtl('fr'), rtl('en')]).toEqual([true, true, false, false]);
    expect([rtl('ar-EG'), rtl('AR_ma'), rtl('fa'), rtl('en-XA')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('checkCatalogue', () => {
  const en = {
    a: 'Hi {name}',
    b: '{n, plural, one {# try left} other {# tries left}}',
    c: '{r, select, x {X} other {Y}}',
  };
  it('passes a good catalogue', () => {
    const fr = {
      a: 'Salut {name}',
      b: '{n, plural, one {# essai restant} other {# essais restants}}',
      c: '{r, select, x {X} other {Z}}',
    };
    expect(checkCatalogue(en, fr, 'fr')).toEqual([]);
  });
  it('finds missing/extra keys, parse errors, placeholder and plural problems', () => {
    const bad = {
      a: 'Salut {nom}',
      b: '{n, plural, other {# essais}}',
      d: 'extra',
    };
    const found = checkCatalogue(en, bad, 'fr').map((p) => `${p.key}: ${p.problem}`);
    expect(found).toEqual([
      'd: extra key (not in English)',
      'a: placeholder {name} is missing',
      'a: placeholder {nom} is not in English',
      'b: plural {n} lacks "one", which fr uses',
      'c: missing',
    ]);
    expect(checkCatalogue(en, { ...en, c: '{r} {oops' }, 'de')[0]?.problem).toMatch(
      /does not parse/,
    );
    expect(checkCatalogue(en, { ...en, b: '{n} tries' }, 'de')[0]?.problem).toBe(
      '{n} is a text here, a plural in English',
    );
  });
  it('knows which plural categories a language uses for whole numbers', () => {
    expect([...integerPluralCategories('fr')].sort()).toEqual(['one', 'other']);
    expect([...integerPluralCategories('ja')]).toEqual(['other']);
    expect([...integerPluralCategories('pl')].sort()).toEqual(['few', 'many', 'one']); // Polish whole numbers never reach `other`
    expect([...integerPluralCategories('ar')].sort()).toEqual([
      'few',
      'many',
      'one',
      'other',
      'two',
      'zero',
    ]);
  });
  it('asks an Arabic plural for all six categories', () => {
    const en = { n: '{n, plural, one {# point} other {# points}}' };
    const ar = { n: '{n, plural, one {نقطة واحدة} two {نقطتان} other {# نقطة}}' };
    expect(checkCatalogue(en, ar, 'ar').map((p) => p.problem)).toEqual([
      'plural {n} lacks "zero", which ar uses',
      'plural {n} lacks "few", which ar uses',
      'plural {n} lacks "many", which ar uses',
    ]);
  });
});

describe('withSlots', () => {
  it('keeps the places of elements through formatting, in any order the language puts them', () => {
    const fr = createTranslator('fr', {
      k: '{name} joue — {count, plural, one {# partie} other {# parties}}',
    });
    expect(withSlots((p) => fr('k', p), { count: 2 }, ['name'])).toEqual([
      { text: '' },
      { slot: 'name' },
      { text: ' joue — 2 parties' },
    ]);
  });
});
