import { LeadFormTranslation, type LeadFormField } from '@playdesk/contract';
import { describe, expect, it } from 'vitest';
import { flatFormTexts, formTextFields, formTranslationOf } from './lead-form-translation';

const FORM: LeadFormField[] = [
  { key: 'email', type: 'email', label: 'Email', required: true },
  {
    key: 'visits',
    type: 'choice',
    label: 'You come…',
    required: false,
    options: ['Daily', 'Weekly'],
  },
];
const labels = {
  label: (n: number) => `Field ${n}`,
  choice: (n: number, m: number) => `Field ${n}, choice ${m}`,
};

describe("the form's translation (issue 33 §4)", () => {
  it('lists each label, then its choices, with the default text beside', () => {
    expect(formTextFields(FORM, labels)).toEqual([
      { key: 'fields.email.label', label: 'Field 1', defaultText: 'Email', maxLength: 120 },
      { key: 'fields.visits.label', label: 'Field 2', defaultText: 'You come…', maxLength: 120 },
      {
        key: 'fields.visits.options.0',
        label: 'Field 2, choice 1',
        defaultText: 'Daily',
        maxLength: 80,
      },
      {
        key: 'fields.visits.options.1',
        label: 'Field 2, choice 2',
        defaultText: 'Weekly',
        maxLength: 80,
      },
    ]);
  });

  it('flattens a stored translation and builds it back, a missing choice blank in its place', () => {
    const stored = {
      fields: { email: { label: 'Adresse e-mail' }, visits: { options: ['', 'Chaque semaine'] } },
    };
    const flat = flatFormTexts(stored);
    expect(flat).toEqual({
      'fields.email.label': 'Adresse e-mail',
      'fields.visits.options.1': 'Chaque semaine',
    });
    const back = formTranslationOf(flat);
    expect(back).toEqual(stored);
    // What the API takes.
    expect(LeadFormTranslation.safeParse(back).success).toBe(true);
  });

  it('leaves out blank texts and keys that are not a form text', () => {
    expect(
      formTranslationOf({ 'fields.email.label': '  ', name: 'Quiz', 'fields.x.y': 'z' }),
    ).toEqual({});
    expect(flatFormTexts(undefined)).toEqual({});
  });
});
