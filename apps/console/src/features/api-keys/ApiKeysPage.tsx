import { API_PATH } from '@playdesk/contract/urls';
import type { ApiKey } from '@playdesk/contract';
import { useState } from 'react';
import { toast } from '../../session/toast';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { CodeIcon, PlusIcon } from '../../ui/icons';
import { ConfirmDialog } from '../../ui/Modal';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useApiKeys, useRevokeApiKey } from './api';
import { dateLabel, lastUsedLabel, MODULE_LABELS, statusOf } from './api-key-model';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';

const HEAD = 'px-3 py-2.5 font-medium';

/** API keys (docs/product-rules.md#api-keys): the list, creation and revocation. */
export function ApiKeysPage() {
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title="API keys"
        description={
          <>
            Let your own systems — your shop, CRM or scripts — use Playdesk without anyone signing
            in. Each key works in this account only, with the modules and access you choose. See the{' '}
            <a
              className="font-medium text-primary-700 underline"
              href="/services/api/docs"
              target="_blank"
              rel="noreferrer"
            >
              API documentation
            </a>
            .
          </>
        }
        actions={
          <Button icon={<PlusIcon className="size-4" />} onClick={() => setCreating(true)}>
            New API key
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
          title="The API keys could not be loaded"
          description="Check your connection and try again."
          action={<Button onClick={() => void keys.refetch()}>Try again</Button>}
        />
      ) : keys.data.data.length === 0 ? (
        <EmptyState
          icon={<CodeIcon className="size-6" />}
          title="No API keys yet"
          description="Create a key for each system that calls the Playdesk API, so you can revoke one without touching the others."
          points={[
            `Send it as “Authorization: Bearer <key>” to ${API_PATH}/…`,
            'The secret is shown once, when you create the key: keep it somewhere safe.',
          ]}
          action={<Button onClick={() => setCreating(true)}>New API key</Button>}
        />
      ) : (
        <KeyTable keys={keys.data.data} />
      )}
      <CreateApiKeyDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}

function KeyTable({ keys }: { keys: ApiKey[] }) {
  const revoke = useRevokeApiKey();
  const [confirm, setConfirm] = useState<ApiKey | null>(null);
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="api-keys-table">
        <thead className="border-b border-slate-100 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className={`${HEAD} pl-5`}>
              Name
            </th>
            <th scope="col" className={HEAD}>
              Modules
            </th>
            <th scope="col" className={HEAD}>
              Access
            </th>
            <th scope="col" className={HEAD}>
              Created
            </th>
            <th scope="col" className={HEAD}>
              Last used
            </th>
            <th scope="col" className={HEAD}>
              Expires
            </th>
            <th scope="col" className={`${HEAD} pr-5 text-right`}>
              <span className="sr-only">Actions</span>
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
                      {status === 'revoked' ? 'Revoked' : 'Expired'}
                    </Badge>
                  ) : null}
                </td>
                <td className="px-3 py-3">
                  <div className="flex flex-wrap gap-1">
                    {key.modules.map((m) => (
                      <Badge key={m}>{MODULE_LABELS[m]}</Badge>
                    ))}
                  </div>
                </td>
                <td className="px-3 py-3">
                  {key.access === 'read' ? 'Read only' : 'Read and write'}
                </td>
                <td className="px-3 py-3">
                  <div>{dateLabel(key.created_at)}</div>
                  <div className="text-xs text-slate-500">
                    {key.created_by?.email ?? 'Former member'}
                  </div>
                </td>
                <td className="px-3 py-3">{lastUsedLabel(key.last_used_at)}</td>
                <td className="px-3 py-3">
                  {key.expires_at ? dateLabel(key.expires_at) : 'Never'}
                </td>
                <td className="py-3 pr-5 pl-3 text-right">
                  {status === 'revoked' ? null : (
                    <Button variant="ghost" size="sm" onClick={() => setConfirm(key)}>
                      Revoke
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
        title={`Revoke “${confirm?.name ?? ''}”?`}
        description="Every call with this key is refused from now on. Systems using it stop working until you give them a new key."
        confirmLabel="Revoke key"
        busy={revoke.isPending}
        onConfirm={() =>
          confirm &&
          revoke.mutate(confirm.id, {
            onSuccess: () => {
              toast.success('API key revoked.');
              setConfirm(null);
            },
          })
        }
      />
    </Card>
  );
}
