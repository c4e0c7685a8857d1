import { API_PATH } from '@playdesk/contract/urls';
import type { ApiKey } from '@playdesk/contract';
import { useState } from 'react';
import { toast } from '../../session/toast';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardBody, CardHeader } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { CodeIcon, PlusIcon } from '../../ui/icons';
import { ConfirmDialog } from '../../ui/Modal';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useApiKeys, useRevokeApiKey } from './api';
import { dateLabel, lastUsedLabel, moduleLabel, statusOf } from './api-key-model';
import { AssistantSetup } from './AssistantSetup';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { richText, useT } from '../../i18n/i18n';

const HEAD = 'px-3 py-2.5 font-medium';

/**
 * API keys (docs/product-rules.md#api-keys): the list, creation and revocation; and how to connect
 * an AI assistant with a key (docs/mcp.md).
 */
export function ApiKeysPage() {
  const t = useT();
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title={t('api-keys.title')}
        description={
          <>
            {richText(
              t,
              'api-keys.description',
              {},
              {
                docs: (
                  <a
                    className="font-medium text-primary-700 underline"
                    href="/services/api/docs"
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t('api-keys.docs')}
                  </a>
                ),
              },
            )}
          </>
        }
        actions={
          <Button icon={<PlusIcon className="size-4" />} onClick={() => setCreating(true)}>
            {t('api-keys.new')}
          </Button>
        }
      />
      {keys.isPending ? (
        <Card className="space-y-3 p-6">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </Card>
      ) : keys.isError ? (
        <EmptyState
          icon={<CodeIcon className="size-6" />}
          title={t('api-keys.load_failed')}
          description={t('api-keys.check_connection')}
          action={<Button onClick={() => void keys.refetch()}>{t('common.try_again')}</Button>}
        />
      ) : keys.data.data.length === 0 ? (
        <EmptyState
          icon={<CodeIcon className="size-6" />}
          title={t('api-keys.empty_title')}
          description={t('api-keys.empty_text')}
          points={[t('api-keys.empty_send', { path: `${API_PATH}/…` }), t('api-keys.empty_secret')]}
          action={<Button onClick={() => setCreating(true)}>{t('api-keys.new')}</Button>}
        />
      ) : (
        <KeyTable keys={keys.data.data} />
      )}
      <Card className="mt-6" data-testid="assistant-card">
        <CardHeader
          title={t('api-keys.assistant.title')}
          description={t('api-keys.assistant.text')}
        />
        <CardBody>
          <AssistantSetup />
        </CardBody>
      </Card>
      <CreateApiKeyDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}

function KeyTable({ keys }: { keys: ApiKey[] }) {
  const t = useT();
  const revoke = useRevokeApiKey();
  const [confirm, setConfirm] = useState<ApiKey | null>(null);
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="api-keys-table">
        <thead className="border-b border-slate-100 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className={`${HEAD} pl-5`}>
              {t('api-keys.col.name')}
            </th>
            <th scope="col" className={HEAD}>
              {t('api-keys.col.modules')}
            </th>
            <th scope="col" className={HEAD}>
              {t('api-keys.col.access')}
            </th>
            <th scope="col" className={HEAD}>
              {t('api-keys.col.created')}
            </th>
            <th scope="col" className={HEAD}>
              {t('api-keys.col.last_used')}
            </th>
            <th scope="col" className={HEAD}>
              {t('api-keys.col.expires')}
            </th>
            <th scope="col" className={`${HEAD} pr-5 text-right`}>
              <span className="sr-only">{t('api-keys.col.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {keys.map((key) => {
            const status = statusOf(key);
            return (
              <tr key={key.id} data-testid="api-key-row" className="align-top">
                <td className="py-3 pr-3 pl-5">
                  <div className="font-medium text-slate-900">{key.name}</div>
                  <code className="text-xs text-slate-500">{key.prefix}…</code>
                  {status !== 'active' ? (
                    <Badge tone={status === 'revoked' ? 'danger' : 'warning'} className="ml-2">
                      {status === 'revoked' ? t('api-keys.revoked') : t('api-keys.expired')}
                    </Badge>
                  ) : null}
                </td>
                <td className="px-3 py-3">
                  <div className="flex flex-wrap gap-1">
                    {key.modules.map((m) => (
                      <Badge key={m}>{moduleLabel(m, t)}</Badge>
                    ))}
                  </div>
                </td>
                <td className="px-3 py-3">
                  {key.access === 'read' ? t('api-keys.read') : t('api-keys.write')}
                </td>
                <td className="px-3 py-3">
                  <div>{dateLabel(key.created_at)}</div>
                  <div className="text-xs text-slate-500">
                    {key.created_by?.email ?? t('api-keys.former_member')}
                  </div>
                </td>
                <td className="px-3 py-3">{lastUsedLabel(key.last_used_at, t)}</td>
                <td className="px-3 py-3">
                  {key.expires_at ? dateLabel(key.expires_at) : t('api-keys.never')}
                </td>
                <td className="py-3 pr-5 pl-3 text-right">
                  {status === 'revoked' ? null : (
                    <Button variant="ghost" size="sm" onClick={() => setConfirm(key)}>
                      {t('api-keys.revoke')}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={t('api-keys.revoke_title', { name: confirm?.name ?? '' })}
        description={t('api-keys.revoke_text')}
        confirmLabel={t('api-keys.revoke_confirm')}
        busy={revoke.isPending}
        onConfirm={() =>
          confirm &&
          revoke.mutate(confirm.id, {
            onSuccess: () => {
              toast.success(t('api-keys.revoked_toast'));
              setConfirm(null);
            },
          })
        }
      />
    </Card>
  );
}
