import type { Consent } from '@playdesk/contract';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { toast } from '../../../session/toast';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { PlusIcon, SuccessIcon } from '../../../ui/icons';
import { ConfirmDialog } from '../../../ui/Modal';
import { sanitizeRichText } from '../../../ui/rich-text';
import { Skeleton } from '../../../ui/Skeleton';
import { useArchiveConsent, useConsents } from '../api';
import { ConsentDialog } from './ConsentDialog';
import { formatDate } from '../../../lib/format';

function ConsentRow({
  consent,
  onEdit,
  onArchive,
}: {
  consent: Consent;
  onEdit(): void;
  onArchive(): void;
}) {
  const t = useT();
  return (
    <li className="flex flex-col gap-3 p-5 sm:flex-row sm:items-start" data-testid="consent-row">
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-medium text-slate-900" data-testid="consent-row-name">
            {consent.name}
          </h3>
          <Badge tone={consent.mandatory ? 'primary' : 'neutral'}>
            {consent.mandatory ? t('crm.consent.mandatory') : t('crm.consent.optional')}
          </Badge>
          {consent.double_opt_in ? (
            <Badge tone="warning">{t('crm.consent.double_opt_in')}</Badge>
          ) : null}
          <span className="text-xs text-slate-500">
            {t('crm.consent.version_updated', {
              version: consent.version,
              date: formatDate(consent.updated_at),
            })}
          </span>
        </div>
        <div
          className="pd-rich line-clamp-3 text-sm leading-6 text-slate-600 [&_a]:text-primary-700 [&_a]:underline"
          // Sanitised with the allowlist the server saved it with.
          dangerouslySetInnerHTML={{ __html: sanitizeRichText(consent.text) }}
        />
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit}>
          {t('crm.consent.edit')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-600 hover:bg-red-50 hover:text-red-700"
          onClick={onArchive}
        >
          {t('crm.consent.archive')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The consents a game's form can ask for: reusable, versioned, never pre-ticked. Archiving keeps
 * the records players gave and drops the consent from every form.
 */
export function ConsentsTab() {
  const t = useT();
  const list = useConsents();
  const archive = useArchiveConsent();
  const [editing, setEditing] = useState<Consent | 'new' | null>(null);
  const [archiving, setArchiving] = useState<Consent | null>(null);
  const rows = list.data?.data ?? [];

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-slate-600">{t('crm.consents.intro')}</p>
        <Button
          icon={<PlusIcon className="size-4" />}
          onClick={() => setEditing('new')}
          data-testid="consent-new"
        >
          {t('crm.consent.new')}
        </Button>
      </div>
      {list.isPending ? (
        <Card className="space-y-3 p-5" aria-busy="true" aria-label={t('crm.consents.loading')}>
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-2/3" />
        </Card>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<SuccessIcon className="size-6" />}
          title={t('crm.consents.empty.title')}
          description={t('crm.consents.empty.text')}
          action={
            <Button onClick={() => setEditing('new')}>{t('crm.consents.empty.create')}</Button>
          }
        />
      ) : (
        <Card>
          <ul className="divide-y divide-slate-100" data-testid="consents-list">
            {rows.map((consent) => (
              <ConsentRow
                key={consent.public_id}
                consent={consent}
                onEdit={() => setEditing(consent)}
                onArchive={() => setArchiving(consent)}
              />
            ))}
          </ul>
        </Card>
      )}
      <ConsentDialog
        open={editing !== null}
        consent={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={archiving !== null}
        onOpenChange={(open) => !open && setArchiving(null)}
        title={t('crm.consent.archive_title', { name: archiving?.name ?? '' })}
        description={t('crm.consent.archive_text')}
        confirmLabel={t('crm.consent.archive_confirm')}
        busy={archive.isPending}
        onConfirm={() =>
          archiving &&
          archive.mutate(archiving.public_id, {
            onSuccess: (answer) => {
              toast.success(answer.message);
              setArchiving(null);
            },
          })
        }
      />
    </>
  );
}
