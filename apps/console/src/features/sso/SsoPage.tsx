/**
 * Single sign-on (docs/single-sign-on.md), the owner's page: the identity provider (SAML metadata
 * or OpenID Connect), what to give it, the email domains and their TXT records, the modules of
 * people created at their first sign-in, and "only through single sign-on". On a plan without
 * single sign-on it says so and leads to Upgrade.
 */
import type { SsoProtocol, SsoSettings, UpdateSsoSettingsRequest } from '@playdesk/contract';
import { copyText } from '@playdesk/ui/clipboard';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n';
import { pathTo } from '../../rules/routes';
import { toast } from '../../session/toast';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardBody, CardHeader } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { InfoIcon, LockIcon, PlusIcon, UpgradeIcon } from '../../ui/icons';
import { Input } from '../../ui/Input';
import { PageHeader } from '../../ui/PageHeader';
import { Segmented } from '../../ui/Segmented';
import { Skeleton } from '../../ui/Skeleton';
import { Switch } from '../../ui/Switch';
import { Textarea } from '../../ui/Textarea';
import { useSaveSso, useSsoSettings, useVerifySsoDomain } from './api';
import { DEFAULT_MODULE_CHOICES, changesOf, type SsoForm } from './sso-model';

function CopyValue({ label, value }: { label: string; value: string }) {
  const t = useT();
  return (
    <div className="space-y-1 py-2 text-sm">
      <span className="font-medium text-slate-600">{label}</span>
      <span className="flex min-w-0 items-center gap-1">
        <code className="min-w-0 flex-1 break-all rounded bg-slate-50 px-1.5 py-0.5 text-slate-800">
          {value}
        </code>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('sso.copy_named', { label })}
          onClick={() => void copyText(value).then((ok) => ok && toast.success(t('sso.copied')))}
        >
          {t('sso.copy')}
        </Button>
      </span>
    </div>
  );
}

const STATUS: Record<SsoSettings['domains'][number]['status'], BadgeTone> = {
  pending: 'warning',
  verified: 'success',
  failed: 'danger',
};

function Domains({ sso, onSave }: { sso: SsoSettings; onSave(domains: string[]): void }) {
  const t = useT();
  const verify = useVerifySsoDomain();
  const [added, setAdded] = useState('');
  return (
    <Card>
      <CardHeader title={t('sso.domains.title')} description={t('sso.domains.text')} />
      <CardBody className="space-y-4">
        {sso.domains.length > 0 ? (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {sso.domains.map((d) => (
              <li key={d.domain} className="space-y-2 px-4 py-3" data-testid="sso-domain">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="flex min-w-0 items-center gap-2">
                    <span className="truncate font-mono text-sm font-medium">{d.domain}</span>
                    <Badge tone={STATUS[d.status]}>{t(`sso.domain.${d.status}`)}</Badge>
                  </span>
                  <span className="flex gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      loading={verify.isPending && verify.variables === d.domain}
                      onClick={() => verify.mutate(d.domain)}
                    >
                      {t('sso.domains.verify')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() =>
                        onSave(sso.domains.map((x) => x.domain).filter((x) => x !== d.domain))
                      }
                    >
                      {t('sso.domains.remove')}
                    </Button>
                  </span>
                </div>
                {d.status_reason ? (
                  <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" role="status">
                    {d.status_reason}
                  </p>
                ) : null}
                {d.status !== 'verified' ? (
                  <div className="rounded-lg border border-slate-200 px-3">
                    <CopyValue label={t('sso.domains.txt_name')} value={d.txt.name} />
                    <CopyValue label={t('sso.domains.txt_value')} value={d.txt.value} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        <form
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            const value = added.trim().toLowerCase();
            if (!value) return;
            onSave([...sso.domains.map((x) => x.domain), value]);
            setAdded('');
          }}
        >
          <div className="min-w-0 flex-1">
            <Field label={t('sso.domains.add_label')} hint={t('sso.domains.add_hint')}>
              {(field) => (
                <Input
                  {...field}
                  value={added}
                  onChange={(e) => setAdded(e.target.value)}
                  placeholder="cafe-aurora.example.com"
                  autoComplete="off"
                  spellCheck={false}
                  data-testid="sso-add-domain"
                />
              )}
            </Field>
          </div>
          <Button type="submit" variant="secondary" icon={<PlusIcon className="size-4" />}>
            {t('sso.domains.add')}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}

function Provider({
  sso,
  form,
  set,
}: {
  sso: SsoSettings;
  form: SsoForm;
  set(patch: Partial<SsoForm>): void;
}) {
  const t = useT();
  const sp = sso.service_provider;
  return (
    <Card>
      <CardHeader title={t('sso.idp.title')} description={t('sso.idp.text')} />
      <CardBody className="space-y-5">
        <Segmented<SsoProtocol>
          label={t('sso.idp.protocol')}
          value={form.protocol}
          options={[
            { value: 'saml', label: 'SAML 2.0' },
            { value: 'oidc', label: 'OpenID Connect' },
          ]}
          onChange={(protocol) => set({ protocol })}
          testId="sso-protocol"
        />
        {form.protocol === 'saml' ? (
          <>
            {sso.saml.idp_entity_id ? (
              <p className="flex gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
                <LockIcon className="mt-0.5 size-4 shrink-0" />
                <span className="min-w-0 break-words">
                  {t('sso.saml.current', {
                    entity: sso.saml.idp_entity_id,
                    count: sso.saml.certificates.length,
                  })}
                </span>
              </p>
            ) : null}
            <Field label={t('sso.saml.metadata_xml')} hint={t('sso.saml.metadata_xml_hint')}>
              {(field) => (
                <Textarea
                  {...field}
                  rows={5}
                  value={form.metadataXml}
                  onChange={(e) => set({ metadataXml: e.target.value })}
                  spellCheck={false}
                  className="font-mono text-xs"
                  data-testid="sso-metadata-xml"
                />
              )}
            </Field>
            <Field label={t('sso.saml.metadata_url')} hint={t('sso.saml.metadata_url_hint')}>
              {(field) => (
                <Input
                  {...field}
                  value={form.metadataUrl}
                  onChange={(e) => set({ metadataUrl: e.target.value })}
                  placeholder="https://login.example.com/federationmetadata.xml"
                />
              )}
            </Field>
            <div className="rounded-lg border border-slate-200 px-3">
              <p className="pt-2 text-sm font-medium text-slate-700">{t('sso.sp.title')}</p>
              <CopyValue label={t('sso.sp.entity_id')} value={sp.entity_id} />
              <CopyValue label={t('sso.sp.acs_url')} value={sp.acs_url} />
              <CopyValue label={t('sso.sp.metadata_url')} value={sp.metadata_url} />
            </div>
          </>
        ) : (
          <>
            <Field label={t('sso.oidc.issuer')} hint={t('sso.oidc.issuer_hint')}>
              {(field) => (
                <Input
                  {...field}
                  value={form.issuer}
                  onChange={(e) => set({ issuer: e.target.value })}
                  placeholder="https://login.microsoftonline.com/…/v2.0"
                  data-testid="sso-issuer"
                />
              )}
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('sso.oidc.client_id')}>
                {(field) => (
                  <Input
                    {...field}
                    value={form.clientId}
                    onChange={(e) => set({ clientId: e.target.value })}
                    autoComplete="off"
                    data-testid="sso-client-id"
                  />
                )}
              </Field>
              <Field
                label={t('sso.oidc.client_secret')}
                hint={sso.oidc.client_secret_set ? t('sso.oidc.secret_kept') : undefined}
              >
                {(field) => (
                  <Input
                    {...field}
                    type="password"
                    value={form.clientSecret}
                    onChange={(e) => set({ clientSecret: e.target.value })}
                    autoComplete="new-password"
                    data-testid="sso-client-secret"
                  />
                )}
              </Field>
            </div>
            <div className="rounded-lg border border-slate-200 px-3">
              <CopyValue label={t('sso.oidc.redirect_uri')} value={sp.oidc_redirect_uri} />
            </div>
          </>
        )}
      </CardBody>
    </Card>
  );
}

function People({ form, set }: { form: SsoForm; set(patch: Partial<SsoForm>): void }) {
  const t = useT();
  return (
    <Card>
      <CardHeader title={t('sso.people.title')} description={t('sso.people.text')} />
      <CardBody className="space-y-5">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">
            {t('sso.people.modules')}
          </legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {DEFAULT_MODULE_CHOICES.map((key) => (
              <label key={key} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  className="size-4 rounded border-slate-300 text-primary-600"
                  checked={form.modules.includes(key)}
                  onChange={(e) =>
                    set({
                      modules: e.target.checked
                        ? [...form.modules, key]
                        : form.modules.filter((m) => m !== key),
                    })
                  }
                />
                {t(`team.module.${key}.label`)}
              </label>
            ))}
          </div>
        </fieldset>
        <Switch
          checked={form.enforced}
          onChange={(enforced) => set({ enforced })}
          label={t('sso.people.enforced')}
          description={t('sso.people.enforced_text')}
        />
      </CardBody>
    </Card>
  );
}

function Upgrade() {
  const t = useT();
  return (
    <Card>
      <CardBody className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex gap-2 text-sm text-slate-700">
          <InfoIcon className="text-icon-muted mt-0.5 size-4 shrink-0" />
          {t('sso.upgrade.text')}
        </p>
        <Link
          to={pathTo('Upgrade')}
          className="inline-flex items-center gap-2 self-start rounded-lg bg-primary-600 px-4 py-2 text-sm font-medium text-white hover:bg-primary-700"
        >
          <UpgradeIcon className="size-4" />
          {t('sso.upgrade.link')}
        </Link>
      </CardBody>
    </Card>
  );
}

function Settings({ sso }: { sso: SsoSettings }) {
  const t = useT();
  const save = useSaveSso();
  const [form, setForm] = useState<SsoForm>(() => ({
    enabled: sso.enabled,
    protocol: sso.protocol,
    metadataXml: '',
    metadataUrl: sso.saml.metadata_url ?? '',
    issuer: sso.oidc.issuer ?? '',
    clientId: sso.oidc.client_id ?? '',
    clientSecret: '',
    modules: sso.default_modules,
    enforced: sso.enforced,
  }));
  const set = (patch: Partial<SsoForm>) => setForm((f) => ({ ...f, ...patch }));
  const send = (body: UpdateSsoSettingsRequest, done: string) =>
    save.mutate(body, {
      onSuccess: () => {
        setForm((f) => ({ ...f, metadataXml: '', clientSecret: '' }));
        toast.success(done);
      },
    });
  const locked = !sso.included_in_plan;
  return (
    <div className="space-y-6">
      {locked ? <Upgrade /> : null}
      <fieldset disabled={locked} className="space-y-6 disabled:opacity-60">
        <Card>
          <CardBody>
            <Switch
              checked={form.enabled}
              onChange={(enabled) => set({ enabled })}
              label={t('sso.enabled')}
              description={t('sso.enabled_text')}
              disabled={locked}
            />
          </CardBody>
        </Card>
        <Provider sso={sso} form={form} set={set} />
        <Domains sso={sso} onSave={(domains) => send({ domains }, t('sso.saved'))} />
        <People form={form} set={set} />
        <div className="flex justify-end">
          <Button
            loading={save.isPending}
            onClick={() => send(changesOf(sso, form), t('sso.saved'))}
            data-testid="sso-save"
          >
            {t('sso.save')}
          </Button>
        </div>
      </fieldset>
    </div>
  );
}

export function SsoPage() {
  const t = useT();
  const sso = useSsoSettings();
  return (
    <>
      <PageHeader title={t('sso.title')} description={t('sso.description')} />
      {sso.isPending ? (
        <div className="space-y-4">
          <Skeleton className="h-32" />
          <Skeleton className="h-64" />
        </div>
      ) : sso.isError ? (
        <Card>
          <CardBody className="text-sm text-slate-600">{t('sso.load_failed')}</CardBody>
        </Card>
      ) : (
        <Settings sso={sso.data.sso} />
      )}
    </>
  );
}
