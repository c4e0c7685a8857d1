import type { Invitation, TeamMate } from '@playdesk/contract';
import { useT } from '../../i18n/i18n';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { lastActiveText, moduleLabel } from './modules-model';
import { formatDate } from '../../lib/format';

const who = (p: { name: string | null; email: string } | null) => (p ? (p.name ?? p.email) : '—');

function Modules({ member }: { member: { role?: string; modules: TeamMate['modules'] } }) {
  const t = useT();
  if (member.role === 'owner') return <Badge tone="primary">{t('team.owner')}</Badge>;
  return (
    <span className="flex flex-wrap gap-1">
      {member.modules.map((key) => (
        <Badge key={key}>{moduleLabel(key)}</Badge>
      ))}
    </span>
  );
}

/** The members of the account: who, what they hold, when last active, who invited them. */
export function MemberList({
  members,
  onEdit,
  onRemove,
  onEndSessions,
}: {
  members: TeamMate[];
  onEdit(member: TeamMate): void;
  onRemove(member: TeamMate): void;
  /** The owner's "End all sessions" (docs/team-and-sign-in.md#sessions); absent for others. */
  onEndSessions?: (member: TeamMate) => void;
}) {
  const t = useT();
  return (
    <Card>
      <CardHeader
        title={t('team.members.title')}
        description={t('team.members.hint', { count: members.length })}
      />
      <ul className="divide-y divide-slate-100" aria-label={t('team.members.title')}>
        {members.map((m) => (
          <li
            key={m.public_id}
            data-testid="team-member"
            className="flex flex-col gap-3 px-5 py-4 md:flex-row md:items-center"
          >
            <div className="min-w-0 md:w-64">
              <p className="truncate font-medium text-slate-900">
                {m.name ?? m.email}
                {m.is_you ? (
                  <span className="ml-1.5 text-xs text-slate-500">{t('team.members.you')}</span>
                ) : null}
              </p>
              {m.name ? <p className="truncate text-sm text-slate-500">{m.email}</p> : null}
            </div>
            <div className="min-w-0 flex-1">
              <Modules member={m} />
            </div>
            <dl className="grid grid-cols-2 gap-x-4 text-xs text-slate-500 md:w-56">
              <div>
                <dt>{t('team.members.status')}</dt>
                <dd className="mt-0.5">
                  <Badge tone="success">{t('team.members.active')}</Badge>
                </dd>
              </div>
              <div>
                <dt>{t('team.members.last_active')}</dt>
                <dd className="mt-0.5 text-sm text-slate-700">
                  {lastActiveText(m.last_active_at)}
                </dd>
              </div>
              <div className="col-span-2 mt-1">
                <dt className="inline">{t('team.members.invited_by')} </dt>
                <dd className="inline text-slate-700">
                  {m.role === 'owner' ? '—' : who(m.invited_by)}
                </dd>
              </div>
            </dl>
            <div className="flex shrink-0 flex-wrap gap-2 md:justify-end">
              {m.manageable ? (
                <>
                  <Button variant="secondary" size="sm" onClick={() => onEdit(m)}>
                    {t('team.members.edit')}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => onRemove(m)}>
                    {t('team.remove.confirm')}
                  </Button>
                </>
              ) : null}
              {onEndSessions && m.role === 'member' && !m.is_you ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onEndSessions(m)}
                  data-testid="end-member-sessions"
                >
                  {t('team.sessions.end')}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Invitations not yet accepted, with resend and revoke. */
export function InvitationList({
  invitations,
  busyId,
  onResend,
  onRevoke,
}: {
  invitations: Invitation[];
  busyId: string | null;
  onResend(invitation: Invitation): void;
  onRevoke(invitation: Invitation): void;
}) {
  const t = useT();
  if (invitations.length === 0) return null;
  return (
    <Card>
      <CardHeader title={t('team.invitations.title')} description={t('team.invitations.hint')} />
      <ul className="divide-y divide-slate-100" aria-label={t('team.invitations.title')}>
        {invitations.map((inv) => (
          <li
            key={inv.id}
            data-testid="team-invitation"
            className="flex flex-col gap-3 px-5 py-4 md:flex-row md:items-center"
          >
            <div className="min-w-0 md:w-64">
              <p className="truncate font-medium text-slate-900">{inv.email}</p>
              <p className="text-xs text-slate-500">
                {t('team.invitations.sent', {
                  name: who(inv.invited_by),
                  date: formatDate(inv.sent_at),
                })}
              </p>
            </div>
            <div className="min-w-0 flex-1">
              <Modules member={inv} />
            </div>
            <div className="text-xs text-slate-500 md:w-56">
              {inv.status === 'expired' ? (
                <Badge tone="warning">{t('team.invitations.expired')}</Badge>
              ) : (
                <>
                  <Badge tone="neutral">{t('team.invitations.invited')}</Badge>
                  <span className="ml-2">
                    {t('team.invitations.until', { date: formatDate(inv.expires_at) })}
                  </span>
                </>
              )}
            </div>
            <div className="flex shrink-0 gap-2 md:w-44 md:justify-end">
              {inv.manageable ? (
                <>
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={busyId === inv.id}
                    onClick={() => onResend(inv)}
                  >
                    {t('team.invitations.resend')}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => onRevoke(inv)}>
                    {t('team.revoke.confirm')}
                  </Button>
                </>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
