import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  AUDIT_ACTIONS,
  AuditActionCode,
  type AuditEntry,
  type AuditVerifyResponse,
} from '@playdesk/contract';
import { useT } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Card, CardBody, CardHeader } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { Select } from '../../ui/Select';
import { Skeleton } from '../../ui/Skeleton';
import { CsvExportButton } from '../crm';
import {
  AUDIT_PAGE_SIZE,
  NO_FILTERS,
  filterQuery,
  useAuditLog,
  useVerifyAuditLog,
  type AuditFilters,
} from './api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters the address holds (`?actor=&action=&from=&to=&page=`), bad values dropped. */
function filtersOf(params: URLSearchParams): AuditFilters {
  const action = AuditActionCode.safeParse(params.get('action'));
  const day = (key: string) => (DAY.test(params.get(key) ?? '') ? params.get(key)! : '');
  return {
    actor: (params.get('actor') ?? '').slice(0, 254),
    action: action.success ? action.data : '',
    from: day('from'),
    to: day('to'),
  };
}

/**
 * AuditLog `/audit-log` (docs/audit-log.md#reading-it): the business's audit log, newest first,
 * filtered by who, what and when (kept in the address), a page at a time from the server; the
 * filtered entries as CSV; and the check of the hash chain. The owner, or a team mate with the
 * `audit` module.
 */
export function AuditLogPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const log = useAuditLog(filters, page);
  const rows = log.data?.data ?? [];
  const query = filterQuery(filters);
  const show = (next: AuditFilters, nextPage = 1) =>
    setParams(
      new URLSearchParams([
        ...new URLSearchParams(filterQuery(next)),
        ...(nextPage > 1 ? [['page', String(nextPage)]] : []),
      ]),
    );
  return (
    <>
      <PageHeader
        title={t('team.audit.title')}
        description={t('team.audit.description')}
        actions={
          <CsvExportButton
            path={`audit-log/export${query ? `?${query}` : ''}`}
            fallbackName="audit-log.csv"
            testId="audit-export"
            texts={{
              button: t('team.audit.export.button'),
              preparing: t('team.audit.export.preparing'),
              received: (size) => t('team.audit.export.received', { size }),
              done: (name, size) => t('team.audit.export.done', { name, size }),
            }}
          />
        }
      />
      <div className="space-y-6">
        <FiltersCard key={query} filters={filters} onApply={(next) => show(next)} />
        <VerifyCard />
        <Card data-testid="audit-log">
          {log.isPending ? (
            <div className="space-y-3 p-5" aria-busy="true" aria-label={t('team.audit.loading')}>
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : rows.length === 0 ? (
            <p className="px-5 py-10 text-center text-sm text-slate-500">{t('team.audit.none')}</p>
          ) : (
            <ol className="divide-y divide-slate-100">
              {rows.map((e) => (
                <EntryRow key={e.seq} entry={e} />
              ))}
            </ol>
          )}
          {rows.length > 0 && log.data ? (
            <Pager
              page={page}
              pageSize={AUDIT_PAGE_SIZE}
              rows={rows.length}
              total={log.data.meta.total}
              text={{
                range: (r) => t('team.audit.range', { ...r }),
                label: t('team.audit.pages'),
              }}
              onPage={(p) => show(filters, p)}
              testId="audit-range"
            />
          ) : null}
        </Card>
      </div>
    </>
  );
}

function FiltersCard({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply(filters: AuditFilters): void;
}) {
  const t = useT();
  const [draft, setDraft] = useState(filters);
  const set = (key: keyof AuditFilters) => (e: { currentTarget: { value: string } }) =>
    setDraft({ ...draft, [key]: e.currentTarget.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  return (
    <Card>
      <form onSubmit={submit} aria-label={t('team.audit.filters')} data-testid="audit-filters">
        <CardBody className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field label={t('team.audit.filter.actor')} hint={t('team.audit.filter.actor_hint')}>
            {(props) => (
              <Input
                {...props}
                name="actor"
                maxLength={254}
                value={draft.actor}
                onChange={set('actor')}
              />
            )}
          </Field>
          <Field label={t('team.audit.filter.action')}>
            {(props) => (
              <Select {...props} name="action" value={draft.action} onChange={set('action')}>
                <option value="">{t('team.audit.filter.any_action')}</option>
                {AUDIT_ACTIONS.map((a) => (
                  <option key={a} value={a}>
                    {t(`team.audit.action.${a}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('team.audit.filter.from')}>
            {(props) => (
              <Input {...props} type="date" name="from" value={draft.from} onChange={set('from')} />
            )}
          </Field>
          <Field label={t('team.audit.filter.to')}>
            {(props) => (
              <Input {...props} type="date" name="to" value={draft.to} onChange={set('to')} />
            )}
          </Field>
          <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
            <Button type="submit" data-testid="audit-apply">
              {t('team.audit.filter.apply')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setDraft(NO_FILTERS);
                onApply(NO_FILTERS);
              }}
            >
              {t('team.audit.filter.clear')}
            </Button>
          </div>
        </CardBody>
      </form>
    </Card>
  );
}

function verdictText(t: ReturnType<typeof useT>, v: AuditVerifyResponse): string {
  if (v.ok && v.anchor)
    return t('team.audit.verify.ok_anchor', { entries: v.entries, seq: v.anchor.seq + 1 });
  if (v.ok || !v.first_break) return t('team.audit.verify.ok', { entries: v.entries });
  return t('team.audit.verify.broken', {
    seq: v.first_break.seq,
    entries: v.entries,
    reason: t(`team.audit.verify.reason.${v.first_break.reason}`),
  });
}

function VerifyCard() {
  const t = useT();
  const verify = useVerifyAuditLog();
  const verdict = verify.data;
  return (
    <Card>
      <CardHeader
        title={t('team.audit.verify.title')}
        description={t('team.audit.verify.hint')}
        action={
          <Button
            variant="secondary"
            size="sm"
            loading={verify.isPending}
            onClick={() => verify.mutate()}
            data-testid="audit-verify"
          >
            {t('team.audit.verify.button')}
          </Button>
        }
      />
      {verdict ? (
        <CardBody>
          <p
            role="status"
            data-testid="audit-verdict"
            className={
              verdict.ok
                ? 'rounded-lg bg-green-50 px-3 py-2.5 text-sm text-green-800 ring-1 ring-green-200 ring-inset'
                : 'rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-800 ring-1 ring-red-200 ring-inset'
            }
          >
            {verdictText(t, verdict)}
          </p>
        </CardBody>
      ) : null}
    </Card>
  );
}

function EntryRow({ entry: e }: { entry: AuditEntry }) {
  const t = useT();
  const who =
    e.actor.kind === 'system'
      ? t('team.audit.system')
      : e.actor.kind === 'api_key'
        ? t('team.audit.api_key', { name: e.actor.label })
        : e.actor.label;
  return (
    <li data-testid="audit-row" className="grid gap-1 px-5 py-3 text-sm md:grid-cols-[11rem_1fr]">
      <time dateTime={e.at} className="whitespace-nowrap text-slate-500">
        {formatDateTime(e.at)}
      </time>
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span data-testid="audit-action" className="font-medium text-slate-900">
            {t(`team.audit.action.${e.action}`)}
          </span>
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-600">
            {e.action}
          </code>
          <span className="min-w-0 break-words text-slate-700">{who}</span>
        </p>
        <p className="text-xs break-words text-slate-500">
          {e.target ? (
            <span>
              {t('team.audit.col.target')} {e.target.type} {e.target.id}
              {' · '}
            </span>
          ) : null}
          {t('team.audit.col.from')} {e.ip ?? '—'}
        </p>
        {e.before || e.after ? (
          <details className="text-xs">
            <summary className="cursor-pointer text-primary-700">{t('team.audit.changes')}</summary>
            <dl className="mt-1 grid gap-2 sm:grid-cols-2">
              {(
                [
                  ['before', e.before],
                  ['after', e.after],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="min-w-0">
                  <dt className="text-slate-500">{t(`team.audit.${key}`)}</dt>
                  <dd>
                    <pre className="overflow-x-auto rounded bg-slate-50 p-2 font-mono text-[11px] whitespace-pre-wrap break-all text-slate-700">
                      {value ? JSON.stringify(value, null, 2) : '—'}
                    </pre>
                  </dd>
                </div>
              ))}
            </dl>
          </details>
        ) : null}
      </div>
    </li>
  );
}
