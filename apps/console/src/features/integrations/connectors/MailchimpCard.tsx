import type { MailchimpSettings } from '@playdesk/contract';
import { useState, type FormEvent } from 'react';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { useMailchimp, useSaveMailchimp } from './api';
import { CardSkeleton } from './CardSkeleton';
import { ConnectorShell } from './ConnectorShell';
import { ConsentAndSave } from './ConsentAndSave';
import { useConnectorForm, type Choice } from './form';
import { SecretField } from './SecretField';
import { useT } from '../../../i18n/i18n';

/** Mailchimp: the API key (shown masked once saved), the audience, the consent, on/off. */
export function MailchimpCard({ consents }: { consents: Choice[] }) {
  const query = useMailchimp();
  const settings = query.data?.mailchimp;
  if (!settings) return <CardSkeleton title="Mailchimp" failed={query.isError} />;
  return (
    <MailchimpForm key={settings.updated_at ?? 'new'} settings={settings} consents={consents} />
  );
}

function MailchimpForm({
  settings,
  consents,
}: {
  settings: MailchimpSettings;
  consents: Choice[];
}) {
  const t = useT();
  const form = useConnectorForm(settings);
  const save = useSaveMailchimp();
  const [audience, setAudience] = useState(settings.audience_id ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    form.submitWith(
      save.mutate,
      {
        ...(form.secret.trim() ? { api_key: form.secret.trim() } : {}),
        audience_id: audience.trim(),
        consent_id: form.consent || null,
        enabled: form.enabled,
      },
      t('integrations.connector.saved', { service: 'Mailchimp' }),
      ['api_key', 'audience_id', 'consent_id', 'enabled'],
    );
  };
  return (
    <ConnectorShell
      kind="mailchimp"
      title="Mailchimp"
      description={t('integrations.mailchimp.description')}
      enabled={settings.enabled}
      log={settings.recent_syncs}
      canTest={settings.api_key_masked !== null}
    >
      <form className="space-y-4" onSubmit={submit} noValidate>
        <SecretField
          form={form}
          field="api_key"
          label={t('integrations.mailchimp.key')}
          hint={
            settings.api_key_masked
              ? t('integrations.mailchimp.key_saved', {
                  masked: settings.api_key_masked,
                  dc: settings.data_center ?? '?',
                })
              : t('integrations.mailchimp.key_hint')
          }
          placeholder={settings.api_key_masked ?? '0123…cdef-us21'}
          testId="mailchimp-key"
        />
        <Field
          label={t('integrations.mailchimp.audience')}
          error={form.errors.errors.audience_id}
          hint={t('integrations.mailchimp.audience_hint')}
        >
          {(p) => (
            <Input
              {...p}
              value={audience}
              maxLength={100}
              onChange={(e) => setAudience(e.target.value)}
              data-testid="mailchimp-audience"
            />
          )}
        </Field>
        <ConsentAndSave
          consents={consents}
          form={form}
          saving={save.isPending}
          service="mailchimp"
          label="Mailchimp"
        />
      </form>
    </ConnectorShell>
  );
}
