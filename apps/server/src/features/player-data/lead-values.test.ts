import type { LeadFormField } from '@playdesk/contract';
import { describe, expect, it } from 'vitest';
import { checkLeadValues } from './lead-values.js';

const NO_BLOCKS = { blockedDomains: [], blockPlusAddresses: false };
const FIELDS: LeadFormField[] = [
  { key: 'email', type: 'email', label: 'Email', required: true },
  { key: 'regular', type: 'checkbox', label: 'I come here every week', required: false },
  { key: 'rules', type: 'checkbox', label: 'I read the rules', required: true },
];

describe('a form’s checkboxes', () => {
  it('records an optional checkbox left unticked as "no", sent as false or left out', () => {
    const sent: Record<string, string | boolean>[] = [
      { email: 'a@example.com', rules: true, regular: false },
      { email: 'a@example.com', rules: true },
    ];
    for (const values of sent) {
      const checked = checkLeadValues(FIELDS, values, NO_BLOCKS);
      expect(checked).toEqual({
        ok: true,
        values: { standard: { email: 'a@example.com' }, custom: { regular: false, rules: true } },
      });
    }
    const ticked = checkLeadValues(
      FIELDS,
      { email: 'a@example.com', rules: true, regular: true },
      NO_BLOCKS,
    );
    expect(ticked.ok && ticked.values.custom).toEqual({ regular: true, rules: true });
  });

  it('refuses a required checkbox unless it is ticked, and a value that is not true or false', () => {
    for (const rules of [false, undefined]) {
      const checked = checkLeadValues(
        FIELDS,
        { email: 'a@example.com', ...(rules === undefined ? {} : { rules }) },
        NO_BLOCKS,
      );
      expect(checked).toEqual({ ok: false, errors: ['rules: This field is required'] });
    }
    expect(
      checkLeadValues(FIELDS, { email: 'a@example.com', rules: true, regular: 'yes' }, NO_BLOCKS),
    ).toEqual({ ok: false, errors: ['regular: Tick or untick'] });
  });
});
