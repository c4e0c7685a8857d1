import { TemplateInput } from '@playdesk/contract';
import { describe, expect, it } from 'vitest';
import { contractResolver } from '../../ui/form-errors';
import {
  isBlankHtml,
  newTemplateValues,
  templateToValues,
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
