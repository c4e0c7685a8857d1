import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MessageSyntaxError, argumentsOf, format, parse } from './format.js';

const TRIES = '{n, plural, =0 {Plus aucun essai} one {# essai restant} other {# essais restants}}';

describe('format (ICU-lite)', () => {
  it('fills placeholders, numbers through Intl.NumberFormat', () => {
    expect(format('en', 'Hi {name}!', { name: 'Rita' })).toBe('Hi Rita!');
    expect(format('de', '{points} Punkte', { points: 12345 })).toBe('12.345 Punkte');
    expect(format('en', 'no params')).toBe('no params');
  });

  it('picks French plural forms: "1 essai restant / 2 essais restants"', () => {
    expect(format('fr', TRIES, { n: 0 })).toBe('Plus aucun essai');
    expect(format('fr', TRIES, { n: 1 })).toBe('1 essai restant');
    expect(format('fr', TRIES, { n: 2 })).toBe('2 essais restants');
    expect(format('fr', TRIES, { n: 1500 })).toBe('1\u202f500 essais restants');
  });

  it('uses each language’s rules, never "1 tries"', () => {
    const en = '{n, plural, one {# try left} other {# tries left}}';
    expect(format('en', en, { n: 1 })).toBe('1 try left');
    expect(format('en', en, { n: 0 })).toBe('0 tries left');
    const pl = '{n, plural, one {# próba} few {# próby} many {# prób} other {# próby}}';
    expect([2, 5, 22].map((n) => format('pl', pl, { n }))).toEqual([
      '2 próby',
      '5 prób',
      '22 próby',
    ]);
  });

  it('picks every Arabic category: zero, one, two, few, many, other (CLDR, Intl.PluralRules)', () => {
    const ar =
      '{n, plural, zero {لا نقاط} one {نقطة واحدة} two {نقطتان} few {# نقاط} many {# نقطة} other {# نقطة}}';
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102].map((n) => format('ar', ar, { n }))).toEqual([
      'لا نقاط',
      'نقطة واحدة',
      'نقطتان',
      '3 نقاط',
      '10 نقاط',
      '11 نقطة',
      '99 نقطة',
      '100 نقطة',
      '102 نقطة',
    ]);
    // An exact case still wins over the category.
    expect(format('ar', '{n, plural, =2 {زوج} two {اثنتان} other {#}}', { n: 2 })).toBe('زوج');
  });

  it('selects and nests', () => {
    const m =
      '{reason, select, time {Time is up, {name}} lost {{n, plural, one {# point} other {# points}} for you} other {Over}}';
    expect(format('en', m, { reason: 'time', name: 'Ana' })).toBe('Time is up, Ana');
    expect(format('en', m, { reason: 'lost', n: 1 })).toBe('1 point for you');
    expect(format('en', m, { reason: 'whatever' })).toBe('Over');
    expect(format('en', m)).toBe('Over');
  });

  it('quotes braces with apostrophes, keeps lone apostrophes', () => {
    expect(format('en', "It's '{'literal'}' and ''q''")).toBe("It's {literal} and 'q'");
    expect(format('en', "{n, plural, other {'#' #}}", { n: 3 })).toBe('# 3');
  });

  it('refuses what is outside the subset with a MessageSyntaxError', () => {
    for (const bad of [
      '{',
      '}',
      '{n, plural, one {x}}',
      '{n, date}',
      '{a b}',
      '{n, select, x {y}',
    ]) {
      expect(() => parse(bad), bad).toThrow(MessageSyntaxError);
    }
  });

  it('lists arguments with their kinds', () => {
    expect([...argumentsOf(parse(`{name} ${TRIES}`))]).toEqual([
      ['name', 'text'],
      ['n', 'plural'],
    ]);
  });

  it('never throws anything but MessageSyntaxError on arbitrary strings', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(
            '{',
            '}',
            ',',
            '#',
            "'",
            ' ',
            'a',
            'n',
            'plural',
            'select',
            'other',
            'one',
            '=0',
          ),
        }),
        (s) => {
          try {
            parse(s);
          } catch (error) {
            expect(error).toBeInstanceOf(MessageSyntaxError);
          }
        },
      ),
    );
  });

  it('never throws formatting a valid message with arbitrary values', () => {
    const messages = [TRIES, 'Hi {name}', '{x, select, a {A {n}} other {#{n}}}', "'{'{name}'}'"];
    fc.assert(
      fc.property(
        fc.constantFrom(...messages),
        fc.constantFrom('en', 'fr', 'de', 'pl', 'ar', 'en-XA'),
        fc.record({
          n: fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constant(undefined)),
          name: fc.oneof(fc.string(), fc.constant(null)),
          x: fc.string(),
        }),
        (message, locale, params) => {
          expect(typeof format(locale, message, params)).toBe('string');
        },
      ),
    );
  });
});

describe('format with names the prototype has', () => {
  it('treats `valueOf`, `constructor` and `__proto__` as plain case names and values', () => {
    const m = '{x, select, constructor {C} other {O}}';
    expect(format('en', m, { x: 'valueOf' })).toBe('O');
    expect(format('en', m, { x: 'constructor' })).toBe('C');
    expect(format('en', '{x, select, a {A} other {#{n}}}', { x: '__proto__', n: 0 })).toBe('#0');
    expect(format('en', 'Hi {toString}', {})).toBe('Hi ');
  });
});
