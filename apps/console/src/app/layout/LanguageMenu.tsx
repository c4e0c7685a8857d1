import { messageOf } from '../../api/client';
import { LANGUAGES, setLanguage, useI18n, type Language } from '../../i18n/i18n';
import { saveUserLanguage } from '../../i18n/save-language';
import { toast } from '../../session/toast';
import { CheckIcon } from '../../ui/icons';
import { MenuItem, MenuLabel } from '../../ui/dropdown';

/**
 * The account menu's language choice (issue 33 §10): the console switches at once, the choice is
 * remembered on this device and saved in the user's profile.
 */
export function LanguageMenu() {
  const { lang, t } = useI18n();
  const choose = async (next: Language) => {
    await setLanguage(next);
    try {
      await saveUserLanguage(next);
    } catch (error) {
      toast.warning(t('language.saved', { error: messageOf(error) }));
    }
  };
  return (
    <>
      <MenuLabel>{t('account.language')}</MenuLabel>
      {LANGUAGES.map((option) => (
        <MenuItem
          key={option}
          lang={option}
          data-testid={`language-${option}`}
          aria-current={option === lang ? 'true' : undefined}
          onSelect={() => void choose(option)}
        >
          <span className="min-w-0 flex-1 truncate">{t(`language.${option}`)}</span>
          {option === lang ? <CheckIcon className="size-4 text-primary-600" /> : null}
        </MenuItem>
      ))}
    </>
  );
}
