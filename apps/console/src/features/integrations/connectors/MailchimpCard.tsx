import type { MailchimpSettings } from '@playdesk/contract';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../session/toast';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { useMailchimp, useSaveMailchimp } from './api';
import { CardSkeleton } from './CardSkeleton';
import { ConnectorShell } from './ConnectorShell';
import { ConsentAndSave } from './ConsentAndSave';
import { useErrors, type Choice } from './form';

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
  const save = useSaveMailchimp();
  const [apiKey, setApiKey] = useState('');
  const [audience, setAudience] = useState(settings.audience_id ?? '');
  const [consent, setConsent] = useState(settings.consent_id ?? '');
  const [enabled, setEnabled] = useState(settings.enabled);
  const errs = useErrors();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    errs.clear();
    save.mutate(
      {
        ...(apiKey.trim() ? { api_key: apiKey.trim() } : {}),
        audience_id: audience.trim(),
        consent_id: consent || null,
        enabled,
      },
      {
        onSuccess: () => {
          setApiKey('');
          toast.success('Mailchimp settings saved.');
        },
        onError: (err) => errs.fromError(err, ['api_key', 'audience_id', 'consent_id', 'enabled']),
      },
    );
  };
  return (
    <ConnectorShell
      kind="mailchimp"
      title="Mailchimp"
      description="Adds players to an audience, with their name and tags for the games played and rewards won."
      enabled={settings.enabled}
      log={settings.recent_syncs}
      canTest={settings.api_key_masked !== null}
    >
      <form className="space-y-4" onSubmit={submit} noValidate>
        <Field
          label="API key"
          error={errs.errors.api_key}
          hint={
            settings.api_key_masked
              ? `Saved: ${settings.api_key_masked} (data centre ${settings.data_center ?? '?'}). Leave empty to keep it.`
              : 'Mailchimp → Profile → Extras → API keys. It ends in your data centre, e.g. -us21.'
          }
        >
          {(p) => (
            <Input
              {...p}
              type="password"
              autoComplete="off"
              value={apiKey}
              placeholder={settings.api_key_masked ?? '0123…cdef-us21'}
              maxLength={200}
              onChange={(e) => setApiKey(e.target.value)}
              data-testid="mailchimp-key"
            />
          )}
        </Field>
        <Field
          label="Audience id"
          error={errs.errors.audience_id}
          hint="Audience → Settings → Audience name and defaults → Audience ID."
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
          consent={consent}
          onConsent={setConsent}
          enabled={enabled}
          onEnabled={setEnabled}
          errors={errs}
          saving={save.isPending}
          service="mailchimp"
          label="Mailchimp"
        />
      </form>
    </ConnectorShell>
  );
}
