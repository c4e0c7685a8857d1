import { CreateApiKeyRequest, type CreatedApiKeyResponse } from '@playdesk/contract';
import { copyText } from '@playdesk/ui/clipboard';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../api/client';
import { useSession } from '../../session/hooks';
import { toast } from '../../session/toast';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { applyServerErrors, contractResolver } from '../../ui/form-errors';
import { Input } from '../../ui/Input';
import { Modal } from '../../ui/Modal';
import { Segmented } from '../../ui/Segmented';
import { useCreateApiKey } from './api';
import { AssistantSetup } from './AssistantSetup';
import {
  API_KEY_ALIASES,
  API_KEY_FIELDS,
  DEFAULT_API_KEY_FORM,
  grantableModules,
  moduleLabel,
  toRequest,
  type ApiKeyFormValues,
} from './api-key-model';
import { richText, useT } from '../../i18n/i18n';

/**
 * Creates a key, then shows its secret once with a copy button. The secret lives only in this
 * dialog's state: closing it forgets the secret for good.
 */
export function CreateApiKeyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const t = useT();
  const [created, setCreated] = useState<CreatedApiKeyResponse | null>(null);
  const close = () => {
    setCreated(null);
    onOpenChange(false);
  };
  return created ? (
    <SecretDialog created={created} onClose={close} />
  ) : (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('api-keys.new')}
      description={t('api-keys.dialog.text')}
      testId="api-key-dialog"
    >
      {open ? <KeyForm onCreated={setCreated} onCancel={close} /> : null}
    </Modal>
  );
}

function KeyForm({
  onCreated,
  onCancel,
}: {
  onCreated(created: CreatedApiKeyResponse): void;
  onCancel(): void;
}) {
  const t = useT();
  const accessModules = useSession((s) => s.accessModules);
  const offered = grantableModules(accessModules);
  const create = useCreateApiKey();
  const form = useForm<ApiKeyFormValues, unknown, CreateApiKeyRequest>({
    resolver: contractResolver(CreateApiKeyRequest, toRequest, API_KEY_ALIASES),
    defaultValues: DEFAULT_API_KEY_FORM,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: onCreated,
      onError: (e) =>
        e instanceof ApiError &&
        applyServerErrors(e.body, form.setError, API_KEY_FIELDS, API_KEY_ALIASES),
    }),
  );
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-5" noValidate>
      <Field
        label={t('api-keys.col.name')}
        error={errors.name?.message}
        hint={t('api-keys.dialog.name_hint')}
      >
        {(field) => <Input {...field} {...form.register('name')} maxLength={80} autoFocus />}
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">{t('api-keys.col.modules')}</legend>
        <Controller
          control={form.control}
          name="modules"
          render={({ field }) => (
            <ul className="grid gap-1.5 sm:grid-cols-2">
              {offered.map((m) => {
                const checked = field.value.includes(m);
                return (
                  <li key={m}>
                    <label className="flex items-center gap-2.5 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        checked={checked}
                        data-testid={`api-key-module-${m}`}
                        className="size-4 rounded border-slate-300 text-primary-600 focus:ring-primary-500"
                        onChange={() =>
                          field.onChange(
                            checked ? field.value.filter((v) => v !== m) : [...field.value, m],
                          )
                        }
                      />
                      {moduleLabel(m, t)}
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        />
        {errors.modules?.message ? (
          <p className="text-sm text-red-600" role="alert">
            {errors.modules.message}
          </p>
        ) : null}
      </fieldset>
      <Controller
        control={form.control}
        name="access"
        render={({ field }) => (
          <div className="space-y-1.5">
            <p className="text-sm font-medium text-slate-700">{t('api-keys.col.access')}</p>
            <Segmented
              label={t('api-keys.col.access')}
              value={field.value}
              onChange={field.onChange}
              testId="api-key-access"
              options={[
                { value: 'read', label: t('api-keys.read') },
                { value: 'write', label: t('api-keys.write') },
              ]}
            />
          </div>
        )}
      />
      <Field
        label={t('api-keys.dialog.expires')}
        error={errors.expires_on?.message}
        hint={t('api-keys.dialog.expires_hint')}
      >
        {(field) => <Input {...field} type="date" {...form.register('expires_on')} />}
      </Field>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {t('api-keys.dialog.create')}
        </Button>
      </div>
    </form>
  );
}

function SecretDialog({ created, onClose }: { created: CreatedApiKeyResponse; onClose(): void }) {
  const t = useT();
  const copy = async () => {
    if (await copyText(created.secret)) toast.success(t('api-keys.secret.copied'));
    else toast.warning(t('api-keys.secret.copy_blocked'));
  };
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('api-keys.secret.title', { name: created.api_key.name })}
      description={t('api-keys.secret.text')}
      testId="api-key-secret-dialog"
      footer={<Button onClick={onClose}>{t('api-keys.secret.done')}</Button>}
    >
      <div className="flex gap-2">
        <Input
          readOnly
          aria-label={t('api-keys.secret.label')}
          value={created.secret}
          data-testid="api-key-secret"
          className="font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copy()} data-testid="api-key-copy">
          {t('api-keys.secret.copy')}
        </Button>
      </div>
      <p className="mt-3 text-xs text-slate-500">
        {richText(
          t,
          'api-keys.secret.send_as',
          {},
          { header: <code>Authorization: Bearer {created.api_key.prefix}…</code> },
        )}
      </p>
      <details
        className="mt-4 rounded-lg border border-slate-200 px-4 py-3"
        data-testid="assistant-details"
      >
        <summary className="cursor-pointer text-sm font-medium text-slate-800">
          {t('api-keys.assistant.title')}
        </summary>
        <p className="mt-2 mb-3 text-xs text-slate-500">{t('api-keys.assistant.with_key')}</p>
        <AssistantSetup secret={created.secret} />
      </details>
    </Modal>
  );
}
