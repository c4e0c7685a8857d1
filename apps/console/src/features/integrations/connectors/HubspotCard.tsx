import type { HubspotSettings } from '@playdesk/contract';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../session/toast';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { useHubspot, useSaveHubspot } from './api';
import { CardSkeleton } from './CardSkeleton';
import { ConnectorShell } from './ConnectorShell';
import { ConsentAndSave } from './ConsentAndSave';
import { useErrors, type Choice } from './form';

/** HubSpot: the private app's access token (shown masked once saved), the consent, on/off. */
export function HubspotCard({ consents }: { consents: Choice[] }) {
  const query = useHubspot();
  const settings = query.data?.hubspot;
  if (!settings) return <CardSkeleton title="HubSpot" failed={query.isError} />;
  return <HubspotForm key={settings.updated_at ?? 'new'} settings={settings} consents={consents} />;
}

function HubspotForm({ settings, consents }: { settings: HubspotSettings; consents: Choice[] }) {
  const save = useSaveHubspot();
  const [token, setToken] = useState('');
  const [consent, setConsent] = useState(settings.consent_id ?? '');
  const [enabled, setEnabled] = useState(settings.enabled);
  const errs = useErrors();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    errs.clear();
    save.mutate(
      {
        ...(token.trim() ? { access_token: token.trim() } : {}),
        consent_id: consent || null,
        enabled,
      },
      {
        onSuccess: () => {
          setToken('');
          toast.success('HubSpot settings saved.');
        },
        onError: (err) => errs.fromError(err, ['access_token', 'consent_id', 'enabled']),
      },
    );
  };
  return (
    <ConnectorShell
      kind="hubspot"
      title="HubSpot"
      description="Creates or updates contacts by email, with the game, best score and reward won."
      enabled={settings.enabled}
      log={settings.recent_syncs}
      canTest={settings.access_token_masked !== null}
    >
      <form className="space-y-4" onSubmit={submit} noValidate>
        <Field
          label="Private app access token"
          error={errs.errors.access_token}
          hint={
            settings.access_token_masked
              ? `Saved: ${settings.access_token_masked}. Leave empty to keep it.`
              : 'HubSpot → Settings → Integrations → Private apps, with the contacts read/write and schema write scopes.'
          }
        >
          {(p) => (
            <Input
              {...p}
              type="password"
              autoComplete="off"
              value={token}
              placeholder={settings.access_token_masked ?? 'pat-na1-…'}
              maxLength={200}
              onChange={(e) => setToken(e.target.value)}
              data-testid="hubspot-token"
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
          service="hubspot"
          label="HubSpot"
        />
      </form>
    </ConnectorShell>
  );
}
