import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_ERROR_CODES, MessageResponse } from '@playdesk/contract';
import { setLanguage } from '../i18n/i18n';
import { sessionStore } from '../session/session';
import { ApiError, apiRequest, errorTextOf } from './client';
import { codedText } from './error-codes';
import { toastText } from './query-client';

const I18N = join(dirname(fileURLToPath(import.meta.url)), '../i18n');
const catalogue = (lang: string) =>
  JSON.parse(readFileSync(join(I18N, lang, 'errors.json'), 'utf8')) as Record<string, string>;

const body = (code: string, params?: Record<string, string | number>, message = 'English.') => ({
  message,
  code,
  ...(params ? { params } : {}),
});

describe('coded errors in the console (docs/product-rules.md#error-codes)', () => {
  afterAll(() => setLanguage('en'));

  it('has a text for every console code of the contract, in English and in French', () => {
    for (const lang of ['en', 'fr']) {
      const texts = catalogue(lang);
      expect(
        CONSOLE_ERROR_CODES.filter((code) => !(`errors.${code}` in texts)),
        lang,
      ).toEqual([]);
    }
  });

  it("shows a code's text in the user's language, with its params", async () => {
    await setLanguage('fr');
    await import('./error-codes').then((m) => m.loadErrorTexts(body('access.module')));
    expect(codedText(body('access.module', { module: 'rewards' }))).toBe(
      'Votre rôle dans ce compte ne comprend pas le module Récompenses.',
    );
    expect(codedText(body('request.too_many', { seconds: 1 }))).toBe(
      'Trop de tentatives. Réessayez dans 1 seconde.',
    );
    expect(codedText(body('request.too_many', { seconds: 30 }))).toBe(
      'Trop de tentatives. Réessayez dans 30 secondes.',
    );
    expect(codedText(body('plan.team_mates', { plan: 'Starter', allowed: 3, count: 4 }))).toBe(
      'La formule Starter permet 3 membres d’équipe et cette entreprise en a 4.',
    );
    expect(codedText(body('resource.not_found', { resource: 'reward' }))).toBe(
      'Cette récompense est introuvable : elle a peut-être été supprimée.',
    );
    expect(codedText(body('domain.taken', { domain: 'jeux.example.fr' }))).toBe(
      'jeux.example.fr est déjà utilisé par une autre entreprise sur Playdesk.',
    );
    await setLanguage('en');
    expect(codedText(body('plan.sub_accounts', { plan: 'Free', allowed: 0, count: 1 }))).toBe(
      'The Free plan does not include extra accounts and this business has 1.',
    );
  });

  it("falls back to the server's words for an error without a code, or a code it does not know", () => {
    expect(errorTextOf({ message: 'Something new went wrong.' })).toBe('Something new went wrong.');
    expect(errorTextOf(body('newer.code', undefined, 'A newer refusal.'))).toBe('A newer refusal.');
    expect(codedText(body('newer.code'))).toBeNull();
    expect(codedText({ message: 'No code.' })).toBeNull();
  });

  it('keeps the field errors of a coded 400: they say more than its summary', async () => {
    await setLanguage('fr');
    const refused = {
      message: 'The file is refused.',
      errors: ['cta.label: At most 60 characters (this text has 61)'],
      code: 'translation.import_refused',
    };
    expect(errorTextOf(refused)).toBe('cta.label: At most 60 characters (this text has 61)');
    // One field's coded refusal, when no form shows it: the code's words in the toast.
    const url = {
      message: 'The request is not valid.',
      errors: ['url: This address is private or reserved; use a public address'],
      code: 'webhook.url_refused',
      params: { reason: 'private' },
    };
    expect(toastText(new ApiError(400, url, errorTextOf(url)))).toBe(
      'Cette adresse est privée ou réservée : utilisez une adresse publique',
    );
    await setLanguage('en');
  });
});

describe('apiRequest with a coded error', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    sessionStore.setState({ user: null, loggedIn: false });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('en');
  });

  it("loads the errors' texts and shows the code's in French", async () => {
    await setLanguage('fr');
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify(body('auth.invalid_credentials', undefined, 'Invalid email or password.')),
        { status: 401, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    await expect(
      apiRequest('login', { method: 'POST', body: {}, schema: MessageResponse }),
    ).rejects.toMatchObject({ status: 401, text: 'Adresse e-mail ou mot de passe incorrect.' });
  });
});
