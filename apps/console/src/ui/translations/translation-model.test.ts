import { describe, expect, it } from 'vitest';
import { appT, loadSections, setLanguage } from '../../i18n/i18n';
import {
  addableLanguages,
  filledTexts,
  isDirty,
  progress,
  refusalProblems,
  textsToSave,
  tooLong,
  translatableFields,
  translatedLanguages,
  type TranslationField,
} from './translation-model';

const FIELDS: TranslationField[] = [
  { key: 'name', label: 'Name', defaultText: 'Free coffee', maxLength: 120 },
  { key: 'description', label: 'Description', defaultText: 'A cup on us', maxLength: 500 },
  { key: 'terms', label: 'Terms', defaultText: '  ', maxLength: 2000 },
];

describe('the object translation editor (issue 33 §8)', () => {
  it('offers the player languages but the default and those already there, in list order', () => {
    const translations = { de: { name: 'Gratis Kaffee' }, fr: {} };
    expect(addableLanguages('en', translations)).toEqual(['es', 'it', 'nl', 'pt', 'ar']);
    expect(translatedLanguages('en', translations)).toEqual(['fr', 'de']);
    expect(addableLanguages('fr', {})).toEqual(['en', 'de', 'es', 'it', 'nl', 'pt', 'ar']);
  });

  it('lists only texts with a default text to translate', () => {
    expect(translatableFields(FIELDS).map((f) => f.key)).toEqual(['name', 'description']);
  });

  it('counts the translated texts of the listed fields, blanks and unlisted keys aside', () => {
    const fields = translatableFields(FIELDS);
    const fr = { name: 'Café offert', description: ' ', terms: 'Conditions', other: 'x' };
    expect(filledTexts(fr, fields)).toEqual({ name: 'Café offert' });
    expect(progress(fr, fields)).toEqual({ done: 1, total: 2 });
    expect(progress(undefined, fields)).toEqual({ done: 0, total: 2 });
  });

  it('is dirty only when a listed text differs (missing and empty are the same)', () => {
    const saved = { name: 'Café offert' };
    expect(isDirty({ name: 'Café offert', description: '' }, saved, FIELDS)).toBe(false);
    expect(isDirty({ name: 'Café offert !' }, saved, FIELDS)).toBe(true);
    expect(isDirty({ ...saved, other: 'not listed' }, saved, FIELDS)).toBe(false);
  });

  it('saves the draft over the saved texts, keeping unlisted ones and dropping emptied ones', () => {
    const fields = translatableFields(FIELDS);
    const saved = { name: 'Café offert', description: 'Une tasse', terms: 'Conditions' };
    expect(textsToSave(saved, fields, { name: 'Un café offert', description: '   ' })).toEqual({
      name: 'Un café offert',
      terms: 'Conditions',
    });
    expect(textsToSave(undefined, fields, {})).toEqual({});
  });

  it('says when a text is longer than its field allows', () => {
    expect(tooLong('x'.repeat(120), FIELDS[0]!)).toBe(false);
    expect(tooLong('x'.repeat(121), FIELDS[0]!)).toBe(true);
  });

  it("lists a refusal's problems by the texts' labels, or its message", () => {
    const fields: TranslationField[] = [
      ...FIELDS,
      { key: 'fields.email.label', label: 'Field 1, label', defaultText: 'Email', maxLength: 120 },
    ];
    expect(
      refusalProblems(
        {
          errors: [
            'translations.fr.description: Too long',
            'translations.fr.lead_form.fields.email.label: Label must be at most 120 characters',
            'translations.fr.other: Not a text',
            'default_language: No',
          ],
        },
        'Invalid request',
        fields,
      ),
    ).toEqual([
      'Description: Too long',
      'Field 1, label: Label must be at most 120 characters',
      'other: Not a text',
      'default_language: No',
    ]);
    expect(refusalProblems({ errors: ['cta.label: At most 60'] }, 'Invalid request')).toEqual([
      'cta.label: At most 60',
    ]);
    expect(refusalProblems({ message: 'Invalid request' }, 'Invalid request')).toEqual([
      'Invalid request',
    ]);
    expect(refusalProblems(null, 'Network error')).toEqual(['Network error']);
  });

  it('says the server’s checks of a text in the user’s language, the text named by its label', async () => {
    await loadSections('translate');
    const problems = (body: unknown) => refusalProblems(body, 'Invalid request', FIELDS, appT());
    expect(
      problems({
        errors: [
          'translations.fr.name: At most 120 characters (this text has 121)',
          'questions.7.text: This game has no text with this key',
        ],
      }),
    ).toEqual([
      'Name: at most 120 characters (this text has 121)',
      'questions.7.text: this game has no text with this key',
    ]);
    await setLanguage('fr');
    try {
      expect(
        problems({
          errors: [
            'description: Keep the placeholders of the original text (none; this text has {prize})',
            'name: At most 120 characters (this text has 121)',
            // A check the console has no words for: the server's, its text still named.
            'terms: Something new',
          ],
        }),
      ).toEqual([
        'Description : gardez les variables du texte d’origine (none ; ce texte a {prize})',
        'Name : 120 caractères au plus (ce texte en a 121)',
        'Terms : Something new',
      ]);
    } finally {
      await setLanguage('en');
    }
  });
});
