import type { Language } from '@playdesk/contract';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { ApiError, messageOf } from '../../api/client';
import { useSections, useT } from '../../i18n/i18n';
import { toast } from '../../session/toast';
import { Button } from '../Button';
import { Card, CardBody, CardHeader } from '../Card';
import { cx } from '../cx';
import { Input } from '../Input';
import { RichTextEditor } from '../RichTextEditor';
import { sanitizeRichText } from '../rich-text';
import { Select } from '../Select';
import { Skeleton } from '../Skeleton';
import { Textarea } from '../Textarea';
import {
  addableLanguages,
  filledTexts,
  isDirty,
  languageName,
  languageTitle,
  progress,
  refusalProblems,
  textsToSave,
  tooLong,
  translatableFields,
  translatedLanguages,
  type Texts,
  type TextsByLanguage,
  type TranslationField,
} from './translation-model';

/** Bold, italic, underline and links: a rich text's translation keeps its links. */
const RICH_TOOLBAR = [
  ['bold', 'italic', 'underline'],
  ['link', 'clean'],
];

/** What the footer of an editor with more to offer (a game's files) is given. */
export interface TranslationFooter {
  language: Language;
  /** Shows a refused call's problems like a refused save's. */
  refused(error: unknown): void;
  /** Clears the listed problems (after a call that went through). */
  accepted(): void;
}

export interface ObjectTranslationsProps {
  /** The language of the object's own texts. */
  defaultLanguage: Language;
  /** The object's translations by language, flat by field key. */
  translations: TextsByLanguage;
  /** The texts to translate (those with a blank default text are left out: nothing to translate). */
  fields: readonly TranslationField[];
  /**
   * Saves one language's texts (null removes the language); the others stay as they are. Throws
   * the API's error when refused: a 400's problems are listed beside the texts.
   */
  onSave(language: Language, texts: Record<string, string> | null): Promise<unknown>;
  /** Whether a language has unsaved texts: an editor's leave-page guard covers them too. */
  onDirty?(dirty: boolean): void;
  /** The language shown and its drafted texts (a live preview), null when none is shown. */
  onDraft?(draft: { language: Language; texts: Record<string, string> } | null): void;
  /** The section's hint (default: the generic one). */
  description?: string;
  /** What shows while the object has no translation (default: the generic one). */
  emptyText?: string;
  /** A language may be removed here (false: it belongs to a larger object, removed there). */
  canRemove?: boolean;
  /** More for the language shown, under the texts (a game's translation files). */
  footer?(props: TranslationFooter): ReactNode;
  /** No card around it (inside a dialog). */
  bare?: boolean;
  testId?: string;
}

/**
 * An object's texts in other languages, side by side with its default language's (issue 33 §8):
 * a language picker with each language's completeness ("French 3/5 texts"), the default text
 * beside each input, Save (only that language) and Remove. Its own saves: the object's form
 * around it is not involved. The `translate` part of the catalogue loads with it.
 */
export function ObjectTranslations(props: ObjectTranslationsProps) {
  const ready = useSections('translate');
  if (!ready) {
    const loading = (
      <div className="space-y-3 p-5" aria-busy="true">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
    return props.bare ? loading : <Card data-testid={props.testId}>{loading}</Card>;
  }
  return <TranslationsEditor {...props} />;
}

function TranslationsEditor({
  defaultLanguage,
  translations,
  fields: allFields,
  onSave,
  onDirty,
  onDraft,
  description,
  emptyText,
  canRemove = true,
  footer,
  bare = false,
  testId = 'translations',
}: ObjectTranslationsProps) {
  const t = useT();
  const fields = useMemo(() => translatableFields(allFields), [allFields]);
  const languages = translatedLanguages(defaultLanguage, translations);
  const [picked, setPicked] = useState<Language | null>(languages[0] ?? null);
  // A language just added has no saved texts yet; it stays listed until saved or left.
  const [added, setAdded] = useState<Language | null>(null);
  const language = picked && (languages.includes(picked) || picked === added) ? picked : null;
  const shown = added && !languages.includes(added) ? [...languages, added] : languages;
  const stored = language ? translations[language] : undefined;
  const saved = filledTexts(stored, fields);
  // A new language or a save starts the draft again from what is saved (compared by value:
  // the props may be new objects on every render).
  const savedKey = `${language ?? ''}:${JSON.stringify(saved)}`;
  const [base, setBase] = useState(savedKey);
  const [draft, setDraft] = useState<Texts>(saved);
  const [problems, setProblems] = useState<string[]>([]);
  if (base !== savedKey) {
    setBase(savedKey);
    setDraft(saved);
    setProblems([]);
  }
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);
  const dirty = language !== null && isDirty(draft, saved, fields);

  // The callbacks may be new functions on every render: the effects follow the values only.
  const callbacks = useRef({ onDirty, onDraft });
  useEffect(() => {
    callbacks.current = { onDirty, onDraft };
  });
  useEffect(() => callbacks.current.onDirty?.(dirty), [dirty]);
  const drafted = language ? filledTexts(draft, fields) : null;
  const draftedKey = JSON.stringify(drafted);
  useEffect(() => {
    callbacks.current.onDraft?.(
      language ? { language, texts: JSON.parse(draftedKey) as Record<string, string> } : null,
    );
  }, [language, draftedKey]);
  useEffect(
    () => () => {
      callbacks.current.onDirty?.(false);
      callbacks.current.onDraft?.(null);
    },
    [],
  );

  const defaultTitle = languageTitle(t, defaultLanguage);
  const addable = addableLanguages(defaultLanguage, translations).filter((l) => l !== added);

  const mayLeave = (next: Language | null) => {
    if (dirty && next !== language) {
      toast.warning(t('translate.unsaved', { language: languageName(t, language!) }));
      return false;
    }
    return true;
  };
  // A save's problems name the texts by their label; a file's (the footer's) by their key, as
  // the translator's file does.
  const refused = (error: unknown, named: readonly TranslationField[] = []) => {
    if (error instanceof ApiError && error.status === 400) {
      setProblems(refusalProblems(error.body, error.text, named, t));
      toast.warning(t('translate.not_saved'));
    } else toast.warning(messageOf(error));
  };
  const save = async () => {
    if (!language) return;
    setBusy('save');
    try {
      await onSave(language, textsToSave(stored, fields, draft));
      setAdded(null);
      setProblems([]);
      toast.success(t('translate.saved', { language: languageTitle(t, language) }));
    } catch (error) {
      refused(error, fields);
    } finally {
      setBusy(null);
    }
  };
  const remove = async () => {
    if (!language) return;
    const others = languages.filter((l) => l !== language);
    if (!languages.includes(language)) {
      setAdded(null);
      setPicked(others[0] ?? null);
      return;
    }
    setBusy('remove');
    try {
      await onSave(language, null);
      setAdded(null);
      setPicked(others[0] ?? null);
      toast.success(t('translate.removed', { language: languageTitle(t, language) }));
    } catch (error) {
      refused(error);
    } finally {
      setBusy(null);
    }
  };

  const body = (
    <div className="space-y-5">
      <div
        className="flex flex-wrap items-center gap-2"
        role="group"
        aria-label={t('translate.object_languages')}
      >
        <span className="inline-flex items-center rounded-full bg-slate-100 px-3 py-1.5 text-sm text-slate-600">
          {t('translate.default', { language: defaultTitle })}
        </span>
        {shown.map((l) => {
          const { done, total } = progress(translations[l], fields);
          return (
            <button
              key={l}
              type="button"
              aria-pressed={l === language}
              onClick={() => mayLeave(l) && setPicked(l)}
              className={cx(
                'inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset transition',
                l === language
                  ? 'bg-primary-600 text-white ring-primary-600'
                  : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
              )}
            >
              {t('translate.count', { language: languageTitle(t, l), done, total })}
              <span
                aria-hidden
                className={cx(
                  'size-2 rounded-full',
                  done === total ? 'bg-emerald-400' : 'bg-amber-400',
                )}
              />
            </button>
          );
        })}
        {addable.length > 0 ? (
          <div className="w-48 max-w-full">
            <Select
              aria-label={t('translate.add')}
              className="h-9"
              value=""
              onChange={(event) => {
                const next = event.target.value as Language;
                if (!next || !mayLeave(next)) return;
                setAdded(next);
                setPicked(next);
              }}
            >
              <option value="">{t('translate.add')}</option>
              {addable.map((l) => (
                <option key={l} value={l}>
                  {languageTitle(t, l)}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
      </div>

      {language === null ? (
        <p className="text-sm text-slate-500">
          {emptyText ??
            t('translate.object_only_default', { language: languageName(t, defaultLanguage) })}
        </p>
      ) : fields.length === 0 ? (
        <p className="text-sm text-slate-500">{t('translate.object_nothing')}</p>
      ) : (
        <>
          <TextTable
            fields={fields}
            draft={draft}
            sourceTitle={t('translate.column_source', { language: defaultTitle })}
            targetTitle={t('translate.column_target', { language: languageTitle(t, language) })}
            onChange={(key, value) => setDraft((d) => ({ ...d, [key]: value }))}
          />
          {problems.length > 0 ? (
            <div
              role="alert"
              data-testid="translation-problems"
              className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
            >
              <p className="font-medium">{t('translate.refused')}</p>
              <ul className="mt-2 list-disc space-y-1 pl-5 [overflow-wrap:anywhere]">
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
            <div className="flex flex-wrap gap-2">
              <Button
                onClick={() => void save()}
                loading={busy === 'save'}
                disabled={busy !== null || (!dirty && languages.includes(language))}
              >
                {t('translate.save')}
              </Button>
              {dirty ? (
                <Button variant="ghost" onClick={() => setDraft(saved)}>
                  {t('translate.discard')}
                </Button>
              ) : null}
              {canRemove || !languages.includes(language) ? (
                <Button
                  variant="ghost"
                  onClick={() => void remove()}
                  loading={busy === 'remove'}
                  disabled={busy !== null}
                >
                  {t('translate.remove')}
                </Button>
              ) : null}
            </div>
            {footer?.({
              language,
              refused: (error) => refused(error),
              accepted: () => setProblems([]),
            })}
          </div>
        </>
      )}
    </div>
  );

  const hint =
    description ?? t('translate.object_hint', { language: languageName(t, defaultLanguage) });
  if (bare)
    return (
      <section
        data-testid={testId}
        aria-label={t('translate.title')}
        className="space-y-3 border-t border-slate-100 pt-5"
      >
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{t('translate.title')}</h3>
          <p className="mt-1 text-sm text-slate-500">{hint}</p>
        </div>
        {body}
      </section>
    );
  return (
    <Card data-testid={testId}>
      <CardHeader title={t('translate.title')} description={hint} />
      <CardBody>{body}</CardBody>
    </Card>
  );
}

function TextTable({
  fields,
  draft,
  sourceTitle,
  targetTitle,
  onChange,
}: {
  fields: readonly TranslationField[];
  draft: Texts;
  sourceTitle: string;
  targetTitle: string;
  onChange(key: string, value: string): void;
}) {
  const t = useT();
  const id = useId();
  const missing = t('translate.missing');
  return (
    <div className="overflow-hidden rounded-xl ring-1 ring-slate-200">
      <table className="w-full table-fixed text-sm [overflow-wrap:anywhere]">
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="w-2/5 px-4 py-2.5">
              {sourceTitle}
            </th>
            <th scope="col" className="w-3/5 px-4 py-2.5">
              {targetTitle}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {fields.map((field, i) => {
            const value = draft[field.key] ?? '';
            const over = tooLong(value, field);
            const labelId = `${id}-${i}`;
            return (
              <tr key={field.key} data-key={field.key} className="align-top">
                <td className="px-4 py-3">
                  <p id={labelId} className="text-xs font-medium text-slate-500">
                    {field.label}
                  </p>
                  {field.html ? (
                    <div
                      className="pd-rich mt-1 line-clamp-4 text-slate-800"
                      // Sanitised with the allowlist the server saved it with.
                      dangerouslySetInnerHTML={{ __html: sanitizeRichText(field.defaultText) }}
                    />
                  ) : (
                    <p className="mt-1 break-words whitespace-pre-wrap text-slate-800">
                      {field.defaultText}
                    </p>
                  )}
                </td>
                <td className="px-4 py-3">
                  {field.html ? (
                    <RichTextEditor
                      value={value}
                      onChange={(html) => onChange(field.key, html)}
                      placeholder={missing}
                      toolbar={RICH_TOOLBAR}
                      labelledBy={labelId}
                      invalid={over}
                      className="pd-rich"
                    />
                  ) : field.long ? (
                    <Textarea
                      aria-label={field.label}
                      rows={3}
                      value={value}
                      placeholder={missing}
                      invalid={over}
                      onChange={(event) => onChange(field.key, event.target.value)}
                    />
                  ) : (
                    <Input
                      aria-label={field.label}
                      value={value}
                      placeholder={missing}
                      invalid={over}
                      onChange={(event) => onChange(field.key, event.target.value)}
                    />
                  )}
                  <p
                    className={cx('mt-1 text-right text-xs', over ? 'text-red-600' : 'text-muted')}
                  >
                    {t('translate.length', { count: value.length, max: field.maxLength })}
                  </p>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
