import { beforeAll, describe, expect, it } from 'vitest';
import { customFieldAnswer, customFieldLabel } from './custom-fields';
import { loadSections } from '../../../i18n/i18n';

beforeAll(() => loadSections('crm'));

describe('custom form fields in the player detail', () => {
  it('shows the label, or the key once the field left every form', () => {
    expect(customFieldLabel({ key: 'regular', label: 'I come here every week' })).toBe(
      'I come here every week',
    );
    expect(customFieldLabel({ key: 'fav_drink', label: null })).toBe('fav drink');
  });

  it('shows a checkbox as a yes or no answer, texts as given', () => {
    expect(customFieldAnswer(true)).toBe('Yes (ticked)');
    expect(customFieldAnswer(false)).toBe('No (not ticked)');
    expect(customFieldAnswer('Latte')).toBe('Latte');
  });
});
