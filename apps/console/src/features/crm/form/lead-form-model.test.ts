import { LeadFormSettings, type LeadFormField } from '@playdesk/contract';
import { describe, expect, it } from 'vitest';
import { addableTypes, newField, parseOptions, slugKey, uniqueKey } from './lead-form-model';

describe('lead form model', () => {
  it('turns labels into keys the contract accepts', () => {
    expect(slugKey('Favourite drink?')).toBe('favourite_drink');
    expect(slugKey('  Café  crème ')).toBe('cafe_creme');
    expect(slugKey('2nd choice')).toBe('nd_choice');
    expect(slugKey('???')).toBe('field');
    expect(slugKey('x'.repeat(60))).toHaveLength(36);
  });

  it('never reuses a key, nor a standard field’s', () => {
    expect(uniqueKey('drink', [])).toBe('drink');
    expect(uniqueKey('drink', ['drink', 'drink_2'])).toBe('drink_3');
    expect(uniqueKey('email', [])).toBe('email_2');
  });

  it('makes new fields that pass the contract together', () => {
    let fields: LeadFormField[] = [];
    for (const type of ['first_name', 'email', 'text', 'text', 'choice', 'checkbox'] as const) {
      fields = [...fields, newField(type, fields)];
    }
    expect(fields.map((f) => f.key)).toEqual([
      'first_name',
      'email',
      'your_answer',
      'your_answer_2',
      'your_favourite',
      'i_would_like_to_hear_about_your_news',
    ]);
    expect(fields.find((f) => f.type === 'email')?.required).toBe(true);
    const parsed = LeadFormSettings.safeParse({ mode: 'before', fields, consents: [] });
    expect(parsed.error?.issues).toBeUndefined();
  });

  it('offers each standard field once, custom types always', () => {
    const fields = [newField('email', []), newField('phone', [])];
    expect(addableTypes(fields)).toEqual([
      'first_name',
      'last_name',
      'birth_date',
      'postcode',
      'text',
      'choice',
      'checkbox',
    ]);
  });

  it('reads choices one per line', () => {
    expect(parseOptions(' Espresso \n\nLatte\n  \nTea\n')).toEqual(['Espresso', 'Latte', 'Tea']);
  });
});
