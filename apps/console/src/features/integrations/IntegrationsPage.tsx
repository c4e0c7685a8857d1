import type { WebhookEndpoint, WebhookSecretResponse } from '@playdesk/contract';
import { useState } from 'react';
import { toast } from '../../session/toast';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { PlugIcon, PlusIcon } from '../../ui/icons';
import { ConfirmDialog } from '../../ui/Modal';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { Switch } from '../../ui/Switch';
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSendWebhookTest,
  useToggleWebhook,
  useWebhookEndpoints,
} from './api';
import { ConnectorCards } from './connectors/ConnectorCards';
import { DeliveryLog } from './DeliveryLog';
import { SecretDialog, WebhookDialog } from './WebhookDialogs';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../i18n/i18n';

/**
 * Integrations (docs/webhooks.md): signed webhooks with their delivery log, and the marketing
 * connectors.
 */
export function IntegrationsPage() {
  const t = useT();
  const endpoints = useWebhookEndpoints();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [secret, setSecret] = useState<{ shown: WebhookSecretResponse; rotated: boolean } | null>(
    null,
  );
  const list = endpoints.data?.data ?? [];
  return (
    <>
      <PageHeader title={t('integrations.title')} description={t('integrations.description')} />
      <section className="space-y-4" aria-labelledby="webhooks-title">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="webhooks-title" className="text-lg font-semibold text-slate-900">
              {t('integrations.webhooks.title')}
            </h2>
            <p className="text-sm text-slate-600">{t('integrations.webhooks.text')}</p>
          </div>
          {list.length > 0 ? (
            <Button
              icon={<PlusIcon className="size-4" />}
              onClick={() => setEditing('new')}
              data-testid="webhook-add"
            >
              {t('integrations.webhooks.add')}
            </Button>
          ) : null}
        </div>
        {endpoints.isPending ? (
          <Card className="space-y-3 p-6">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </Card>
        ) : endpoints.isError ? (
          <EmptyState
            icon={<PlugIcon className="size-6" />}
            title={t('integrations.webhooks.load_failed')}
            description={t('integrations.check_connection')}
            action={
              <Button onClick={() => void endpoints.refetch()}>{t('common.try_again')}</Button>
            }
          />
        ) : list.length === 0 ? (
          <EmptyState
            icon={<PlugIcon className="size-6" />}
            title={t('integrations.webhooks.empty_title')}
            description={t('integrations.webhooks.empty_text')}
            points={[
              t('integrations.webhooks.empty_events'),
              t('integrations.webhooks.empty_retries'),
            ]}
            action={
              <Button onClick={() => setEditing('new')} data-testid="webhook-add">
                {t('integrations.webhooks.add')}
              </Button>
            }
          />
        ) : (
          list.map((endpoint) => (
            <EndpointCard
              key={endpoint.public_id}
              endpoint={endpoint}
              onEdit={() => setEditing(endpoint)}
              onSecret={(shown) => setSecret({ shown, rotated: true })}
            />
          ))
        )}
      </section>
      <div className="mt-10">
        <ConnectorCards />
      </div>
      <WebhookDialog
        open={editing !== null}
        endpoint={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onCreated={(shown) => {
          setEditing(null);
          setSecret({ shown, rotated: false });
        }}
      />
      <SecretDialog
        shown={secret?.shown ?? null}
        rotated={secret?.rotated ?? false}
        onClose={() => setSecret(null)}
      />
    </>
  );
}

function EndpointCard({
  endpoint,
  onEdit,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onEdit(): void;
  onSecret(shown: WebhookSecretResponse): void;
}) {
  const t = useT();
  const [confirm, setConfirm] = useState<'delete' | 'rotate' | null>(null);
  const toggle = useToggleWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const test = useSendWebhookTest();
  return (
    <Card className="overflow-hidden" data-testid="webhook-endpoint">
      <div className="flex flex-wrap items-start justify-between gap-4 p-5">
        <div className="min-w-0 space-y-1.5">
          <p className="font-mono text-sm font-semibold break-all text-slate-900">{endpoint.url}</p>
          {endpoint.description ? (
            <p className="text-sm text-slate-600">{endpoint.description}</p>
          ) : null}
          <div className="flex flex-wrap gap-1">
            {endpoint.events.map((e) => (
              <Badge key={e}>{e}</Badge>
            ))}
          </div>
          {endpoint.disabled_reason === 'failing' ? (
            <p className="text-sm text-red-700">{t('integrations.endpoint.switched_off')}</p>
          ) : endpoint.failing_since ? (
            <p className="text-sm text-amber-700">
              {t('integrations.endpoint.failing_since', {
                when: formatDateTime(endpoint.failing_since),
              })}
            </p>
          ) : null}
          {endpoint.previous_secret_expires_at ? (
            <p className="text-xs text-slate-500">
              {t('integrations.endpoint.previous_secret', {
                when: formatDateTime(endpoint.previous_secret_expires_at),
              })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col items-end gap-3">
          <Switch
            checked={endpoint.enabled}
            disabled={toggle.isPending}
            onChange={(enabled) => toggle.mutate({ id: endpoint.public_id, enabled })}
            label={endpoint.enabled ? t('integrations.enabled') : t('integrations.off')}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="secondary"
              size="sm"
              loading={test.isPending}
              data-testid="webhook-test"
              onClick={() =>
                test.mutate(endpoint.public_id, {
                  onSuccess: () => toast.success(t('integrations.endpoint.test_queued')),
                })
              }
            >
              {t('integrations.endpoint.send_test')}
            </Button>
            <Button variant="secondary" size="sm" onClick={onEdit} data-testid="webhook-edit">
              {t('integrations.endpoint.edit')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setConfirm('rotate')}>
              {t('integrations.endpoint.rotate')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setConfirm('delete')}
              data-testid="webhook-delete"
            >
              {t('integrations.endpoint.delete')}
            </Button>
          </div>
        </div>
      </div>
      <div className="border-t border-slate-100">
        <h3 className="px-5 pt-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t('integrations.log.title')}
        </h3>
        <DeliveryLog endpointId={endpoint.public_id} />
      </div>
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={t('integrations.endpoint.delete_title')}
        description={t('integrations.endpoint.delete_text')}
        confirmLabel={t('integrations.endpoint.delete_confirm')}
        busy={remove.isPending}
        testId="webhook-delete-confirm"
        onConfirm={() => remove.mutate(endpoint.public_id)}
      />
      <ConfirmDialog
        open={confirm === 'rotate'}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={t('integrations.endpoint.rotate_title')}
        description={t('integrations.endpoint.rotate_text')}
        confirmLabel={t('integrations.endpoint.rotate')}
        busy={rotate.isPending}
        onConfirm={() =>
          rotate.mutate(endpoint.public_id, {
            onSuccess: (shown) => {
              setConfirm(null);
              onSecret(shown);
            },
          })
        }
      />
    </Card>
  );
}
