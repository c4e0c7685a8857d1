import type { Invitation, TeamMate } from '@playdesk/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n';
import { toast } from '../../session/toast';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { EmptyState } from '../../ui/EmptyState';
import { PlusIcon, TeamIcon } from '../../ui/icons';
import { ConfirmDialog } from '../../ui/Modal';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { ActivityLog } from './ActivityLog';
import {
  useEndMemberSessions,
  useRemoveTeamMate,
  useResendInvitation,
  useRevokeInvitation,
  useTeamMates,
} from './api';
import { EditModulesDialog } from './EditModulesDialog';
import { InviteDialog } from './InviteDialog';
import { InvitationList, MemberList } from './TeamLists';

/**
 * TeamMates `/team-mates` (docs/product-rules.md#team-mates): the members and pending
 * invitations, inviting, changing access and removing; the owner also sees the activity log
 * (`?tab=activity`).
 */
export function TeamMatesPage() {
  const t = useT();
  const team = useTeamMates();
  const [params, setParams] = useSearchParams();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TeamMate | null>(null);
  const [removing, setRemoving] = useState<TeamMate | null>(null);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const [ending, setEnding] = useState<TeamMate | null>(null);
  const endSessions = useEndMemberSessions();
  const remove = useRemoveTeamMate();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();

  const viewer = team.data?.viewer;
  const showActivity = viewer?.sees_activity === true && params.get('tab') === 'activity';
  const others = (team.data?.members ?? []).filter((m) => !m.is_you && m.role === 'member');

  return (
    <>
      <PageHeader
        title={t('team.title')}
        description={t('team.description')}
        actions={
          viewer ? (
            <Button icon={<PlusIcon className="size-4" />} onClick={() => setInviting(true)}>
              {t('team.invite.button')}
            </Button>
          ) : null
        }
      />
      {viewer?.sees_activity ? (
        <div
          role="tablist"
          aria-label={t('team.tabs')}
          className="-mx-4 mb-5 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
        >
          {(
            [
              ['team', t('team.tab.team')],
              ['activity', t('team.activity.title')],
            ] as const
          ).map(([id, label]) => {
            const selected = (id === 'activity') === showActivity;
            return (
              <button
                key={id}
                type="button"
                role="tab"
                aria-selected={selected}
                data-testid={`team-tab-${id}`}
                onClick={() => setParams(id === 'activity' ? { tab: 'activity' } : {})}
                className={cx(
                  '-mb-px border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600',
                  selected
                    ? 'border-primary-600 text-primary-700'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                )}
              >
                {label}
              </button>
            );
          })}
        </div>
      ) : null}

      {showActivity ? (
        <ActivityLog />
      ) : team.isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label={t('team.loading')}>
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : team.data ? (
        <div className="space-y-6">
          <MemberList
            members={team.data.members}
            onEdit={setEditing}
            onRemove={setRemoving}
            // Only the owner sees the activity log, and only the owner ends a member's sessions.
            onEndSessions={viewer?.sees_activity ? setEnding : undefined}
          />
          <InvitationList
            invitations={team.data.invitations}
            busyId={resend.isPending ? (resend.variables ?? null) : null}
            onResend={(inv) =>
              resend.mutate(inv.id, { onSuccess: ({ message }) => toast.success(message) })
            }
            onRevoke={setRevoking}
          />
          {others.length === 0 && team.data.invitations.length === 0 ? (
            <EmptyState
              icon={<TeamIcon className="size-6" />}
              title={t('team.empty.title')}
              description={t('team.empty.text')}
              points={[t('team.empty.point1'), t('team.empty.point2')]}
              action={<Button onClick={() => setInviting(true)}>{t('team.invite.button')}</Button>}
            />
          ) : null}
        </div>
      ) : null}

      {viewer ? (
        <>
          <InviteDialog open={inviting} onOpenChange={setInviting} grantable={viewer.grantable} />
          <EditModulesDialog
            member={editing}
            grantable={viewer.grantable}
            onClose={() => setEditing(null)}
          />
        </>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('team.remove.title', { name: removing?.name ?? removing?.email ?? '' })}
        description={t('team.remove.text')}
        confirmLabel={t('team.remove.confirm')}
        busy={remove.isPending}
        testId="remove-dialog"
        onConfirm={() =>
          removing &&
          remove.mutate(removing.public_id, {
            onSuccess: ({ message }) => {
              toast.success(message);
              setRemoving(null);
            },
          })
        }
      />
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title={t('team.sessions.title', { name: ending?.name ?? ending?.email ?? '' })}
        description={t('team.sessions.text')}
        confirmLabel={t('team.sessions.end')}
        busy={endSessions.isPending}
        testId="end-sessions-dialog"
        onConfirm={() =>
          ending &&
          endSessions.mutate(ending.public_id, {
            onSuccess: () => {
              toast.success(t('team.sessions.ended', { name: ending.name ?? ending.email }));
              setEnding(null);
            },
          })
        }
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('team.revoke.title', { email: revoking?.email ?? '' })}
        description={t('team.revoke.text')}
        confirmLabel={t('team.revoke.confirm')}
        busy={revoke.isPending}
        testId="revoke-dialog"
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: ({ message }) => {
              toast.success(message);
              setRevoking(null);
            },
          })
        }
      />
    </>
  );
}
