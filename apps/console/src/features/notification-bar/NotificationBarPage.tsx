import { NotificationBarInput, overlayTexts, type NotificationBar } from '@playdesk/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../../api/client';
import { toast } from '../../session/toast';
import { Button } from '../../ui/Button';
import { SaveBar } from '../../ui/SaveBar';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { applyServerErrors, contractResolver } from '../../ui/form-errors';
import { BellIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { Segmented } from '../../ui/Segmented';
import { Skeleton } from '../../ui/Skeleton';
import { SwitchField } from '../../ui/SwitchField';
import { UnsavedChangesGuard } from '../../ui/UnsavedChangesGuard';
import { useGameOptions } from '../games';
import { ObjectTranslations } from '../../ui/translations/ObjectTranslations';
import { PreviewLanguageSwitch, usePreviewLanguage } from '../../ui/translations/preview-language';
import { useNotificationBar, useSaveBarTranslation, useSaveNotificationBar } from './api';
import {
  BAR_FIELDS,
  barState,
  barTranslationFields,
  savedMessage,
  toFormValues,
  toRequest,
  type BarFormValues,
} from './bar-model';
import { BarPreview } from './BarPreview';
import { LookSection, MessageSection, ScheduleSection } from './BarSections';
import { BarStatus } from './BarStatus';
import { useT } from '../../i18n/i18n';
import { languageName } from '../../ui/translations/translation-model';

export function NotificationBarPage() {
  const t = useT();
  const bar = useNotificationBar();
  return (
    <>
      <PageHeader
        title={t('notification-bar.title')}
        description={t('notification-bar.description')}
      />
      {bar.isPending ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <Card className="space-y-5 p-6">
            {[0, 1, 2, 3, 4].map((i) => (
              <div key={i} className="space-y-2">
                <Skeleton className="h-4 w-28" />
                <Skeleton className="h-10 w-full" />
              </div>
            ))}
          </Card>
          <Skeleton className="h-96 rounded-xl" />
        </div>
      ) : bar.isError ? (
        <EmptyState
          icon={<BellIcon className="size-6" />}
          title={t('notification-bar.load_failed')}
          description={t('notification-bar.check_connection')}
          action={<Button onClick={() => void bar.refetch()}>{t('common.try_again')}</Button>}
        />
      ) : (
        <BarEditor saved={bar.data.notification_bar} />
      )}
    </>
  );
}

function BarEditor({ saved }: { saved: NotificationBar }) {
  const t = useT();
  const games = useGameOptions();
  const save = useSaveNotificationBar();
  const [device, setDevice] = useState<'desktop' | 'phone'>('desktop');
  const saveTranslation = useSaveBarTranslation(saved);
  const [translationDirty, setTranslationDirty] = useState(false);
  const preview = usePreviewLanguage();

  const form = useForm<BarFormValues, unknown, NotificationBarInput>({
    resolver: contractResolver(NotificationBarInput, toRequest),
    defaultValues: toFormValues(saved),
    mode: 'onTouched',
  });
  const { isDirty } = form.formState;
  const values = useWatch({ control: form.control }) as BarFormValues;
  const gameName =
    games.data?.data.find((g) => g.public_id === values.game_id)?.name ?? saved.game?.name ?? null;
  // In the language the preview shows: the translation's texts over the form's (a blank one: the
  // default language's, as visitors get it).
  const shownValues = preview.shown ? overlayTexts(values, preview.shown.texts) : values;

  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: ({ notification_bar }) => {
        form.reset(toFormValues(notification_bar));
        toast.success(savedMessage(barState(notification_bar, new Date()), t));
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          applyServerErrors(error.body, form.setError, BAR_FIELDS);
        }
      },
    }),
  );

  return (
    <>
      <UnsavedChangesGuard dirty={isDirty || translationDirty} />
      <BarStatus saved={saved} />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)]">
        <div className="min-w-0 space-y-6">
          <form noValidate onSubmit={onSubmit} aria-label={t('notification-bar.settings')}>
            <Card className="overflow-hidden">
              <div className="border-b border-slate-100 px-5 py-4 sm:px-6">
                <SwitchField
                  control={form.control}
                  name="enabled"
                  label={t('notification-bar.switch')}
                  description={t('notification-bar.switch_hint')}
                />
              </div>
              <MessageSection form={form} games={games.data?.data} savedGame={saved.game} />
              <LookSection form={form} />
              <ScheduleSection form={form} />

              <SaveBar
                dirty={isDirty}
                onDiscard={() => form.reset()}
                saving={save.isPending}
                className="sm:px-6"
              />
            </Card>
          </form>
          {/* Its own saves, outside the form: the bar's texts in other languages. */}
          <ObjectTranslations
            defaultLanguage={saved.default_language}
            translations={saved.translations}
            fields={barTranslationFields(saved, t)}
            onSave={(language, texts) =>
              saveTranslation.mutateAsync({ language, translation: texts })
            }
            onDirty={setTranslationDirty}
            onDraft={preview.onDraft}
            description={t('notification-bar.translations_hint', {
              language: languageName(t, saved.default_language),
            })}
            testId="bar-translations"
          />
        </div>

        <section
          className="order-first min-w-0 lg:sticky lg:top-6 lg:order-none"
          aria-label={t('notification-bar.preview.title')}
        >
          <div className="mb-3 flex items-center justify-between gap-3">
            <h2 className="text-sm font-semibold text-slate-900">
              {t('notification-bar.preview.title')}
            </h2>
            <Segmented<'desktop' | 'phone'>
              label={t('notification-bar.preview.device')}
              size="sm"
              // Each choice as wide as its name: "Ordinateur" was broken in two on a phone.
              className="shrink-0 [&>button]:flex-auto"
              value={device}
              onChange={setDevice}
              options={[
                { value: 'desktop', label: t('notification-bar.preview.desktop') },
                { value: 'phone', label: t('notification-bar.preview.phone') },
              ]}
            />
          </div>
          <div className="mb-3 empty:hidden">
            <PreviewLanguageSwitch defaultLanguage={saved.default_language} preview={preview} />
          </div>
          <BarPreview values={shownValues} gameName={gameName} device={device} />
          <p className="mt-3 text-center text-xs text-slate-500">
            {values.enabled
              ? gameName
                ? t(`notification-bar.preview.shown_${values.position}_game`, { game: gameName })
                : t(`notification-bar.preview.shown_${values.position}`)
              : t('notification-bar.preview.off')}
          </p>
        </section>
      </div>
    </>
  );
}
