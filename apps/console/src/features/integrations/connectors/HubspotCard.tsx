import type { HubspotSettings } from '@playdesk/contract';
import type { FormEvent } from 'react';
import { useHubspot, useSaveHubspot } from './api';
import { CardSkeleton } from './CardSkeleton';
import { ConnectorShell } from './ConnectorShell';
import { ConsentAndSave } from './ConsentAndSave';
import { useConnectorForm, type Choice } from './form';
import { SecretField } from './SecretField';
import { useT } from '../../../i18n/i18n';

/** HubSpot: the private app's access token (shown masked once saved), the consent, on/off. */
export function HubspotCard({ consents }: { consents: Choice[] }) {
  const query = useHubspot();
  const settings = query.data?.hubspot;
  if (!settings) return <CardSkeleton title="HubSpot" failed={query.isError} />;
  return <HubspotForm key={settings.updated_at ?? 'new'} settings={settings} consents={consents} />;
}

function HubspotForm({ settings, consents }: { settings: HubspotSettings; consents: Choice[] }) {
  const t = useT();
  const form = useConnectorForm(settings);
  const save = useSaveHubspot();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    form.submitWith(
      save.mutate,
      {
        ...(form.secret.trim() ? { access_token: form.secret.trim() } : {}),
        consent_id: form.consent || null,
        enabled: form.enabled,
      },
      t('integrations.connector.saved', { service: 'HubSpot' }),
      ['access_token', 'consent_id', 'enabled'],
    );
  };
  return (
    <ConnectorShell
      kind="hubspot"
      title="HubSpot"
      description={t('integrations.hubspot.description')}
      enabled={settings.enabled}
      log={settings.recent_syncs}
      canTest={settings.access_token_masked !== null}
    >
      <form className="space-y-4" onSubmit={submit} noValidate>
        <SecretField
          form={form}
          field="access_token"
          label={t('integrations.hubspot.token')}
          hint={
            settings.access_token_masked
              ? t('integrations.hubspot.token_saved', { masked: settings.access_token_masked })
              : t('integrations.hubspot.token_hint')
          }
          placeholder={settings.access_token_masked ?? 'pat-na1-…'}
          testId="hubspot-token"
        />
        <ConsentAndSave
          consents={consents}
          form={form}
          saving={save.isPending}
          service="hubspot"
          label="HubSpot"
        />
      </form>
    </ConnectorShell>
  );
}
