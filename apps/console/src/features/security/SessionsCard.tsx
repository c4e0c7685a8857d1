import { useState } from 'react';
import type { SignInSession } from '@playdesk/contract';
import { useT } from '../../i18n/i18n';
import { formatDateTime, formatRelative } from '../../lib/format';
import { toast } from '../../session/toast';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/Modal';
import { Skeleton } from '../../ui/Skeleton';
import { useEndOtherSessions, useEndSession, useSessions } from './sessions-api';

/** The signed-in person's sessions on the Security page (docs/team-and-sign-in.md#sessions): each
 * signed out on its own, or all but this one at once. */
export function SessionsCard() {
  const t = useT();
  const sessions = useSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const rows = sessions.data?.sessions ?? [];
  const others = rows.filter((s) => !s.current).length;
  return (
    <Card data-testid="sessions">
      <CardHeader
        title={t('team.security.sessions.title')}
        description={t('team.security.sessions.hint', { count: rows.length })}
        action={
          <Button
            variant="secondary"
            size="sm"
            disabled={others === 0}
            onClick={() => setConfirming(true)}
            data-testid="sign-out-others"
          >
            {t('team.security.sessions.sign_out_others')}
          </Button>
        }
      />
      {sessions.isPending ? (
        <div
          className="space-y-3 p-5"
          aria-busy="true"
          aria-label={t('team.security.sessions.loading')}
        >
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t('team.security.sessions.title')}>
          {rows.map((s) => (
            <SessionRow
              key={s.id}
              session={s}
              busy={end.isPending && end.variables === s.id}
              onSignOut={() =>
                end.mutate(s.id, {
                  onSuccess: () => toast.success(t('team.security.sessions.signed_out')),
                })
              }
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('team.security.sessions.others_confirm.title')}
        description={t('team.security.sessions.others_confirm.text')}
        confirmLabel={t('team.security.sessions.sign_out_others')}
        busy={endOthers.isPending}
        testId="sign-out-others-dialog"
        onConfirm={() =>
          endOthers.mutate(undefined, {
            onSuccess: ({ ended }) => {
              toast.success(t('team.security.sessions.others_signed_out', { count: ended }));
              setConfirming(false);
            },
          })
        }
      />
    </Card>
  );
}

function SessionRow({
  session: s,
  busy,
  onSignOut,
}: {
  session: SignInSession;
  busy: boolean;
  onSignOut(): void;
}) {
  const t = useT();
  const browser = s.browser ?? t('team.security.sessions.unknown_browser');
  const what = s.os ? t('team.security.sessions.on', { browser, os: s.os }) : browser;
  return (
    <li
      data-testid="session-row"
      data-current={s.current ? 'true' : undefined}
      className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <span className="min-w-0 break-words">{what}</span>
          {s.current ? <Badge tone="success">{t('team.security.sessions.this')}</Badge> : null}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          {s.device ? `${t(`team.security.sessions.device.${s.device}`)} · ` : null}
          {s.network
            ? t('team.security.sessions.network', { network: s.network })
            : t('team.security.sessions.no_network')}
        </p>
        <p className="mt-0.5 text-xs text-slate-500">
          {t('team.security.sessions.started', { date: formatDateTime(s.created_at) })}
          {' · '}
          {t('team.security.sessions.last_active', { when: formatRelative(s.last_active_at) })}
        </p>
      </div>
      {s.current ? null : (
        <Button
          variant="ghost"
          size="sm"
          loading={busy}
          onClick={onSignOut}
          data-testid="sign-out-session"
          className="self-start sm:self-center"
        >
          {t('team.security.sessions.sign_out')}
        </Button>
      )}
    </li>
  );
}
