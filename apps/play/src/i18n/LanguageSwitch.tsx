import { useId } from 'react';
import { browserStore } from '../lib/storage.js';
import { LANGUAGE_KEY, useI18n } from './i18n.js';

/** Each language in its own name ("Deutsch", "français"), as switches show them. */
function autonym(lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
  } catch {
    return lang;
  }
}

/**
 * The player's language switch (issue 33 §6): the choice is remembered on this device and wins
 * over `?lang=` and the browser's languages. The page reloads in it, so only that language's
 * catalogue is ever downloaded. Hidden when there is nothing to choose.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { lang, languages, t } = useI18n();
  const id = useId();
  if (languages.length < 2) return null;
  return (
    <span className={className}>
      <label htmlFor={id} className="sr-only">
        {t('common.language')}
      </label>
      <select
        id={id}
        value={languages.includes(lang) ? lang : ''}
        onChange={(e) => {
          browserStore().set(LANGUAGE_KEY, e.target.value);
          window.location.reload();
        }}
        className="rounded-md bg-transparent px-1 py-0.5 text-xs text-white/80 ring-1 ring-white/30"
      >
        {!languages.includes(lang) && <option value="">{lang}</option>}
        {languages.map((l) => (
          <option key={l} value={l} lang={l} className="text-gray-900">
            {autonym(l)}
          </option>
        ))}
      </select>
    </span>
  );
}
