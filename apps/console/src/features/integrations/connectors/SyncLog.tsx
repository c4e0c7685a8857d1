import type { ConnectorSync } from '@playdesk/contract';
import { formatDateTime } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';

const ACTIONS: Record<ConnectorSync['action'], string> = {
  upsert: 'Added or updated',
  unsubscribe: 'Unsubscribed',
  test: 'Connection test',
};

export function SyncLog({ log }: { log: ConnectorSync[] }) {
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
