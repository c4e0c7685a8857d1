/** The game app's texts in other languages (issue 33 §4): what the translator is given. */
import { PwaTranslation, type PwaSettings } from '@playdesk/contract';
import type { T } from '../../i18n/i18n';
import type { TranslationField } from '../../ui/translations/translation-model';

/** The longest app name, short name and install invitation in any language (the contract's). */
export const PWA_TEXT_LIMITS = {
  app_name: PwaTranslation.shape.app_name.unwrap().maxLength ?? 45,
  short_name: PwaTranslation.shape.short_name.unwrap().maxLength ?? 12,
  install_text: PwaTranslation.shape.install_text.unwrap().maxLength ?? 200,
};

/**
 * The app's texts a translator writes in other languages, beside the saved ones; the keys are
 * those of `PwaTranslation`.
 */
export function pwaTranslationFields(
  settings: Pick<PwaSettings, 'app_name' | 'short_name' | 'install_text'>,
  t: T,
): TranslationField[] {
  return [
    {
      key: 'app_name',
      label: t('pwa.app_name'),
      defaultText: settings.app_name,
      maxLength: PWA_TEXT_LIMITS.app_name,
    },
    {
      key: 'short_name',
      label: t('pwa.short_name'),
      defaultText: settings.short_name,
      maxLength: PWA_TEXT_LIMITS.short_name,
    },
    {
      key: 'install_text',
      label: t('pwa.install'),
      defaultText: settings.install_text,
      maxLength: PWA_TEXT_LIMITS.install_text,
      long: true,
    },
  ];
}
