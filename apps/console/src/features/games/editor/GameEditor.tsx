import {
  LANGUAGES,
  type Game,
  type GameTranslation,
  type Language,
  type LeadFormTranslation,
} from '@playdesk/contract';
import { useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Card, CardBody, CardHeader } from '../../../ui/Card';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';
import { PlayerFormSection, type LeadFormTranslations } from '../../crm';
import { gameFormResolver, gameToForm, type GameFormValues, type GameRequest } from '../game-form';
import { CONTENT_EDITORS } from './content-editors';
import { DifficultyField } from './DifficultyField';
import { EditorHeader } from './EditorHeader';
import { GamePreview } from './preview/GamePreview';
import { usePreviewSource } from './preview/usePreviewSource';
import { CtaSection } from './settings/CtaSection';
import { FooterButtonsSection } from './settings/FooterButtonsSection';
import { ImagesSection } from './settings/ImagesSection';
import { InstructionsSection } from './settings/InstructionsSection';
import { PopupsSection } from './settings/PopupsSection';
import { RewardsSection } from './settings/rewards/RewardsSection';
import { SharePanel } from './SharePanel';
import { EmbedPanel } from '../share/EmbedPanel';
import { useGameSave } from './useGameSave';
import { useT } from '../../../i18n/i18n';
import { previewIn, type TranslationPreview } from './translations/translation-texts';
import { TranslationsSection } from './translations/TranslationsSection';
import { useSaveTranslation } from './translations/translation-api';
import { GameTabs } from '../insight/GameTabs';

/**
 * The game editor: settings, content, live preview, share & embed; save, publish and pause.
 * react-hook-form validates with the contract's schema (`gameFormResolver`) on change, on blur
 * and on save — the editor's one validation; the fields read its errors (`useEditorErrors`).
 */
export function GameEditor({ game }: { game: Game }) {
  const t = useT();
  const type = game.type;
  const resolver = useMemo(() => gameFormResolver(type), [type]);
  const form = useForm<GameFormValues, unknown, GameRequest>({
    defaultValues: useMemo(() => gameToForm(game), [game]),
    resolver,
    mode: 'all',
    shouldFocusError: true,
  });
  const { control, formState, register } = form;
  const values = useWatch({ control }) as GameFormValues;
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, submitWith, pause } = useGameSave(game, form, formRef);
  const preview = usePreviewSource(type, values.content, values.difficulty);
  const { Editor, title, description } = CONTENT_EDITORS[type];
  const [translating, setTranslating] = useState<TranslationPreview | null>(null);
  // Unsaved texts of a translation count as unsaved changes of the editor (its leave-page guard).
  const [translationDirty, setTranslationDirty] = useState(false);
  const [formTranslationDirty, setFormTranslationDirty] = useState(false);
  const formTranslations = useFormTranslations(game);

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard
        dirty={(formState.isDirty || translationDirty || formTranslationDirty) && busy === null}
      />
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void submitWith()(event)}
        aria-label={t('games.editor.form_label', { name: game.name })}
        data-testid="game-editor"
      >
        <EditorHeader
          game={game}
          dirty={formState.isDirty}
          busy={busy}
          onPause={() => void pause()}
          onPublish={() => void submitWith('published')()}
        />
        <GameTabs id={game.public_id} className="-mt-2 mb-6" />

        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_380px]">
          <div className="min-w-0 space-y-6 xl:col-start-1">
            <Card>
              <CardHeader
                title={t('games.editor.game')}
                description={t('games.editor.game_hint')}
              />
              <CardBody className="space-y-5">
                <Field label={t('games.editor.name')} error={formState.errors.name?.message}>
                  {(props) => (
                    <Input {...props} maxLength={120} autoComplete="off" {...register('name')} />
                  )}
                </Field>
                <DifficultyField type={type} />
              </CardBody>
            </Card>
            <Card>
              <CardHeader title={t(title)} description={t(description)} />
              <CardBody>
                <Editor />
              </CardBody>
            </Card>
          </div>

          <aside
            aria-label={t('games.editor.preview')}
            className="min-w-0 xl:sticky xl:top-36 xl:col-start-2 xl:row-span-2 xl:row-start-1 xl:self-start"
          >
            <GamePreview
              {...previewIn(
                {
                  type,
                  name: values.name,
                  difficulty: preview.difficulty,
                  gameImage: values.settings.game_image,
                  backgroundImage: values.settings.background_image,
                  instructions: values.settings.instructions,
                  footerButtons: values.settings.footer_buttons,
                  popupTexts: values.settings.popup_texts,
                  cta: values.settings.cta,
                },
                preview.content,
                translating?.translation ?? null,
              )}
              problem={preview.problem}
              language={translating?.language ?? game.default_language}
            />
          </aside>

          <div className="min-w-0 space-y-6 xl:col-start-1">
            <InstructionsSection />
            <ImagesSection />
            <PopupsSection />
            <CtaSection />
            <PlayerFormSection
              translations={formTranslations}
              onTranslationDirty={setFormTranslationDirty}
            />
            <RewardsSection type={game.type} fairness={game.settings.rewards?.fairness ?? []} />
            <FooterButtonsSection type={type} />
            <TranslationsSection
              game={game}
              onPreview={setTranslating}
              onDirty={setTranslationDirty}
            />
            <SharePanel publicId={game.public_id} name={game.name} status={game.status} />
            <EmbedPanel publicId={game.public_id} name={game.name} />
          </div>
        </div>
      </form>
    </FormProvider>
  );
}

/**
 * The form's part of the game's translations, for the Player form section: each language of the
 * game with its form texts, saved within that language's translation (its other texts kept).
 */
function useFormTranslations(game: Game): LeadFormTranslations {
  const save = useSaveTranslation(game);
  const translations = useMemo(
    () =>
      Object.fromEntries(
        LANGUAGES.filter((l) => game.translations[l]).map((l) => [
          l,
          (game.translations[l]?.lead_form ?? {}) as LeadFormTranslation,
        ]),
      ),
    [game],
  );
  return {
    defaultLanguage: game.default_language,
    translations,
    onSave: (language: Language, form: LeadFormTranslation | null) => {
      const { lead_form: _old, ...rest } = (game.translations[language] ?? {}) as GameTranslation;
      const empty = !form || Object.keys(form).length === 0;
      return save.mutateAsync({
        language,
        translation: empty ? rest : { ...rest, lead_form: form },
      });
    },
  };
}
