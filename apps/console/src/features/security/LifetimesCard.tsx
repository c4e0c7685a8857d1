import { UpdateAccountSettingsRequest, type AccountSettings } from '@playdesk/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../api/client';
import { useT } from '../../i18n/i18n';
import { toast } from '../../session/toast';
import { Button } from '../../ui/Button';
import { Card, CardBody, CardHeader } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { applyServerErrors, contractResolver } from '../../ui/form-errors';
import { Input } from '../../ui/Input';
import { Skeleton } from '../../ui/Skeleton';
import { UnsavedChangesGuard } from '../../ui/UnsavedChangesGuard';
import { useAccountSettings, useSaveAccountSettings } from './sessions-api';

type Values = Pick<AccountSettings, 'session_idle_minutes' | 'session_absolute_days'>;
type Request = z.output<typeof UpdateAccountSettingsRequest>;
const FIELDS = ['session_idle_minutes', 'session_absolute_days'] as const;

const valuesOf = (s: AccountSettings): Values => ({
  session_idle_minutes: s.session_idle_minutes,
  session_absolute_days: s.session_absolute_days,
});

/** The business's idle and absolute session lifetimes (owner only; the server checks too). */
export function LifetimesCard() {
  const t = useT();
  const settings = useAccountSettings(true);
  return (
    <Card data-testid="session-lifetimes">
      <CardHeader
        title={t('team.security.lifetimes.title')}
        description={t('team.security.lifetimes.hint')}
      />
      {settings.data ? (
        <LifetimesForm settings={settings.data.account_settings} />
      ) : (
        <CardBody>
          <Skeleton className="h-10 w-full" />
        </CardBody>
      )}
    </Card>
  );
}

function LifetimesForm({ settings }: { settings: AccountSettings }) {
  const t = useT();
  const save = useSaveAccountSettings();
  const form = useForm<Values, unknown, Request>({
    resolver: contractResolver(UpdateAccountSettingsRequest),
    defaultValues: valuesOf(settings),
  });
  const { errors, isDirty } = form.formState;
  const onSubmit = form.handleSubmit((request) =>
    save.mutate(request, {
      onSuccess: ({ account_settings }) => {
        form.reset(valuesOf(account_settings));
        toast.success(t('team.security.lifetimes.saved'));
      },
      onError: (e) => e instanceof ApiError && applyServerErrors(e.body, form.setError, FIELDS),
    }),
  );
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <UnsavedChangesGuard dirty={isDirty && !save.isPending} />
      <CardBody className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('team.security.lifetimes.idle')}
          hint={t('team.security.lifetimes.idle_hint')}
          error={errors.session_idle_minutes?.message}
        >
          {(props) => (
            <Input
              {...props}
              type="number"
              inputMode="numeric"
              {...form.register('session_idle_minutes', { valueAsNumber: true })}
            />
          )}
        </Field>
        <Field
          label={t('team.security.lifetimes.absolute')}
          hint={t('team.security.lifetimes.absolute_hint')}
          error={errors.session_absolute_days?.message}
        >
          {(props) => (
            <Input
              {...props}
              type="number"
              inputMode="numeric"
              {...form.register('session_absolute_days', { valueAsNumber: true })}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" loading={save.isPending} disabled={!isDirty}>
            {t('team.security.lifetimes.save')}
          </Button>
        </div>
      </CardBody>
    </form>
  );
}
