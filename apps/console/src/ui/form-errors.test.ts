import { describe, expect, it } from 'vitest';
import { loadErrorTexts } from '../api/error-codes';
import { setLanguage } from '../i18n/i18n';
import { applyServerErrors, issuesToFieldErrors, splitServerErrors } from './form-errors';

describe('splitServerErrors', () => {
  const fields = ['text', 'game', 'starts_at', 'ends_at', 'colors.background', 'colors'];

  it('maps "path: message" errors to known fields and keeps the rest', () => {
    expect(
      splitServerErrors(
        {
          message: 'The request is not valid.',
          errors: ['text: Write the text the bar shows', 'Send either a range or days'],
        },
        fields,
      ),
    ).toEqual({
      fields: { text: 'Write the text the bar shows' },
      other: ['Send either a range or days'],
    });
  });

  it('prefers the longest known field and falls back to a parent field', () => {
    const { fields: mapped } = splitServerErrors(
      {
        errors: [
          'colors.background: Use a colour like #4A3494',
          'colors.button_text: Use a colour like #4A3494',
        ],
      },
      fields,
    );
    expect(mapped).toEqual({
      'colors.background': 'Use a colour like #4A3494',
      colors: 'Use a colour like #4A3494',
    });
  });

  it('renames request keys to form keys', () => {
    expect(
      splitServerErrors({ errors: ['game_id: Choose one of your games'] }, fields, {
        game_id: 'game',
      }).fields,
    ).toEqual({ game: 'Choose one of your games' });
  });

  it('keeps the first message of a field and leaves unknown paths alone', () => {
    const split = splitServerErrors(
      { errors: ['ends_at: First', 'ends_at: Second', 'kind: Invalid option'] },
      fields,
    );
    expect(split.fields).toEqual({ ends_at: 'First' });
    expect(split.other).toEqual(['kind: Invalid option']);
  });

  it('copes with bodies without errors', () => {
    expect(splitServerErrors({ message: 'Game not found.' }, fields)).toEqual({
      fields: {},
      other: [],
    });
    expect(splitServerErrors(null, fields)).toEqual({ fields: {}, other: [] });
    expect(splitServerErrors('oops', fields)).toEqual({ fields: {}, other: [] });
  });
});

describe('issuesToFieldErrors', () => {
  it('nests messages by path, keeps the first per field and applies aliases', () => {
    expect(
      issuesToFieldErrors(
        [
          { path: ['name'], message: 'Name is required' },
          { path: ['name'], message: 'Second' },
          { path: ['colors', 'background'], message: 'Use a colour like #4A3494' },
          { path: ['game_id'], message: 'Choose a game' },
          { path: [], message: 'Whole form' },
        ],
        { game_id: 'game' },
      ),
    ).toEqual({
      name: { type: 'validate', message: 'Name is required' },
      colors: { background: { type: 'validate', message: 'Use a colour like #4A3494' } },
      game: { type: 'validate', message: 'Choose a game' },
      root: { type: 'validate', message: 'Whole form' },
    });
  });
});

describe('applyServerErrors in the user’s language', () => {
  const placed = async (body: unknown, known: string[]) => {
    const set: Record<string, string> = {};
    const other = applyServerErrors<Record<string, string>>(
      body,
      (field, error) => {
        set[field] = error.message ?? '';
      },
      known,
    );
    return { set, other };
  };

  it("puts the contract's message under its field in French, and a coded field refusal in the code's words", async () => {
    await setLanguage('fr');
    try {
      const { set } = await placed(
        { message: 'The request is not valid.', errors: ['email: Enter a valid email address'] },
        ['email'],
      );
      expect(set).toEqual({ email: 'Saisissez une adresse e-mail valide' });
      const url = {
        message: 'The request is not valid.',
        errors: ['url: The address must start with https://'],
        code: 'webhook.url_refused',
        params: { reason: 'https' },
      };
      await loadErrorTexts(url);
      expect((await placed(url, ['url'])).set).toEqual({
        url: 'L’adresse doit commencer par https://',
      });
      // A message the catalogue does not have stays the server's.
      expect(
        (await placed({ errors: ['email: Something new about this email'] }, ['email'])).set,
      ).toEqual({ email: 'Something new about this email' });
    } finally {
      await setLanguage('en');
    }
  });
});
