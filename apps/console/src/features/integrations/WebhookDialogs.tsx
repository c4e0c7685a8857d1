import {
  CreateWebhookEndpointRequest,
  hasModule,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpoint,
  type WebhookEventType,
  type WebhookSecretResponse,
} from '@playdesk/contract';
import { copyText } from '@playdesk/ui/clipboard';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError, messageOf } from '../../api/client';
import { useSession } from '../../session/hooks';
import { toast } from '../../session/toast';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { applyServerErrors, contractResolver } from '../../ui/form-errors';
import { Input } from '../../ui/Input';
import { Modal } from '../../ui/Modal';
import { Select } from '../../ui/Select';
import { SwitchField } from '../../ui/SwitchField';
import { richText, useT } from '../../i18n/i18n';
import { useConsentChoices, useCreateWebhook, useUpdateWebhook } from './api';

interface WebhookFormValues {
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
  consent_id: string | null;
}
const FIELDS = ['url', 'description', 'events', 'enabled', 'consent_id'] as const;

const valuesOf = (e: WebhookEndpoint | null): WebhookFormValues => ({
  url: e?.url ?? '',
  description: e?.description ?? '',
  events: e?.events ?? ['gameplay.completed', 'reward.won'],
  enabled: e?.enabled ?? true,
  consent_id: e?.consent_id ?? null,
});

/**
 * Adds (`endpoint` null) or edits an endpoint. A new endpoint's secret is handed to `onCreated`,
 * which shows it once.
 */
export function WebhookDialog({
  open,
  endpoint,
  onClose,
  onCreated,
}: {
  open: boolean;
  endpoint: WebhookEndpoint | null;
  onClose(): void;
  onCreated(created: WebhookSecretResponse): void;
}) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={endpoint ? t('integrations.dialog.edit_title') : t('integrations.dialog.add_title')}
      description={t('integrations.dialog.text')}
      size="lg"
      testId="webhook-dialog"
    >
      {open ? (
        <WebhookForm
          key={endpoint?.public_id ?? 'new'}
          endpoint={endpoint}
          onClose={onClose}
          onCreated={onCreated}
        />
      ) : null}
    </Modal>
  );
}

function WebhookForm({
  endpoint,
  onClose,
  onCreated,
}: {
  endpoint: WebhookEndpoint | null;
  onClose(): void;
  onCreated(created: WebhookSecretResponse): void;
}) {
  const t = useT();
  const modules = useSession((s) => s.accessModules);
  const crm = useSession((s) => s.user?.plan.crm ?? false);
  const consents = useConsentChoices(crm && (modules === null || hasModule(modules, 'games')));
  const create = useCreateWebhook();
  const update = useUpdateWebhook(endpoint?.public_id ?? '');
  const form = useForm<WebhookFormValues, unknown, CreateWebhookEndpointRequest>({
    resolver: contractResolver(CreateWebhookEndpointRequest),
    defaultValues: valuesOf(endpoint),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const onError = (e: unknown) => {
    const other = e instanceof ApiError ? applyServerErrors(e.body, form.setError, FIELDS) : [];
    if (!(e instanceof ApiError) || e.status !== 400 || other.length > 0)
      toast.warning(messageOf(e));
  };
  const onSubmit = form.handleSubmit((body) => {
    if (endpoint)
      update.mutate(body, {
        onSuccess: () => {
          toast.success(t('integrations.dialog.saved'));
          onClose();
        },
        onError,
      });
    else create.mutate(body, { onSuccess: onCreated, onError });
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-5" noValidate>
      <Field
        label={t('integrations.dialog.url')}
        error={errors.url?.message}
        hint={t('integrations.dialog.url_hint')}
      >
        {(field) => (
          <Input
            {...field}
            {...form.register('url')}
            placeholder="https://example.com/webhooks/playdesk"
            maxLength={2000}
            data-testid="webhook-url"
            autoFocus
          />
        )}
      </Field>
      <Field label={t('integrations.dialog.description')} error={errors.description?.message}>
        {(field) => (
          <Input
            {...field}
            {...form.register('description')}
            maxLength={500}
            data-testid="webhook-description"
          />
        )}
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">
          {t('integrations.dialog.events')}
        </legend>
        <Controller
          control={form.control}
          name="events"
          render={({ field }) => (
            <ul className="grid gap-2 sm:grid-cols-2">
              {WEBHOOK_EVENT_TYPES.map((type) => {
                const checked = field.value.includes(type);
                return (
                  <li key={type}>
                    <label className="flex items-start gap-2.5 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        checked={checked}
                        data-testid={`webhook-event-${type}`}
                        className="mt-0.5 size-4 rounded border-slate-300 text-primary-600 focus:ring-primary-500"
                        onChange={() =>
                          field.onChange(
                            checked
                              ? field.value.filter((v) => v !== type)
                              : [...field.value, type],
                          )
                        }
                      />
                      <span>
                        <code className="text-xs font-semibold">{type}</code>
                        <span className="block text-xs text-slate-500">
                          {t(`integrations.event.${type}`)}
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        />
        {errors.events?.message ? (
          <p className="text-sm text-red-600" role="alert">
            {errors.events.message}
          </p>
        ) : null}
      </fieldset>
      <Field
        label={t('integrations.dialog.personal_data')}
        error={errors.consent_id?.message}
        hint={t('integrations.dialog.personal_data_hint')}
      >
        {(field) => (
          <Controller
            control={form.control}
            name="consent_id"
            render={({ field: f }) => (
              <Select
                {...field}
                value={f.value ?? ''}
                onChange={(e) => f.onChange(e.target.value === '' ? null : e.target.value)}
                data-testid="webhook-consent"
              >
                <option value="">{t('integrations.dialog.never_personal')}</option>
                {(consents.data?.data ?? []).map((c) => (
                  <option key={c.public_id} value={c.public_id}>
                    {t('integrations.dialog.consent_option', { name: c.name })}
                  </option>
                ))}
              </Select>
            )}
          />
        )}
      </Field>
      <SwitchField
        control={form.control}
        name="enabled"
        label={t('integrations.enabled')}
        description={t('integrations.dialog.enabled_hint')}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          loading={create.isPending || update.isPending}
          data-testid="webhook-save"
        >
          {endpoint ? t('integrations.save') : t('integrations.webhooks.add')}
        </Button>
      </div>
    </form>
  );
}

/** The signing secret, shown once (after creation or rotation) with a copy button. */
export function SecretDialog({
  shown,
  rotated,
  onClose,
}: {
  shown: WebhookSecretResponse | null;
  rotated: boolean;
  onClose(): void;
}) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  if (!shown) return null;
  const copy = async () => {
    if (await copyText(shown.secret)) {
      setCopied(true);
      toast.success(t('integrations.secret.copied_toast'));
    } else toast.warning(t('integrations.secret.copy_blocked'));
  };
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={rotated ? t('integrations.secret.new_title') : t('integrations.secret.added_title')}
      description={
        rotated ? t('integrations.secret.new_text') : t('integrations.secret.added_text')
      }
      testId="webhook-secret-dialog"
      footer={<Button onClick={onClose}>{t('integrations.done')}</Button>}
    >
      <div className="flex gap-2">
        <Input
          readOnly
          aria-label={t('integrations.secret.label')}
          value={shown.secret}
          data-testid="webhook-secret"
          className="font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copy()} data-testid="webhook-secret-copy">
          {copied ? t('integrations.copied') : t('integrations.copy')}
        </Button>
      </div>
      <HowToVerify />
    </Modal>
  );
}

/** The sample of docs/webhooks.md#how-to-verify (kept the same), for the receiver's developer. */
const VERIFY_SAMPLE = `import { Webhook } from 'standardwebhooks';

// The signing secret above (whsec_…), kept in your server's settings.
const webhook = new Webhook(process.env.PLAYDESK_WEBHOOK_SECRET);

// rawBody: the body exactly as received; headers: webhook-id,
// webhook-timestamp and webhook-signature. Throws when the request is
// not from Playdesk or is more than 5 minutes old.
export function playdeskEvent(rawBody, headers) {
  return webhook.verify(rawBody, headers);
}`;

/** “How to verify”: what the dialog's text points at, folded under the secret. */
function HowToVerify() {
  const t = useT();
  const code = (text: string) => <code>{text}</code>;
  return (
    <details
      className="mt-4 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset"
      data-testid="webhook-how-to-verify"
    >
      <summary className="cursor-pointer text-sm font-medium text-slate-900">
        {t('integrations.verify.title')}
      </summary>
      <p className="mt-2 text-sm text-slate-600">
        {richText(
          t,
          'integrations.verify.text',
          {},
          {
            id: code('webhook-id'),
            timestamp: code('webhook-timestamp'),
            signature: code('webhook-signature'),
            package: code('standardwebhooks'),
          },
        )}
      </p>
      <pre className="mt-2 overflow-x-auto rounded-md bg-slate-900 p-3 text-xs leading-relaxed text-slate-100">
        <code>{VERIFY_SAMPLE}</code>
      </pre>
      <p className="mt-2 text-xs text-slate-600">{t('integrations.verify.answer')}</p>
    </details>
  );
}
