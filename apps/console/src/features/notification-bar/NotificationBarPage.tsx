import { NotificationBarInput, type NotificationBar } from '@playdesk/contract';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
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
import { Switch } from '../../ui/Switch';
import { UnsavedChangesGuard } from '../../ui/UnsavedChangesGuard';
import { useGameOptions } from '../games';
import { useNotificationBar, useSaveNotificationBar } from './api';
import {
  BAR_FIELDS,
  barState,
  savedMessage,
  toFormValues,
  toRequest,
  type BarFormValues,
} from './bar-model';
import { BarPreview } from './BarPreview';
import { LookSection, MessageSection, ScheduleSection } from './BarSections';
import { BarStatus } from './BarStatus';

export function NotificationBarPage() {
  const bar = useNotificationBar();
  return (
    <>
      <PageHeader
        title="Notification bar"
        description="A slim announcement bar that invites your website’s visitors to play. Design and schedule it here, then paste the snippet on your site once."
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

function BarEditor({ saved }: { saved: NotificationBar }) {
  const games = useGameOptions();
  const save = useSaveNotificationBar();
  const [device, setDevice] = useState<'desktop' | 'phone'>('desktop');

  const form = useForm<BarFormValues, unknown, NotificationBarInput>({
    resolver: contractResolver(NotificationBarInput, toRequest),
    defaultValues: toFormValues(saved),
    mode: 'onTouched',
  });
  const { isDirty } = form.formState;
  const values = useWatch({ control: form.control }) as BarFormValues;
  const gameName =
    games.data?.data.find((g) => g.public_id === values.game_id)?.name ?? saved.game?.name ?? null;

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
      <UnsavedChangesGuard dirty={isDirty} />
      <BarStatus saved={saved} />

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
