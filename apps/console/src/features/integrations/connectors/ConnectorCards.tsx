import {
  hasModule,
  type ConnectorKind,
  type ConnectorSync,
  type ConnectorTestResponse,
  type HubspotSettings,
  type MailchimpSettings,
} from '@playdesk/contract';
import { useState, type FormEvent } from 'react';
import { ApiError, messageOf } from '../../../api/client';
import { useSession } from '../../../session/hooks';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card, CardBody, CardHeader } from '../../../ui/Card';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { Skeleton } from '../../../ui/Skeleton';
import { Switch } from '../../../ui/Switch';
import { splitServerErrors } from '../../../ui/form-errors';
import { useConsentChoices } from '../api';
import {
  useHubspot,
  useMailchimp,
  useSaveHubspot,
  useSaveMailchimp,
  useTestConnector,
} from './api';
import { toast } from '../../../session/toast';
import { formatDateTime } from '../../../lib/format';

/**
 * The Mailchimp and HubSpot cards of the Integrations page: key (shown masked once saved),
 * audience, the consent that allows marketing, on/off, Save, Test connection and the recent
 * sync log. Syncs run on the server's job queue (docs/adr/006-job-queue.md#connectors).
 */
export function ConnectorCards() {
  // Consents (and known players) come with Player Data, as for the webhooks' consent choice.
  const modules = useSession((s) => s.accessModules);
  const crm = useSession((s) => s.user?.plan.crm ?? false);
  const consents = useConsentChoices(crm && (modules === null || hasModule(modules, 'games')));
  const choices = (consents.data?.data ?? []).map((c) => ({ id: c.public_id, name: c.name }));
  return (
    <section className="space-y-4" aria-labelledby="connectors-title">
      <div>
        <h2 id="connectors-title" className="text-lg font-semibold text-slate-900">
          Marketing tools
        </h2>
        <p className="text-sm text-slate-600">
          Players who give your marketing consent are added as they play and win; withdrawing it
          unsubscribes them. Erased players are never sent.
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <MailchimpCard consents={choices} />
        <HubspotCard consents={choices} />
      </div>
    </section>
  );
}

interface Choice {
  id: string;
  name: string;
}

type Errors = Record<string, string>;

function useErrors() {
  const [errors, setErrors] = useState<Errors>({});
  const [other, setOther] = useState<string | null>(null);
  return {
    errors,
    other,
    clear() {
      setErrors({});
      setOther(null);
    },
    fromError(e: unknown, fields: readonly string[]) {
      if (e instanceof ApiError && e.status === 400) {
        const split = splitServerErrors(e.body, fields);
        setErrors({ ...split.fields });
        setOther(split.other.length > 0 ? split.other.join(' ') : null);
        if (Object.keys(split.fields).length === 0 && split.other.length === 0)
          setOther(messageOf(e));
      } else setOther(messageOf(e));
    },
  };
}

function MailchimpCard({ consents }: { consents: Choice[] }) {
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

function HubspotCard({ consents }: { consents: Choice[] }) {
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

/** The part both connector forms end with: the consent, the switch, errors and Save. */
function ConsentAndSave({
  consents,
  consent,
  onConsent,
  enabled,
  onEnabled,
  errors,
  saving,
  service,
  label,
}: {
  consents: Choice[];
  consent: string;
  onConsent: (value: string) => void;
  enabled: boolean;
  onEnabled: (value: boolean) => void;
  errors: ReturnType<typeof useErrors>;
  saving: boolean;
  service: 'mailchimp' | 'hubspot';
  label: string;
}) {
  return (
    <>
      <ConsentField
        consents={consents}
        value={consent}
        onChange={onConsent}
        error={errors.errors.consent_id}
        testId={`${service}-consent`}
      />
      <Switch
        checked={enabled}
        onChange={onEnabled}
        label={`Send players to ${label}`}
        description="Only players who gave the consent above."
      />
      {errors.other ? (
        <p className="text-sm text-red-600" role="alert">
          {errors.other}
        </p>
      ) : null}
      <Button type="submit" loading={saving} data-testid={`${service}-save`}>
        Save
      </Button>
    </>
  );
}

function ConsentField({
  consents,
  value,
  onChange,
  error,
  testId,
}: {
  consents: Choice[];
  value: string;
  onChange(value: string): void;
  error: string | undefined;
  testId: string;
}) {
  return (
    <Field
      label="Marketing consent"
      error={error}
      hint={
        consents.length > 0
          ? 'Players are sent only once they gave this consent in a game form.'
          : 'Add a marketing consent to your game forms first (Player data → Consents).'
      }
    >
      {(p) => (
        <Select
          {...p}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          data-testid={testId}
        >
          <option value="">Choose a consent…</option>
          {consents.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

function ConnectorShell({
  kind,
  title,
  description,
  enabled,
  log,
  canTest,
  children,
}: {
  kind: ConnectorKind;
  title: string;
  description: string;
  enabled: boolean;
  log: ConnectorSync[];
  canTest: boolean;
  children: React.ReactNode;
}) {
  const test = useTestConnector(kind);
  const [result, setResult] = useState<ConnectorTestResponse | null>(null);
  const runTest = () => {
    setResult(null);
    test.mutate(undefined, {
      onSuccess: setResult,
      onError: (e) => setResult({ ok: false, message: messageOf(e), status_code: null }),
    });
  };
  return (
    <Card data-testid={`connector-${kind}`}>
      <CardHeader
        title={title}
        description={description}
        action={enabled ? <Badge tone="success">On</Badge> : <Badge>Off</Badge>}
      />
      <CardBody className="space-y-5">
        {children}
        <div className="space-y-2 border-t border-slate-100 pt-4">
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="secondary"
              onClick={runTest}
              loading={test.isPending}
              disabled={!canTest}
              data-testid={`${kind}-test`}
            >
              Test connection
            </Button>
            {!canTest ? <span className="text-sm text-slate-500">Save a key first.</span> : null}
          </div>
          {result ? (
            <p
              role="status"
              data-testid={`${kind}-test-result`}
              className={
                result.ok
                  ? 'rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800'
                  : 'rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700'
              }
            >
              {result.message}
            </p>
          ) : null}
        </div>
        <SyncLog log={log} />
      </CardBody>
    </Card>
  );
}

const ACTIONS: Record<ConnectorSync['action'], string> = {
  upsert: 'Added or updated',
  unsubscribe: 'Unsubscribed',
  test: 'Connection test',
};

function SyncLog({ log }: { log: ConnectorSync[] }) {
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-medium text-slate-700">Recent syncs</h3>
      {log.length === 0 ? (
        <p className="text-sm text-slate-500">Nothing sent yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
          {log.slice(0, 8).map((s, i) => (
            <li key={`${s.created_at}-${i}`} className="flex items-start gap-3 px-3 py-2">
              <Badge tone={s.ok ? 'success' : 'danger'} className="w-14 shrink-0 justify-center">
                {s.ok ? 'OK' : 'Failed'}
              </Badge>
              <div className="min-w-0 flex-1">
                <p className="text-slate-800">
                  {ACTIONS[s.action]}
                  {s.action !== 'test' ? (
                    <span className="text-slate-500"> · {s.event_type}</span>
                  ) : null}
                  {s.attempt > 1 ? (
                    <span className="text-slate-500"> · attempt {s.attempt}</span>
                  ) : null}
                </p>
                <p className="truncate text-xs text-slate-500" title={s.message}>
                  {s.status_code ? `${s.status_code} · ` : ''}
                  {s.message} · {formatDateTime(s.created_at)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CardSkeleton({ title, failed }: { title: string; failed: boolean }) {
  return (
    <Card>
      <CardHeader title={title} />
      <CardBody className="space-y-3">
        {failed ? (
          <p className="text-sm text-red-600">The settings could not be loaded.</p>
        ) : (
          <>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </>
        )}
      </CardBody>
    </Card>
  );
}
