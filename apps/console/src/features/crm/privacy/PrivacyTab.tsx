import { UpdatePrivacyRequest, type PrivacySettings } from '@playdesk/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../api/client';
import { useT } from '../../../i18n/i18n';
import { toast } from '../../../session/toast';
import { Button } from '../../../ui/Button';
import { Card, CardBody, CardHeader } from '../../../ui/Card';
import { Field } from '../../../ui/Field';
import { applyServerErrors, contractResolver } from '../../../ui/form-errors';
import { Select } from '../../../ui/Select';
import { Skeleton } from '../../../ui/Skeleton';
import { SwitchField } from '../../../ui/SwitchField';
import { Textarea } from '../../../ui/Textarea';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';
import { usePrivacy, useSavePrivacy } from '../api';
import { ErasureLog } from './ErasureLog';
import {
  PRIVACY_FIELDS,
  formToPrivacy,
  privacyAliases,
  privacyToForm,
  retentionChoices,
  type PrivacyFormValues,
} from './privacy-model';
import { formatDateTime } from '../../../lib/format';

type Request = z.output<typeof UpdatePrivacyRequest>;

const when = (at: string | null, none: string) => (at ? formatDateTime(at) : none);

function PrivacyForm({ privacy }: { privacy: PrivacySettings }) {
  const t = useT();
  const save = useSavePrivacy();
  const form = useForm<PrivacyFormValues, unknown, Request>({
    resolver: contractResolver(UpdatePrivacyRequest, formToPrivacy, privacyAliases),
    defaultValues: privacyToForm(privacy),
  });
  const { errors, isDirty } = form.formState;
  const onSubmit = form.handleSubmit((request) =>
    save.mutate(request, {
      onSuccess: (saved) => {
        form.reset(privacyToForm(saved));
        toast.success(t('crm.privacy.saved'));
      },
      onError: (e) =>
        e instanceof ApiError &&
        applyServerErrors(e.body, form.setError, PRIVACY_FIELDS, privacyAliases),
    }),
  );
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} data-testid="privacy-form">
      <UnsavedChangesGuard dirty={isDirty && !save.isPending} />
      <Card>
        <CardHeader
          title={t('crm.privacy.retention')}
          description={t('crm.privacy.retention_hint')}
        />
        <CardBody className="space-y-4">
          <Field label={t('crm.privacy.keep_for')} error={errors.retention_days?.message}>
            {(props) => (
              <Select
                {...props}
                className="sm:max-w-xs"
                {...form.register('retention_days', { valueAsNumber: true })}
              >
                {retentionChoices(privacy.retention_days).map((c) => (
                  <option key={c.days} value={c.days}>
                    {c.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div className="rounded-lg bg-slate-50 px-3 py-2.5 ring-1 ring-slate-100 ring-inset">
              <dt className="text-xs text-slate-500">{t('crm.privacy.last_run')}</dt>
              <dd className="text-slate-900" data-testid="retention-last">
                {when(privacy.last_retention_run_at, t('crm.privacy.not_run'))}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-50 px-3 py-2.5 ring-1 ring-slate-100 ring-inset">
              <dt className="text-xs text-slate-500">{t('crm.privacy.next_run')}</dt>
              <dd className="text-slate-900" data-testid="retention-next">
                {when(privacy.next_retention_run_at, t('crm.privacy.daily'))}
              </dd>
            </div>
          </dl>
        </CardBody>
      </Card>
      <Card className="mt-6">
        <CardHeader title={t('crm.privacy.blocked')} description={t('crm.privacy.blocked_hint')} />
        <CardBody className="space-y-5">
          <Field
            label={t('crm.privacy.domains')}
            hint={t('crm.privacy.domains_hint')}
            error={errors.domains?.message}
          >
            {(props) => (
              <Textarea
                {...props}
                rows={4}
                placeholder={'mailinator.com\nyopmail.com'}
                className="font-mono sm:max-w-md"
                {...form.register('domains')}
              />
            )}
          </Field>
          <SwitchField
            control={form.control}
            name="block_plus_addresses"
            label={t('crm.privacy.plus')}
            description={t('crm.privacy.plus_hint')}
          />
        </CardBody>
      </Card>
      <div className="mt-4 flex justify-end gap-2">
        <Button
          variant="secondary"
          disabled={!isDirty || save.isPending}
          onClick={() => form.reset(privacyToForm(privacy))}
        >
          {t('common.discard')}
        </Button>
        <Button
          type="submit"
          loading={save.isPending}
          disabled={!isDirty}
          data-testid="privacy-save"
        >
          {t('crm.privacy.save')}
        </Button>
      </div>
    </form>
  );
}

/** Retention, blocked emails and the erasure log. */
export function PrivacyTab() {
  const t = useT();
  const privacy = usePrivacy();
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div>
        {privacy.data ? (
          <PrivacyForm privacy={privacy.data} />
        ) : (
          <Card className="space-y-3 p-5" aria-busy="true" aria-label={t('crm.privacy.loading')}>
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-10 w-64" />
            <Skeleton className="h-16 w-full" />
          </Card>
        )}
      </div>
      <ErasureLog />
    </div>
  );
}
