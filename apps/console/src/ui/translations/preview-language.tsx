/**
 * The language an editor's live preview shows beside `ObjectTranslations` (issue 33 §8): the
 * object's default language, or the language open in its translation section with that
 * language's texts as drafted. Opening the page leaves the preview in the default language;
 * picking a language or writing in one turns the preview to it; a switch above the preview turns
 * it back.
 */
import type { Language } from '@playdesk/contract';
import { useCallback, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { Segmented } from '../Segmented';
import { languageTitle } from './translation-model';

/** What `ObjectTranslations` reports through `onDraft`. */
export interface TranslationDraft {
  language: Language;
  texts: Record<string, string>;
}

export interface PreviewLanguage {
  /** The language open in the translation section, with its drafted texts. */
  draft: TranslationDraft | null;
  /** The translation the preview shows; null: the default language. */
  shown: TranslationDraft | null;
  /** `ObjectTranslations`'s `onDraft`. */
  onDraft(draft: TranslationDraft | null): void;
  /** Shows the translation (true) or the default language (false). */
  showTranslation(translated: boolean): void;
}

/** Where the preview stands: the section's first report, whether the translator acted since. */
export interface PreviewState {
  /** The first report (JSON), undefined before it. */
  first: string | undefined;
  engaged: boolean;
  translated: boolean;
}
export const PREVIEW_START: PreviewState = { first: undefined, engaged: false, translated: false };

/**
 * The preview after the section reports `draft`: its first report (the language it opens on, or
 * none; again after a remount) leaves the preview in the default language; any other — a
 * language picked or added, a text written — turns it to the translation; no language open turns
 * it back.
 */
export function previewAfter(state: PreviewState, draft: TranslationDraft | null): PreviewState {
  const key = JSON.stringify(draft);
  if (state.first === undefined) return { ...state, first: key };
  if (draft === null) return { ...state, translated: false };
  if (state.engaged || key !== state.first) return { ...state, engaged: true, translated: true };
  return state;
}

export function usePreviewLanguage(): PreviewLanguage {
  const [draft, setDraft] = useState<TranslationDraft | null>(null);
  const [translated, setTranslated] = useState(false);
  const state = useRef(PREVIEW_START);
  const onDraft = useCallback((next: TranslationDraft | null) => {
    setDraft(next);
    state.current = previewAfter(state.current, next);
    setTranslated(state.current.translated);
  }, []);
  const showTranslation = useCallback((on: boolean) => {
    state.current = { ...state.current, translated: on };
    setTranslated(on);
  }, []);
  return { draft, shown: translated && draft ? draft : null, onDraft, showTranslation };
}

/** The switch between the default language and the translation open, above a preview. */
export function PreviewLanguageSwitch({
  defaultLanguage,
  preview,
}: {
  defaultLanguage: Language;
  preview: PreviewLanguage;
}) {
  const t = useT();
  if (!preview.draft) return null;
  const label = t('translate.preview_language');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-xs font-medium text-slate-500" aria-hidden>
        {label}
      </span>
      <Segmented<'default' | 'translation'>
        label={label}
        size="sm"
        testId="preview-language"
        // Language names are short: each choice as wide as its name, never broken inside.
        className="shrink-0 [&>button]:flex-auto"
        value={preview.shown ? 'translation' : 'default'}
        onChange={(value) => preview.showTranslation(value === 'translation')}
        options={[
          { value: 'default', label: languageTitle(t, defaultLanguage) },
          { value: 'translation', label: languageTitle(t, preview.draft.language) },
        ]}
      />
    </div>
  );
}
