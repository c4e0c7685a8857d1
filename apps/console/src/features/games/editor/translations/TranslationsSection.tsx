import {
  LANGUAGES,
  gameTexts,
  translationTexts,
  type Game,
  type GameTranslation,
  type Language,
  type TranslationFormat,
} from '@playdesk/contract';
import { useCallback, useMemo, useRef, type ChangeEvent } from 'react';
import { messageOf } from '../../../../api/client';
import { toast } from '../../../../session/toast';
import { Button } from '../../../../ui/Button';
import {
  ObjectTranslations,
  type TranslationFooter,
} from '../../../../ui/translations/ObjectTranslations';
import {
  languageName,
  type TextsByLanguage,
  type TranslationField,
} from '../../../../ui/translations/translation-model';
import { useT } from '../../../../i18n/i18n';
import { exportTranslation, useImportTranslation, useSaveTranslation } from './translation-api';
import { textLabel, translationToSave } from './translation-texts';

/** Texts longer than this are edited in a text area. */
const LONG_TEXT = 200;

/**
 * The game's texts in other languages, side by side with the default language's (issue 33 §8):
 * the console's one translation editor (ui/translations) with the game's texts, its files for
 * translators (export, import) and the preview in the chosen language (`onPreview`). Its own
 * saves: the game form above is not involved.
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
  const fields = useMemo(
    (): TranslationField[] =>
      texts.map((text) => ({
        key: text.key,
        label: textLabel(t, text),
        defaultText: text.source,
        maxLength: text.max,
        long: text.max > LONG_TEXT,
        html: Boolean(text.html),
      })),
    [texts, t],
  );
  // Each translation of the game, flat by text key (a language with only a form's texts too).
  const translations = useMemo(
    (): TextsByLanguage =>
      Object.fromEntries(
        LANGUAGES.filter((l) => game.translations[l]).map((l) => [
          l,
          translationTexts(game.translations[l] as GameTranslation, texts),
        ]),
      ),
    [game, texts],
  );
  const save = useSaveTranslation(game);
  const onSave = (language: Language, draft: Record<string, string> | null) =>
    save.mutateAsync({
      language,
      translation: draft
        ? translationToSave(
            game.translations[language] as GameTranslation | undefined,
            texts,
            draft,
          )
        : null,
    });
  const onDraft = useCallback(
    (draft: { language: Language; texts: Record<string, string> } | null) =>
      onPreview(
        draft && {
          language: draft.language,
          translation: translationToSave(
            game.translations[draft.language] as GameTranslation | undefined,
            texts,
            draft.texts,
          ),
        },
      ),
    [game, texts, onPreview],
  );

  return (
    <ObjectTranslations
      defaultLanguage={game.default_language}
      translations={translations}
      fields={fields}
      onSave={onSave}
      onDirty={onDirty}
      onDraft={onDraft}
      description={t('translate.hint', { language: languageName(t, game.default_language) })}
      emptyText={t('translate.only_default', {
        language: languageName(t, game.default_language),
      })}
      footer={(props) => <GameFiles game={game} {...props} />}
    />
  );
}

/** The game's translation files, for a translator: export one language, import it back. */
function GameFiles({ game, language, refused, accepted }: { game: Game } & TranslationFooter) {
  const t = useT();
  const importer = useImportTranslation(game);
  const fileInput = useRef<HTMLInputElement>(null);
  const onExport = (format: TranslationFormat) => {
    exportTranslation(game, language, format).catch((error: unknown) =>
      toast.warning(messageOf(error)),
    );
  };
  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const format: TranslationFormat = /\.json$/i.test(file.name) ? 'json' : 'xliff';
    try {
      const answer = await importer.mutateAsync({ language, format, file: await file.text() });
      accepted();
      toast.success(
        t('translate.imported', { count: answer.imported, language: languageName(t, language) }),
      );
    } catch (error) {
      refused(error);
    }
  };
  return (
    <>
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
      <div className="w-full space-y-1 text-xs text-slate-500">
        <p>{t('translate.preview', { language: languageName(t, language) })}</p>
        <p>{t('translate.files_hint')}</p>
      </div>
    </>
  );
}
