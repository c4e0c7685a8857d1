import { UpdatePwaSettingsRequest } from '@playdesk/contract';
import { createTranslator } from '@playdesk/i18n';
import { describe, expect, it } from 'vitest';
import type { T } from '../../i18n/i18n';
import en from '../../i18n/en/pwa.json';
import { PWA_TEXT_LIMITS, pwaTranslationFields } from './pwa-model';

const t: T = createTranslator('en', en);

describe('the game app’s texts to translate', () => {
  it('lists its names and install invitation with the saved texts', () => {
    const fields = pwaTranslationFields(
      { app_name: 'Coffee Games', short_name: 'Coffee', install_text: 'Add us to your phone' },
      t,
    );
    expect(fields.map((f) => [f.key, f.label, f.defaultText, f.maxLength])).toEqual([
      ['app_name', 'App name', 'Coffee Games', 45],
      ['short_name', 'Short name', 'Coffee', 12],
      ['install_text', 'Install invitation', 'Add us to your phone', 200],
    ]);
    expect(fields.find((f) => f.key === 'install_text')?.long).toBe(true);
  });

  it('allows what the contract allows, in every language', () => {
    const save = (key: keyof typeof PWA_TEXT_LIMITS, length: number) =>
      UpdatePwaSettingsRequest.safeParse({ translations: { fr: { [key]: 'é'.repeat(length) } } })
        .success;
    for (const key of ['app_name', 'short_name', 'install_text'] as const) {
      expect(save(key, PWA_TEXT_LIMITS[key])).toBe(true);
      expect(save(key, PWA_TEXT_LIMITS[key] + 1)).toBe(false);
    }
  });
});
