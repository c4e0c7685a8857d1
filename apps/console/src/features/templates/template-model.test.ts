import { TemplateInput, UpdateTemplateRequest } from '@playdesk/contract';
import { createTranslator } from '@playdesk/i18n';
import { describe, expect, it } from 'vitest';
import type { T } from '../../i18n/i18n';
import en from '../../i18n/en/templates.json';
import fr from '../../i18n/fr/templates.json';
import { contractResolver } from '../../ui/form-errors';
import {
  isBlankHtml,
  newTemplateValues,
  TEMPLATE_TEXT_LIMITS,
  templateToValues,
  templateTranslationFields,
  valuesToRequest,
  type TemplateFormValues,
} from './template-model';

describe('template form', () => {
  it('starts each kind with words of its own and the default colours', () => {
    expect(newTemplateValues('game-over')).toMatchObject({ button_label: 'Try again', name: '' });
    expect(newTemplateValues('success').title).toBe('You did it!');
    expect(newTemplateValues('leaderboard').colors).toEqual({
      background: '#FFFFFF',
      text: '#1F1640',
      button: '#4A3494',
      button_text: '#FFFFFF',
    });
  });

  it('treats an emptied editor as no message', () => {
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p>Hi</p>')).toBe(false);
  });

  it('sends empty link and image as null', () => {
    const values = { ...newTemplateValues('success'), name: 'Prize', message: '<p><br></p>' };
    expect(valuesToRequest(values)).toMatchObject({
      name: 'Prize',
      message: '',
      image: null,
      button_link: null,
    });
  });

  it('reads a saved template back into the form', () => {
    const values = templateToValues({
      public_id: 't1',
      kind: 'success',
      name: 'Prize',
      title: 'Yay',
      message: '<p>x</p>',
      image: `/media/${'a'.repeat(32)}.png`,
      button_label: 'Go',
      button_link: null,
      colors: { background: '#ffffff', text: '#000000', button: '#4a3494', button_text: '#ffffff' },
      updated_at: '2026-11-21T10:00:00Z',
      default_language: 'en',
      languages: ['en'],
      translations: {},
    });
    expect(values.button_link).toBe('');
    expect(values.colors.button).toBe('#4A3494');
  });

  it('checks the form against the contract and reports errors on the fields', async () => {
    const resolve = contractResolver<TemplateFormValues, unknown>(TemplateInput, valuesToRequest);
    const bad = {
      ...newTemplateValues('game-over'),
      button_link: 'example.com',
      colors: { ...newTemplateValues('game-over').colors, background: 'purple' },
    };
    const result = await resolve(bad, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toMatchObject({
      name: { message: 'Name is required' },
      button_link: { message: 'Use a full http(s):// address' },
      colors: { background: { message: 'Use a colour like #4A3494' } },
    });
    const ok = await resolve(
      { ...bad, name: 'Retry', button_link: '', colors: newTemplateValues('game-over').colors },
      undefined,
      {
        fields: {},
        shouldUseNativeValidation: false,
      },
    );
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({ name: 'Retry', button_link: null });
  });
});

describe('a template’s texts to translate', () => {
  const template = {
    title: 'Top baristas',
    message: '<p>The best scores of the week.</p>',
    button_label: 'Play now',
  };

  it('lists the title, the rich message and the button label with the saved texts', () => {
    const t: T = createTranslator('en', en);
    expect(templateTranslationFields(template, t)).toEqual([
      { key: 'title', label: 'Title', defaultText: 'Top baristas', maxLength: 120 },
      {
        key: 'message',
        label: 'Message',
        defaultText: '<p>The best scores of the week.</p>',
        maxLength: 10_000,
        html: true,
      },
      { key: 'button_label', label: 'Button label', defaultText: 'Play now', maxLength: 40 },
    ]);
    const frT: T = createTranslator('fr', fr, en);
    expect(templateTranslationFields(template, frT).map((f) => f.label)).toEqual([
      'Titre',
      'Message',
      'Texte du bouton',
    ]);
  });

  it('gives an emptied message no text to translate (the editor leaves it out)', () => {
    const t: T = createTranslator('en', en);
    const [, message] = templateTranslationFields({ ...template, message: '<p><br></p>' }, t);
    expect(message!.defaultText).toBe('');
  });

  it('allows what the contract allows, in every language', () => {
    const patch = (key: keyof typeof TEMPLATE_TEXT_LIMITS, length: number) =>
      UpdateTemplateRequest.safeParse({ translations: { fr: { [key]: 'é'.repeat(length) } } })
        .success;
    for (const key of ['title', 'button_label'] as const) {
      expect(patch(key, TEMPLATE_TEXT_LIMITS[key])).toBe(true);
      expect(patch(key, TEMPLATE_TEXT_LIMITS[key] + 1)).toBe(false);
    }
    expect(TEMPLATE_TEXT_LIMITS.message).toBe(10_000);
  });
});
