import { CreateDomainRequest, type Domain, type DomainKind } from '@playdesk/contract';
import { copyText } from '@playdesk/ui/clipboard';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/client';
import { toast } from '../../session/toast';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardBody, CardHeader } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { applyServerErrors, contractResolver } from '../../ui/form-errors';
import { GlobeIcon, InfoIcon, LockIcon, PlusIcon } from '../../ui/icons';
import { Input } from '../../ui/Input';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import {
  useAddDomain,
  useDomains,
  useRemoveDomain,
  useVerifyDomain,
  type DomainRequest,
} from './api';
import { richText, useT } from '../../i18n/i18n';

interface AddValues {
  value: string;
}
const FIELDS = ['value'] as const;

/** One add form: the value, checked by the contract's own rules as it is typed. */
function AddDomainForm({
  kind,
  label,
  placeholder,
  hint,
  button,
}: {
  kind: DomainKind;
  label: string;
  placeholder: string;
  hint: string;
  button: string;
}) {
  const t = useT();
  const add = useAddDomain();
  const form = useForm<AddValues, unknown, DomainRequest>({
    resolver: contractResolver(CreateDomainRequest, (v: AddValues) => ({ kind, value: v.value })),
    defaultValues: { value: '' },
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: () => {
        form.reset({ value: '' });
        toast.success(t('domains.added', { value: body.value }));
      },
      onError: (e) => {
        if (!(e instanceof ApiError)) return;
        if (e.status === 400) applyServerErrors(e.body, form.setError, FIELDS);
        else form.setError('value', { message: e.message });
      },
    }),
  );
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
      noValidate
    >
      <div className="min-w-0 flex-1">
        <Field label={label} hint={hint} error={form.formState.errors.value?.message}>
          {(field) => (
            <Input
              {...field}
              {...form.register('value')}
              placeholder={placeholder}
              autoComplete="off"
              spellCheck={false}
              data-testid={`add-${kind}`}
            />
          )}
        </Field>
      </div>
      <Button
        type="submit"
        loading={add.isPending}
        icon={<PlusIcon className="size-4" />}
        className="sm:mt-7"
      >
        {button}
      </Button>
    </form>
  );
}

function RemoveButton({ domain }: { domain: Domain }) {
  const t = useT();
  const remove = useRemoveDomain();
  return (
    <Button
      variant="ghost"
      size="sm"
      loading={remove.isPending}
      aria-label={t('domains.remove_named', { value: domain.value })}
      onClick={() =>
        remove.mutate(domain.public_id, {
          onSuccess: () => toast.success(t('domains.removed', { value: domain.value })),
        })
      }
    >
      {t('domains.remove')}
    </Button>
  );
}

function AllowedSites({ sites }: { sites: Domain[] }) {
  const t = useT();
  return (
    <Card>
      <CardHeader title={t('domains.sites.title')} description={t('domains.sites.text')} />
      <CardBody className="space-y-5">
        {sites.length === 0 ? (
          <p
            className="flex gap-2 rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-600"
            data-testid="sites-empty"
          >
            <InfoIcon className="text-icon-muted mt-0.5 size-4 shrink-0" />
            {t('domains.sites.empty')}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {sites.map((site) => (
              <li
                key={site.public_id}
                className="flex items-center justify-between gap-3 px-3 py-2"
                data-testid="allowed-site"
              >
                <span className="flex min-w-0 items-center gap-2">
                  <LockIcon className="size-4 shrink-0 text-emerald-600" />
                  <span className="truncate font-mono text-sm text-slate-800">{site.value}</span>
                </span>
                <RemoveButton domain={site} />
              </li>
            ))}
          </ul>
        )}
        <AddDomainForm
          kind="allowed_site"
          label={t('domains.sites.add_label')}
          placeholder="https://shop.example.com"
          hint={t('domains.sites.add_hint')}
          button={t('domains.sites.add')}
        />
      </CardBody>
    </Card>
  );
}

const STATUS: Record<Domain['status'], BadgeTone> = {
  active: 'success',
  pending: 'warning',
  verified: 'success',
  failed: 'danger',
};

function CopyRow({ label, name, value }: { label: string; name: string; value: string }) {
  const t = useT();
  const copy = async (text: string) => {
    if (await copyText(text)) toast.success(t('domains.copied'));
  };
  return (
    <div className="grid gap-2 py-2 text-sm sm:grid-cols-[5rem_1fr_1fr] sm:items-center">
      <span className="font-medium text-slate-500">{label}</span>
      {[name, value].map((text) => (
        <span key={text} className="flex min-w-0 items-center gap-1">
          <code className="truncate rounded bg-slate-50 px-1.5 py-0.5 text-slate-800">{text}</code>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('domains.copy_named', { text })}
            onClick={() => void copy(text)}
          >
            {t('domains.copy')}
          </Button>
        </span>
      ))}
    </div>
  );
}

function CustomDomainItem({ domain }: { domain: Domain }) {
  const t = useT();
  const verify = useVerifyDomain();
  return (
    <li className="space-y-3 px-4 py-4" data-testid="custom-domain">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="flex min-w-0 items-center gap-2">
          <span className="truncate font-mono text-sm font-medium text-slate-900">
            {domain.value}
          </span>
          <Badge tone={STATUS[domain.status]}>{t(`domains.status.${domain.status}`)}</Badge>
        </span>
        <span className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            loading={verify.isPending}
            onClick={() => verify.mutate(domain.public_id)}
          >
            {domain.status === 'verified' ? t('domains.check_again') : t('domains.verify')}
          </Button>
          <RemoveButton domain={domain} />
        </span>
      </div>
      {domain.status_reason ? (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" role="status">
          {domain.status_reason}
        </p>
      ) : null}
      {domain.status === 'verified' ? (
        <p className="text-sm text-slate-600">
          {richText(
            t,
            'domains.served_at',
            {},
            {
              link: (
                <a className="text-primary-700 underline" href={`https://${domain.value}/`}>
                  https://{domain.value}/
                </a>
              ),
            },
          )}
        </p>
      ) : null}
      {domain.dns && domain.status !== 'verified' ? (
        <div className="rounded-lg border border-slate-200 px-3 py-1">
          <p className="pt-2 text-sm text-slate-600">{t('domains.dns_intro')}</p>
          <div className="divide-y divide-slate-100">
            <CopyRow label="CNAME" name={domain.dns.cname.name} value={domain.dns.cname.target} />
            <CopyRow label="TXT" name={domain.dns.txt.name} value={domain.dns.txt.value} />
          </div>
        </div>
      ) : null}
    </li>
  );
}

function CustomDomains({ domains }: { domains: Domain[] }) {
  const t = useT();
  return (
    <Card>
      <CardHeader title={t('domains.custom.title')} description={t('domains.custom.text')} />
      <CardBody className="space-y-5">
        {domains.length > 0 ? (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {domains.map((d) => (
              <CustomDomainItem key={d.public_id} domain={d} />
            ))}
          </ul>
        ) : null}
        <AddDomainForm
          kind="custom_domain"
          label={t('domains.custom.add_label')}
          placeholder="play.example.com"
          hint={t('domains.custom.add_hint')}
          button={t('domains.custom.add')}
        />
      </CardBody>
    </Card>
  );
}

export function DomainsPage() {
  const t = useT();
  const domains = useDomains();
  const all = domains.data?.data ?? [];
  return (
    <>
      <PageHeader title={t('domains.title')} description={t('domains.description')} />
      {domains.isPending ? (
        <div className="space-y-4">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : domains.isError ? (
        <Card>
          <CardBody className="flex items-center gap-2 text-sm text-slate-600">
            <GlobeIcon className="text-icon-muted size-5" />
            {t('domains.load_failed')}
          </CardBody>
        </Card>
      ) : (
        <div className="space-y-6">
          <AllowedSites sites={all.filter((d) => d.kind === 'allowed_site')} />
          <CustomDomains domains={all.filter((d) => d.kind === 'custom_domain')} />
        </div>
      )}
    </>
  );
}
