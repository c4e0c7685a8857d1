/**
 * The texts of a push notification in other languages, inside the form that sends it: each
 * subscriber gets the notification in their app's language when it is here, else in the default
 * language (the texts above). Nothing is saved until the notification is sent.
 */
import type { Language } from '@playdesk/contract';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { CloseIcon } from '../../ui/icons';
import { Input } from '../../ui/Input';
import { Select } from '../../ui/Select';
import { Textarea } from '../../ui/Textarea';
import { languageName, languageTitle } from '../../ui/translations/translation-model';
import { useSections, useT } from '../../i18n/i18n';
import { PUSH_LIMITS, pushAddableLanguages, type PushLanguageDraft } from './push-model';

export function PushLanguages({
  defaultLanguage,
  title,
  body,
  drafts,
  errors,
  onChange,
}: {
  defaultLanguage: Language;
  /** The default language's texts, shown in each empty input. */
  title: string;
  body: string;
  drafts: readonly PushLanguageDraft[];
  /** The server's problems by field (`translations.fr.title`). */
  errors: Record<string, string>;
  onChange(drafts: PushLanguageDraft[]): void;
}) {
  const t = useT();
  // The languages' names are the `translate` part's, which this route does not load itself.
  const ready = useSections('translate');
  const addable = pushAddableLanguages(defaultLanguage, drafts);
  const set = (language: Language, change: Partial<PushLanguageDraft>) =>
    onChange(drafts.map((d) => (d.language === language ? { ...d, ...change } : d)));
  if (!ready) return null;
  const fallback = languageName(t, defaultLanguage);

  return (
    <fieldset
      className="space-y-3 rounded-lg border border-slate-200 p-4"
      data-testid="push-languages"
    >
      <legend className="px-1 text-sm font-medium text-slate-700">
        {t('pwa.push.languages.title')}
      </legend>
      <p className="text-xs text-slate-500">
        {t('pwa.push.languages.hint', { language: fallback })}
      </p>
      {drafts.map((d) => {
        const name = languageTitle(t, d.language);
        const lower = languageName(t, d.language);
        return (
          <div
            key={d.language}
            className="space-y-3 rounded-lg bg-slate-50 p-3"
            data-language={d.language}
          >
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-semibold text-slate-900">{name}</p>
              <Button
                variant="ghost"
                size="sm"
                icon={<CloseIcon className="size-4" />}
                aria-label={t('pwa.push.languages.remove', { language: lower })}
                title={t('pwa.push.languages.remove', { language: lower })}
                onClick={() => onChange(drafts.filter((x) => x.language !== d.language))}
              />
            </div>
            <Field
              label={t('pwa.push.languages.field_title', { language: lower })}
              error={errors[`translations.${d.language}.title`]}
            >
              {(p) => (
                <Input
                  {...p}
                  invalid={p.invalid}
                  maxLength={PUSH_LIMITS.title}
                  value={d.title}
                  placeholder={title}
                  onChange={(e) => set(d.language, { title: e.target.value })}
                />
              )}
            </Field>
            <Field
              label={t('pwa.push.languages.field_message', { language: lower })}
              error={errors[`translations.${d.language}.body`]}
            >
              {(p) => (
                <Textarea
                  {...p}
                  invalid={p.invalid}
                  rows={2}
                  maxLength={PUSH_LIMITS.body}
                  value={d.body}
                  placeholder={body}
                  onChange={(e) => set(d.language, { body: e.target.value })}
                />
              )}
            </Field>
          </div>
        );
      })}
      {addable.length > 0 ? (
        <Select
          aria-label={t('pwa.push.languages.add')}
          className="h-9 sm:w-60"
          value=""
          onChange={(e) => {
            const language = e.target.value as Language;
            if (language) onChange([...drafts, { language, title: '', body: '' }]);
          }}
        >
          <option value="">{t('pwa.push.languages.add')}</option>
          {addable.map((l) => (
            <option key={l} value={l}>
              {languageTitle(t, l)}
            </option>
          ))}
        </Select>
      ) : null}
    </fieldset>
  );
}
