import type { ConnectorKind, ConnectorSync, ConnectorTestResponse } from '@playdesk/contract';
import { useState } from 'react';
import { messageOf } from '../../../api/client';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card, CardBody, CardHeader } from '../../../ui/Card';
import { useTestConnector } from './api';
import { SyncLog } from './SyncLog';
import { useT } from '../../../i18n/i18n';

/** A connector's card around its form: on/off badge, Test connection and the recent sync log. */
export function ConnectorShell({
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
  const t = useT();
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
        action={
          enabled ? (
            <Badge tone="success">{t('integrations.connector.on')}</Badge>
          ) : (
            <Badge>{t('integrations.off')}</Badge>
          )
        }
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
              {t('integrations.connector.test')}
            </Button>
            {!canTest ? (
              <span className="text-sm text-slate-500">{t('integrations.connector.save_key')}</span>
            ) : null}
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
