import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PLAYER_ERROR_CODES } from '@playdesk/contract';
import { gameTexts } from '@playdesk/games/i18n/all';
import { createTranslator } from '@playdesk/i18n';
import { englishT, type T } from '../i18n/i18n.js';
import { ApiError, createApi, NETWORK_ERROR } from './api.js';
import { describeError, formatErrorDate } from './error-text.js';

const I18N = join(dirname(fileURLToPath(import.meta.url)), '../i18n');
const read = (file: string) =>
  JSON.parse(readFileSync(join(I18N, file), 'utf8')) as Record<string, string>;
/** A language's texts: its catalogue, its lazy parts and the games' own (i18n/games/{lang}.ts). */
const all = (lang: string) => ({
  ...read(`${lang}.json`),
  ...read(`later/${lang}.json`),
  ...gameTexts(lang),
  ...read(`pages/${lang}.json`),
});
const english = all('en');
const translator = (lang: string): T => createTranslator(lang, all(lang), english) as T;

describe('describeError (docs/product-rules.md#error-codes)', () => {
  const fr = translator('fr');

  it("has a text for every player code of the contract's list (in later/, a game's or pages/)", () => {
    const lazy = { ...read('later/en.json'), ...gameTexts('en'), ...read('pages/en.json') };
    expect(PLAYER_ERROR_CODES.filter((code) => !(`error.${code}` in lazy))).toEqual([]);
  });

  it("shows a known code's text in the player's language, with its params", () => {
    const refused = new ApiError(422, 'Not in word list', [], 'move.not_in_word_list');
    expect(describeError(fr, refused, 'fr')).toBe('Ce mot n’est pas dans la liste');
    const found = new ApiError(422, 'You already found LATTE.', [], 'move.word_already_found', {
      word: 'LATTE',
    });
    expect(describeError(fr, found, 'fr')).toBe('Vous avez déjà trouvé LATTE.');
    const waiting = (seconds: number) =>
      new ApiError(429, 'Too many plays', [], 'play.rate_limited', { seconds });
    expect(describeError(fr, waiting(1), 'fr')).toBe(
      'Trop d’essais. Attendez 1 seconde et réessayez.',
    );
    expect(describeError(fr, waiting(30), 'fr')).toBe(
      'Trop d’essais. Attendez 30 secondes et réessayez.',
    );
  });

  it('formats dates in the params in the player’s language', () => {
    const monthly = new ApiError(429, 'Monthly limit', [], 'play.monthly_limit', {
      date: '2026-12-01T00:00:00.000Z',
    });
    expect(describeError(fr, monthly, 'fr')).toBe(
      'Ce jeu n’a plus de parties ce mois-ci. Revenez le 1 déc. 2026.',
    );
    expect(formatErrorDate('2026-12-01T00:00:00.000Z', 'de')).toBe('01.12.2026');
    const daily = new ApiError(429, 'Once a day', [], 'play.participation_limit', {
      rule: 'n_per_day',
      per_day: 3,
      date: '2026-12-01T00:00:00.000Z',
    });
    expect(describeError(translator('ar'), daily, 'ar')).toContain('يمكنك اللعب 3 مرات يوميًا.');
    expect(describeError(translator('en'), daily, 'en')).toBe(
      'You can play 3 times a day. Come back on Dec 1, 2026.',
    );
  });

  it("falls back to the server's English message for an unknown code or none", () => {
    expect(
      describeError(fr, new ApiError(422, 'Some new refusal', [], 'move.brand_new'), 'fr'),
    ).toBe('Some new refusal');
    expect(describeError(fr, new ApiError(400, 'The request is not valid.'), 'fr')).toBe(
      'The request is not valid.',
    );
    // A known code whose texts are not loaded (offline): the server's words, never a key.
    expect(
      describeError(
        englishT,
        new ApiError(422, 'Not in word list', [], 'move.not_in_word_list'),
        'en',
      ),
    ).toBe('Not in word list');
    expect(describeError(fr, new ApiError(0, NETWORK_ERROR), 'fr')).toBe(fr('error.network'));
    expect(describeError(fr, 'oops', 'fr')).toBe(fr('error.generic'));
  });

  it("keeps the body's code and params on the ApiError", async () => {
    const api = createApi(
      async () =>
        new Response(
          JSON.stringify({
            message: 'Enter a 5-letter word',
            code: 'move.word_length',
            params: { length: 5, nested: { no: 1 } },
          }),
          { status: 422, headers: { 'content-type': 'application/json' } },
        ),
    );
    const error = (await api
      .act('s1', { type: 'guess' }, 't')
      .catch((e: unknown) => e)) as ApiError;
    expect([error.code, error.params, error.message]).toEqual([
      'move.word_length',
      { length: 5 },
      'Enter a 5-letter word',
    ]);
    expect(describeError(fr, error, 'fr')).toBe('Entrez un mot de 5 lettres');
  });
});
