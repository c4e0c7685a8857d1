import type { ConnectorSync } from '@playdesk/contract';
import { formatDateTime } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { useT } from '../../../i18n/i18n';

export function SyncLog({ log }: { log: ConnectorSync[] }) {
  const t = useT();
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-medium text-slate-700">{t('integrations.sync.title')}</h3>
      {log.length === 0 ? (
        <p className="text-sm text-slate-500">{t('integrations.sync.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
          {log.slice(0, 8).map((s, i) => (
            <li key={`${s.created_at}-${i}`} className="flex items-start gap-3 px-3 py-2">
              <Badge tone={s.ok ? 'success' : 'danger'} className="w-14 shrink-0 justify-center">
                {s.ok ? t('integrations.sync.ok') : t('integrations.status.failed')}
              </Badge>
              <div className="min-w-0 flex-1">
                <p className="text-slate-800">
                  {t(`integrations.sync.${s.action}`)}
                  {s.action !== 'test' ? (
                    <span className="text-slate-500"> · {s.event_type}</span>
                  ) : null}
                  {s.attempt > 1 ? (
                    <span className="text-slate-500">
                      {' · '}
                      {t('integrations.sync.attempt', { attempt: s.attempt })}
                    </span>
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
