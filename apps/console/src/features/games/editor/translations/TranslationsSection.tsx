import {
  gameTexts,
  translationProgress,
  type Game,
  type GameText,
  type GameTranslation,
  type Language,
  type TranslationFormat,
} from '@playdesk/contract';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { ApiError, messageOf } from '../../../../api/client';
import { toast } from '../../../../session/toast';
import { Button } from '../../../../ui/Button';
import { Card, CardBody, CardHeader } from '../../../../ui/Card';
import { cx } from '../../../../ui/cx';
import { Input } from '../../../../ui/Input';
import { Select } from '../../../../ui/Select';
import { sanitizeRichText } from '../../../../ui/rich-text';
import { Textarea } from '../../../../ui/Textarea';
import { useT } from '../../../../i18n/i18n';
import { exportTranslation, useImportTranslation, useSaveTranslation } from './translation-api';
import {
  addableLanguages,
  languageName,
  languageTitle,
  problemText,
  savedTexts,
  textLabel,
  translatedLanguages,
  translationToSave,
} from './translation-texts';

/** Texts longer than this are edited in a text area. */
const LONG_TEXT = 200;

/**
 * The game's texts in other languages, side by side with the default language's (issue 33 §8):
 * a language picker with each language's completeness, a table to translate in, Save (only that
 * language), files for translators (export, import) and the preview in the chosen language
 * (`onPreview`). Its own saves: the game form above is not involved.
 */
export function TranslationsSection({
  game,
  onPreview,
  onDirty,
}: {
  game: Game;
  onPreview(preview: { language: Language; translation: GameTranslation } | null): void;
  /** Whether a translation has unsaved changes: the editor's leave-page guard covers them too. */
  onDirty(dirty: boolean): void;
}) {
  const t = useT();
  const texts = useMemo(() => gameTexts(game), [game]);
  const languages = translatedLanguages(game);
  const [picked, setPicked] = useState<Language | null>(languages[0] ?? null);
  // A language just added has no saved texts yet; it stays listed until saved or left.
  const [added, setAdded] = useState<Language | null>(null);
  const language = picked && (languages.includes(picked) || picked === added) ? picked : null;
  const shown = added && !languages.includes(added) ? [...languages, added] : languages;
  const saved = useMemo(
    () => (language ? savedTexts(game, texts, language) : {}),
    [game, texts, language],
  );
  const [draft, setDraft] = useState<Record<string, string>>(saved);
  const [problems, setProblems] = useState<string[]>([]);
  // A new language or a save starts the draft again from what is saved.
  const [base, setBase] = useState(saved);
  if (base !== saved) {
    setBase(saved);
    setDraft(saved);
    setProblems([]);
  }
  const dirty = texts.some((x) => (draft[x.key] ?? '') !== (saved[x.key] ?? ''));
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const savedTranslation = language
    ? (game.translations[language] as GameTranslation | undefined)
    : undefined;
  const drafted = useMemo(
    () => (language ? translationToSave(savedTranslation, texts, draft) : null),
    [language, savedTranslation, texts, draft],
  );
  useEffect(() => {
    onPreview(language && drafted ? { language, translation: drafted } : null);
  }, [language, drafted, onPreview]);
  useEffect(() => () => onPreview(null), [onPreview]);

  const save = useSaveTranslation(game);
  const importer = useImportTranslation(game);
  const fileInput = useRef<HTMLInputElement>(null);
  const defaultName = languageName(t, game.default_language);

  const pick = (next: Language) => {
    if (dirty && next !== language) {
      toast.warning(t('translate.unsaved', { language: languageName(t, language!) }));
      return;
    }
    setPicked(next);
  };
  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.status === 400) {
      const body = error.body as { message?: string; errors?: string[] } | null;
      setProblems(body?.errors?.length ? body.errors : [error.text]);
      toast.warning(t('translate.not_saved'));
    } else toast.warning(messageOf(error));
  };
  const onSave = async () => {
    if (!language || !drafted) return;
    try {
      await save.mutateAsync({ language, translation: drafted });
      setAdded(null);
      toast.success(t('translate.saved', { language: languageTitle(t, language) }));
    } catch (error) {
      refused(error);
    }
  };
  const onRemove = async () => {
    if (!language) return;
    if (!languages.includes(language)) {
      setAdded(null);
      setPicked(languages[0] ?? null);
      return;
    }
    try {
      await save.mutateAsync({ language, translation: null });
      setPicked(languages.find((l) => l !== language) ?? null);
      toast.success(t('translate.removed', { language: languageTitle(t, language) }));
    } catch (error) {
      refused(error);
    }
  };
  const onExport = (format: TranslationFormat) => {
    if (!language) return;
    exportTranslation(game, language, format).catch((error: unknown) =>
      toast.warning(messageOf(error)),
    );
  };
  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !language) return;
    const format: TranslationFormat = /\.json$/i.test(file.name) ? 'json' : 'xliff';
    try {
      const answer = await importer.mutateAsync({ language, format, file: await file.text() });
      setAdded(null);
      setProblems([]);
      toast.success(
        t('translate.imported', { count: answer.imported, language: languageName(t, language) }),
      );
    } catch (error) {
      refused(error);
    }
  };

  return (
    <Card data-testid="translations">
      <CardHeader
        title={t('translate.title')}
        description={t('translate.hint', { language: defaultName })}
      />
      <CardBody className="space-y-5">
        <div
          className="flex flex-wrap items-center gap-2"
          role="group"
          aria-label={t('translate.languages')}
        >
          <span className="inline-flex items-center rounded-full bg-slate-100 px-3 py-1.5 text-sm text-slate-600">
            {t('translate.default', { language: languageTitle(t, game.default_language) })}
          </span>
          {shown.map((l) => {
            const { done, total } = translationProgress(
              game.translations[l] as GameTranslation | undefined,
              texts,
            );
            return (
              <button
                key={l}
                type="button"
                aria-pressed={l === language}
                onClick={() => pick(l)}
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
          {addableLanguages(game).filter((l) => l !== added).length > 0 ? (
            <div className="w-48">
              <Select
                aria-label={t('translate.add')}
                className="h-9"
                value=""
                onChange={(event) => {
                  const next = event.target.value as Language;
                  if (!next) return;
                  if (dirty) {
                    toast.warning(t('translate.unsaved', { language: languageName(t, language!) }));
                    return;
                  }
                  setAdded(next);
                  setPicked(next);
                }}
              >
                <option value="">{t('translate.add')}</option>
                {addableLanguages(game)
                  .filter((l) => l !== added)
                  .map((l) => (
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
            {t('translate.only_default', { language: defaultName })}
          </p>
        ) : (
          <>
            <p className="text-xs text-slate-500">
              {t('translate.preview', { language: languageName(t, language) })}
            </p>
            <TextTable
              texts={texts}
              draft={draft}
              sourceTitle={t('translate.column_source', {
                language: languageTitle(t, game.default_language),
              })}
              targetTitle={t('translate.column_target', { language: languageTitle(t, language) })}
              missing={t('translate.missing')}
              onChange={(key, value) => setDraft((d) => ({ ...d, [key]: value }))}
              label={(text) => textLabel(t, text)}
              length={(count, max) => t('translate.length', { count, max })}
            />
            {problems.length > 0 ? (
              <div
                role="alert"
                data-testid="translation-problems"
                className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
              >
                <p className="font-medium">{t('translate.refused')}</p>
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {problems.map((p) => (
                    <li key={p}>{problemText(t, texts, p)}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
              <div className="flex flex-wrap gap-2">
                <Button
                  onClick={() => void onSave()}
                  loading={save.isPending}
                  disabled={!dirty && languages.includes(language)}
                >
                  {t('translate.save')}
                </Button>
                {dirty ? (
                  <Button variant="ghost" onClick={() => setDraft(saved)}>
                    {t('translate.discard')}
                  </Button>
                ) : null}
                <Button variant="ghost" onClick={() => void onRemove()}>
                  {t('translate.remove')}
                </Button>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={() => onExport('xliff')}>
                  {t('translate.export_xliff')}
                </Button>
                <Button variant="secondary" size="sm" onClick={() => onExport('json')}>
                  {t('translate.export_json')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  loading={importer.isPending}
                  onClick={() => fileInput.current?.click()}
                >
                  {t('translate.import')}
                </Button>
                <input
                  ref={fileInput}
                  type="file"
                  accept=".xlf,.xliff,.json,application/json,application/xliff+xml"
                  className="sr-only"
                  tabIndex={-1}
                  aria-label={t('translate.import')}
                  data-testid="translation-file"
                  onChange={(event) => void onImport(event)}
                />
              </div>
            </div>
            <p className="text-xs text-slate-500">{t('translate.files_hint')}</p>
          </>
        )}
      </CardBody>
    </Card>
  );
}

function TextTable({
  texts,
  draft,
  sourceTitle,
  targetTitle,
  missing,
  onChange,
  label,
  length,
}: {
  texts: readonly GameText[];
  draft: Record<string, string>;
  sourceTitle: string;
  targetTitle: string;
  missing: string;
  onChange(key: string, value: string): void;
  label(text: GameText): string;
  length(count: number, max: number): string;
}) {
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
          {texts.map((text) => {
            const value = draft[text.key] ?? '';
            const name = label(text);
            const over = value.length > text.max;
            return (
              <tr key={text.key} data-key={text.key} className="align-top">
                <td className="px-4 py-3">
                  <p className="text-xs font-medium text-slate-500">{name}</p>
                  {text.html ? (
                    <div
                      className="pd-rich mt-1 line-clamp-4 text-slate-800"
                      dangerouslySetInnerHTML={{ __html: sanitizeRichText(text.source) }}
                    />
                  ) : (
                    <p className="mt-1 break-words whitespace-pre-wrap text-slate-800">
                      {text.source}
                    </p>
                  )}
                </td>
                <td className="px-4 py-3">
                  {text.html || text.max > LONG_TEXT ? (
                    <Textarea
                      aria-label={name}
                      rows={text.html ? 4 : 2}
                      value={value}
                      placeholder={missing}
                      invalid={over}
                      onChange={(event) => onChange(text.key, event.target.value)}
                    />
                  ) : (
                    <Input
                      aria-label={name}
                      value={value}
                      placeholder={missing}
                      invalid={over}
                      onChange={(event) => onChange(text.key, event.target.value)}
                    />
                  )}
                  <p
                    className={cx('mt-1 text-right text-xs', over ? 'text-red-600' : 'text-muted')}
                  >
                    {length(value.length, text.max)}
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
