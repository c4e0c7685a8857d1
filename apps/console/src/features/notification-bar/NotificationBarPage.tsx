import { NotificationBarInput, type NotificationBar } from '@playdesk/contract';
import { contrastRatio } from '@playdesk/ui/color';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError } from '../../api/client';
import { useSession } from '../../session/hooks';
import { pathTo } from '../../rules/routes';
import { toast } from '../../session/toast';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ColorField } from '../../ui/ColorField';
import { EmptyState } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { applyServerErrors, contractResolver } from '../../ui/form-errors';
import { BellIcon } from '../../ui/icons';
import { Input } from '../../ui/Input';
import { PageHeader } from '../../ui/PageHeader';
import { Segmented } from '../../ui/Segmented';
import { Select } from '../../ui/Select';
import { Skeleton } from '../../ui/Skeleton';
import { Switch } from '../../ui/Switch';
import { Textarea } from '../../ui/Textarea';
import { UnsavedChangesGuard } from '../../ui/UnsavedChanges';
import { useGameOptions } from '../games';
import { publicBarPath, useNotificationBar, usePublicBar, useSaveNotificationBar } from './api';
import {
  BAR_STATE_LABELS,
  barState,
  barStateText,
  NOT_ON_SITES_YET,
  savedMessage,
  toFormValues,
  toRequest,
  type BarFormValues,
  type BarState,
} from './bar-model';
import { BarPreview } from './BarPreview';

const BAR_FIELDS = [
  'enabled',
  'text',
  'game_id',
  'button_label',
  'background',
  'color',
  'position',
  'starts_at',
  'ends_at',
] as const;

export function NotificationBarPage() {
  const bar = useNotificationBar();
  return (
    <>
      <PageHeader
        title="Notification bar"
        description="A slim announcement bar that invites your website’s visitors to play. Design and schedule it here; the snippet that puts it on your site comes in a later version."
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
          title="The notification bar could not be loaded"
          description="Check your connection and try again."
          action={<Button onClick={() => void bar.refetch()}>Try again</Button>}
        />
      ) : (
        <BarEditor saved={bar.data.notification_bar} />
      )}
    </>
  );
}

const STATE_TONES: Record<BarState['kind'], 'success' | 'primary' | 'neutral' | 'warning'> = {
  showing: 'success',
  scheduled: 'primary',
  ended: 'warning',
  off: 'neutral',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-5 border-t border-slate-100 px-5 py-5 sm:px-6">
      <h3 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function BarEditor({ saved }: { saved: NotificationBar }) {
  const account = useSession((s) => s.user?.current_account.public_id);
  const games = useGameOptions();
  const publicBar = usePublicBar(account);
  const save = useSaveNotificationBar();
  const [device, setDevice] = useState<'desktop' | 'phone'>('desktop');
  const [devOpen, setDevOpen] = useState(false);
  const [now] = useState(() => new Date());
  const timeZone = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);

  const form = useForm<BarFormValues, unknown, NotificationBarInput>({
    resolver: contractResolver(NotificationBarInput, toRequest),
    defaultValues: toFormValues(saved),
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const values = useWatch({ control: form.control }) as BarFormValues;
  const gameName =
    games.data?.data.find((g) => g.public_id === values.game_id)?.name ?? saved.game?.name ?? null;

  // What the site shows now: the public answer decides "showing"; the saved schedule says why not.
  const computed = barState(saved, now);
  const state: BarState =
    publicBar.data === undefined
      ? computed
      : publicBar.data.notification_bar
        ? computed.kind === 'showing'
          ? computed
          : { kind: 'showing', until: saved.ends_at }
        : computed.kind === 'showing'
          ? { kind: 'off' }
          : computed;
  const lowContrast = (() => {
    const ratio = contrastRatio(values.color, values.background);
    return ratio !== null && ratio < 4.5
      ? `Text may be hard to read on this background (contrast ${ratio.toFixed(1)}:1, aim for 4.5:1).`
      : undefined;
  })();

  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: ({ notification_bar }) => {
        form.reset(toFormValues(notification_bar));
        toast.success(savedMessage(barState(notification_bar, new Date())));
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
      <UnsavedChangesGuard when={isDirty} />
      <Card className="mb-6 p-4" data-testid="bar-state">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="flex min-w-0 flex-1 items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-600">
              <BellIcon className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
                Bar status
                <Badge tone={STATE_TONES[state.kind]} className="text-[13px]">
                  <span data-testid="bar-state-label">{BAR_STATE_LABELS[state.kind]}</span>
                </Badge>
              </p>
              <p className="mt-0.5 text-sm text-slate-600">{barStateText(state)}</p>
              <p className="mt-1 text-sm text-slate-500" data-testid="bar-not-on-sites">
                {NOT_ON_SITES_YET}
              </p>
            </div>
          </div>
          {account ? (
            <button
              type="button"
              aria-expanded={devOpen}
              aria-controls="bar-public"
              onClick={() => setDevOpen(!devOpen)}
              className="self-start rounded-md text-sm font-medium text-primary-600 hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-primary-600 sm:self-center"
            >
              For developers: public configuration{' '}
              <span
                aria-hidden="true"
                className={
                  devOpen ? 'inline-block rotate-90 transition' : 'inline-block transition'
                }
              >
                ›
              </span>
            </button>
          ) : null}
        </div>
        {account && devOpen ? (
          <div id="bar-public" className="mt-4 space-y-2 border-t border-slate-100 pt-4">
            <p className="text-sm text-slate-600">
              The bar’s settings are public at this address, for a developer who wants to show it on
              a site already; it answers <code className="text-xs">null</code> while the bar is off
              or outside its schedule.
            </p>
            <a
              href={publicBarPath(account)}
              target="_blank"
              rel="noreferrer"
              className="block truncate font-mono text-xs text-slate-500 hover:text-slate-800"
            >
              GET {publicBarPath(account)}
            </a>
            <pre
              className="max-h-56 overflow-auto rounded-lg bg-slate-900 p-3 text-xs leading-5 text-slate-100"
              data-testid="bar-public-config"
            >
              {publicBar.data ? JSON.stringify(publicBar.data, null, 2) : '…'}
            </pre>
          </div>
        ) : null}
      </Card>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)]">
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label="Notification bar settings"
          className="min-w-0"
        >
          <Card className="overflow-hidden">
            <div className="border-b border-slate-100 px-5 py-4 sm:px-6">
              <Controller
                control={form.control}
                name="enabled"
                render={({ field }) => (
                  <Switch
                    checked={field.value}
                    onChange={field.onChange}
                    label="Switch the bar on"
                    description="It is active within its schedule. Switch it off at any time; your settings are kept."
                  />
                )}
              />
            </div>

            <Section title="Message">
              <Field
                label="Text"
                error={errors.text?.message}
                hint={`${values.text.length}/200 characters`}
              >
                {(field) => (
                  <Textarea
                    {...field}
                    {...form.register('text')}
                    rows={2}
                    maxLength={200}
                    placeholder="e.g. Play our coffee quiz and win a free latte!"
                  />
                )}
              </Field>
              <div className="grid gap-5 sm:grid-cols-2">
                <Field label="Button label" error={errors.button_label?.message}>
                  {(field) => (
                    <Input {...field} {...form.register('button_label')} maxLength={40} />
                  )}
                </Field>
                <Controller
                  control={form.control}
                  name="game_id"
                  render={({ field: { ref, ...field } }) => (
                    <Field
                      label="Linked game"
                      error={errors.game_id?.message}
                      hint="The button opens this game."
                    >
                      {(props) => (
                        <Select {...props} {...field} ref={ref} data-testid="bar-game">
                          <option value="">No game</option>
                          {field.value && !games.data && saved.game ? (
                            <option value={saved.game.public_id}>{saved.game.name}</option>
                          ) : null}
                          {(games.data?.data ?? []).map((g) => (
                            <option key={g.public_id} value={g.public_id}>
                              {g.name}
                              {g.status === 'published' ? '' : ` (${g.status})`}
                            </option>
                          ))}
                        </Select>
                      )}
                    </Field>
                  )}
                />
              </div>
              {games.data && games.data.data.length === 0 ? (
                <p className="text-sm text-slate-500">
                  No games yet.{' '}
                  <Link to={pathTo('GameAdd')} className="font-medium text-primary-600">
                    Create one
                  </Link>{' '}
                  to link it from the bar.
                </p>
              ) : null}
            </Section>

            <Section title="Look">
              <div className="grid gap-5 sm:grid-cols-2">
                <Controller
                  control={form.control}
                  name="background"
                  render={({ field }) => (
                    <ColorField
                      label="Background"
                      value={field.value}
                      onChange={field.onChange}
                      error={errors.background?.message}
                      testId="bar-background"
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="color"
                  render={({ field }) => (
                    <ColorField
                      label="Text colour"
                      value={field.value}
                      onChange={field.onChange}
                      error={errors.color?.message}
                      hint={lowContrast}
                      testId="bar-color"
                    />
                  )}
                />
              </div>
              <div className="space-y-1.5">
                <p className="text-sm font-medium text-slate-700" id="bar-position-label">
                  Position
                </p>
                <Controller
                  control={form.control}
                  name="position"
                  render={({ field }) => (
                    <Segmented
                      label="Position"
                      value={field.value}
                      onChange={field.onChange}
                      options={[
                        { value: 'top', label: 'Top of the page' },
                        { value: 'bottom', label: 'Bottom of the page' },
                      ]}
                      testId="bar-position"
                    />
                  )}
                />
              </div>
            </Section>

            <Section title="Schedule">
              <div className="grid gap-5 sm:grid-cols-2">
                <Field
                  label="Start"
                  error={errors.starts_at?.message}
                  hint="Empty: as soon as it is switched on."
                >
                  {(field) => (
                    <Input {...field} {...form.register('starts_at')} type="datetime-local" />
                  )}
                </Field>
                <Field
                  label="End"
                  error={errors.ends_at?.message}
                  hint="Empty: until you switch it off."
                >
                  {(field) => (
                    <Input {...field} {...form.register('ends_at')} type="datetime-local" />
                  )}
                </Field>
              </div>
              <p className="-mt-2 text-xs text-slate-500">
                Times are in your time zone ({timeZone}).
              </p>
            </Section>

            <div className="sticky bottom-0 flex items-center gap-3 border-t border-slate-200 bg-white/95 px-5 py-3 backdrop-blur sm:px-6">
              <p className="flex-1 text-sm text-slate-500" aria-live="polite">
                {isDirty ? 'Unsaved changes' : 'All changes saved'}
              </p>
              {isDirty ? (
                <Button variant="ghost" onClick={() => form.reset()}>
                  Discard
                </Button>
              ) : null}
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </div>
          </Card>
        </form>

        <section
          className="order-first min-w-0 lg:sticky lg:top-6 lg:order-none"
          aria-label="Preview"
        >
          <div className="mb-3 flex items-center justify-between gap-3">
            <h2 className="text-sm font-semibold text-slate-900">Preview</h2>
            <Segmented<'desktop' | 'phone'>
              label="Preview device"
              size="sm"
              value={device}
              onChange={setDevice}
              options={[
                { value: 'desktop', label: 'Desktop' },
                { value: 'phone', label: 'Phone' },
              ]}
            />
          </div>
          <BarPreview values={values} gameName={gameName} device={device} />
          <p className="mt-3 text-center text-xs text-slate-500">
            {values.enabled
              ? `Shown at the ${values.position} of every page${gameName ? `; the button opens “${gameName}”` : ''}.`
              : 'Switched off — the preview shows how it will look once on.'}
          </p>
        </section>
      </div>
    </>
  );
}
