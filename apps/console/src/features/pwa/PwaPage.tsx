/**
 * The business's game app (issue 17): its settings with a live preview of the home-screen icon
 * and splash screen, the icon upload, and its push notifications (PushSection).
 */
import {
  overlayTexts,
  type PwaOpens,
  type PwaSettings,
  type UpdatePwaSettingsRequest,
} from '@playdesk/contract';
import { useMemo, useRef, useState } from 'react';
import { toast } from '../../session/toast';
import { Button } from '../../ui/Button';
import { SaveBar } from '../../ui/SaveBar';
import { Card, CardBody, CardHeader } from '../../ui/Card';
import { ColorField } from '../../ui/ColorField';
import { EmptyState } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { PhoneIcon } from '../../ui/icons';
import { Input } from '../../ui/Input';
import { PageHeader } from '../../ui/PageHeader';
import { Segmented } from '../../ui/Segmented';
import { Select } from '../../ui/Select';
import { Skeleton } from '../../ui/Skeleton';
import { Switch } from '../../ui/Switch';
import { Textarea } from '../../ui/Textarea';
import { UnsavedChangesGuard } from '../../ui/UnsavedChangesGuard';
import { useGameOptions } from '../games';
import { ObjectTranslations } from '../../ui/translations/ObjectTranslations';
import { PreviewLanguageSwitch, usePreviewLanguage } from '../../ui/translations/preview-language';
import { languageName } from '../../ui/translations/translation-model';
import { usePwaSettings, useSavePwaSettings, useSavePwaTranslation, useUploadPwaIcon } from './api';
import { pwaTranslationFields } from './pwa-model';
import { fieldErrors } from './field-errors';
import { PushSection } from './PushSection';
import { PwaPreview } from './PwaPreview';
import { richText, useT } from '../../i18n/i18n';

// The language and translations are not this form's (left out, the server keeps them).
type Draft = Required<
  Omit<UpdatePwaSettingsRequest, 'game_id' | 'default_language' | 'translations'>
> & { game_id: string | null };

const toDraft = (s: PwaSettings): Draft => ({
  app_name: s.app_name,
  short_name: s.short_name,
  theme_color: s.theme_color,
  background_color: s.background_color,
  opens: s.opens,
  game_id: s.game_id,
  install_text: s.install_text,
  new_game_notifications: s.new_game_notifications,
  notify_time: s.notify_time,
  time_zone: s.time_zone,
});

function timeZones(current: string): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return zones.includes(current) ? zones : [current, ...zones];
}

export function PwaPage() {
  const t = useT();
  const settings = usePwaSettings();
  return (
    <>
      <PageHeader title={t('pwa.title')} description={t('pwa.description')} />
      {settings.isPending ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-96 rounded-xl" />
          <Skeleton className="h-96 rounded-xl" />
        </div>
      ) : settings.isError ? (
        <EmptyState
          icon={<PhoneIcon className="size-6" />}
          title={t('pwa.load_failed')}
          description={t('pwa.check_connection')}
          action={<Button onClick={() => void settings.refetch()}>{t('common.try_again')}</Button>}
        />
      ) : (
        <div className="space-y-8">
          {/* Starts again when the saved settings change, not when a translation or the icon
              is saved (the draft being written stays). */}
          <SettingsEditor
            key={JSON.stringify(toDraft(settings.data.pwa))}
            saved={settings.data.pwa}
          />
          <PushSection settings={settings.data.pwa} />
        </div>
      )}
    </>
  );
}

function SettingsEditor({ saved }: { saved: PwaSettings }) {
  const t = useT();
  const [draft, setDraft] = useState<Draft>(() => toDraft(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSavePwaSettings();
  const upload = useUploadPwaIcon();
  const games = useGameOptions();
  const fileRef = useRef<HTMLInputElement>(null);
  const saveTranslation = useSavePwaTranslation();
  const [translationDirty, setTranslationDirty] = useState(false);
  const preview = usePreviewLanguage();
  // The preview in the language it shows: a translation's texts over the draft's.
  const shown = preview.shown
    ? overlayTexts({ app_name: draft.app_name, short_name: draft.short_name }, preview.shown.texts)
    : draft;
  const zones = useMemo(() => timeZones(draft.time_zone), [draft.time_zone]);
  const dirty = JSON.stringify(draft) !== JSON.stringify(toDraft(saved));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    save.mutate(draft, {
      onSuccess: () => toast.success(t('pwa.saved')),
      onError: (error) => {
        const byField = fieldErrors(error);
        setErrors(byField);
        if (Object.keys(byField).length === 0) toast.danger(error.message);
      },
    });
  };

  const onIcon = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => toast.success(t('pwa.icon.uploaded')),
      onError: (error) => toast.danger(error.message),
    });
    if (fileRef.current) fileRef.current.value = '';
  };

  const openOptions: { value: PwaOpens; label: string }[] = [
    { value: 'today', label: t('pwa.opens.today') },
    { value: 'game', label: t('pwa.opens.game') },
    { value: 'rewards', label: t('pwa.opens.rewards') },
  ];

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,0.9fr)]">
      <UnsavedChangesGuard dirty={dirty || translationDirty} />
      <div className="min-w-0 space-y-6">
        <form noValidate onSubmit={onSubmit} aria-label={t('pwa.settings')}>
          <Card className="overflow-hidden">
            <CardHeader title={t('pwa.app.title')} description={t('pwa.app.text')} />
            <CardBody className="space-y-5">
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label={t('pwa.app_name')}
                  error={errors.app_name}
                  hint={t('pwa.app_name_hint')}
                >
                  {(p) => (
                    <Input
                      {...p}
                      invalid={p.invalid}
                      maxLength={45}
                      value={draft.app_name}
                      onChange={(e) => set('app_name', e.target.value)}
                    />
                  )}
                </Field>
                <Field
                  label={t('pwa.short_name')}
                  error={errors.short_name}
                  hint={t('pwa.short_name_hint')}
                >
                  {(p) => (
                    <Input
                      {...p}
                      invalid={p.invalid}
                      maxLength={12}
                      value={draft.short_name}
                      onChange={(e) => set('short_name', e.target.value)}
                    />
                  )}
                </Field>
              </div>

              <div className="flex flex-wrap items-center gap-4 rounded-lg border border-dashed border-slate-300 p-4">
                {saved.icons ? (
                  <img
                    src={saved.icons.icon_192}
                    alt={t('pwa.icon.title')}
                    className="size-14 rounded-xl"
                  />
                ) : (
                  <span className="flex size-14 items-center justify-center rounded-xl bg-slate-100 text-icon-muted">
                    <PhoneIcon className="size-6" />
                  </span>
                )}
                <div className="min-w-0 flex-1 text-sm text-slate-600">
                  <p className="font-medium text-slate-900">{t('pwa.icon.title')}</p>
                  <p>{t('pwa.icon.text')}</p>
                </div>
                <input
                  ref={fileRef}
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  className="sr-only"
                  aria-label={t('pwa.icon.upload_label')}
                  onChange={(e) => onIcon(e.target.files?.[0])}
                />
                <Button
                  type="button"
                  variant="secondary"
                  loading={upload.isPending}
                  onClick={() => fileRef.current?.click()}
                >
                  {saved.icons ? t('pwa.icon.change') : t('pwa.icon.upload')}
                </Button>
              </div>

              <div className="grid gap-4 sm:grid-cols-2">
                <ColorField
                  label={t('pwa.theme_colour')}
                  value={draft.theme_color}
                  onChange={(v) => set('theme_color', v)}
                  error={errors.theme_color}
                />
                <ColorField
                  label={t('pwa.background_colour')}
                  value={draft.background_color}
                  onChange={(v) => set('background_color', v)}
                  error={errors.background_color}
                />
              </div>

              <div className="space-y-2">
                <p className="text-sm font-medium text-slate-700">{t('pwa.opens.title')}</p>
                <Segmented<PwaOpens>
                  label={t('pwa.opens.title')}
                  value={draft.opens}
                  onChange={(v) => set('opens', v)}
                  options={openOptions}
                />
                {draft.opens === 'game' ? (
                  <Field label={t('pwa.opens.game_label')} error={errors.game_id}>
                    {(p) => (
                      <Select
                        {...p}
                        invalid={p.invalid}
                        value={draft.game_id ?? ''}
                        onChange={(e) => set('game_id', e.target.value || null)}
                      >
                        <option value="">{t('pwa.opens.choose_game')}</option>
                        {games.data?.data.map((g) => (
                          <option key={g.public_id} value={g.public_id}>
                            {g.name}
                          </option>
                        ))}
                      </Select>
                    )}
                  </Field>
                ) : (
                  <p className="text-xs text-slate-500">
                    {draft.opens === 'today'
                      ? t('pwa.opens.today_hint')
                      : t('pwa.opens.rewards_hint')}
                  </p>
                )}
              </div>

              <Field
                label={t('pwa.install')}
                error={errors.install_text}
                hint={t('pwa.install_hint')}
              >
                {(p) => (
                  <Textarea
                    {...p}
                    invalid={p.invalid}
                    rows={2}
                    maxLength={200}
                    value={draft.install_text}
                    onChange={(e) => set('install_text', e.target.value)}
                  />
                )}
              </Field>

              <div className="space-y-3 rounded-lg bg-slate-50 p-4">
                <Switch
                  checked={draft.new_game_notifications}
                  onChange={(v) => set('new_game_notifications', v)}
                  label={t('pwa.notify')}
                  description={t('pwa.notify_hint')}
                />
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field label={t('pwa.notify_time')} error={errors.notify_time}>
                    {(p) => (
                      <Input
                        {...p}
                        type="time"
                        invalid={p.invalid}
                        value={draft.notify_time}
                        onChange={(e) => set('notify_time', e.target.value)}
                      />
                    )}
                  </Field>
                  <Field label={t('pwa.time_zone')} error={errors.time_zone}>
                    {(p) => (
                      <Select
                        {...p}
                        invalid={p.invalid}
                        value={draft.time_zone}
                        onChange={(e) => set('time_zone', e.target.value)}
                      >
                        {zones.map((z) => (
                          <option key={z} value={z}>
                            {z.replace(/_/g, ' ')}
                          </option>
                        ))}
                      </Select>
                    )}
                  </Field>
                </div>
              </div>
            </CardBody>
            <SaveBar
              dirty={dirty}
              onDiscard={() => setDraft(toDraft(saved))}
              saving={save.isPending}
            />
          </Card>
        </form>
        {/* Its own saves, outside the form: the app's texts in other languages. */}
        <ObjectTranslations
          defaultLanguage={saved.default_language}
          translations={saved.translations}
          fields={pwaTranslationFields(saved, t)}
          onSave={(language, texts) =>
            saveTranslation.mutateAsync({ language, translation: texts })
          }
          onDirty={setTranslationDirty}
          onDraft={preview.onDraft}
          description={t('pwa.translations_hint', {
            language: languageName(t, saved.default_language),
          })}
          testId="pwa-translations"
        />
      </div>

      <section className="min-w-0 space-y-3 lg:sticky lg:top-6" aria-label={t('pwa.preview.title')}>
        <h2 className="text-sm font-semibold text-slate-900">{t('pwa.preview.title')}</h2>
        <PreviewLanguageSwitch defaultLanguage={saved.default_language} preview={preview} />
        <Card className="p-5">
          <PwaPreview
            look={{
              appName: shown.app_name,
              shortName: shown.short_name,
              themeColor: draft.theme_color,
              backgroundColor: draft.background_color,
              icons: saved.icons,
            }}
          />
        </Card>
        <p className="text-xs text-slate-500">
          {richText(
            t,
            'pwa.start_address',
            {},
            {
              url: (
                <code className="rounded bg-slate-100 px-1 py-0.5 text-[11px] text-slate-800">
                  {saved.start_url}
                </code>
              ),
            },
          )}
        </p>
      </section>
    </div>
  );
}
